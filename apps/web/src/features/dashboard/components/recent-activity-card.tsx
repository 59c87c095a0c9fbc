import { Text, Timeline } from '@mantine/core';
import type { Activity } from '@rumo/shared/activity/contracts';
import {
  IconFlag,
  IconPencil,
  IconPencilCheck,
  IconPlus,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { ScrollList } from '../../../components/scroll-region';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { activitySentence } from '../activity-sentence';
import { DashboardCard } from './dashboard-card';

function ActivityIcon({ activity }: { activity: Activity }) {
  if (activity.entityType === 'check_in') return <IconPencilCheck size={12} />;
  if (activity.action === 'deleted') return <IconTrash size={12} />;
  if (activity.action === 'closed') return <IconFlag size={12} />;
  if (activity.entityType === 'team' || activity.entityType === 'user')
    return <IconUsers size={12} />;
  if (activity.action === 'created') return <IconPlus size={12} />;
  return <IconPencil size={12} />;
}

/** "05/05/25 às 14:30" in the company's time zone. */
function when(timestamp: string): string {
  return dayjs(timestamp).tz(APP_TIME_ZONE).format('DD/MM/YY [às] HH:mm');
}

export function RecentActivityCard({ activity }: { activity: Activity[] }) {
  return (
    <DashboardCard title="Atividade recente" description="O que mudou nos OKRs da empresa">
      {activity.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma atividade ainda. Objetivos criados e check-ins aparecem aqui.
        </Text>
      ) : (
        <ScrollList label="Lista de atividades recentes" maxHeight={360}>
          <Timeline bulletSize={22} lineWidth={2} active={-1}>
            {activity.map((item) => (
              <Timeline.Item key={item.id} bullet={<ActivityIcon activity={item} />}>
                <Text size="sm">{activitySentence(item)}</Text>
                <Text size="xs" c="dimmed">
                  {when(item.createdAt)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </ScrollList>
      )}
    </DashboardCard>
  );
}
