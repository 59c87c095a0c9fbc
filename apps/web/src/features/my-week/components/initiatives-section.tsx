import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { MyWeek } from '@rumo/shared/my-week/contracts';
import {
  INITIATIVE_STATUSES,
  type InitiativeStatus,
  initiativeStatusLabels,
  isInitiativeOverdue,
} from '@rumo/shared/objectives/initiative-enums';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { checkInToday } from '../../../components/okr/check-in-model';
import { EmptyState } from '../../../components/okr/empty-state';
import { formatDay } from '../../../components/okr/format-day';
import { errorMessage } from '../../../lib/api-error';
import { keyResultAnchor, paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useInitiativeStatus } from '../api/use-initiative-status';
import classes from './my-week.module.css';
import { MyWeekSection } from './my-week-section';

const STATUS_OPTIONS = INITIATIVE_STATUSES.map((value) => ({
  value,
  label: initiativeStatusLabels[value],
}));

/** "Minhas iniciativas": the open initiatives I own, overdue first by date; status from the row. */
export function InitiativesSection({ data }: { data: MyWeek }) {
  const initiatives = data.initiatives;
  const changeStatus = useInitiativeStatus();
  const today = checkInToday();
  const overdue = initiatives.filter((item) => isInitiativeOverdue(item, today)).length;
  return (
    <MyWeekSection
      title="Minhas iniciativas"
      count={initiatives.length}
      description={
        overdue > 0
          ? `${overdue} ${overdue === 1 ? 'iniciativa atrasada' : 'iniciativas atrasadas'}.`
          : undefined
      }
    >
      {initiatives.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconChecklist aria-hidden />}
          title="Nenhuma iniciativa aberta sua"
          description="As iniciativas de que você é responsável aparecem aqui até serem concluídas ou canceladas."
        />
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {initiatives.map((item) => (
            <Group
              key={item.id}
              component="li"
              gap="sm"
              wrap="wrap"
              align="center"
              className={classes.row}
              data-testid="my-week-initiative"
            >
              <Stack gap={0} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`${paths.objective(item.objectiveId)}#${keyResultAnchor(item.keyResultId)}`}
                  className={classes.link}
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {item.title}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {`${item.keyResultTitle} · ${item.objectiveTitle}`}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {item.dueDate ? `Prazo ${formatDay(item.dueDate)}` : 'Sem prazo'}
                </Text>
                {isInitiativeOverdue(item, today) && (
                  <Badge color="red" variant="light">
                    Atrasada
                  </Badge>
                )}
              </Group>
              <Select
                size="xs"
                w={150}
                aria-label={`Status de "${item.title}"`}
                data={STATUS_OPTIONS}
                value={item.status}
                allowDeselect={false}
                disabled={changeStatus.isPending}
                onChange={(value) => {
                  if (!value || value === item.status) return;
                  changeStatus
                    .mutateAsync({ id: item.id, status: value as InitiativeStatus })
                    .then(() =>
                      showToast({ severity: 'success', summary: 'Status da iniciativa alterado.' }),
                    )
                    .catch((error) =>
                      showToast({
                        severity: 'error',
                        summary: 'Não foi possível alterar o status',
                        detail: errorMessage(error),
                      }),
                    );
                }}
              />
            </Group>
          ))}
        </Stack>
      )}
    </MyWeekSection>
  );
}
