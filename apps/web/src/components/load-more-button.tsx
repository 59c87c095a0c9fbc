import { Button, type ButtonProps } from '@mantine/core';

interface LoadMoreButtonProps extends ButtonProps {
  onClick: () => void;
  loading: boolean;
  /** How many are still to come, when known. */
  remaining?: number | undefined;
}

/**
 * The "Carregar mais" of a long list read page by page; its list's region names what it loads,
 * so the visible text stays the whole accessible name.
 */
export function LoadMoreButton({ onClick, loading, remaining, ...props }: LoadMoreButtonProps) {
  return (
    <Button variant="light" size="xs" onClick={onClick} loading={loading} {...props}>
      {remaining && remaining > 0 ? `Carregar mais (${remaining} restantes)` : 'Carregar mais'}
    </Button>
  );
}
