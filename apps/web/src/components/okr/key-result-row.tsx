import { Box, Button } from '@mantine/core';
import type { KeyResultType } from '@rumo/shared/okr/key-result-types';
import { IconPencilCheck } from '@tabler/icons-react';
import { ProgressBar } from './progress-bar';

/** What the dashboard and check-in lists show of a key result in a row. */
interface RowKeyResult {
  title: string;
  type: KeyResultType;
  progress: number;
}

/** The small progress bar, growing to fill what the row leaves free. */
export function KeyResultBar({ keyResult }: { keyResult: RowKeyResult }) {
  return (
    <Box style={{ flex: '1 1 140px', display: 'flex' }}>
      <ProgressBar
        value={keyResult.progress}
        keyResultType={keyResult.type}
        size="sm"
        label={keyResult.title}
      />
    </Box>
  );
}

/** "Check-in", named after the key result for screen readers. */
export function CheckInButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPencilCheck size={16} />}
      onClick={onClick}
      aria-label={`Fazer check-in de ${title}`}
    >
      Check-in
    </Button>
  );
}
