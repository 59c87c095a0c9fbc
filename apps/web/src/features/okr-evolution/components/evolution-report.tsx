import { Card, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Evolution } from '@rumo/shared/evolution/contracts';
import { evolutionReference } from '@rumo/shared/okr/expected-progress';
import { formatProgress } from '@rumo/shared/okr/format';
import { checkInToday } from '../../../components/okr/check-in-model';
import { formatDay } from '../../../components/okr/format-day';
import { capitalize, latestPoint } from '../evolution-chart-data';
import { EvolutionChart } from './evolution-chart';
import { EvolutionEmpty } from './evolution-empty';
import { ForecastTable } from './forecast-table';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={2}>
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 26 }} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** Figures, chart and key result table of one scope; `closed`: its cycle takes no new key results. */
export function EvolutionReport({ evolution, closed }: { evolution: Evolution; closed: boolean }) {
  const cycle = evolution.cycle;
  if (!cycle) return <EvolutionEmpty reason="no-cycle" />;
  const latest = latestPoint(evolution);
  if (!latest)
    return <EvolutionEmpty reason="not-started" startDate={formatDay(cycle.startDate)} />;
  const reference = evolutionReference({ ...cycle, closed }, checkInToday());

  return (
    <Stack gap="lg">
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
        <Stat
          label="Progresso atual"
          value={formatProgress(latest.progress)}
          hint={`em ${formatDay(latest.date)}`}
        />
        <Stat
          label={reference.label}
          value={formatProgress(reference.expected)}
          hint={closed ? `Ciclo encerrado em ${formatDay(cycle.endDate)}` : 'Ritmo linear do ciclo'}
        />
        <Stat
          label="Previsão ao fim do ciclo"
          value={evolution.forecast ? formatProgress(evolution.forecast.progress) : '—'}
          hint={`em ${formatDay(cycle.endDate)}`}
        />
      </SimpleGrid>
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="evolution-title"
      >
        <Stack gap={2} mb="md">
          <Title order={2} fz="lg" id="evolution-title">
            {evolution.label}
          </Title>
          <Text fw={600} c="violet" data-testid="forecast-sentence">
            {capitalize(evolution.forecastSentence)}
          </Text>
        </Stack>
        <EvolutionChart evolution={evolution} closed={closed} />
      </Card>
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="forecast-title"
      >
        <Title order={2} fz="lg" id="forecast-title" mb="md">
          Resultados-chave e previsões
        </Title>
        <ForecastTable keyResults={evolution.keyResults} closed={closed} />
      </Card>
    </Stack>
  );
}
