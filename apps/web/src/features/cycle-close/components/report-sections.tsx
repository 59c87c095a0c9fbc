import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { CycleReport } from '@rumo/shared/cycle-close/contracts';
import type { ReactNode } from 'react';
import classes from './report.module.css';
import { RETROSPECTIVE_FIELDS } from './retrospective-form';

/** A report section: its own printed page. */
export function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={id}
      className={classes.section}
    >
      <Title order={2} fz="lg" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Average scores of a grouping (team, pillar or person), in the order given. */
export function AverageTable({ label, groups }: { label: string; groups: CycleReport['byTeam'] }) {
  if (groups.length === 0) return <Text size="sm">Sem resultados-chave no ciclo.</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label={`Nota média por ${label.toLowerCase()}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label}</Table.Th>
            <Table.Th ta="right">Nota média</Table.Th>
            <Table.Th ta="right">Resultados-chave</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id ?? 'none'}>
              <Table.Td>{group.name}</Table.Td>
              <Table.Td ta="right">{formatAverage(group.average)}</Table.Td>
              <Table.Td ta="right">{group.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** '0,65' */
export const formatAverage = (value: number) => value.toFixed(2).replace('.', ',');

/** The histogram of the scores (drawn bars, hidden from screen readers) and its table. */
export function Distribution({ bands }: { bands: CycleReport['distribution'] }) {
  const max = Math.max(1, ...bands.map((band) => band.count));
  return (
    <Stack gap="md">
      <div className={classes.bars} aria-hidden="true" data-testid="score-histogram">
        {bands.map((band) => (
          <div key={band.band} className={classes.barColumn}>
            <Text size="sm" fw={700}>
              {band.count}
            </Text>
            <div
              className={classes.bar}
              data-band={band.band}
              style={{ height: `${(band.count / max) * 100}%` }}
            />
            <Text size="xs">{band.label}</Text>
          </div>
        ))}
      </div>
      <Table aria-label="Distribuição das notas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Faixa de nota</Table.Th>
            <Table.Th ta="right">Resultados-chave</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bands.map((band) => (
            <Table.Tr key={band.band}>
              <Table.Td>{band.label}</Table.Td>
              <Table.Td ta="right">{band.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function Retrospectives({ items }: { items: CycleReport['retrospectives'] }) {
  if (items.length === 0) return <Text size="sm">Nenhuma retrospectiva escrita.</Text>;
  return (
    <Stack gap="lg">
      {items.map((item) => (
        <Stack key={item.objectiveId} gap={4} component="article">
          <Title order={3} fz="md">
            {item.title}
          </Title>
          <Text size="xs" c="dimmed">
            {item.ownerName}
          </Text>
          {RETROSPECTIVE_FIELDS.map(({ key, label }) =>
            item[key] ? (
              <Text size="sm" key={key}>
                <strong>{label}:</strong> {item[key]}
              </Text>
            ) : null,
          )}
        </Stack>
      ))}
    </Stack>
  );
}
