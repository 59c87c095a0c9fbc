import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

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
