import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';

export const PASSWORD_MISMATCH_MESSAGE = 'As senhas não conferem.';

type Check<V> = (values: V) => FormErrors;
type ZodSchema = Parameters<typeof zod4Resolver>[0];

/**
 * Validates a form with the shared zod schema (the one the API uses), plus optional
 * form-only checks such as a confirmation field the API never sees.
 */
export function schemaValidator<V extends object>(schema: ZodSchema, ...checks: Check<V>[]) {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values: V): FormErrors =>
    Object.assign(
      resolve(values as Record<string, unknown>),
      ...checks.map((check) => check(values)),
    );
}

/** The confirmation field must repeat the password field. */
export function confirmationMatches<V extends object>(
  field: keyof V,
  confirmation: keyof V,
): Check<V> {
  return (values) =>
    values[confirmation] !== values[field] ? { [confirmation]: PASSWORD_MISMATCH_MESSAGE } : {};
}
