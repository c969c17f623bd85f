import type { Queryable } from '../database/database.ts'
import { identifier, join, type Statement, sql } from '../database/statement.ts'

/** The role PostgREST logs in as on Supabase, whose `pgrst.*` settings are PostgREST's in-database config. */
const AUTHENTICATOR_ROLE = 'authenticator'

/**
 * PostgREST's `db-pre-request` as it reads it from the database: the authenticator role's
 * `pgrst.db_pre_request` setting, the one for this database winning over a role-wide one
 * (`alter role authenticator [in database …] set pgrst.db_pre_request = 'schema.function'`). Read once at
 * start, like the schema cache (PostgREST rereads it on `notify pgrst, 'reload config'`; restart here).
 * Returns the statement PostgREST runs in each request's transaction right after the request settings:
 * `select "schema"."function"()`; undefined when none is configured.
 */
export async function loadPreRequest(db: Queryable): Promise<Statement | undefined> {
  const { rows } = await db.query<{ value: string }>(
    `select substr(setting, strpos(setting, '=') + 1) as value
       from pg_db_role_setting s, unnest(s.setconfig) setting
      where s.setrole = to_regrole($1)
        and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        and split_part(setting, '=', 1) = 'pgrst.db_pre_request'
      order by s.setdatabase desc
      limit 1`,
    [AUTHENTICATOR_ROLE],
  )
  const name = rows[0]?.value.trim()
  if (!name) return undefined
  return sql`select ${join(name.split('.').map(identifier), '.')}()`
}
