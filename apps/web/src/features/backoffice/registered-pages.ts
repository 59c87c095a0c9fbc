import { createContext, useContext } from 'react';
import type { BackofficePageName } from './backoffice-routes';

/**
 * Which backoffice pages the router registered (every entry of BACKOFFICE_PAGES), handed down by
 * the backoffice root so the menu and dashboard link only to pages that exist.
 */
export const RegisteredPagesContext = createContext<ReadonlySet<BackofficePageName>>(
  new Set<BackofficePageName>(['dashboard']),
);

export function useRegisteredBackofficePages(): ReadonlySet<BackofficePageName> {
  return useContext(RegisteredPagesContext);
}
