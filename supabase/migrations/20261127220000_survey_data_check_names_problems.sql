-- A refused survey_data now says which of the survey's rules it breaks. The domain's check compared
-- survey_data_problems() with an empty list, so a caller of the API read only "violates check constraint
-- survey_data_check" and had to ask an operator why. The check now raises that same error (code 23514, the
-- same message and constraint name, so clients that read the code see no change) with the broken rules as its
-- detail, e.g. "topChallengeOther is required when topChallenge is Other". PostgREST returns the detail as
-- `details`; row level security does not hide it, as it names fields, not the row's values.

create function private.survey_data_is_valid(survey jsonb)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  problems constant text[] := private.survey_data_problems(survey);
begin
  if problems = '{}' then
    return true;
  end if;
  raise exception using
    errcode = 'check_violation',
    message = 'value for domain private.survey_data violates check constraint "survey_data_check"',
    detail = array_to_string(problems, '; '),
    schema = 'private',
    datatype = 'survey_data',
    constraint = 'survey_data_check';
end;
$$;

alter domain private.survey_data drop constraint survey_data_check;
alter domain private.survey_data add constraint survey_data_check check (private.survey_data_is_valid(value));
