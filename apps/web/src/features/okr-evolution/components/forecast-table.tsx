import { Anchor, Badge, Card, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { plural } from '@rumo/shared/common/plural';
import type { Evolution } from '@rumo/shared/evolution/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { capitalize } from '../evolution-chart-data';
import { writeEvolutionParams } from '../evolution-params';

const PAGE_SIZE = 10;

type KeyResultForecast = Evolution['keyResults'][number];

function forecastColor(progress: number): string {
  if (progress >= 70) return 'green';
  if (progress >= 40) return 'yellow';
  return 'red';
}

/** The address of a key result's own evolution, keeping the cycle chosen. */
function useKeyResultLink() {
  const [searchParams] = useSearchParams();
  return (keyResult: KeyResultForecast) =>
    `?${writeEvolutionParams(searchParams, {
      scope: 'key_result',
      objectiveId: keyResult.objectiveId,
      itemId: keyResult.id,
    })}`;
}

function Forecast({ keyResult }: { keyResult: KeyResultForecast }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {keyResult.forecastProgress !== null && (
        <Badge
          variant="light"
          color={forecastColor(keyResult.forecastProgress)}
          style={{ flexShrink: 0 }}
        >
          {/* Whole percent, like the sentence beside it. */}
          {Math.round(Math.min(100, Math.max(0, keyResult.forecastProgress)))}%
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {capitalize(keyResult.forecastSentence)}
      </Text>
    </Group>
  );
}

interface ListProps {
  rows: KeyResultForecast[];
  linkTo: (keyResult: KeyResultForecast) => string;
}

function ForecastRows({ rows, linkTo }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" striped highlightOnHover aria-label="Resultados-chave">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Resultado-chave</Table.Th>
            <Table.Th w={170}>Progresso</Table.Th>
            <Table.Th w={240}>Previsão ao fim do ciclo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((keyResult) => (
            <Table.Tr key={keyResult.id}>
              <Table.Td>
                <Anchor component={Link} to={linkTo(keyResult)} size="sm" fw={500}>
                  {keyResult.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ProgressBar value={keyResult.progress} size="sm" label={keyResult.title} />
              </Table.Td>
              <Table.Td>
                <Forecast keyResult={keyResult} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per key result; the table would hide the forecast off-screen. */
function ForecastCards({ rows, linkTo }: ListProps) {
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      aria-label="Resultados-chave"
      style={{ listStyle: 'none' }}
    >
      {rows.map((keyResult) => (
        <Card key={keyResult.id} component="li" withBorder padding="sm" radius="md">
          <Stack gap="xs">
            <Anchor component={Link} to={linkTo(keyResult)} size="sm" fw={600}>
              {keyResult.title}
            </Anchor>
            <ProgressBar value={keyResult.progress} size="sm" label={keyResult.title} />
            <Forecast keyResult={keyResult} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

interface ForecastTableProps {
  keyResults: Evolution['keyResults'];
  /** The cycle was closed: nothing can be added to it any more. */
  closed: boolean;
}

/** The scope's key results with their progress and where they land at their current pace. */
export function ForecastTable({ keyResults, closed }: ForecastTableProps) {
  const [page, setPage] = useState(1);
  const isSmall = useMediaQuery('(max-width: 48em)');
  const linkTo = useKeyResultLink();
  const pageCount = Math.max(1, Math.ceil(keyResults.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = keyResults.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  if (keyResults.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {closed
          ? 'Nenhum resultado-chave neste escopo: o ciclo foi encerrado sem eles.'
          : 'Nenhum resultado-chave neste escopo. Cadastre resultados-chave nos objetivos em OKRs.'}
      </Text>
    );
  }
  const List = isSmall ? ForecastCards : ForecastRows;
  return (
    <Stack gap="sm">
      <List rows={rows} linkTo={linkTo} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {plural(keyResults.length, 'resultado-chave', 'resultados-chave')}
        </Text>
        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={current}
            onChange={setPage}
            size="sm"
            siblings={0}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? 'Próxima página' : 'Página anterior',
            })}
          />
        )}
      </Group>
    </Stack>
  );
}
