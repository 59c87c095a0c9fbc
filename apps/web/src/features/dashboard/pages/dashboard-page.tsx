import { Alert, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { CycleSelect, useSelectedCycle } from '../../../components/okr/cycle-select';
import {
  cycleSituation,
  cycleSituationCopy,
  inactiveCycleCopy,
} from '../../../components/okr/cycle-situation';
import { CycleSituationState } from '../../../components/okr/cycle-situation-state';
import { formatDayRange } from '../../../components/okr/format-day';
import { PresentButton } from '../../../components/okr/present-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { isAdmin, useSession } from '../../../lib/session-store';
import { useDashboard } from '../api/use-dashboard';
import { DashboardContent } from '../components/dashboard-content';
import { CycleSituationCard, NoObjectivesState } from '../components/dashboard-empty';
import { KpisCard } from '../components/kpis-card';
import { objectiveTotal } from '../dashboard-model';

export default function DashboardPage() {
  const selected = useSelectedCycle();
  const dashboard = useDashboard(selected.cycleId, !selected.isLoading);
  const data = dashboard.data;
  const cycle = data?.cycle ?? selected.cycle;
  const admin = isAdmin(useSession().user);
  // The current cycle not active is news; another cycle chosen in the picker is history.
  const cycleCopy = data?.cycle?.isCurrent
    ? cycleSituationCopy(cycleSituation(selected.cycles), admin)
    : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        description={
          cycle
            ? `${cycle.name} · ${formatDayRange(cycle.startDate, cycle.endDate)}`
            : 'O que está em risco e quem ainda não fez check-in.'
        }
        actions={
          selected.cycles.length > 0 && (
            <Group gap="sm" align="flex-end" wrap="wrap">
              <CycleSelect w={{ base: '100%', xs: 280 }} />
              <PresentButton cycleId={cycle?.id ?? null} />
            </Group>
          )
        }
      />
      {selected.isLoading || dashboard.isLoading ? (
        <DashboardSkeleton />
      ) : dashboard.error ? (
        <Alert color="red" icon={<IconAlertCircle size={16} />} title="Não foi possível carregar">
          {errorMessage(dashboard.error)}
        </Alert>
      ) : !data?.cycle ? (
        <CycleSituationCard copy={inactiveCycleCopy({ kind: 'none' }, admin)} />
      ) : objectiveTotal(data.objectivesByStatus) === 0 ? (
        cycleCopy ? (
          <CycleSituationCard copy={cycleCopy} />
        ) : (
          <NoObjectivesState cycleName={data.cycle.name} closed={data.cycle.status === 'closed'} />
        )
      ) : (
        <>
          {cycleCopy && <CycleSituationState copy={cycleCopy} variant="notice" />}
          <DashboardContent data={data} />
        </>
      )}
      {/* KPIs do not follow the cycle: shown with or without one. */}
      {!selected.isLoading && !dashboard.isLoading && <KpisCard />}
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-label="Carregando o dashboard">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={220} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {[0, 1].map((key) => (
          <Skeleton key={key} h={260} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
