import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { objectiveIssueField, reportObjectiveError } from './objective-form-errors';

describe('objectiveIssueField', () => {
  it("puts a key result's issue on that key result, never on the objective's field", () => {
    expect(objectiveIssueField('keyResults.2.title')).toBe('keyResults.2.title');
    expect(objectiveIssueField('body.keyResults.0.ownerId')).toBe('keyResults.0.ownerId');
    expect(objectiveIssueField('title')).toBe('title');
    expect(objectiveIssueField('keyResults.1.unknown')).toBeNull();
    expect(objectiveIssueField('somethingElse')).toBeNull();
  });
});

describe('reportObjectiveError', () => {
  it('sets every issue on its field and returns the message for the alert', () => {
    const setFieldError = vi.fn();
    const error = new ApiError(400, {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Uma das referências informadas não existe na sua empresa.',
      issues: [
        {
          path: 'keyResults.1.ownerId',
          message: 'Uma das referências informadas não existe na sua empresa.',
        },
      ],
    });
    const message = reportObjectiveError({ setFieldError }, error);
    expect(setFieldError).toHaveBeenCalledWith(
      'keyResults.1.ownerId',
      'Uma das referências informadas não existe na sua empresa.',
    );
    expect(message).toBe('Uma das referências informadas não existe na sua empresa.');
  });
});
