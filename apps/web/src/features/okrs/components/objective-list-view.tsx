import { Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { plural } from '@rumo/shared/common/plural';
import { IconListSearch } from '@tabler/icons-react';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { QueryError } from '../../../components/query-error';
import { useObjectiveList } from '../api/use-objective-list';
import { hasActiveFilters, listQueryString } from '../hooks/list-filters';
import { useListFilters } from '../hooks/use-list-filters';
import { ObjectiveFilters } from './objective-filters';
import { ObjectiveListCards } from './objective-list-cards';
import { ObjectiveListTable } from './objective-list-table';
import { CLOSED_CYCLE_EMPTY } from './objective-tree-view';

interface ObjectiveListViewProps {
  cycleId: string | null;
  createAction?: React.ReactNode;
  /** The cycle is closed: its empty state offers no objective to create. */
  closed?: boolean;
}

/** 'Lista': the cycle's objectives, filtered through the URL and paginated on the server. */
export function ObjectiveListView({ cycleId, createAction, closed }: ObjectiveListViewProps) {
  const { filters, setFilters, clearFilters } = useListFilters();
  const list = useObjectiveList(listQueryString(filters, cycleId), cycleId !== null);
  const filtered = hasActiveFilters(filters);
  const isSmall = useMediaQuery('(max-width: 48em)');
  const List = isSmall ? ObjectiveListCards : ObjectiveListTable;

  let body: React.ReactNode;
  if (list.isError) {
    body = <QueryError error={list.error} onRetry={() => list.refetch()} />;
  } else if (!list.data) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando objetivos">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={52} radius="sm" />
        ))}
      </Stack>
    );
  } else if (list.data.data.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<IconListSearch aria-hidden />}
        title="Nenhum objetivo encontrado"
        description="Nenhum objetivo atende a esses filtros. Ajuste-os ou limpe os filtros."
      />
    ) : (
      <EmptyState
        title="Nenhum objetivo neste ciclo"
        description={
          closed
            ? CLOSED_CYCLE_EMPTY
            : 'Crie o primeiro objetivo do ciclo para começar a acompanhar o progresso.'
        }
        action={closed ? undefined : createAction}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <List objectives={list.data.data} stale={list.isPlaceholderData} />
        <ListPagination
          page={filters.page}
          limit={list.data.limit}
          total={list.data.total}
          onChange={(page) => setFilters({ page })}
          totalLabel={(total) => plural(total, 'objetivo', 'objetivos')}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ObjectiveFilters filters={filters} onChange={setFilters} onClear={clearFilters} />
      {body}
    </Stack>
  );
}
