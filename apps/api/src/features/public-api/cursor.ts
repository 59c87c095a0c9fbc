import { v1ErrorCodes, v1Messages } from '@rumo/shared/api-v1/contracts';
import { badRequest } from '../../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Opaque cursors of /api/v1: every list is ordered by id (stable while rows come and go), and
 * the cursor carries the last id of the page, base64url-encoded.
 */
export const encodeCursor = (lastId: string) => Buffer.from(`v1:${lastId}`).toString('base64url');

/** The id after which the page starts; 400 for anything a previous page did not hand out. */
export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = decoded.startsWith('v1:') ? decoded.slice(3) : '';
  if (!UUID.test(id)) throw badRequest(v1ErrorCodes.cursorInvalid, v1Messages.cursorInvalid);
  return id;
}

/** Rows read with `limit + 1`: the page and the cursor of the next one (null at the end). */
export function pageOf<R extends { id: string }, T>(
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
): { data: T[]; next_cursor: string | null } {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return { data: kept.map(toItem), next_cursor: more && last ? encodeCursor(last.id) : null };
}
