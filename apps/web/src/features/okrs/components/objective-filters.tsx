import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  CONFIDENCES,
  confidenceLabels,
  OBJECTIVE_LEVELS,
  OBJECTIVE_STATUSES,
  objectiveLevelLabels,
  objectiveStatusLabels,
} from '@rumo/shared/okr/key-result-types';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { UserSelect } from '../../../components/okr/user-select';
import { useTeamOptions } from '../api/use-team-options';
import { hasActiveFilters, type ObjectiveListFilters } from '../hooks/list-filters';

interface ObjectiveFiltersProps {
  filters: ObjectiveListFilters;
  onChange: (changes: Partial<ObjectiveListFilters>) => void;
  onClear: () => void;
}

const levelOptions = OBJECTIVE_LEVELS.map((value) => ({
  value,
  label: objectiveLevelLabels[value],
}));
const statusOptions = OBJECTIVE_STATUSES.map((value) => ({
  value,
  label: objectiveStatusLabels[value],
}));
const confidenceOptions = CONFIDENCES.map((value) => ({ value, label: confidenceLabels[value] }));

/** The list's filters; every change goes to the URL through `onChange`. */
export function ObjectiveFilters({ filters, onChange, onClear }: ObjectiveFiltersProps) {
  const teams = useTeamOptions();
  const [search, setSearch] = useState(filters.search);
  const commitSearch = useDebouncedCallback((value: string) => onChange({ search: value }), 350);

  // A cleared or navigated URL puts its search back in the box.
  useEffect(() => setSearch(filters.search), [filters.search]);

  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label="Busca"
        placeholder="Título do objetivo"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
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
      <UserSelect
        label="Responsável"
        placeholder="Todos"
        value={filters.ownerId}
        onChange={(ownerId) => onChange({ ownerId })}
        clearable
      />
      <Select
        label="Nível"
        placeholder="Todos"
        data={levelOptions}
        value={filters.level}
        onChange={(level) => onChange({ level: level as ObjectiveListFilters['level'] })}
        clearable
      />
      <Select
        label="Status"
        placeholder="Todos"
        data={statusOptions}
        value={filters.status}
        onChange={(status) => onChange({ status: status as ObjectiveListFilters['status'] })}
        clearable
      />
      <Select
        label="Confiança"
        placeholder="Todas"
        data={confidenceOptions}
        value={filters.confidence}
        onChange={(confidence) =>
          onChange({ confidence: confidence as ObjectiveListFilters['confidence'] })
        }
        clearable
      />
      {hasActiveFilters(filters) && (
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
