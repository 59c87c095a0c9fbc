import { Alert, Badge, List, Stack, Table, Text, Title } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import { keyResultTypeLabels, objectiveLevelLabels } from '@rumo/shared/okr/enums';
import { formatKeyResultValue } from '@rumo/shared/okr/format';
import type { OkrImportPreview } from '@rumo/shared/okr-import/contracts';
import { ScrollRegion } from '../../../components/scroll-region';
import classes from './okr-import.module.css';

/** Every row of the file with its errors, and what would be created. */
export function OkrImportPreviewView({ preview }: { preview: OkrImportPreview }) {
  const keyResultCount = preview.objectives.reduce((sum, o) => sum + o.keyResults.length, 0);
  return (
    <Stack gap="md">
      {preview.errorCount > 0 ? (
        <Alert color="red" title={`A planilha tem ${plural(preview.errorCount, 'erro', 'erros')}`}>
          Corrija a planilha e envie de novo. Nada será importado enquanto houver erros.
          {preview.fileErrors.length > 0 && (
            <List size="sm" mt="xs">
              {preview.fileErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      ) : (
        <Alert color="green" title="Planilha sem erros">
          Serão criados {plural(preview.objectives.length, 'objetivo', 'objetivos')} e{' '}
          {plural(keyResultCount, 'resultado-chave', 'resultados-chave')}.
        </Alert>
      )}
      {preview.rows.length > 0 && (
        <ScrollRegion label="Linhas da planilha" minWidth={640}>
          <Table striped withTableBorder>
            <Table.Caption>Linhas da planilha</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Linha</Table.Th>
                <Table.Th scope="col">Objetivo</Table.Th>
                <Table.Th scope="col">Resultado-chave</Table.Th>
                <Table.Th scope="col">Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((row) => (
                <Table.Tr key={row.line} data-testid={`import-row-${row.line}`}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{row.objective || '—'}</Table.Td>
                  <Table.Td>{row.keyResult || '—'}</Table.Td>
                  <Table.Td>
                    {row.errors.length === 0 ? (
                      <Badge color="green" variant="light">
                        OK
                      </Badge>
                    ) : (
                      <List size="sm" className={classes.rowError}>
                        {row.errors.map((message) => (
                          <List.Item key={message}>{message}</List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {preview.errorCount === 0 && preview.objectives.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            O que será criado
          </Title>
          {preview.objectives.map((objective) => (
            <div key={objective.line}>
              <Text fw={600}>{objective.title}</Text>
              <Text size="sm" c="dimmed">
                {[
                  objectiveLevelLabels[objective.level],
                  objective.team?.name,
                  objective.pillar?.name,
                  objective.owner.name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <List size="sm">
                {objective.keyResults.map((kr) => (
                  <List.Item key={`${kr.title}-${kr.owner.id}`}>
                    {kr.title}: {keyResultTypeLabels[kr.type]} de{' '}
                    {formatKeyResultValue(kr.start, kr)} para {formatKeyResultValue(kr.target, kr)}{' '}
                    · {kr.owner.name}
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
