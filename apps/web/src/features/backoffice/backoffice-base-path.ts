/**
 * The staff backoffice's prefix (spec §2). Alone in this file so the app router can recognise
 * a backoffice address without loading any backoffice code.
 */
export const BACKOFFICE_BASE_PATH = '/xyz/backoffice';

export function isBackofficeAddress(pathname: string): boolean {
  return pathname === BACKOFFICE_BASE_PATH || pathname.startsWith(`${BACKOFFICE_BASE_PATH}/`);
}
