import { SimpleGrid, Stack } from '@mantine/core';
import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { confidenceSlices, objectiveTotal, statusSlices } from '../dashboard-model';
import { KeyResultListCard } from './key-result-list-card';
import { MissingCheckInsCard } from './missing-check-ins-card';
import { MyOkrsCard } from './my-okrs-card';
import { ObjectivesDonutCard } from './objectives-donut-card';
import { ProgressCard } from './progress-card';
import { RecentActivityCard } from './recent-activity-card';
import { TeamProgressCard } from './team-progress-card';

export function DashboardContent({ data }: { data: Dashboard }) {
  const total = objectiveTotal(data.objectivesByStatus);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <ProgressCard progress={data.progress} expected={data.expectedProgress} />
        <ObjectivesDonutCard
          title="Objetivos por status"
          description="Rascunho, ativos e encerrados"
          slices={statusSlices(data.objectivesByStatus)}
          total={total}
        />
        <ObjectivesDonutCard
          title="Objetivos por confiança"
          description="Pior confiança entre os resultados-chave"
          slices={confidenceSlices(data.objectivesByConfidence)}
          total={total}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <KeyResultListCard
          title="Resultados-chave em risco"
          description="Em risco ou fora do caminho no último check-in"
          items={data.atRisk}
          empty="Nenhum resultado-chave em risco. Continue acompanhando os check-ins."
        />
        <KeyResultListCard
          title="Queda de confiança"
          description="A confiança caiu no último check-in"
          items={data.confidenceDrops}
          empty="Nenhuma queda de confiança nos últimos check-ins."
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TeamProgressCard teams={data.teams} />
        <MissingCheckInsCard people={data.missingCheckIns} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MyOkrsCard keyResults={data.myKeyResults} />
        <RecentActivityCard activity={data.recentActivity} />
      </SimpleGrid>
    </Stack>
  );
}
