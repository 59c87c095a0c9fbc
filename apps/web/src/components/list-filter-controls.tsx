import { Button, Select, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTeamOptions } from './okr/use-team-options';

interface FilterSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The search the URL holds. */
  value: string;
  /** Called once typing pauses, so the URL and the query are not rewritten per key. */
  onSearch: (value: string) => void;
}

/** The search box of a filtered list ("Busca" unless labelled otherwise). */
export function FilterSearchInput({
  value,
  onSearch,
  label = 'Busca',
  ...inputProps
}: FilterSearchInputProps) {
  const [search, setSearch] = useState(value);
  const commitSearch = useDebouncedCallback(onSearch, 350);

  // A cleared or navigated URL puts its search back in the box.
  useEffect(() => setSearch(value), [value]);

  return (
    <TextInput
      {...inputProps}
      label={label}
      leftSection={<IconSearch size={16} />}
      value={search}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        commitSearch(event.currentTarget.value);
      }}
    />
  );
}

/** "Limpar filtros", aligned with the inputs of the filter grid. */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      leftSection={<IconFilterOff size={16} />}
      onClick={onClick}
      style={{ alignSelf: 'end' }}
    >
      Limpar filtros
    </Button>
  );
}

/** The "Time" filter: any of the company's teams, or all of them. */
export function TeamFilterSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (teamId: string | null) => void;
}) {
  const teams = useTeamOptions();
  return (
    <Select
      label="Time"
      placeholder="Todos"
      data={teams.data ?? []}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage="Nenhum time encontrado"
    />
  );
}
