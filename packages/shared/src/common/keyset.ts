import { z } from 'zod';
import { objectiveLevelSchema } from '../okr/key-result-types';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination';

/**
 * Where a keyset page of objectives resumes: the last row's sort key (level, title, id), the
 * order of every objective list. Built by the API, passed back untouched by the client as
 * `after`; `level.id.title` (the title last, as it may hold dots).
 */
export interface ObjectiveCursor {
  level: z.infer<typeof objectiveLevelSchema>;
  id: string;
  title: string;
}

export const encodeObjectiveCursor = ({ level, id, title }: ObjectiveCursor) =>
  `${level}.${id}.${title}`;

const invalidCursor = 'Cursor de paginação inválido.';

export const objectiveCursorSchema = z
  .string()
  .max(400, invalidCursor)
  .transform((value, ctx): ObjectiveCursor => {
    const [level, id] = value.split('.', 2);
    const title = value.slice(`${level}.${id}.`.length);
    const parsed = z
      .object({ level: objectiveLevelSchema, id: z.uuid(), title: z.string() })
      .safeParse({ level, id, title });
    if (parsed.success && value.startsWith(`${level}.${id}.`)) return parsed.data;
    ctx.addIssue({ code: 'custom', message: invalidCursor });
    return z.NEVER;
  });

/** `after` (a cursor) and `limit` of a keyset page. */
export const keysetQuerySchema = z.object({
  after: objectiveCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** A keyset page: `nextCursor` is null on the last page. */
export function keysetPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.string().nullable() });
}
export type KeysetPage<T> = { data: T[]; nextCursor: string | null };
