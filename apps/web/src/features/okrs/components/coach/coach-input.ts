import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import type { CoachKeyResult, CoachObjective } from '@rumo/shared/okr/coach/evaluate';
import { typeFields } from '../key-result-form-model';
import type { ObjectiveFormValues } from '../objective-form-model';

const numberOrNull = (value: number | string): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value);

/**
 * What the coach reads from the objective form: the typed title and alignment, and the key results
 * typed with a new objective (or, when editing, the saved ones).
 */
export function coachInputFrom(
  values: ObjectiveFormValues,
  saved: ObjectiveDetail['keyResults'] | undefined,
): CoachObjective {
  const aligned =
    (values.alignment === 'objective' && Boolean(values.parentObjectiveId)) ||
    (values.alignment === 'pillar' && Boolean(values.pillarId));
  const keyResults: CoachKeyResult[] = saved
    ? saved.map((keyResult) => ({ ...keyResult, ownerId: keyResult.owner.id }))
    : values.keyResults.map((draft) => {
        const fields = typeFields(draft.type);
        return {
          title: draft.title,
          type: draft.type,
          start: fields.start === null ? null : numberOrNull(draft.start),
          target: fields.target === null ? null : numberOrNull(draft.target),
          unit: draft.unit,
          customUnit: draft.customUnit,
          ownerId: draft.ownerId,
        };
      });
  return { title: values.title, teamId: values.teamId, aligned, keyResults };
}
