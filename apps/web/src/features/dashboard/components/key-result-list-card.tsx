import { Group, Stack, Text } from '@mantine/core';
import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { KeyResultBar } from '../../../components/okr/key-result-row';
import { ScrollList } from '../../../components/scroll-region';
import { UserAvatar } from '../../../components/user-avatar';
import classes from './dashboard.module.css';
import { DashboardCard } from './dashboard-card';

type DashboardKeyResult = Dashboard['atRisk'][number] & {
  previousConfidence?: Dashboard['confidenceDrops'][number]['previousConfidence'];
};

interface KeyResultListCardProps {
  title: string;
  description: string;
  items: DashboardKeyResult[];
  empty: ReactNode;
}

/** Key results that need attention, worst first, with owner, progress and confidence. */
export function KeyResultListCard({ title, description, items, empty }: KeyResultListCardProps) {
  return (
    <DashboardCard title={title} description={description}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ScrollList label={`Lista: ${title}`} maxHeight={320}>
          <Stack gap={0}>
            {items.map((item) => (
              <Stack key={item.id} gap={6} className={classes.row}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {item.objective.title}
                    </Text>
                  </Stack>
                  <UserAvatar avatar={item.owner.avatar} name={item.owner.name} size={26} />
                </Group>
                <Group gap="xs" wrap="wrap">
                  <KeyResultBar keyResult={item} />
                  <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                    {item.previousConfidence && (
                      <>
                        <ConfidenceBadge confidence={item.previousConfidence} size="sm" />
                        <IconArrowRight size={14} aria-label="caiu para" />
                      </>
                    )}
                    <ConfidenceBadge confidence={item.confidence} size="sm" />
                  </Group>
                </Group>
              </Stack>
            ))}
          </Stack>
        </ScrollList>
      )}
    </DashboardCard>
  );
}
