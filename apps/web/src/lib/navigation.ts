type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

/** The router registers itself so non-React code (session logout) can navigate without a reload. */
export function setNavigator(next: Navigate | null): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  if (navigator) {
    navigator(to, { replace: true });
    return;
  }
  window.location.assign(to);
}

let pendingPath: (() => string | null) | null = null;

/** The router registers how to read the address a navigation in progress is going to. */
export function setPendingPath(next: (() => string | null) | null): void {
  pendingPath = next;
}

/** Where the navigation in progress is going (path, query and hash), or null when idle. */
export function pendingNavigationPath(): string | null {
  return pendingPath?.() ?? null;
}
