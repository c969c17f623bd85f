-- A refused survey_data names at most its first ten broken rules, then how many more there are. It named every
-- one, and a survey with thousands of unknown fields (a hostile or broken client: the form sends none) got an
-- answer three times the size of its request, built while every other insert waited. Same error, code, message
-- and constraint as before; only a long detail is cut short, e.g. "a is not a survey field; …; and 990 more".

create or replace function private.survey_data_is_valid(survey jsonb)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  problems constant text[] := private.survey_data_problems(survey);
  shown constant integer := 10;
  total constant integer := coalesce(array_length(problems, 1), 0);
begin
  if total = 0 then
    return true;
  end if;
  raise exception using
    errcode = 'check_violation',
    message = 'value for domain private.survey_data violates check constraint "survey_data_check"',
    detail = array_to_string(problems[1:shown], '; ')
      || case when total > shown then format('; and %s more', total - shown) else '' end,
    schema = 'private',
    datatype = 'survey_data',
    constraint = 'survey_data_check';
end;
$$;
