import type { Objective } from '@rumo/shared/objectives/contracts';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pillars } from '../planning/public';
import { teams } from '../teams/public';
import { users } from '../users/public';
import { objectives } from './objectives.table';

/** A timestamp as `Date.toISOString()` writes it (milliseconds truncated, as a Date keeps them). */
const iso = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An objective of the list as the API answers it, built by PostgreSQL: the page comes back as
 * one JSON value per row instead of some thirty columns that Drizzle maps one by one and
 * `toObjective` copies again (most of the list's Node time on a cache miss). Null when the row
 * carries no objective (a page past the end). Same shape and rules as `toObjective`.
 */
export function objectiveJson(parent: PgTable & { title: AnyColumn }) {
  const o = objectives;
  return sql<Objective | null>`case when ${o.id} is null then null else json_build_object(
    'id', ${o.id}, 'cycleId', ${o.cycleId}, 'title', ${o.title}, 'description', ${o.description},
    'level', ${o.level},
    'team', case when ${o.teamId} is not null and ${teams.name} is not null
      then json_build_object('id', ${o.teamId}, 'name', ${teams.name}) end,
    'owner', json_build_object('id', ${o.ownerId}, 'name', coalesce(${users.name}, ''),
      'avatar', ${users.avatar}),
    'parentObjective', case when ${o.parentObjectiveId} is not null and ${parent.title} is not null
      then json_build_object('id', ${o.parentObjectiveId}, 'title', ${parent.title}) end,
    'pillar', case when ${o.pillarId} is not null and ${pillars.name} is not null
        and ${pillars.color} is not null
      then json_build_object('id', ${o.pillarId}, 'name', ${pillars.name}, 'color', ${pillars.color}) end,
    'status', ${o.status}, 'approval', ${o.approval}, 'result', ${o.result}, 'closingComment', ${o.closingComment},
    'progress', ${o.progress}, 'confidence', ${o.confidence},
    'keyResultCount', ${o.keyResultCount}, 'private', ${o.private},
    'createdAt', ${iso(o.createdAt)}, 'updatedAt', ${iso(o.updatedAt)}) end`;
}
