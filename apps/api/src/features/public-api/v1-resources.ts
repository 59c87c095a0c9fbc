import type { ApiTokenScope } from '@rumo/shared/api-tokens/contracts';
import {
  v1CheckInPageSchema,
  v1CheckInSchema,
  v1CheckInsQuerySchema,
  v1CyclePageSchema,
  v1CycleSchema,
  v1KeyResultPageSchema,
  v1KeyResultSchema,
  v1KeyResultsQuerySchema,
  v1KpiPageSchema,
  v1KpiSchema,
  v1ListQuerySchema,
  v1ObjectivePageSchema,
  v1ObjectiveSchema,
  v1ObjectivesQuerySchema,
  v1TeamPageSchema,
  v1TeamSchema,
  v1UserPageSchema,
  v1UserSchema,
} from '@rumo/shared/api-v1/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { CompanyReader } from '../objectives/public';
import { pageOf } from './cursor';
import {
  toV1CheckIn,
  toV1Cycle,
  toV1KeyResult,
  toV1Kpi,
  toV1Objective,
  toV1Team,
  toV1User,
} from './public-api.mappers';
import {
  type PageRequest,
  readCheckIns,
  readCycles,
  readKeyResults,
  readKpis,
  readObjectives,
  readTeams,
  readUsers,
} from './public-api.repository';

/** A readable collection of /api/v1: `GET /<path>` (a page) and `GET /<path>/{id}`. */
export interface V1Resource {
  path: string;
  scope: ApiTokenScope;
  /** Singular and plural names for the pt-BR summaries. */
  one: string;
  many: string;
  query: z.ZodObject;
  page: z.ZodType;
  item: z.ZodType;
  /** Reads a page (one statement); `query` holds the parsed filters. */
  readPage(
    db: Database,
    reader: CompanyReader,
    page: PageRequest,
    query: Record<string, unknown>,
  ): Promise<{ data: unknown[]; next_cursor: string | null }>;
}

type Definition<R extends { id: string }> = Omit<V1Resource, 'readPage'> & {
  read(
    db: Database,
    reader: CompanyReader,
    page: PageRequest,
    query: Record<string, unknown>,
  ): Promise<R[]>;
  toItem(row: R): unknown;
};

function resource<R extends { id: string }>({ read, toItem, ...rest }: Definition<R>): V1Resource {
  return {
    ...rest,
    readPage: async (db, reader, page, query) =>
      pageOf(await read(db, reader, page, query), page.limit, toItem),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const V1_RESOURCES: V1Resource[] = [
  resource({
    path: 'cycles',
    scope: 'okrs:read',
    one: 'ciclo',
    many: 'Ciclos',
    query: v1ListQuerySchema,
    page: v1CyclePageSchema,
    item: v1CycleSchema,
    read: (db, reader, page) => readCycles(db, reader, page),
    toItem: toV1Cycle,
  }),
  resource({
    path: 'objectives',
    scope: 'okrs:read',
    one: 'objetivo',
    many: 'Objetivos que a pessoa do token vê (filtro: cycle_id)',
    query: v1ObjectivesQuerySchema,
    page: v1ObjectivePageSchema,
    item: v1ObjectiveSchema,
    read: (db, reader, page, query) =>
      readObjectives(db, reader, { ...page, cycleId: text(query.cycle_id) }),
    toItem: toV1Objective,
  }),
  resource({
    path: 'key-results',
    scope: 'okrs:read',
    one: 'resultado-chave',
    many: 'Resultados-chave dos objetivos visíveis (filtro: objective_id)',
    query: v1KeyResultsQuerySchema,
    page: v1KeyResultPageSchema,
    item: v1KeyResultSchema,
    read: (db, reader, page, query) =>
      readKeyResults(db, reader, { ...page, objectiveId: text(query.objective_id) }),
    toItem: toV1KeyResult,
  }),
  resource({
    path: 'check-ins',
    scope: 'okrs:read',
    one: 'check-in',
    many: 'Check-ins dos resultados-chave visíveis (filtro: key_result_id)',
    query: v1CheckInsQuerySchema,
    page: v1CheckInPageSchema,
    item: v1CheckInSchema,
    read: (db, reader, page, query) =>
      readCheckIns(db, reader, { ...page, keyResultId: text(query.key_result_id) }),
    toItem: toV1CheckIn,
  }),
  resource({
    path: 'teams',
    scope: 'okrs:read',
    one: 'time',
    many: 'Times',
    query: v1ListQuerySchema,
    page: v1TeamPageSchema,
    item: v1TeamSchema,
    read: (db, reader, page) => readTeams(db, reader, page),
    toItem: toV1Team,
  }),
  resource({
    path: 'users',
    scope: 'users:read',
    one: 'pessoa',
    many: 'Pessoas da empresa',
    query: v1ListQuerySchema,
    page: v1UserPageSchema,
    item: v1UserSchema,
    read: (db, reader, page) => readUsers(db, reader, page),
    toItem: toV1User,
  }),
  resource({
    path: 'kpis',
    scope: 'okrs:read',
    one: 'KPI',
    many: 'KPIs',
    query: v1ListQuerySchema,
    page: v1KpiPageSchema,
    item: v1KpiSchema,
    read: (db, reader, page) => readKpis(db, reader, page),
    toItem: toV1Kpi,
  }),
];
