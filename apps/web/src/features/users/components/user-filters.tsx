import { Select, SimpleGrid } from '@mantine/core';
import type { UserRole, UserStatus } from '@rumo/shared/auth/contracts';
import {
  ClearFiltersButton,
  FilterSearchInput,
  TeamFilterSelect,
} from '../../../components/list-filter-controls';
import { hasActiveUserFilters, type UserListFilters } from '../hooks/user-filters';
import { roleOptions, statusOptions } from './user-labels';

interface UserFiltersProps {
  filters: UserListFilters;
  onChange: (changes: Partial<UserListFilters>) => void;
  onClear: () => void;
}

/** Search, role, status and team; every change goes to the URL through `onChange`. */
export function UserFilters({ filters, onChange, onClear }: UserFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
      <FilterSearchInput
        placeholder="Nome ou e-mail"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
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
      <TeamFilterSelect value={filters.teamId} onChange={(teamId) => onChange({ teamId })} />
      {hasActiveUserFilters(filters) && <ClearFiltersButton onClick={onClear} />}
    </SimpleGrid>
  );
}
