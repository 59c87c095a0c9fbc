import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/** Companies seeded beside the measured ones, as a customer's database holds many tenants. */
export const NEIGHBOUR_COMPANIES = 300;
const OBJECTIVES_EACH = 15;
const KEY_RESULTS_EACH = 3;
const NAME = 'Empresa vizinha';

/**
 * Small companies nobody signs in to: one admin, one active cycle, 15 objectives of 3 key
 * results each. With only the two measured companies in its tables, PostgreSQL takes
 * `company_id = $1` to keep half of every table, so the generic plan of a prepared read looks
 * dearer than custom ones and the read is planned again on every call (the small company's tree
 * spent 1.4–2.1 ms of its 2.3 ms there). With many tenants, as in production, their estimates are
 * the ones a customer's database gives. Three set-based statements, a second or two.
 */
export async function seedNeighbourCompanies(db: Database): Promise<void> {
  await db.execute(sql`
    with neighbours as (
      insert into companies (name)
      select ${NAME} || ' ' || n from generate_series(1, ${NEIGHBOUR_COMPANIES}) n
      returning id, name
    ), admins as (
      insert into users (company_id, name, email, password_hash, role, status)
      select id, 'Pessoa da ' || name, 'admin-' || id || '@vizinha.bench.test', 'x', 'admin',
        'active'
      from neighbours
    )
    insert into cycles (company_id, name, start_date, end_date, status)
    select id, 'Ciclo atual', current_date - 30, current_date + 60, 'active' from neighbours`);
  await db.execute(sql`
    insert into objectives (company_id, cycle_id, title, level, owner_id)
    select c.company_id, c.id, 'Objetivo vizinho ' || n, 'company', u.id
    from companies co
    join cycles c on c.company_id = co.id
    join users u on u.company_id = co.id
    cross join generate_series(1, ${OBJECTIVES_EACH}) n
    where co.name like ${`${NAME} %`}`);
  await db.execute(sql`
    insert into key_results (company_id, objective_id, title, type, start_value, target_value,
      current_value, owner_id, position)
    select o.company_id, o.id, 'Resultado vizinho ' || n, 'increase', 0, 100, 0, o.owner_id, n
    from objectives o
    join companies co on co.id = o.company_id
    cross join generate_series(1, ${KEY_RESULTS_EACH}) n
    where co.name like ${`${NAME} %`}`);
}
