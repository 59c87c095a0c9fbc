import { errorMessages } from '@rumo/shared/common/errors';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { KEY_RESULT_FIELDS } from './key-result-form-model';
import { OBJECTIVE_FIELDS } from './objective-form-model';

const objectiveFields: readonly string[] = OBJECTIVE_FIELDS;
const keyResultFields: readonly string[] = KEY_RESULT_FIELDS;

/**
 * The form field an API issue belongs to: `title` is the objective's, `keyResults.2.target` the
 * third key result's (so its error never lands on the objective's field of the same name).
 */
export function objectiveIssueField(path: string): string | null {
  const clean = path.replace(/^body\./, '');
  const keyResult = /^keyResults\.(\d+)\.(\w+)$/.exec(clean);
  if (keyResult) return keyResultFields.includes(keyResult[2] ?? '') ? clean : null;
  return objectiveFields.includes(clean) ? clean : null;
}

/** A failed save: the API's issues on their fields, an error toast, and the alert's message. */
export function reportObjectiveError(
  form: { setFieldError: (path: string, error: string) => void },
  error: unknown,
): string {
  let message = errorMessage(error);
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const field = objectiveIssueField(issue.path);
      if (field) form.setFieldError(field, issue.message);
    }
    message = error.message || errorMessages.unknown;
  }
  showToast({ severity: 'error', summary: 'Não foi possível salvar o objetivo', detail: message });
  return message;
}
