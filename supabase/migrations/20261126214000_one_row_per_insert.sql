-- One registration per request. The forms insert one row at a time, and the insert rate limit
-- (private.limit_insert_rate) counts requests, so one request whose body is an array of thousands of rows
-- would pass as a single insert. A statement trigger refuses an anonymous insert of more than one row with
-- code 23514 (check_violation), which PostgREST answers with 400 like the other rules, and nothing is stored.
-- The owners' own imports (as postgres or the service role) are not limited.

create function private.one_row_per_anonymous_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rows_sent bigint := (select count(*) from inserted_rows);
begin
  if current_user = 'anon' and rows_sent > 1 then
    raise exception using
      errcode = 'check_violation',
      message = 'One registration per request',
      detail = format('%s rows were sent in one request; a registration is one row.', rows_sent);
  end if;
  return null;
end;
$$;

create trigger one_row_per_anonymous_insert
  after insert on public.early_access_registrations
  referencing new table as inserted_rows
  for each statement execute function private.one_row_per_anonymous_insert();

create trigger one_row_per_anonymous_insert
  after insert on public.websummit_registrations
  referencing new table as inserted_rows
  for each statement execute function private.one_row_per_anonymous_insert();
