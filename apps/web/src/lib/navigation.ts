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
