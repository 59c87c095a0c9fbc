import { toV1FieldName } from '@rumo/shared/api-v1/write-contracts';
import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';

const renamedPath = (path: string) => {
  const [field, ...rest] = path.split('.');
  return [toV1FieldName(field ?? ''), ...rest].join('.');
};

/**
 * A v1 write body (snake_case, its fields already checked by the route's schema) as the app's
 * contract reads it: mapped back to the app's names and parsed with `schema`, so the rules across
 * fields hold as in the app. A broken rule answers the usual 400 with the v1 field names.
 */
export function appBodyOf<S extends z.ZodObject>(
  schema: S,
  body: Record<string, unknown>,
): z.output<S> {
  const appNames = new Map(Object.keys(schema.shape).map((name) => [toV1FieldName(name), name]));
  const mapped = Object.fromEntries(
    Object.entries(body).map(([name, value]) => [appNames.get(name) ?? name, value]),
  );
  const parsed = schema.safeParse(mapped);
  if (parsed.success) return parsed.data;
  throw new AppError(
    400,
    errorCodes.validation,
    errorMessages.validation,
    parsed.error.issues.map((issue) => ({
      path: renamedPath(issue.path.join('.')),
      message: issue.message,
    })),
  );
}

/** Runs an app service; the issues of its 400/409 answers get the v1 field names. */
export async function withV1Issues<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) || !error.issues) throw error;
    throw new AppError(
      error.statusCode,
      error.code,
      error.message,
      error.issues.map((issue) => ({ ...issue, path: renamedPath(issue.path) })),
    );
  }
}
