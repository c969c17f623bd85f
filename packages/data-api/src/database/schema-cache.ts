import type { Queryable } from './database.ts'

/** The schema the API exposes, as Supabase's `api.schemas` default does for project tables. */
export const EXPOSED_SCHEMA = 'public'

export interface Column {
  name: string
  /** json, jsonb or a domain over them: such a column takes a JSON value as it is. */
  json: boolean
}

/** Tables and views of the exposed schema with their columns in order, read once at start like PostgREST's. */
export type SchemaCache = ReadonlyMap<string, readonly Column[]>

export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const { rows } = await db.query<{ table_name: string; columns: Column[] }>(
    `select c.relname as table_name,
            json_agg(json_build_object(
              'name', a.attname,
              'json', coalesce(nullif(t.typbasetype, 0), a.atttypid) in ('json'::regtype, 'jsonb'::regtype)
            ) order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      group by c.relname`,
    [EXPOSED_SCHEMA],
  )
  return new Map(rows.map((row) => [row.table_name, row.columns]))
}
