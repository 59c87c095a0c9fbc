import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useObjectiveChoices } from '../api/use-scope-choices';

type ObjectivePickerProps = Omit<
  SelectProps,
  'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  cycleId: string | null;
  /** Title of the chosen objective when the first page of results does not hold it. */
  knownLabel?: string | null;
};

/** Searchable picker of the cycle's objectives (searched on the server). */
export function ObjectivePicker({ cycleId, knownLabel, value, ...props }: ObjectivePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const options = useObjectiveChoices(cycleId, '', true).data ?? [];
  const chosen = options.find((option) => option.value === value)?.label ?? knownLabel ?? null;
  // Mantine shows the chosen title in the search box; that is a display, not a query.
  const query = chosen && debounced === chosen ? '' : debounced.trim();
  const searched = useObjectiveChoices(cycleId, query, query !== '');
  const data = [...(query ? (searched.data ?? []) : options)];
  if (value && chosen && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: chosen });
  }

  return (
    <Select
      searchable
      data={data}
      value={value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={searched.isFetching ? 'Buscando…' : 'Nenhum objetivo encontrado'}
      rightSection={
        searched.isFetching ? <Loader size="xs" aria-label="Buscando objetivos" /> : undefined
      }
      placeholder="Escolha um objetivo"
      {...props}
    />
  );
}
