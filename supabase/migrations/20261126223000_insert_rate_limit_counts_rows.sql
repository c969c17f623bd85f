-- The insert rate limit counts registrations (rows), not requests. The pre-request function
-- (private.limit_insert_rate, 20261123202200_insert_rate_limit.sql) runs before PostgREST knows what a request
-- holds, so it counts one for any body: one anonymous request with an array of 5,000 rows was stored as a
-- single insert. A statement trigger on each registrations table now counts a request's other rows in the same
-- transaction, one more count each, and past the limit the same function refuses the whole request with the
-- same 429. So "at most max_inserts per client address in each window" means rows, however they are sent. The
-- forms send one row, which the trigger leaves to the pre-request function's count.

create function private.count_inserted_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rows_sent integer := (select count(*) from inserted_rows);
begin
  -- Inserts made outside the API (SQL, a restore) have no request to count.
  if nullif(current_setting('request.method', true), '') is null then
    return null;
  end if;
  -- The pre-request function has counted the first row. It counts only anonymous POSTs, and raises the 429 as
  -- soon as the count passes the limit, so this loop stops there.
  for counted in 2..rows_sent loop
    perform private.limit_insert_rate();
  end loop;
  return null;
end;
$$;

revoke all on function private.count_inserted_rows() from public;

create trigger count_inserted_rows
  after insert on public.early_access_registrations
  referencing new table as inserted_rows
  for each statement execute function private.count_inserted_rows();

create trigger count_inserted_rows
  after insert on public.websummit_registrations
  referencing new table as inserted_rows
  for each statement execute function private.count_inserted_rows();
