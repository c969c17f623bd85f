-- Every function of ours now runs with an empty search_path, as the others already do. A function without one
-- looks names up in the search_path of whoever calls it, and a caller who puts a schema of their own first can
-- make an unqualified name mean their table or function instead of ours. With an empty search_path only
-- schema-qualified names and PostgreSQL's built-ins (pg_catalog) resolve, so a function means the same for every
-- caller. Supabase's database advisor reports each function without one ("Function Search Path Mutable").
--
-- The bodies already name our objects with their schema, and a `return` body is resolved once, when it is
-- created, so three functions only get the setting. is_stored_text is also rewritten in PL/pgSQL, same rule:
-- PostgreSQL no longer inlines an SQL function that sets a parameter, and on PostgreSQL 15 to 17 an SQL
-- function that calls another one (is_trimmed) plans that call again on every call. As an SQL function with the
-- setting it made inserting many rows about ten times slower; PL/pgSQL keeps the plan of its call.

alter function private.option_catalogue() set search_path = '';
alter function private.is_trimmed(text) set search_path = '';
alter function private.catalogue_limit(text) set search_path = '';

create or replace function private.is_stored_text(value text, max_length integer)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return value <> '' and private.is_trimmed(value) and char_length(value) <= max_length;
end;
$$;
