import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { UserRole, UserStatus } from '@rumo/shared/auth/contracts';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTeamOptions } from '../api/use-team-options';
import { hasActiveUserFilters, type UserListFilters } from '../hooks/user-filters';
import { roleOptions, statusOptions } from './user-labels';

interface UserFiltersProps {
  filters: UserListFilters;
  onChange: (changes: Partial<UserListFilters>) => void;
  onClear: () => void;
}

/** Search, role, status and team; every change goes to the URL through `onChange`. */
export function UserFilters({ filters, onChange, onClear }: UserFiltersProps) {
  const teams = useTeamOptions();
  const [search, setSearch] = useState(filters.search);
  const commitSearch = useDebouncedCallback((value: string) => onChange({ search: value }), 350);

  // A cleared or navigated URL puts its search back in the box.
  useEffect(() => setSearch(filters.search), [filters.search]);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label="Busca"
        placeholder="Nome ou e-mail"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
      />
      <Select
        label="Papel"
        placeholder="Todos"
        data={roleOptions}
        value={filters.role}
        onChange={(role) => onChange({ role: role as UserRole | null })}
        clearable
      />
      <Select
        label="Status"
        placeholder="Todos"
        data={statusOptions}
        value={filters.status}
        onChange={(status) => onChange({ status: status as UserStatus | null })}
        clearable
      />
      <Select
        label="Time"
        placeholder="Todos"
        data={teams.data ?? []}
        value={filters.teamId}
        onChange={(teamId) => onChange({ teamId })}
        clearable
        searchable
        nothingFoundMessage="Nenhum time encontrado"
      />
      {hasActiveUserFilters(filters) && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={onClear}
          style={{ alignSelf: 'end' }}
        >
          Limpar filtros
        </Button>
      )}
    </SimpleGrid>
  );
}
