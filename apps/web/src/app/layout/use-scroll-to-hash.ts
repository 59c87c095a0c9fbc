import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazily loaded page to render the element a link points at. */
const WAIT_MS = 8000;

/**
 * Scrolls to and focuses the element named by the URL's hash (`/okrs/<id>#kr-<id>`) once it is
 * rendered: pages load their code and data after the navigation, so the element comes later.
 */
export function useScrollToHash() {
  const { key, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each navigation
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const reveal = () => {
      const element = document.getElementById(id);
      if (!element) return false;
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
      return true;
    };
    if (reveal()) return;
    const observer = new MutationObserver(() => {
      if (reveal()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [key, hash]);
}
