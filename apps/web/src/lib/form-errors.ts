import { errorMessages } from '@rumo/shared/common/error-messages';
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

/**
 * A failed save: puts the API's issues on the fields, shows the error toast titled
 * `summary`, and returns the message for the form-level alert.
 */
export function reportSubmitError(
  form: FormWithErrors,
  error: unknown,
  fields: readonly string[],
  summary: string,
): string {
  const message = applyApiErrors(form, error, fields);
  // The toast code loads with the first failure: pages that only use applyApiErrors (the
  // sign-in page) do not download it.
  void import('./toasts').then(({ showToast }) =>
    showToast({ severity: 'error', summary, detail: message }),
  );
  return message;
}
