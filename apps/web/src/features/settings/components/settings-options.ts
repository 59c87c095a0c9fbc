import { plural } from '@rumo/shared/common/plural';
import { DEFAULT_TIME_ZONE, WEEK_DAY_LABELS } from '@rumo/shared/okr/week';
import { CYCLE_LENGTHS_MONTHS } from '@rumo/shared/settings/contracts';

export const weekDayOptions = WEEK_DAY_LABELS.map((label, day) => ({ value: String(day), label }));

export const cycleLengthOptions = CYCLE_LENGTHS_MONTHS.map((months) => ({
  value: String(months),
  label: plural(months, 'mês', 'meses'),
}));

/** "GMT-3" for the zone right now; '' when the runtime cannot tell. */
function offsetLabel(timeZone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      timeZoneName: 'shortOffset',
    }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** The IANA zone name read by people: "America/Sao_Paulo" → "America/Sao Paulo". */
export function timeZoneLabel(timeZone: string, now: Date = new Date()): string {
  const offset = offsetLabel(timeZone, now);
  const name = timeZone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}

let cachedZones: { value: string; label: string }[] | null = null;

/**
 * Every zone the browser knows, São Paulo first; `current` is added when the browser's list
 * lacks it (e.g. 'UTC'), so a saved value always shows.
 */
export function timeZoneOptions(current?: string): { value: string; label: string }[] {
  if (!cachedZones) {
    const zones =
      typeof Intl.supportedValuesOf === 'function'
        ? Intl.supportedValuesOf('timeZone')
        : [DEFAULT_TIME_ZONE];
    const ordered = [DEFAULT_TIME_ZONE, ...zones.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
    cachedZones = ordered.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
  }
  if (current && !cachedZones.some((option) => option.value === current)) {
    return [{ value: current, label: timeZoneLabel(current) }, ...cachedZones];
  }
  return cachedZones;
}
