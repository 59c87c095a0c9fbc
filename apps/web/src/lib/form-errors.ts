import { errorMessages } from '@rumo/shared/common/errors';
import { ApiError, errorMessage } from './api-error';

interface FormWithErrors {
  setFieldError: (path: string, error: string) => void;
}

/**
 * Puts the API's validation issues back on the matching fields and returns the message
 * for the form-level alert. Issue paths may be `email` or `body.email`: the last segment counts.
 */
export function applyApiErrors(
  form: FormWithErrors,
  error: unknown,
  fields: readonly string[],
): string {
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const field = issue.path.split(/[./]/).filter(Boolean).pop();
      if (field && fields.includes(field)) form.setFieldError(field, issue.message);
    }
    return error.message || errorMessages.unknown;
  }
  return errorMessage(error);
}
