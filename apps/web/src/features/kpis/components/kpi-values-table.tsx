import { ActionIcon, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { KpiDetail, KpiValue } from '@rumo/shared/kpis/contracts';
import { formatKpiPeriod, kpiStatus } from '@rumo/shared/kpis/rules';
import { IconPencil } from '@tabler/icons-react';
import { formatKpiValue } from '../../../components/kpis/kpi-format';
import { KpiStatusBadge } from '../../../components/kpis/kpi-status-badge';
import { formatDate } from '../../../lib/dates';

interface KpiValuesTableProps {
  kpi: KpiDetail;
  /** Set when the viewer may correct a value. */
  onEdit?: (value: KpiValue) => void;
}

/** Every recorded value, newest first, with its status, note and who recorded it. */
export function KpiValuesTable({ kpi, onEdit }: KpiValuesTableProps) {
  if (kpi.values.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={`Valores de ${kpi.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Período</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Observação</Table.Th>
            <Table.Th>Registrado por</Table.Th>
            {onEdit && (
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kpi.values.map((value) => {
            const period = formatKpiPeriod(kpi.period, value.periodStart);
            return (
              <Table.Tr key={value.id} data-testid="kpi-value-row">
                <Table.Td>{period}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatKpiValue(kpi, value.value)}
                </Table.Td>
                <Table.Td miw={110}>
                  <KpiStatusBadge status={kpiStatus(value.value, kpi)} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {value.note ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {value.recordedBy?.name ?? '—'}{' '}
                    <Text span size="xs" c="dimmed">
                      {formatDate(value.updatedAt)}
                    </Text>
                  </Text>
                </Table.Td>
                {onEdit && (
                  <Table.Td>
                    <Tooltip label={`Corrigir ${period}`}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Corrigir o valor de ${period}`}
                        onClick={() => onEdit(value)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
