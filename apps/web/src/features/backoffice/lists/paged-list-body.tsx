import { Group, Loader } from '@mantine/core';
import type { Paginated } from '@rumo/shared/common/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { QueryError } from '../../../components/query-error';

/**
 * The body of a backoffice list: its error, loading and empty states, the rows (cards or table,
 * as the page renders them) and the server pagination under them.
 */
export function PagedListBody<T>({
  query,
  loadingLabel,
  empty,
  page,
  onPage,
  totalLabel,
  children,
}: {
  query: UseQueryResult<Paginated<T>>;
  loadingLabel: string;
  empty: { title: string; description: string };
  page: number;
  onPage: (page: number) => void;
  totalLabel: (total: number) => string;
  children: (rows: T[]) => ReactNode;
}) {
  const list = query.data;
  return (
    <>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !list ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={loadingLabel} />
        </Group>
      ) : list.data.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        children(list.data)
      )}
      {list && (
        <ListPagination
          page={page}
          limit={list.limit}
          total={list.total}
          onChange={onPage}
          totalLabel={totalLabel}
        />
      )}
    </>
  );
}
