import type { FormErrors } from '@mantine/form';
import {
  type CheckIn,
  type CheckInBody,
  checkInBodySchema,
  checkInMessages,
} from '@rumo/shared/check-ins/contracts';
import type { KeyResult } from '@rumo/shared/objectives/contracts';
import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { keyResultProgress } from '@rumo/shared/okr/progress';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { APP_TIME_ZONE } from '../../lib/dates';

/** What the check-in form needs to know about the key result. */
export type CheckInKeyResult = Pick<
  KeyResult,
  | 'id'
  | 'title'
  | 'type'
  | 'start'
  | 'target'
  | 'current'
  | 'unit'
  | 'customUnit'
  | 'decimals'
  | 'confidence'
  | 'progress'
>;

export interface CheckInFormValues {
  /** NumberInput answers '' while the field is empty. */
  value: number | string;
  confidence: Confidence;
  comment: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

export const CHECK_IN_FIELDS = ['value', 'confidence', 'comment', 'date'] as const;

/** Today's calendar date where the company works (the API refuses later dates). */
export function checkInToday(now: Date = new Date()): string {
  return todayInTimeZone(now, APP_TIME_ZONE);
}

export function checkInInitialValues(
  keyResult: CheckInKeyResult,
  checkIn: Pick<CheckIn, 'value' | 'confidence' | 'comment' | 'date'> | undefined,
  today: string,
): CheckInFormValues {
  return {
    value: checkIn?.value ?? keyResult.current,
    confidence: checkIn?.confidence ?? keyResult.confidence ?? 'on_track',
    comment: checkIn?.comment ?? '',
    date: checkIn?.date.slice(0, 10) ?? today,
  };
}

const resolveBody = zod4Resolver(checkInBodySchema);

/** The shared body schema decides; the empty field and future dates are caught on top of it. */
export function validateCheckIn(values: CheckInFormValues, today: string): FormErrors {
  const errors = resolveBody({
    ...values,
    // z.coerce.number would read '' as 0; undefined fails with "Informe o valor atual."
    value: values.value === '' ? undefined : values.value,
    date: values.date || undefined,
  });
  if (values.date && values.date > today) errors.date = checkInMessages.futureDate;
  return errors;
}

export function toCheckInBody(values: CheckInFormValues, today: string): CheckInBody {
  return {
    value: Number(values.value),
    confidence: values.confidence,
    comment: values.comment.trim() || null,
    // Left out for today so the API uses today in the company's own time zone.
    date: values.date && values.date !== today ? values.date : undefined,
  };
}

/** Progress the key result would have with this value; null while the value is empty. */
export function previewProgress(
  keyResult: Pick<CheckInKeyResult, 'type' | 'start' | 'target'>,
  value: number | string,
): number | null {
  if (value === '' || !Number.isFinite(Number(value))) return null;
  return keyResultProgress({ ...keyResult, current: Number(value) });
}

/** Affixes for NumberInput so the field reads like the key result's unit. */
export function valueAffixes(keyResult: Pick<CheckInKeyResult, 'unit' | 'customUnit'>): {
  prefix?: string;
  suffix?: string;
} {
  switch (keyResult.unit) {
    case 'percent':
      return { suffix: '%' };
    case 'currency':
      return { prefix: 'R$ ' };
    case 'custom':
      return keyResult.customUnit ? { suffix: ` ${keyResult.customUnit}` } : {};
    case 'number':
      return {};
  }
}
