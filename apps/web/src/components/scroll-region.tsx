import { Box, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './scroll-region.module.css';

/**
 * A table wider than a phone, scrolling sideways inside a focusable, named region, so keyboard
 * users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
  mt,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
  mt?: string;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} mt={mt} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

/**
 * A list that scrolls down inside a card past `maxHeight`: the same focusable, named region, so
 * the arrow keys scroll it and screen readers announce what it holds.
 */
export function ScrollList({
  label,
  maxHeight,
  children,
}: {
  label: string;
  maxHeight: number;
  children: ReactNode;
}) {
  return (
    <ScrollArea.Autosize
      mah={maxHeight}
      type="auto"
      offsetScrollbars
      viewportProps={{
        role: 'region',
        'aria-label': label,
        tabIndex: 0,
        className: classes.focusable,
      }}
    >
      {children}
    </ScrollArea.Autosize>
  );
}
