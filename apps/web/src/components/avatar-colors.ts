/**
 * Backgrounds for initials avatars, each with white text at 4.5:1 or more (WCAG AA; checked by
 * avatar-colors.test.ts), distinct enough to tell people apart.
 */
export const AVATAR_COLORS = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#7e22ce',
  '#c2410c',
  '#0e7490',
  '#be185d',
  '#4338ca',
  '#a16207',
  '#15803d',
  '#0f766e',
  '#6d28d9',
] as const;

/** The same name always gets the same colour (a small string hash, not random). */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLocaleLowerCase('pt-BR')) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}

/** "Ana Paula Souza" -> "AS"; "ana" -> "A"; blank -> "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('pt-BR') || '?';
}
