import { Button, Stack, Text } from '@mantine/core';
import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { MAX_CHART_TEAMS, teamBars } from '../dashboard-model';
import { DashboardCard } from './dashboard-card';
import { BarChart } from './lazy-charts';

const percent = (value: number) => `${value.toLocaleString('pt-BR')}%`;

/** Average progress of each team's objectives in the cycle. */
export function TeamProgressCard({ teams }: { teams: Dashboard['teams'] }) {
  const bars = teamBars(teams);
  return (
    <DashboardCard title="Progresso por time" description="Média dos objetivos de cada time">
      {bars.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            Nenhum time tem objetivos neste ciclo.
          </Text>
          <Button component={Link} to={paths.okrs} variant="light" size="xs">
            Criar objetivos de time
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs">
          <BarChart
            h={Math.max(120, bars.length * 36 + 40)}
            data={bars}
            dataKey="team"
            orientation="vertical"
            series={[{ name: 'Progresso', color: 'blue.6' }]}
            valueFormatter={percent}
            xAxisProps={{ domain: [0, 100] }}
            yAxisProps={{ width: 110 }}
            gridAxis="none"
            withBarValueLabel
            maxBarWidth={22}
            aria-label={`Progresso por time: ${bars.map((bar) => `${bar.team} ${percent(bar.Progresso)}`).join(', ')}`}
            role="img"
          />
          {teams.length > MAX_CHART_TEAMS && (
            <Text size="xs" c="dimmed">
              Mostrando os {MAX_CHART_TEAMS} times mais avançados de {teams.length}.
            </Text>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
