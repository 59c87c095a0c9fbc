import { type ScimPatchOperation, scimMessages } from '@rumo/shared/scim/resources';
import { invalidValue, ScimError } from './scim-errors';

/** What a PATCH changes of a group: its name, its IdP id, its member list. */
export interface GroupChange {
  name?: string;
  externalId?: string | null;
  members?: string[];
}

const MEMBER_FILTER = /^members\s*\[\s*value\s+eq\s+"([^"]*)"\s*\]$/i;

function memberIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    const id =
      typeof item === 'object' && item !== null ? (item as { value?: unknown }).value : undefined;
    if (typeof id !== 'string') throw invalidValue(scimMessages.invalidPatch);
    return id;
  });
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw invalidValue(scimMessages.invalidPatch);
  return value;
}

/** PATCH of a Group as Okta and Entra send it (RFC 7644 §3.5.2, members by `value`). */
export function groupChangeFromPatch(
  operations: ScimPatchOperation[],
  current: { id: string; members: string[] },
): GroupChange {
  const change: GroupChange = {};
  let members = [...current.members];
  let membersTouched = false;
  const setMembers = (next: string[]) => {
    members = [...new Set(next)];
    membersTouched = true;
  };
  for (const { op, path, value } of operations) {
    const lower = path?.toLowerCase().trim();
    const filtered = path ? MEMBER_FILTER.exec(path.trim()) : null;
    if (filtered?.[1] !== undefined && op === 'remove') {
      const id = filtered[1];
      setMembers(members.filter((member) => member !== id));
    } else if (lower === 'members') {
      if (op === 'remove') {
        const removed = value === undefined ? members : memberIds(value);
        setMembers(members.filter((member) => !removed.includes(member)));
      } else if (op === 'add') {
        setMembers([...members, ...memberIds(value)]);
      } else {
        setMembers(value === undefined || value === null ? [] : memberIds(value));
      }
    } else if (lower === 'displayname') {
      change.name = text(value);
    } else if (lower === 'externalid') {
      change.externalId = op === 'remove' ? null : text(value);
    } else if (lower === 'id' || lower?.startsWith('meta')) {
      throw new ScimError(400, scimMessages.unsupportedPath(path ?? ''), 'mutability');
    } else if (!path) {
      if (typeof value !== 'object' || value === null)
        throw invalidValue(scimMessages.invalidPatch);
      const object = value as Record<string, unknown>;
      for (const [key, item] of Object.entries(object)) {
        const attribute = key.toLowerCase();
        if (attribute === 'displayname') change.name = text(item);
        else if (attribute === 'externalid') change.externalId = text(item);
        else if (attribute === 'members')
          setMembers(op === 'add' ? [...members, ...memberIds(item)] : memberIds(item));
        else if (attribute === 'id' && item !== current.id) {
          throw new ScimError(400, scimMessages.unsupportedPath('id'), 'mutability');
        }
      }
    } else if (filtered) {
      throw new ScimError(400, scimMessages.invalidPatch, 'invalidPath');
    }
  }
  if (membersTouched) change.members = members;
  return change;
}
