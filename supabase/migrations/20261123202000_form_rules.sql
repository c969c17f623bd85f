-- The database is the last line of defence: it now refuses everything the forms refuse, read from
-- private.option_catalogue().
-- - White space at either end is what the catalogue's `edgeBlankCharacters` class holds: JavaScript's trim()
--   set plus invisible characters (U+180E, U+200B–U+200D, U+2060), so "\u200b\u200b" is blank here as in
--   the forms.
-- - survey_data: no option twice in a list, and no answer to a question the visitor was never shown (the
--   catalogue's `conditionals`, which the forms' visibility rule reads too): an "Other" text without Other
--   chosen, or tracking difficulties unless weekly tracking is No.
-- - created_at_gtm: a finite time between 2000 and 2100.

create or replace function private.is_trimmed(value text)
returns boolean
language sql
immutable
strict
parallel safe
return value !~ (
  '^[' || (private.option_catalogue() ->> 'edgeBlankCharacters') || ']|['
  || (private.option_catalogue() ->> 'edgeBlankCharacters') || ']$'
);

create or replace function private.survey_data_problems(survey jsonb)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  catalogue constant jsonb := private.option_catalogue() -> 'survey';
  other_text_max constant integer := private.catalogue_limit('otherTextMax');
  problems text[] := '{}';
  field text;
  answer jsonb;
  rule jsonb;
  deciding_field text;
  deciding jsonb;
  shown jsonb := '{}';
  is_shown boolean;
  empty constant jsonb[] := array['null'::jsonb, '[]'::jsonb];
begin
  if jsonb_typeof(survey) is distinct from 'object' then
    return array['survey_data must be a JSON object'];
  end if;

  for field in select jsonb_array_elements_text(catalogue -> 'fields') loop
    if not survey ? field then
      problems := problems || format('%s is missing', field);
    end if;
  end loop;
  for field in select jsonb_object_keys(survey) loop
    if not (catalogue -> 'fields') ? field then
      problems := problems || format('%s is not a survey field', field);
    end if;
  end loop;

  for field in select jsonb_object_keys(catalogue -> 'singleChoice') loop
    if not jsonb_build_array(survey -> field) <@ (catalogue -> 'singleChoice' -> field) then
      problems := problems || format('%s must be one of its options', field);
    end if;
  end loop;

  for field in select jsonb_object_keys(catalogue -> 'multiChoice') loop
    answer := survey -> field;
    if jsonb_typeof(answer) is distinct from 'array'
      or not answer <@ (catalogue -> 'multiChoice' -> field -> 'options') then
      problems := problems || format('%s must be a list of its options', field);
    elsif (select count(distinct option) from jsonb_array_elements(answer) option) <> jsonb_array_length(answer) then
      problems := problems || format('%s must list each option once', field);
    end if;
  end loop;

  for field in select jsonb_array_elements_text(catalogue -> 'requiredLists') loop
    if survey -> field = '[]'::jsonb then
      problems := problems || format('%s needs at least one option', field);
    end if;
  end loop;

  for field in select jsonb_array_elements_text(catalogue -> 'otherFields') loop
    answer := survey -> field;
    if answer is not null and answer <> 'null'::jsonb and not (
      jsonb_typeof(answer) = 'string' and private.is_stored_text(answer #>> '{}', other_text_max)
    ) then
      problems := problems || format('%s must be null or a trimmed text of 1 to %s characters', field, other_text_max);
    end if;
  end loop;

  -- The survey's conditional questions, in catalogue order: a question is shown when its deciding answer
  -- matches and the deciding question is shown itself. A hidden question has no answer; a shown one may be
  -- required (the top challenge's Other text, the tracking difficulties).
  for rule in select jsonb_array_elements(catalogue -> 'conditionals') loop
    field := rule ->> 'field';
    deciding_field := rule #>> '{shownWhen,field}';
    deciding := survey -> deciding_field;
    is_shown := coalesce((shown ->> deciding_field)::boolean, true) and coalesce(
      case
        when rule -> 'shownWhen' ? 'is' then deciding = rule #> '{shownWhen,is}'
        else jsonb_typeof(deciding) = 'array' and deciding @> jsonb_build_array(rule #> '{shownWhen,includes}')
      end,
      false
    );
    shown := shown || jsonb_build_object(field, is_shown);
    answer := coalesce(survey -> field, 'null'::jsonb);
    if not is_shown and not answer = any (empty) then
      problems := problems || format(
        '%s must be empty: it is shown only when %s %s %s', field, deciding_field,
        case when rule -> 'shownWhen' ? 'is' then 'is' else 'includes' end,
        coalesce(rule #>> '{shownWhen,is}', rule #>> '{shownWhen,includes}')
      );
    elsif is_shown and (rule ->> 'requiredWhenShown')::boolean and answer = any (empty) then
      problems := problems || format(
        '%s is required when %s is %s', field, deciding_field, rule #>> '{shownWhen,is}'
      );
    end if;
  end loop;

  return problems;
end;
$$;

-- created_at_gtm is the browser's clock, stored beside the server's created_at: any real one is in this
-- range, and 'infinity' or a year 30000 is not a time anyone registered at. Constant bounds, so a restore
-- re-checks the same rule; a visitor whose clock is off by days or years still registers.
alter table public.early_access_registrations
  add constraint early_access_registrations_created_at_gtm_check
  check (created_at_gtm >= '2000-01-01 00:00:00+00' and created_at_gtm < '2100-01-01 00:00:00+00');
alter table public.websummit_registrations
  add constraint websummit_registrations_created_at_gtm_check
  check (created_at_gtm >= '2000-01-01 00:00:00+00' and created_at_gtm < '2100-01-01 00:00:00+00');
