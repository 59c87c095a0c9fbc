/** dd/mm/aaaa to YYYY-MM-DD, or null when it is not a real date in the past. */
export function parseBirthDate(value: string, today = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(year) >= 1900 &&
    date.getTime() <= today.getTime();
  return valid ? `${year}-${month}-${day}` : null;
}
