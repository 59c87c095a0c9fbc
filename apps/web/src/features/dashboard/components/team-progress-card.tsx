import { Button, Stack, Text } from '@mantine/core';
import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { MAX_CHART_TEAMS, teamBars } from '../dashboard-model';
import { BarChart } from './charts';
import { DashboardCard } from './dashboard-card';

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
            data={bars.map((bar) => ({ label: bar.team, value: bar.Progresso }))}
            color="blue.6"
            valueFormatter={percent}
            max={100}
            ticks={[0, 25, 50, 75, 100]}
            aria-label={`Progresso por time: ${bars.map((bar) => `${bar.team} ${percent(bar.Progresso)}`).join(', ')}`}
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
