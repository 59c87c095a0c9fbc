import { UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import classes from './search.module.css';

// The dialog's code loads on first use, so the search adds nothing to the first page's JS.
const SearchDialog = lazy(async () => ({
  default: (await import('./search-dialog')).SearchDialog,
}));

const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The top bar's search button, and Ctrl+K / ⌘K anywhere in the app. */
export function SearchLauncher() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  // Works from inside form fields too: the shortcut is the app's, not the field's.
  useHotkeys([['mod+K', open]], []);

  return (
    <>
      <UnstyledButton
        className={classes.launcher}
        onClick={open}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <IconSearch size={17} stroke={2} aria-hidden="true" />
        <span className={classes.launcherLabel}>Buscar</span>
        {/* A plain <kbd>: Mantine's Kbd would add its code to every page's top bar. */}
        <span className={classes.launcherHint} aria-hidden="true">
          <kbd>{isApple() ? '⌘ K' : 'Ctrl K'}</kbd>
        </span>
      </UnstyledButton>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
