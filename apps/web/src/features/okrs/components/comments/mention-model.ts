import { MENTION_TOKEN, mentionToken } from '@rumo/shared/comments/contracts';
import type { NamedRef } from '@rumo/shared/common/fields';

/**
 * People type "@Ana Souza" in the box; the API stores `<@id>`. These helpers translate between
 * the two, remembering which names were picked from the suggestions.
 */

const UNKNOWN = 'usuário';

/** The word being typed after "@" right before the caret, or null when not mentioning. */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** Replaces "@que" before the caret with "@Name " and answers the new text and caret. */
export function insertMention(
  text: string,
  at: { start: number; query: string },
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const end = at.start + 1 + at.query.length;
  const rest = text.slice(end).replace(/^ /, '');
  return { text: text.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
}

/** The body the API takes: each "@Name" of a picked person becomes their token. */
export function toWireBody(text: string, picked: readonly NamedRef[]): string {
  // Longest names first, so "@Ana Souza" wins over "@Ana".
  const people = [...new Map(picked.map((person) => [person.id, person])).values()].sort(
    (a, b) => b.name.length - a.name.length,
  );
  let body = text;
  for (const person of people) {
    body = body.split(`@${person.name}`).join(mentionToken(person.id));
  }
  return body.trim();
}

/** Text and picked people to edit a stored body again. */
export function fromWireBody(body: string, mentions: readonly NamedRef[]) {
  const names = new Map(mentions.map((person) => [person.id.toLowerCase(), person.name]));
  return body.replace(
    MENTION_TOKEN,
    (_token, id: string) => `@${names.get(id.toLowerCase()) ?? UNKNOWN}`,
  );
}

/** `offset`: where the part starts in the body, a stable key for display. */
export type BodyPart =
  | { kind: 'text'; offset: number; text: string }
  | { kind: 'mention'; offset: number; id: string; name: string };

/** The body split into text and mentions, for display. */
export function bodyParts(body: string, mentions: readonly NamedRef[]): BodyPart[] {
  const names = new Map(mentions.map((person) => [person.id.toLowerCase(), person.name]));
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION_TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', offset: last, text: body.slice(last, index) });
    const id = String(match[1]).toLowerCase();
    parts.push({ kind: 'mention', offset: index, id, name: names.get(id) ?? UNKNOWN });
    last = index + match[0].length;
  }
  if (last < body.length) parts.push({ kind: 'text', offset: last, text: body.slice(last) });
  return parts;
}
