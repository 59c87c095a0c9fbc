import { Group, Text } from '@mantine/core';

interface LogoProps {
  size?: number;
  withWordmark?: boolean;
}

/** Rumo's mark: a compass needle pointing up and to the right. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M9.5 22.5 16 7.5l6.5 15-6.5-3.75z"
        fill="var(--mantine-primary-color-contrast, #fff)"
      />
    </svg>
  );
}

export function Logo({ size = 32, withWordmark = true }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} />
      {withWordmark && (
        <Text component="span" fw={800} fz={size * 0.7} lh={1} style={{ letterSpacing: '-0.02em' }}>
          Rumo
        </Text>
      )}
    </Group>
  );
}
