import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OBJECTIVE_LEVELS, objectiveLevelLabels } from '@rumo/shared/okr/key-result-types';
import { useState } from 'react';
import { useObjectiveList } from '../api/use-objective-list';

interface KnownObjective {
  id: string;
  title: string;
}

type ParentSelectProps = Omit<
  SelectProps,
  'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  cycleId: string | null;
  /** The objective being edited: it cannot be its own parent. */
  excludeId?: string | undefined;
  /** The parent already chosen, so its title shows before any search. */
  initialParent?: KnownObjective | null;
};

const SEARCH_PAGE = 30;

/**
 * Searchable picker of the cycle's objectives (GET /api/objectives, searched on the server): a
 * large company has thousands, so only the first matches are offered. The API refuses a
 * descendant of the edited objective with its own message.
 */
export function ObjectiveParentSelect({
  cycleId,
  excludeId,
  initialParent,
  value,
  onChange,
  ...props
}: ParentSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [known, setKnown] = useState<KnownObjective | null>(initialParent ?? null);
  const current = known && known.id === value ? known : null;
  // Mantine puts the chosen title in the search box; that is a display, not a query.
  const query = current && debounced === current.title ? '' : debounced.trim();
  const params = new URLSearchParams({ cycleId: cycleId ?? '', limit: String(SEARCH_PAGE) });
  if (query) params.set('search', query);
  const list = useObjectiveList(params.toString(), cycleId !== null);

  const candidates = (list.data?.data ?? []).filter((objective) => objective.id !== excludeId);
  const groups = OBJECTIVE_LEVELS.map((level) => ({
    group: objectiveLevelLabels[level],
    items: candidates
      .filter((objective) => objective.level === level)
      .map((objective) => ({ value: objective.id, label: objective.title })),
  })).filter((group) => group.items.length > 0);
  if (current && !candidates.some((objective) => objective.id === current.id)) {
    groups.unshift({
      group: 'Atual',
      items: [{ value: current.id, label: current.title }],
    });
  }

  return (
    <Select
      searchable
      data={groups}
      value={value ?? null}
      onChange={(next, option) => {
        setKnown(next && option ? { id: next, title: option.label } : null);
        onChange?.(next, option);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={list.isFetching ? 'Buscando…' : 'Nenhum objetivo encontrado neste ciclo'}
      rightSection={
        list.isFetching ? <Loader size="xs" aria-label="Buscando objetivos" /> : undefined
      }
      description={
        (list.data?.total ?? 0) > SEARCH_PAGE
          ? 'Digite parte do título para encontrar outros.'
          : undefined
      }
      {...props}
    />
  );
}
