import type { FormErrors } from '@mantine/form';
import { type LoginBody, loginBodySchema } from '@rumo/shared/auth/contracts';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';

// What the sign-in form does once used, loaded apart from the page (see login-page.tsx).
export { signIn } from '../api/login';

const validate = schemaValidator<LoginBody>(loginBodySchema);

/** The shared contract's verdict on the sign-in form: field errors, or the body to send. */
export function checkLogin(values: LoginBody): { errors: FormErrors } | { body: LoginBody } {
  const errors = validate(values);
  return Object.keys(errors).length > 0 ? { errors } : { body: loginBodySchema.parse(values) };
}

/** The API's refusal on the fields it names; returns the message for the form-level alert. */
export function applyLoginErrors(
  form: Parameters<typeof applyApiErrors>[0],
  error: unknown,
): string {
  return applyApiErrors(form, error, ['email', 'password']);
}
