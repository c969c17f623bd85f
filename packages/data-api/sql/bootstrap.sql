-- What every Supabase database already has before a project's first migration runs (supabase/postgres
-- initial schema): the Data API roles and the grants Supabase gives them on the public schema. It is applied
-- locally before supabase/migrations and is deliberately not one of them. Idempotent: roles belong to the
-- whole server, so another database on the same PostgreSQL server finds them already there.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST's login role on Supabase. Here it only carries PostgREST's in-database settings
  -- (`alter role authenticator … set pgrst.db_pre_request`), which the local Data API reads as PostgREST does.
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;

-- The Data API switches to these roles per request, as Supabase's `authenticator` login role does.
grant anon, authenticated, service_role to current_user;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
