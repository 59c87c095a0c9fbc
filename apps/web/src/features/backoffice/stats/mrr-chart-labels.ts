/** 'YYYY-MM' → 'MM/YY'. */
export function monthLabel(month: string): string {
  const [year, mm] = month.split('-');
  return `${mm}/${year?.slice(2)}`;
}
