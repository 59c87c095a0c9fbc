import { DARK_MODE_LABELS } from '../components/dark-mode-toggle-labels';
import { DARK_CLASS, LAYOUT_STORAGE_KEY } from '../lib/layout/layout-state';
import { USER_STORAGE_KEY } from '../lib/session-store-keys';

// The prerendered landing page's only script, loaded blocking in <head>: it applies the stored
// dark choice and session before the first paint (no flash of the wrong theme or header), then
// makes the dark-mode switch work. The app reads and writes the same stored values.

const root = document.documentElement;

function readConfig(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function signedIn(): boolean {
  try {
    const user = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as {
      token?: unknown;
    } | null;
    return typeof user?.token === 'string' && user.token !== '';
  } catch {
    return false;
  }
}

function applyDark(dark: boolean) {
  root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  root.classList.toggle(DARK_CLASS, dark);
  for (const toggle of document.querySelectorAll('[data-dark-mode-toggle]')) {
    toggle.setAttribute('aria-pressed', String(dark));
    toggle.setAttribute('aria-label', dark ? DARK_MODE_LABELS.toLight : DARK_MODE_LABELS.toDark);
  }
}

/**
 * A button that shows and hides the element it controls (a menu rendered in the page, not in a
 * portal): the prerendered page has no React to run it, so it works by its ARIA attributes.
 */
function toggleDisclosure(button: Element) {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

let dark = readConfig().darkTheme === true;
applyDark(dark);
if (signedIn()) root.setAttribute('data-signed-in', '');

document.addEventListener('DOMContentLoaded', () => {
  applyDark(dark);
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const disclosure = target?.closest('button[aria-controls][aria-expanded]');
    if (disclosure) toggleDisclosure(disclosure);
    const toggle = target?.closest('[data-dark-mode-toggle]');
    if (!toggle) return;
    dark = !dark;
    applyDark(dark);
    try {
      localStorage.setItem(
        LAYOUT_STORAGE_KEY,
        JSON.stringify({ ...readConfig(), darkTheme: dark }),
      );
    } catch {
      // Private mode or a full quota: the choice still applies for this visit.
    }
  });
});
