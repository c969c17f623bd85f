-- The insert rate limit counts registrations (rows), not requests. The pre-request function
-- (private.limit_insert_rate, 20261123202200_insert_rate_limit.sql) runs before PostgREST knows what a request
-- holds, so it counted one for any body: one anonymous request with an array of 5,000 rows was stored as a
-- single insert. A statement trigger on each registrations table now adds a request's other rows to its
-- address's count in the same transaction, and past the limit refuses the whole request with the same 429, so
-- "at most max_inserts per client address in each window" means rows however they are sent. The forms send one
-- row, which the trigger leaves to the pre-request function's count.

-- The counting, shared by the pre-request function (one, before the insert) and the trigger (the rest, after
-- it). Only those two, both security definer and owned by the migration's role, call it: no API role may.
create function private.count_anonymous_inserts(added integer)
returns void
language plpgsql
set search_path = ''
as $$
declare
  allowed integer;
  window_length integer;
  address text;
  current_window timestamptz;
  last_pruned timestamptz;
  inserts integer;
  retry_after integer;
begin
  if current_setting('request.method', true) is distinct from 'POST'
    or nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role' is distinct from 'anon'
    or added < 1 then
    return;
  end if;

  select limits.max_inserts, limits.window_seconds, pruning.pruned_window
    into allowed, window_length, last_pruned
    from private.insert_rate_limit limits, private.insert_rate_pruning pruning;
  address := private.client_address(nullif(current_setting('request.headers', true), '')::jsonb);
  current_window := to_timestamp(
    floor(extract(epoch from now()) / window_length) * window_length
  );

  -- The first request of a window deletes the counts of past windows, in one statement. (Deleting a few rows
  -- per request instead leaves dead index entries that every later request steps over where nothing vacuums,
  -- as on PGlite.) Concurrent first requests queue on the bookkeeping row and find the work done.
  if last_pruned < current_window then
    update private.insert_rate_pruning set pruned_window = current_window where pruned_window < current_window;
    if found then
      delete from private.insert_rate_counts where window_start < current_window;
    end if;
  end if;

  insert into private.insert_rate_counts as counted (address, window_start, inserts)
  values (address, current_window, added)
  on conflict on constraint insert_rate_counts_pkey do update
    set inserts = case
          when counted.window_start = excluded.window_start then counted.inserts + excluded.inserts
          else excluded.inserts
        end,
        window_start = excluded.window_start
  returning counted.inserts into inserts;

  if inserts > allowed then
    retry_after := greatest(1, ceil(extract(epoch from current_window - now()) + window_length)::integer);
    -- PostgREST's full-control error (since v11): MESSAGE holds code and message (details, hint optional),
    -- DETAIL holds status and headers; without them PostgREST answers 500 PGRST121. PostgREST reads it from
    -- a trigger as from the pre-request function.
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PT429',
        'message', 'Too many registrations from this address. Please try again in a minute.',
        'details', format('At most %s registrations per address every %s seconds.', allowed, window_length),
        'hint', null
      )::text,
      detail = json_build_object(
        'status', 429,
        'headers', json_build_object('Retry-After', retry_after::text)
      )::text;
  end if;
end;
$$;

revoke all on function private.count_anonymous_inserts(integer) from public;

-- The pre-request function keeps its name (PostgREST's pgrst.db_pre_request names it) and counts the request's
-- first row.
create or replace function private.limit_insert_rate()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.count_anonymous_inserts(1);
end;
$$;

create function private.count_inserted_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.count_anonymous_inserts((select count(*)::integer from inserted_rows) - 1);
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
