import { Alert, Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CycleSelect, useSelectedCycle } from '../../../components/okr/cycle-select';
import { cycleSituation, cycleSituationCopy } from '../../../components/okr/cycle-situation';
import { CycleSituationState } from '../../../components/okr/cycle-situation-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { isAdmin, useSession } from '../../../lib/session-store';
import { useEvolution } from '../api/use-evolution';
import { EvolutionEmpty } from '../components/evolution-empty';
import { EvolutionReport } from '../components/evolution-report';
import { ScopeSelector } from '../components/scope-selector';
import {
  type EvolutionParams,
  ITEM_PARAM,
  isReady,
  OBJECTIVE_PARAM,
  readEvolutionParams,
  writeEvolutionParams,
} from '../evolution-params';

export default function OkrEvolutionPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useSession();
  const ownTeamId = user.id_team ?? null;
  const params = useMemo(
    () => readEvolutionParams(searchParams, ownTeamId),
    [searchParams, ownTeamId],
  );
  const selected = useSelectedCycle();
  const ready = isReady(params);
  const evolution = useEvolution(
    selected.cycleId,
    params.scope,
    params.itemId,
    ready && !selected.isLoading && selected.cycles.length > 0,
  );
  const setParams = useCallback(
    (next: EvolutionParams) =>
      setSearchParams((previous) => writeEvolutionParams(previous, next), { replace: true }),
    [setSearchParams],
  );
  // Objectives and key results belong to one cycle; teams outlive cycles.
  const resetOnCycleChange = params.scope === 'team' ? [] : [ITEM_PARAM, OBJECTIVE_PARAM];
  const data = ready ? evolution.data : undefined;
  // The current cycle not active is news; another cycle chosen in the picker is history.
  const cycleCopy = selected.cycle?.isCurrent
    ? cycleSituationCopy(cycleSituation(selected.cycles), isAdmin(user))
    : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Evolução OKRs"
        description="Progresso ao longo do ciclo comparado ao esperado, com a previsão no ritmo atual."
      />
      <Card withBorder radius="md" padding="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <CycleSelect w={{ base: '100%', sm: 260 }} resetParams={resetOnCycleChange} />
          <ScopeSelector
            params={params}
            cycleId={selected.cycleId}
            itemLabel={data && data.scope === params.scope ? data.label : null}
            onChange={setParams}
          />
        </Group>
      </Card>
      {cycleCopy && <CycleSituationState copy={cycleCopy} variant="notice" />}
      {!selected.isLoading && selected.cycles.length === 0 ? (
        <EvolutionEmpty reason="no-cycle" />
      ) : !ready ? (
        <EvolutionEmpty reason="choose" scope={params.scope} />
      ) : selected.isLoading || evolution.isLoading ? (
        <Stack gap="lg" aria-label="Carregando a evolução">
          <Skeleton h={96} radius="md" />
          <Skeleton h={360} radius="md" />
        </Stack>
      ) : evolution.error ? (
        <Alert color="red" icon={<IconAlertCircle size={16} />} title="Não foi possível carregar">
          {errorMessage(evolution.error)}
        </Alert>
      ) : data ? (
        <EvolutionReport evolution={data} closed={selected.cycle?.status === 'closed'} />
      ) : null}
    </Stack>
  );
}
