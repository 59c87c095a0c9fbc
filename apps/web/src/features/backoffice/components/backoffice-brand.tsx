import { Badge, Group } from '@mantine/core';
import { Logo, LogoMark } from '../../../components/logo';

/** The product title of the backoffice (spec §2 top bar); the mark alone on small screens. */
export function BackofficeBrand({
  size = 28,
  compact = false,
}: {
  size?: number;
  compact?: boolean;
}) {
  if (compact) return <LogoMark size={size} />;
  return (
    <Group gap={8} wrap="nowrap">
      <Logo size={size} />
      <Badge variant="light" radius="sm" size="lg" tt="none">
        Backoffice
      </Badge>
    </Group>
  );
}
