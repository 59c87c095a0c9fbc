import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { plural } from '@rumo/shared/common/plural';
import { type CoachObjective, evaluateObjective } from '@rumo/shared/okr/coach/evaluate';
import { coachScoreBandLabels } from '@rumo/shared/okr/coach/rules';
import { IconBulb } from '@tabler/icons-react';
import { useMemo } from 'react';
import { CoachFindingList, CoachScoreBadge } from '../../../../components/okr/coach/coach-findings';

/** Typing pauses this long before the coach looks again. */
export const COACH_DEBOUNCE_MS = 400;

/**
 * "Coach do plano" beside the objective form: the score and the findings of what is typed,
 * re-evaluated when typing pauses. Only a one-line summary is announced (politely).
 */
export function CoachPanel({ input }: { input: CoachObjective }) {
  const [settled] = useDebouncedValue(JSON.stringify(input), COACH_DEBOUNCE_MS);
  const coaching = useMemo(() => evaluateObjective(JSON.parse(settled)), [settled]);
  const count = coaching.findings.length;
  const summary = `Nota do plano: ${coaching.score} de 100, ${coachScoreBandLabels[coaching.band]}. ${
    count === 0 ? 'Nenhuma sugestão.' : `${plural(count, 'sugestão', 'sugestões')}.`
  }`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="coach-panel-title"
      data-testid="coach-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconBulb size={18} aria-hidden />
            <Title order={3} fz="md" id="coach-panel-title">
              Coach do plano
            </Title>
          </Group>
          <CoachScoreBadge score={coaching.score} band={coaching.band} />
        </Group>
        <Text size="xs" c="dimmed">
          Sugestões de boas práticas enquanto você escreve. Não impedem salvar.
        </Text>
        <VisuallyHidden role="status" aria-live="polite">
          {summary}
        </VisuallyHidden>
        <CoachFindingList findings={coaching.findings} label="Sugestões do coach" />
      </Stack>
    </Paper>
  );
}
