import { Select, SimpleGrid } from '@mantine/core';
import {
  CONFIDENCES,
  confidenceLabels,
  OBJECTIVE_LEVELS,
  OBJECTIVE_STATUSES,
  objectiveLevelLabels,
  objectiveStatusLabels,
} from '@rumo/shared/okr/key-result-types';
import {
  ClearFiltersButton,
  FilterSearchInput,
  TeamFilterSelect,
} from '../../../components/list-filter-controls';
import { UserSelect } from '../../../components/okr/user-select';
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
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm" verticalSpacing="sm">
      <FilterSearchInput
        placeholder="Título do objetivo"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <TeamFilterSelect value={filters.teamId} onChange={(teamId) => onChange({ teamId })} />
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
      {hasActiveFilters(filters) && <ClearFiltersButton onClick={onClear} />}
    </SimpleGrid>
  );
}
