import { Alert, Button } from '@mantine/core';
import { IconCalendarOff, IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CycleSituationCopy } from './cycle-situation';
import { EmptyState } from './empty-state';

interface CycleSituationStateProps {
  copy: CycleSituationCopy;
  /** 'empty' in place of a page's content; 'notice' above content that is still worth seeing. */
  variant?: 'empty' | 'notice';
}

/** Tells why there is no active cycle, and the next step, as an empty state or a notice. */
export function CycleSituationState({ copy, variant = 'empty' }: CycleSituationStateProps) {
  const action = copy.action && (
    <Button
      component={Link}
      to={copy.action.to}
      variant={variant === 'notice' ? 'light' : 'filled'}
      size={variant === 'notice' ? 'xs' : 'sm'}
      leftSection={<IconCalendarPlus size={16} />}
    >
      {copy.action.label}
    </Button>
  );
  if (variant === 'notice') {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconCalendarOff size={18} />}
        title={copy.title}
        data-testid="cycle-situation"
      >
        {copy.description}
        {action && <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>{action}</div>}
      </Alert>
    );
  }
  return (
    <div data-testid="cycle-situation">
      <EmptyState
        icon={<IconCalendarOff aria-hidden />}
        title={copy.title}
        description={copy.description}
        action={action}
      />
    </div>
  );
}
