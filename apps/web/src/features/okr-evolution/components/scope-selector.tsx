import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EVOLUTION_SCOPES } from '@rumo/shared/evolution/contracts';
import { useTeamOptions } from '../../../components/okr/use-team-options';
import { useKeyResultChoices } from '../api/use-scope-choices';
import { type EvolutionParams, type EvolutionScope, SCOPE_LABELS } from '../evolution-params';
import { ObjectivePicker } from './objective-picker';

interface ScopeSelectorProps {
  params: EvolutionParams;
  cycleId: string | null;
  /** The followed item's name from the last answer, for pickers that have not loaded it. */
  itemLabel: string | null;
  onChange: (next: EvolutionParams) => void;
}

const itemWidth = { base: '100%', sm: 300 };
const scopeOptions = EVOLUTION_SCOPES.map((value) => ({ value, label: SCOPE_LABELS[value] }));

/** Empresa / Time / Objetivo / Resultado-chave, plus the picker for the item to follow. */
export function ScopeSelector({ params, cycleId, itemLabel, onChange }: ScopeSelectorProps) {
  const { scope, itemId, objectiveId } = params;
  const teams = useTeamOptions(scope === 'team');
  const keyResults = useKeyResultChoices(scope === 'key_result' ? objectiveId : null);
  // Four segments do not fit a phone's width; a select does.
  const isSmall = useMediaQuery('(max-width: 48em)');
  const changeScope = (next: EvolutionScope) =>
    onChange({ scope: next, itemId: null, objectiveId: null });

  return (
    <Group align="flex-end" gap="md" wrap="wrap" w={isSmall ? '100%' : undefined}>
      {isSmall ? (
        <Select
          label="Escopo"
          data={scopeOptions}
          value={scope}
          onChange={(value) => {
            const next = EVOLUTION_SCOPES.find((item) => item === value);
            if (next) changeScope(next);
          }}
          allowDeselect={false}
          w="100%"
        />
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500} component="div">
            Escopo
          </Text>
          <SegmentedControl
            aria-label="Escopo"
            data={scopeOptions}
            value={scope}
            onChange={changeScope}
          />
        </Stack>
      )}
      {scope === 'team' && (
        <Select
          label="Time"
          placeholder="Escolha um time"
          searchable
          data={teams.data ?? []}
          value={itemId}
          onChange={(id) => onChange({ ...params, itemId: id })}
          nothingFoundMessage="Nenhum time encontrado"
          w={itemWidth}
        />
      )}
      {scope === 'objective' && (
        <ObjectivePicker
          label="Objetivo"
          cycleId={cycleId}
          knownLabel={itemLabel}
          value={itemId}
          onChange={(id) => onChange({ ...params, itemId: id })}
          w={itemWidth}
        />
      )}
      {scope === 'key_result' && (
        <>
          <ObjectivePicker
            label="Objetivo"
            cycleId={cycleId}
            value={objectiveId}
            onChange={(id) => onChange({ scope, objectiveId: id, itemId: null })}
            w={itemWidth}
          />
          <Select
            label="Resultado-chave"
            placeholder={objectiveId ? 'Escolha um resultado-chave' : 'Escolha antes o objetivo'}
            searchable
            data={keyResults.data ?? []}
            value={itemId}
            onChange={(id) => onChange({ ...params, itemId: id })}
            disabled={!objectiveId}
            nothingFoundMessage="Nenhum resultado-chave encontrado"
            w={itemWidth}
          />
        </>
      )}
    </Group>
  );
}
