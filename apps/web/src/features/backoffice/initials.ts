/** Spec §2/§9: the first letters of the name's words, at most two; 'AD' without a name. */
export const DEFAULT_STAFF_INITIALS = 'AD';

export function staffInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase('pt-BR') ?? '')
    .join('');
  return initials || DEFAULT_STAFF_INITIALS;
}
