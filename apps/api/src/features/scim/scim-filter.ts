import { scimMessages } from '@rumo/shared/scim/resources';
import { ScimError } from './scim-errors';

/** What a list filter may ask (RFC 7644 §3.4.2.2, the subset IdPs send): one attribute `eq`. */
export type ScimFilter = { attribute: ScimFilterAttribute; value: string };
export type ScimFilterAttribute = 'userName' | 'externalId' | 'email' | 'displayName' | 'id';

/** Attribute paths, lower-cased, to what they mean; Entra asks for the work e-mail. */
const ATTRIBUTES: Record<string, ScimFilterAttribute> = {
  username: 'userName',
  externalid: 'externalId',
  id: 'id',
  displayname: 'displayName',
  'emails.value': 'email',
  'emails[type eq "work"].value': 'email',
  'emails[primary eq true].value': 'email',
};

const FILTER = /^\s*(.+?)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

const invalidFilter = () => new ScimError(400, scimMessages.invalidFilter, 'invalidFilter');

function unquote(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    throw invalidFilter();
  }
}

/** Parses `filter` for a resource type's attributes; undefined when there is no filter. */
export function parseScimFilter(
  filter: string | undefined,
  allowed: readonly ScimFilterAttribute[],
): ScimFilter | undefined {
  if (filter === undefined || filter.trim() === '') return undefined;
  const match = FILTER.exec(filter);
  if (!match?.[1] || match[2] === undefined) throw invalidFilter();
  const path = match[1].replace(/\s+/g, ' ').toLowerCase();
  const attribute = ATTRIBUTES[path];
  if (!attribute || !allowed.includes(attribute)) throw invalidFilter();
  return { attribute, value: unquote(match[2]) };
}
