import { Avatar, Group, Loader, Select, type SelectProps, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { resolveStaticUrl } from '../../lib/static-url';
import { useUserLookup } from './use-user-lookup';

interface KnownUser {
  id: string;
  name: string;
}

type UserSelectProps = Omit<
  SelectProps,
  'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** The user already chosen (e.g. the owner being edited), so its name shows before any search. */
  initialUser?: KnownUser | null;
};

/** Searchable picker of the company's active users (GET /api/users/lookup, searched on the server). */
export function UserSelect({ initialUser, value, onChange, ...props }: UserSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [known, setKnown] = useState<KnownUser | null>(initialUser ?? null);
  const current =
    known && known.id === value ? known : initialUser?.id === value ? initialUser : null;
  // Mantine puts the chosen name in the search box; that is a display, not a query.
  const query = current && debounced === current.name ? '' : debounced;
  const { data: users = [], isFetching } = useUserLookup(query);

  const avatars = new Map(users.map((user) => [user.id, user.avatar]));
  const options = users.map((user) => ({ value: user.id, label: user.name }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.unshift({ value: current.id, label: current.name });
  }

  return (
    <Select
      searchable
      data={options}
      value={value ?? null}
      onChange={(next, option) => {
        setKnown(next && option ? { id: next, name: option.label } : null);
        onChange?.(next, option);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={isFetching ? 'Buscando…' : 'Nenhum usuário encontrado'}
      rightSection={isFetching ? <Loader size="xs" aria-label="Buscando usuários" /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Avatar
            src={resolveStaticUrl(avatars.get(option.value))}
            name={option.label}
            size={22}
            color="initials"
          />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      {...props}
    />
  );
}
