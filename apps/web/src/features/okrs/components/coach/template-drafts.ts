import type { ObjectiveTemplate } from '@rumo/shared/okr/templates/library';
import { type KeyResultDraft, newKeyResultDraft } from '../objective-form-model';

/** A template's key results as drafts of the new-objective form, owned by the objective's owner. */
export function templateKeyResultDrafts(
  template: ObjectiveTemplate,
  ownerId: string | null,
): KeyResultDraft[] {
  return template.keyResults.map((keyResult) => ({
    ...newKeyResultDraft(ownerId),
    title: keyResult.title,
    type: keyResult.type,
    start: keyResult.start,
    target: keyResult.target,
    unit: keyResult.unit,
    customUnit: keyResult.customUnit ?? '',
    decimals: keyResult.decimals,
  }));
}
