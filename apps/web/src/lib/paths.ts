import { pathsOf } from './page-registry';
import { customerPages } from './pages';

/** The element id of a key result's card on its objective's page: `objective(id)#kr-…` opens it. */
export const keyResultAnchor = (id: string) => `kr-${id}`;

const pagePaths = pathsOf(customerPages);

/**
 * Every page's address, typed (from the page registry, lib/pages.ts): links and redirects use
 * these instead of string literals.
 */
export const paths = {
  ...pagePaths,
  /** The development mailbox: a page the API serves itself, outside the SPA. */
  devMailbox: '/dev/mailbox',
  settingsTab: (tab: string) => `${pagePaths.settings}?aba=${encodeURIComponent(tab)}`,
} as const;
