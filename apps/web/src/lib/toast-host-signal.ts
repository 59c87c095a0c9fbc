import { useSyncExternalStore } from 'react';

/**
 * Whether a toast was ever asked for. The toast library loads only then (ToastHost), so pages
 * that never show one, such as /login on a plain visit, do not download it.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToastHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}
