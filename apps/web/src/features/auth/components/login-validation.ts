import type { FormErrors } from '@mantine/form';
import { type LoginBody, loginBodySchema } from '@rumo/shared/auth/contracts';
import { schemaValidator } from '../../../lib/form-validation';

const validate = schemaValidator<LoginBody>(loginBodySchema);

/** The shared contract's verdict on the sign-in form: field errors, or the body to send. */
export function checkLogin(values: LoginBody): { errors: FormErrors } | { body: LoginBody } {
  const errors = validate(values);
  return Object.keys(errors).length > 0 ? { errors } : { body: loginBodySchema.parse(values) };
}
