import { Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { Evolution } from '@rumo/shared/evolution/contracts';
import { useState } from 'react';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { capitalize } from '../evolution-chart-data';

const PAGE_SIZE = 10;

function forecastColor(progress: number): string {
  if (progress >= 70) return 'green';
  if (progress >= 40) return 'yellow';
  return 'red';
}

/** The scope's key results with their progress and where they land at their current pace. */
export function ForecastTable({ keyResults }: { keyResults: Evolution['keyResults'] }) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(keyResults.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = keyResults.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  if (keyResults.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum resultado-chave neste escopo. Cadastre resultados-chave nos objetivos em OKRs.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" striped highlightOnHover>
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
                  <Text size="sm" fw={500}>
                    {keyResult.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ProgressBar value={keyResult.progress} size="sm" label={keyResult.title} />
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {keyResults.length === 1 ? '1 resultado-chave' : `${keyResults.length} resultados-chave`}
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
