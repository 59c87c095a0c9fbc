import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** A private objective: seen only by admins, its owner and the people or teams named. */
export function PrivateBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  return (
    <Badge
      variant="light"
      color="gray"
      size={size}
      style={{ flexShrink: 0 }}
      leftSection={<IconLock size={12} aria-hidden />}
      title="Só administradores, o responsável e as pessoas ou times escolhidos veem este objetivo"
    >
      Privado
    </Badge>
  );
}
