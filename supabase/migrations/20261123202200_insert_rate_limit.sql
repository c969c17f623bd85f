-- A per-client insert rate limit in the database, as Supabase documents it ("Securing your API" →
-- "Enforce additional rules on each request"): PostgREST calls a pre-request function in each request's
-- transaction, after it has set the role, the JWT claims and the request headers; the function counts the
-- anonymous inserts of the client address and refuses one over the limit with HTTP 429.
--
-- The limit is ONE row owners change with plain SQL (Supabase SQL editor, or psql as postgres), effective
-- from the next request:
--   update private.insert_rate_limit set max_inserts = 60, window_seconds = 60;
--
-- The client address is the first address of X-Forwarded-For (Supabase's gateway and the local Data API add
-- the connecting address to it), or Cloudflare's CF-Connecting-IP when the request carries one (on hosted
-- Supabase, Cloudflare sets it and a client cannot; a client can prepend to X-Forwarded-For). Counts are per
-- fixed window and address, in private.insert_rate_counts, one row per address; the first request of each
-- window deletes the rows of past windows in one statement, so the table holds about one window's addresses. A refused request rolls back, so only stored inserts count (a failing insert costs nothing).

create table private.insert_rate_limit (
  singleton boolean primary key default true check (singleton),
  max_inserts integer not null check (max_inserts >= 0),
  window_seconds integer not null check (window_seconds between 1 and 86400)
);
comment on table private.insert_rate_limit is
  'The anonymous insert rate limit: at most max_inserts per client address in each window of window_seconds. One row; update it to change the limit.';
-- 20 a minute: a person registers once, a family or an office behind one address a few times; a script is
-- stopped after 20. At an event, many visitors share the venue network's address: raise it for the event.
insert into private.insert_rate_limit (max_inserts, window_seconds) values (20, 60);

-- Unlogged: counts are throwaway (a crash empties them, which only restarts every window), and skipping the
-- write-ahead log keeps the per-request upsert cheap.
create unlogged table private.insert_rate_counts (
  address text primary key,
  window_start timestamptz not null,
  inserts integer not null
);
comment on table private.insert_rate_counts is
  'Anonymous inserts per client address in its current window (private.limit_insert_rate).';

-- Bookkeeping, not a setting: the window whose first request last pruned insert_rate_counts.
create table private.insert_rate_pruning (
  singleton boolean primary key default true check (singleton),
  pruned_window timestamptz not null
);
insert into private.insert_rate_pruning (pruned_window) values ('-infinity');

-- Not reachable through the API (the private schema is not exposed) and for no API role: only the
-- security-definer function below, owned by the migration's role, reads and writes them.
alter table private.insert_rate_limit enable row level security;
alter table private.insert_rate_counts enable row level security;
alter table private.insert_rate_pruning enable row level security;
revoke all on table private.insert_rate_limit, private.insert_rate_counts, private.insert_rate_pruning
  from anon, authenticated, service_role;

-- The address a request comes from, as a bounded text (it is whatever the header says, not always an address).
create function private.client_address(headers jsonb)
returns text
language sql
immutable
parallel safe
return left(lower(coalesce(
  nullif(trim(headers ->> 'cf-connecting-ip'), ''),
  trim(split_part(headers ->> 'x-forwarded-for', ',', 1)),
  ''
)), 64);

create function private.limit_insert_rate()
returns void
language plpgsql
security definer
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
    or nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role' is distinct from 'anon' then
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
  values (address, current_window, 1)
  on conflict on constraint insert_rate_counts_pkey do update
    set inserts = case when counted.window_start = excluded.window_start then counted.inserts + 1 else 1 end,
        window_start = excluded.window_start
  returning counted.inserts into inserts;

  if inserts > allowed then
    retry_after := greatest(1, ceil(extract(epoch from current_window - now()) + window_length)::integer);
    -- PostgREST's full-control error (since v11): MESSAGE holds code and message (details, hint optional),
    -- DETAIL holds status and headers; without them PostgREST answers 500 PGRST121.
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

revoke all on function private.limit_insert_rate() from public;
grant execute on function private.limit_insert_rate() to anon, authenticated, service_role;

-- Registered as PostgREST's pre-request function for this database (the role + database setting wins over a
-- role-wide one, and a dropped scratch database takes it along). Hosted Supabase lets postgres set it.
do $$
begin
  execute format(
    'alter role authenticator in database %I set pgrst.db_pre_request = %L',
    current_database(),
    'private.limit_insert_rate'
  );
end
$$;
notify pgrst, 'reload config';
