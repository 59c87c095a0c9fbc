import {
  type ScimPatchOperation,
  type ScimUserBody,
  scimBooleanSchema,
  scimMessages,
} from '@rumo/shared/scim/resources';
import { invalidValue, ScimError } from './scim-errors';
import { splitName } from './scim-resources';
import type { ScimUserRow } from './scim-users.repository';

/** What a SCIM request changes of a user (absent: unchanged; externalId/title null: cleared). */
export interface UserChange {
  name?: string;
  email?: string;
  active?: boolean;
  externalId?: string | null;
  /** The IdP's userName when it is not the e-mail (null: it is the e-mail). */
  userName?: string | null;
  position?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USER_URN = 'urn:ietf:params:scim:schemas:core:2.0:user:';

/** Rumo signs people in by e-mail: userName when it is one, else the work/primary e-mail. */
export function emailOf(body: Pick<ScimUserBody, 'userName' | 'emails'>): string {
  if (EMAIL.test(body.userName)) return body.userName.toLowerCase();
  const emails = body.emails ?? [];
  const chosen =
    emails.find((email) => email.primary === true) ??
    emails.find((email) => email.type === 'work') ??
    emails[0];
  if (chosen && EMAIL.test(chosen.value)) return chosen.value.toLowerCase();
  throw invalidValue(scimMessages.userNameNotEmail);
}

export function nameOf(body: Pick<ScimUserBody, 'name' | 'displayName'>, email: string): string {
  const formatted = body.name?.formatted?.trim();
  const parts = [body.name?.givenName, body.name?.familyName].filter(Boolean).join(' ').trim();
  return (formatted || parts || body.displayName?.trim() || email.split('@')[0] || email).slice(
    0,
    120,
  );
}

/** A full replacement (POST, PUT): every attribute Rumo keeps. */
export function userFromBody(body: ScimUserBody) {
  const email = emailOf(body);
  return {
    email,
    name: nameOf(body, email),
    active: body.active ?? true,
    externalId: body.externalId ?? null,
    userName: body.userName.toLowerCase() === email ? null : body.userName,
    position: body.title ?? null,
  };
}

function text(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw invalidValue(scimMessages.invalidPatch);
  return value.trim();
}

function active(value: unknown): boolean {
  const parsed = scimBooleanSchema.safeParse(value);
  if (!parsed.success) throw invalidValue(scimMessages.invalidActive);
  return parsed.data;
}

/** Applies one attribute path's new value to the change; unknown attributes are ignored. */
function setAttribute(change: UserChange, current: ScimUserRow, rawPath: string, value: unknown) {
  const path = rawPath.toLowerCase().replace(USER_URN, '').replace(/\s+/g, ' ');
  const name = () => splitName(change.name ?? current.name);
  switch (path) {
    case 'active':
      change.active = active(value);
      return;
    case 'username': {
      const userName = text(value);
      if (EMAIL.test(userName)) {
        change.email = userName.toLowerCase();
        change.userName = null;
      } else {
        change.userName = userName;
      }
      return;
    }
    case 'emails[type eq "work"].value':
    case 'emails.value': {
      const email = text(value).toLowerCase();
      if (!EMAIL.test(email)) throw invalidValue(scimMessages.userNameNotEmail);
      change.email = email;
      return;
    }
    case 'externalid':
      change.externalId = text(value);
      return;
    case 'title':
      change.position = text(value);
      return;
    case 'displayname':
    case 'name.formatted':
      change.name = text(value);
      return;
    case 'name.givenname':
      change.name = [text(value), name().familyName].join(' ').trim();
      return;
    case 'name.familyname':
      change.name = [name().givenName, text(value)].join(' ').trim();
      return;
    case 'name':
    case 'emails':
      if (typeof value !== 'object' || value === null)
        throw invalidValue(scimMessages.invalidPatch);
      if (path === 'name') {
        for (const [key, item] of Object.entries(value))
          setAttribute(change, current, `name.${key}`, item);
      } else {
        const list = Array.isArray(value) ? value : [value];
        const first = list.find((item) => item?.primary === true) ?? list[0];
        if (first) setAttribute(change, current, 'emails.value', first.value);
      }
      return;
    case 'id':
    case 'meta':
      if (path === 'meta' || value !== current.id) {
        throw new ScimError(400, scimMessages.unsupportedPath(rawPath), 'mutability');
      }
      return;
    default:
  }
}

/** PATCH (RFC 7644 §3.5.2) as Okta and Entra send it: paths, or path-less value objects. */
export function userChangeFromPatch(operations: ScimPatchOperation[], current: ScimUserRow) {
  const change: UserChange = {};
  for (const operation of operations) {
    if (operation.op === 'remove') {
      const path = operation.path?.toLowerCase();
      if (!path) throw new ScimError(400, scimMessages.invalidPatch, 'noTarget');
      if (path === 'externalid') change.externalId = null;
      if (path === 'title') change.position = null;
      continue;
    }
    if (operation.path) {
      setAttribute(change, current, operation.path, operation.value);
      continue;
    }
    if (typeof operation.value !== 'object' || operation.value === null) {
      throw invalidValue(scimMessages.invalidPatch);
    }
    for (const [path, value] of Object.entries(operation.value)) {
      setAttribute(change, current, path, value);
    }
  }
  return change;
}
