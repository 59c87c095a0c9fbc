import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { MyWeek, MyWeekKeyResult } from '@rumo/shared/my-week/contracts';
import { CHECK_IN_STATE_LABELS, type CheckInState } from '@rumo/shared/okr/check-in-due';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { EmptyState } from '../../../components/okr/empty-state';
import { formatDay } from '../../../components/okr/format-day';
import { formatValue } from '../../../components/okr/key-result-goal';
import { CheckInButton, KeyResultBar } from '../../../components/okr/key-result-row';
import { formatDate } from '../../../lib/dates';
import { keyResultAnchor, paths } from '../../../lib/paths';
import classes from './my-week.module.css';
import { MyWeekSection } from './my-week-section';

// The check-in form (dates, number inputs, validation) loads on the first click, not with the page.
const CheckInDialog = lazy(async () => ({
  default: (await import('../../../components/okr/check-in-dialog')).CheckInDialog,
}));

const STATE_COLORS: Record<CheckInState, string> = {
  done: 'green',
  pending: 'yellow',
  late: 'red',
};

function stateDetail({ state, dueDay, daysLate }: MyWeekKeyResult['checkIn']): string {
  if (state === 'done') return 'Check-in desta semana feito';
  if (state === 'pending') return `Check-in previsto para ${formatDay(dueDay)}`;
  return `Check-in de ${formatDay(dueDay)} atrasado há ${daysLate} ${daysLate === 1 ? 'dia' : 'dias'}`;
}

function lastCheckIn(item: MyWeekKeyResult): string {
  if (!item.lastCheckInAt) return 'Ainda sem check-in';
  return `Último check-in: ${formatValue(item, item.current)} em ${formatDate(item.lastCheckInAt)}`;
}

/** "Meus resultados-chave": what I own, this week's check-in state, a check-in from the row. */
export function KeyResultsSection({ data }: { data: MyWeek }) {
  const keyResults = data.keyResults;
  const [selected, setSelected] = useState<MyWeekKeyResult | null>(null);
  // Mounted from the first check-in on, so the dialog can still animate out when closed.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (selected && !dialogUsed) setDialogUsed(true);
  const owed = keyResults.filter((kr) => kr.checkIn.state !== 'done').length;
  return (
    <MyWeekSection
      title="Meus resultados-chave"
      count={keyResults.length}
      description={
        keyResults.length === 0
          ? undefined
          : owed === 0
            ? 'Todos os check-ins desta semana estão feitos.'
            : `${owed} ${owed === 1 ? 'check-in pendente' : 'check-ins pendentes'} nesta semana.`
      }
    >
      {keyResults.length === 0 ? (
        <EmptyState
          size="sm"
          title="Nenhum resultado-chave seu no ciclo ativo"
          description="Quando você for dono de um resultado-chave de um objetivo ativo, ele aparece aqui com o check-in da semana."
        />
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {keyResults.map((item) => (
            <Stack
              key={item.id}
              component="li"
              gap={6}
              className={classes.row}
              data-testid="my-week-key-result"
              data-state={item.checkIn.state}
            >
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`${paths.objective(item.objective.id)}#${keyResultAnchor(item.id)}`}
                    className={classes.link}
                    size="sm"
                  >
                    {item.title}
                  </Anchor>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {item.objective.title} · {item.cycle.name}
                  </Text>
                </Stack>
                <Badge
                  variant="light"
                  color={STATE_COLORS[item.checkIn.state]}
                  style={{ flexShrink: 0 }}
                >
                  {CHECK_IN_STATE_LABELS[item.checkIn.state]}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {lastCheckIn(item)} · {stateDetail(item.checkIn)}
              </Text>
              <Group gap="xs" wrap="wrap">
                <KeyResultBar keyResult={item} />
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <ConfidenceBadge confidence={item.confidence} size="sm" />
                  <CheckInButton title={item.title} onClick={() => setSelected(item)} />
                </Group>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <CheckInDialog
            opened={selected !== null}
            keyResult={selected}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
    </MyWeekSection>
  );
}
