import { Group, Pagination, Text } from '@mantine/core';

interface ListPaginationProps {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number) => void;
  /** "12 objetivos": how the total reads; omitted to show no count. */
  totalLabel?: (total: number) => string;
}

const controlLabels: Record<string, string> = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
};

/** Server-side pagination controls with pt-BR labels; hidden when everything fits one page. */
export function ListPagination({ page, limit, total, onChange, totalLabel }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (pages <= 1 && !totalLabel) return null;
  return (
    <Group justify="space-between" gap="sm">
      {totalLabel ? (
        <Text size="sm" c="dimmed">
          {totalLabel(total)}
        </Text>
      ) : (
        <span />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
        />
      )}
    </Group>
  );
}
