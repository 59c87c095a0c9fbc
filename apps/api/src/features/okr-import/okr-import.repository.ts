import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { readJson } from '../../db/read-json';

export type NamedRow = { id: string; name: string };
export type ImportLookups = {
  /** Active people by lower-case e-mail. */
  users: Map<string, NamedRow>;
  /** Teams and pillars by normalized name (see normalizeLabel: compared the same way in SQL). */
  teams: Map<string, NamedRow>;
  pillars: Map<string, NamedRow>;
};

type LookupJson = {
  users: (NamedRow & { email: string })[];
  teams: NamedRow[];
  pillars: NamedRow[];
};

/** The company's active people, teams and pillars, in one statement, to resolve the sheet's names. */
export async function loadImportLookups(
  db: Database,
  companyId: string,
  normalize: (value: string) => string,
): Promise<ImportLookups> {
  const data = (await readJson<LookupJson>(
    db,
    sql`
    select json_build_object(
      'users', coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email))
        from users u where u.company_id = ${companyId}::uuid and u.status = 'active'), '[]'::json),
      'teams', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name))
        from teams t where t.company_id = ${companyId}::uuid), '[]'::json),
      'pillars', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name))
        from pillars p where p.company_id = ${companyId}::uuid), '[]'::json)
    ) as data`,
  )) ?? { users: [], teams: [], pillars: [] };
  const byName = (rows: NamedRow[]) =>
    new Map(rows.map(({ id, name }) => [normalize(name), { id, name }]));
  return {
    users: new Map(data.users.map(({ id, name, email }) => [email.toLowerCase(), { id, name }])),
    teams: byName(data.teams),
    pillars: byName(data.pillars),
  };
}
