import { Alert, Skeleton, Stack } from '@mantine/core';
import { canManageCompany } from '@rumo/shared/objectives/permissions';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { useStrategicPlan } from '../api/use-strategic-plan';
import { CoverageSection } from '../components/coverage-section';
import { CyclesSection } from '../components/cycles-section';
import { PillarsSection } from '../components/pillars-section';
import { PlanCoachSection } from '../components/plan-coach-section';
import { StrategicPlanCard } from '../components/strategic-plan-card';

/** /planejamento: identity, pillars, cycles and how the objectives cover the strategy. */
export default function PlanningPage() {
  const { user } = useSession();
  const canEdit = canManageCompany({ id: user.id, role: user.role, teamId: user.id_team });
  const plan = useStrategicPlan();

  return (
    <>
      <PageHeader
        title="Planejamento"
        description={
          canEdit
            ? 'Missão, visão, valores e pilares que orientam os OKRs, e os ciclos em que eles acontecem.'
            : 'A estratégia da empresa: missão, visão, valores, pilares e ciclos.'
        }
      />
      <Stack gap="xl">
        {plan.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="Não foi possível carregar o planejamento"
          >
            {errorMessage(plan.error)}
          </Alert>
        ) : plan.data ? (
          <>
            <StrategicPlanCard plan={plan.data} canEdit={canEdit} />
            <PillarsSection pillars={plan.data.pillars} canEdit={canEdit} />
          </>
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="Carregando planejamento">
            <Skeleton height={200} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        )}
        <CyclesSection canEdit={canEdit} />
        <CoverageSection />
        <PlanCoachSection />
      </Stack>
    </>
  );
}
