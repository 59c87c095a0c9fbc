import { Center, Text } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import type { DonutSlice } from '../dashboard-model';
import { DonutChart } from './charts';
import { DashboardCard } from './dashboard-card';

interface ObjectivesDonutCardProps {
  title: string;
  description: string;
  slices: DonutSlice[];
  total: number;
}

/** Objectives split by one property, with the split also written out for screen readers. */
export function ObjectivesDonutCard({
  title,
  description,
  slices,
  total,
}: ObjectivesDonutCardProps) {
  return (
    <DashboardCard title={title} description={description}>
      {total === 0 ? (
        <Center h={160}>
          <Text size="sm" c="dimmed">
            Nenhum objetivo neste ciclo.
          </Text>
        </Center>
      ) : (
        <DonutChart
          data={slices}
          size={150}
          thickness={22}
          chartLabel={plural(total, 'objetivo', 'objetivos')}
          h={220}
          aria-label={`${title}: ${slices.map((slice) => `${slice.name} ${slice.value}`).join(', ')}`}
        />
      )}
    </DashboardCard>
  );
}
