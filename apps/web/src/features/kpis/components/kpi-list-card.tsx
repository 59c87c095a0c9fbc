import { ActionIcon, Anchor, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import type { Kpi } from '@rumo/shared/kpis/contracts';
import { formatKpiPeriod, kpiPeriodLabels } from '@rumo/shared/kpis/rules';
import { IconArchive, IconArchiveOff, IconDots, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatKpiValue } from '../../../components/kpis/kpi-format';
import { KpiSparkline } from '../../../components/kpis/kpi-sparkline';
import { KpiStatusBadge } from '../../../components/kpis/kpi-status-badge';
import { paths } from '../../../lib/paths';

interface KpiListCardProps {
  kpi: Kpi;
  onEdit: (kpi: Kpi) => void;
  onArchive: (kpi: Kpi) => void;
}

/** A KPI in the list: name, team, period, owner, latest value, sparkline and status. */
export function KpiListCard({ kpi, onEdit, onArchive }: KpiListCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={kpi.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.kpi(kpi.id)} fw={700} lineClamp={2}>
              {kpi.name}
            </Anchor>
            <Group gap={6}>
              <Badge variant="outline" color="gray" size="sm">
                {kpi.team?.name ?? 'Empresa'}
              </Badge>
              <Badge variant="outline" color="gray" size="sm">
                {kpiPeriodLabels[kpi.period]}
              </Badge>
            </Group>
          </Stack>
          {kpi.canManage && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`Ações de ${kpi.name}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(kpi)}>
                  Editar
                </Menu.Item>
                <Menu.Item
                  leftSection={
                    kpi.archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />
                  }
                  onClick={() => onArchive(kpi)}
                >
                  {kpi.archived ? 'Desarquivar' : 'Arquivar'}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <Stack gap={0}>
            <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {kpi.latest ? formatKpiValue(kpi, kpi.latest.value) : '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {kpi.latest
                ? formatKpiPeriod(kpi.period, kpi.latest.periodStart)
                : 'Sem valor registrado'}
            </Text>
          </Stack>
          <KpiSparkline kpi={kpi} />
        </Group>
        <Group justify="space-between" gap="xs">
          <KpiStatusBadge status={kpi.status} />
          <Text size="xs" c="dimmed" truncate>
            Responsável: {kpi.owner.name}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
