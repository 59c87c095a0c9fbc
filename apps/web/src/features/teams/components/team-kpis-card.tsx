import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { KpiHealthList } from '../../../components/kpis/kpi-health-list';
import { paths } from '../../../lib/paths';

/** The team's KPIs with their sparkline and status, linking to the list filtered by the team. */
export function TeamKpisCard({ teamId }: { teamId: string }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Indicadores do time">
      <Group justify="space-between" mb="md" gap="xs">
        <Stack gap={0}>
          <Title order={2} fz="lg">
            Indicadores
          </Title>
          <Text size="sm" c="dimmed">
            A saúde do time, período a período
          </Text>
        </Stack>
        <Anchor component={Link} to={`${paths.kpis}?time=${teamId}`} size="sm">
          Ver no Indicadores
        </Anchor>
      </Group>
      <KpiHealthList scope={teamId} emptyText="Este time ainda não acompanha indicadores." />
    </Card>
  );
}
