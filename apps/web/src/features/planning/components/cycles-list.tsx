import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import type { Cycle } from '@rumo/shared/cycles/contracts';
import { type CycleStatus, cycleStatusLabels } from '@rumo/shared/okr/key-result-types';
import type { ReactNode } from 'react';
import { formatDayRange } from '../../../components/okr/format-day';

// Grey rather than 'dark' for closed cycles: a dark badge vanishes on the dark theme's cards.
const statusColors: Record<CycleStatus, string> = {
  planning: 'blue',
  active: 'green',
  closed: 'gray',
};

interface CyclesListProps {
  cycles: Cycle[];
  /** The admin's buttons for one cycle; absent for members. */
  actions?: (cycle: Cycle) => ReactNode;
}

function CycleName({ cycle }: { cycle: Cycle }) {
  return (
    <Group gap={6}>
      <Text fw={600} size="sm">
        {cycle.name}
      </Text>
      {cycle.isCurrent && (
        <Badge size="xs" variant="filled">
          Atual
        </Badge>
      )}
    </Group>
  );
}

function CycleStatusBadge({ status }: { status: CycleStatus }) {
  return (
    <Badge variant="light" color={statusColors[status]}>
      {cycleStatusLabels[status]}
    </Badge>
  );
}

/** Wide screens: one row per cycle. */
export function CyclesTable({ cycles, actions }: CyclesListProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label="Ciclos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Período</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="center">Objetivos</Table.Th>
            {actions && <Table.Th ta="right">Ações</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cycles.map((cycle) => (
            <Table.Tr key={cycle.id}>
              <Table.Td>
                <CycleName cycle={cycle} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDayRange(cycle.startDate, cycle.endDate)}</Text>
              </Table.Td>
              <Table.Td>
                <CycleStatusBadge status={cycle.status} />
              </Table.Td>
              <Table.Td ta="center">{cycle.objectiveCount}</Table.Td>
              {actions && (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {actions(cycle)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per cycle with its actions in reach (the table would hide them). */
export function CycleCards({ cycles, actions }: CyclesListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label="Ciclos" style={{ listStyle: 'none' }}>
      {cycles.map((cycle) => (
        <Card key={cycle.id} component="li" withBorder padding="sm" radius="md">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <CycleName cycle={cycle} />
              <Text size="xs" c="dimmed">
                {`${formatDayRange(cycle.startDate, cycle.endDate)} · ${plural(
                  cycle.objectiveCount,
                  'objetivo',
                  'objetivos',
                )}`}
              </Text>
            </Stack>
            <CycleStatusBadge status={cycle.status} />
          </Group>
          {actions && (
            <Group gap={6} mt="sm">
              {actions(cycle)}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
