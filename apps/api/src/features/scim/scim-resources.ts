import { SCIM_SCHEMAS } from '@rumo/shared/scim/resources';
import type { ScimUserRow } from './scim-users.repository';

/** SCIM resource documents (RFC 7643) built from Rumo's rows. */

const version = (at: Date) => `W/"${at.getTime()}"`;

function meta(
  resourceType: 'User' | 'Group',
  id: string,
  row: { createdAt: Date; updatedAt: Date },
  baseUrl: string,
) {
  return {
    resourceType,
    created: row.createdAt.toISOString(),
    lastModified: row.updatedAt.toISOString(),
    location: `${baseUrl}/${resourceType}s/${id}`,
    version: version(row.updatedAt),
  };
}

/** Rumo keeps one name: the first word is the given name, the rest the family name. */
export function splitName(name: string): { givenName: string; familyName: string } {
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  return { givenName, familyName: rest.join(' ') };
}

export function toScimUser(row: ScimUserRow, baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.user],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.userName ?? row.email,
    name: { formatted: row.name, ...splitName(row.name) },
    displayName: row.name,
    emails: [{ value: row.email, type: 'work', primary: true }],
    ...(row.position ? { title: row.position } : {}),
    active: row.status !== 'disabled',
    meta: meta('User', row.id, row, baseUrl),
  };
}

export interface ScimGroupRow {
  id: string;
  name: string;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toScimGroup(
  row: ScimGroupRow,
  members: { id: string; name: string }[] | undefined,
  baseUrl: string,
) {
  return {
    schemas: [SCIM_SCHEMAS.group],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.name,
    ...(members
      ? {
          members: members.map((member) => ({
            value: member.id,
            display: member.name,
            $ref: `${baseUrl}/Users/${member.id}`,
          })),
        }
      : {}),
    meta: meta('Group', row.id, row, baseUrl),
  };
}

export function listResponse<T>(resources: T[], total: number, startIndex: number) {
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
