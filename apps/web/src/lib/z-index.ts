/** Spec §9 overlay z-index defaults. */
export const Z_INDEX = {
  modal: 1100,
  overlay: 1000,
  menu: 1000,
  tooltip: 1100,
  // Toasts sit above modals so a session-expiry notice is never hidden.
  toast: 1200,
} as const;
