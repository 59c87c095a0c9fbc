import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  /** What to do next ("Crie o primeiro objetivo do ciclo"). */
  description?: ReactNode;
  icon?: ReactNode;
  /** Usually the button that does what the description suggests. */
  action?: ReactNode;
  size?: 'sm' | 'md';
}

export function EmptyState({ title, description, icon, action, size = 'md' }: EmptyStateProps) {
  return (
    <MantineEmptyState
      size={size}
      py={size === 'sm' ? 'md' : 'xl'}
      title={title}
      description={description}
      icon={icon ?? <IconInbox aria-hidden />}
      withIndicatorBackground
      data-testid="empty-state"
    >
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
