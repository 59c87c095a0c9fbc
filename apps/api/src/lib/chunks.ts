/**
 * Rows per multi-row INSERT: PostgreSQL takes at most 65,535 parameters a statement, and a
 * large company's cycle close or daily escalation writes tens of thousands of rows.
 */
export const INSERT_CHUNK_ROWS = 1000;

/** `items` in consecutive slices of at most `size`. */
export function chunks<T>(items: readonly T[], size = INSERT_CHUNK_ROWS): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    slices.push(items.slice(start, start + size));
  }
  return slices;
}
