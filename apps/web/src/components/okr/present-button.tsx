import { Button } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { CYCLE_PARAM } from './cycle-select';

/** Opens the cycle's presentation for the weekly meeting (/apresentacao). */
export function PresentButton({ cycleId }: { cycleId: string | null }) {
  const query = cycleId ? `?${new URLSearchParams({ [CYCLE_PARAM]: cycleId })}` : '';
  return (
    <Button
      component={Link}
      to={`${paths.presentation}${query}`}
      variant="default"
      leftSection={<IconPresentation size={16} />}
    >
      Apresentar
    </Button>
  );
}
