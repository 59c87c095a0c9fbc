import { Alert, Button } from '@mantine/core';
import { IconCalendarOff, IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CycleSituationCopy } from './cycle-situation';
import { EmptyState } from './empty-state';

interface CycleSituationStateProps {
  copy: CycleSituationCopy;
  /** 'empty' in place of a page's content; 'notice' above content that is still worth seeing. */
  variant?: 'empty' | 'notice';
  /** 'sm' for an empty state inside a card. */
  size?: 'sm' | 'md';
}

/** Tells why there is no active cycle, and the next step, as an empty state or a notice. */
export function CycleSituationState({
  copy,
  variant = 'empty',
  size = 'md',
}: CycleSituationStateProps) {
  const compact = variant === 'notice' || size === 'sm';
  const action = copy.action && (
    <Button
      component={Link}
      to={copy.action.to}
      variant={compact ? 'light' : 'filled'}
      size={compact ? 'xs' : 'sm'}
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
        size={size}
        icon={<IconCalendarOff aria-hidden />}
        title={copy.title}
        description={copy.description}
        action={action}
      />
    </div>
  );
}
