-- The two waitlist tables, one row per signup on each form. Anyone holding the public anon key can post
-- straight to the Data API, so the database itself enforces every rule the forms check (lengths, required
-- answers, catalogue values, consent; docs/waitlist.md). Allowed values and limits come from
-- private.option_catalogue(), generated from the forms' option catalogue; nothing here repeats them.

-- No leading or trailing white space, using the characters JavaScript's String.prototype.trim() removes.
create function private.is_trimmed(value text)
returns boolean
language sql
immutable
strict
parallel safe
return value !~ '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$';

-- Optional texts are stored as null when empty, never as '', otherwise trimmed and bounded. Lengths here and
-- below count characters (code points) with char_length, as the forms' zod schemas do.
create function private.is_stored_text(value text, max_length integer)
returns boolean
language sql
immutable
parallel safe
return value <> '' and private.is_trimmed(value) and char_length(value) <= max_length;

create function private.catalogue_limit(name text)
returns integer
language sql
immutable
strict
parallel safe
return (private.option_catalogue() -> 'limits' ->> name)::integer;

-- Every rule survey_data breaks, as readable sentences; none means valid. An operator can call it on a
-- rejected payload to see why the check constraint refused it.
create function private.survey_data_problems(survey jsonb)
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
    end if;
  end loop;

  -- Tools used, external help and AI help areas need at least one answer each.
  foreach field in array array['toolsUsed', 'externalHelp', 'aiHelpAreas'] loop
    if jsonb_typeof(survey -> field) = 'array' and jsonb_array_length(survey -> field) = 0 then
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

  -- The two rules that depend on another answer: Other as top challenge needs its text, and "No" to weekly
  -- tracking needs at least one difficulty.
  if survey ->> 'topChallenge' = catalogue ->> 'otherOption'
    and jsonb_typeof(survey -> 'topChallengeOther') is distinct from 'string' then
    problems := problems || 'topChallengeOther is required when topChallenge is Other'::text;
  end if;
  if survey ->> 'trackingWeekly' = catalogue ->> 'trackingWeeklyNo'
    and jsonb_typeof(survey -> 'trackingDifficulties') = 'array'
    and jsonb_array_length(survey -> 'trackingDifficulties') = 0 then
    problems := problems || 'trackingDifficulties needs at least one option when trackingWeekly is No'::text;
  end if;

  return problems;
end;
$$;

-- Column types that carry their rules, shared by both tables.
create domain private.full_name as text check (
  private.is_trimmed(value)
  and char_length(value) between private.catalogue_limit('fullNameMin') and private.catalogue_limit('fullNameMax')
);
create domain private.email_address as text check (
  char_length(value) <= private.catalogue_limit('emailMax')
  and value ~ (private.option_catalogue() ->> 'emailPattern')
);
create domain private.registration_role as text check (private.option_catalogue() -> 'roles' ? value);
create domain private.startup_name as text check (
  private.is_stored_text(value, private.catalogue_limit('startupNameMax'))
);
create domain private.survey_data as jsonb check (private.survey_data_problems(value) = '{}');
-- Bounds for what the browser reports (no product rule sets them): generous for real values, small enough
-- to stop abuse.
create domain private.user_agent as text check (char_length(value) <= 1000);
create domain private.page_address as text check (private.is_stored_text(value, 2048));
create domain private.utm_value as text check (private.is_stored_text(value, 255));

create table public.early_access_registrations (
  id bigint generated always as identity primary key,
  full_name private.full_name not null,
  email private.email_address not null,
  role private.registration_role,
  checkbox_consent boolean not null check (checkbox_consent),
  created_at_gtm timestamptz not null,
  user_agent private.user_agent not null,
  referrer private.page_address,
  utm_source private.utm_value,
  utm_medium private.utm_value,
  utm_campaign private.utm_value,
  created_at timestamptz not null default now()
);
comment on table public.early_access_registrations is 'General waitlist signups (/get-early-access).';

create table public.websummit_registrations (
  id bigint generated always as identity primary key,
  full_name private.full_name not null,
  email private.email_address not null,
  startup_name private.startup_name,
  checkbox_consent boolean not null check (checkbox_consent),
  survey_data private.survey_data not null,
  created_at_gtm timestamptz not null,
  user_agent private.user_agent not null,
  referrer private.page_address,
  utm_source private.utm_value,
  utm_medium private.utm_value,
  utm_campaign private.utm_value,
  created_at timestamptz not null default now()
);
comment on table public.websummit_registrations is 'Web Summit Lisbon 2025 survey signups (/get-early-access-websummit).';

-- One registration per email and table, whatever its case: a second one fails with 23505.
create unique index early_access_registrations_email_key on public.early_access_registrations (lower(email));
create unique index websummit_registrations_email_key on public.websummit_registrations (lower(email));

-- Visitors may add a row and nothing else; only the service role reads. Row level security decides, and
-- the grants below stop everything the policies do not name.
alter table public.early_access_registrations enable row level security;
alter table public.websummit_registrations enable row level security;

create policy "Visitors can register" on public.early_access_registrations
  for insert to anon with check (true);
create policy "Service role can read registrations" on public.early_access_registrations
  for select to service_role using (true);
create policy "Visitors can register" on public.websummit_registrations
  for insert to anon with check (true);
create policy "Service role can read registrations" on public.websummit_registrations
  for select to service_role using (true);

-- Supabase's default privileges gave every API role everything; take that back. The insert grant names the
-- columns a visitor sends, so id and created_at stay the server's.
revoke all on table public.early_access_registrations, public.websummit_registrations
  from anon, authenticated, service_role;
revoke all on sequence public.early_access_registrations_id_seq, public.websummit_registrations_id_seq
  from anon, authenticated, service_role;

grant insert (
  full_name, email, role, checkbox_consent, created_at_gtm, user_agent, referrer, utm_source, utm_medium,
  utm_campaign
) on table public.early_access_registrations to anon;
grant insert (
  full_name, email, startup_name, checkbox_consent, survey_data, created_at_gtm, user_agent, referrer,
  utm_source, utm_medium, utm_campaign
) on table public.websummit_registrations to anon;

grant select on table public.early_access_registrations, public.websummit_registrations to service_role;
