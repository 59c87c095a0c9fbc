import { Badge, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import type { ClosingKeyResult } from '@rumo/shared/cycle-close/contracts';
import { cycleCloseMessages } from '@rumo/shared/cycle-close/contracts';
import { formatScore, needsReason } from '@rumo/shared/cycle-close/score';
import { formatProgress } from '@rumo/shared/okr/format';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useScoreKeyResult } from '../api/use-cycle-close';

const SCORE_OPTIONS = Array.from({ length: 11 }, (_, tenth) => ({
  value: String(tenth / 10),
  label: formatScore(tenth / 10),
}));

/** The score as it stands: a person's, or the suggestion applied at the close ("sugerida"). */
export function ScoreBadge({ keyResult }: { keyResult: ClosingKeyResult }) {
  if (!keyResult.score) {
    return (
      <Badge variant="light" color="gray">
        Sem nota
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={keyResult.score.applied ? 'yellow' : 'green'}>
      {`Nota ${formatScore(keyResult.score.score)}${keyResult.score.applied ? ' (sugerida)' : ''}`}
    </Badge>
  );
}

/** One key result of the checklist: its suggestion and, for who may, the final score form. */
export function KeyResultScore({ keyResult }: { keyResult: ClosingKeyResult }) {
  const save = useScoreKeyResult(keyResult.id);
  const initial = keyResult.score?.score ?? keyResult.suggested;
  const [score, setScore] = useState(String(initial));
  const [reason, setReason] = useState(keyResult.score?.reason ?? '');
  // The version this form was filled from: a save is refused (409) if someone saved meanwhile,
  // and the fresher score, once loaded, replaces what the form shows.
  const version = keyResult.score?.version ?? 0;
  const [filledFrom, setFilledFrom] = useState(version);
  if (filledFrom !== version) {
    setFilledFrom(version);
    setScore(String(initial));
    setReason(keyResult.score?.reason ?? '');
  }
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const differs = needsReason(Number(score), keyResult.suggested);
  const fieldId = `score-${keyResult.id}`;

  const submit = async () => {
    if (differs && !reason.trim()) {
      setReasonError(cycleCloseMessages.reasonRequired);
      return;
    }
    setReasonError(null);
    setError(null);
    try {
      await save.mutateAsync({
        score: Number(score),
        reason: differs ? reason : null,
        expectedVersion: version,
      });
      showToast({ severity: 'success', summary: 'Nota salva.' });
    } catch (caught) {
      setError(errorMessage(caught));
      if (isApiError(caught) && caught.status === 409) await save.reload();
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text fw={600} size="sm">
              {keyResult.title}
            </Text>
            <Text size="xs" c="dimmed">
              {`${keyResult.owner.name} · progresso ${formatProgress(keyResult.progress)} · sugerida ${formatScore(keyResult.suggested)}`}
            </Text>
          </Stack>
          <ScoreBadge keyResult={keyResult} />
        </Group>
        {keyResult.canScore && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormAlert message={error} />
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                id={fieldId}
                label="Nota final"
                data={SCORE_OPTIONS}
                value={score}
                onChange={(value) => setScore(value ?? String(keyResult.suggested))}
                allowDeselect={false}
                w={120}
              />
              {differs && (
                <Textarea
                  label="Motivo da nota diferente da sugerida"
                  withAsterisk
                  error={reasonError}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  maxLength={500}
                  autosize
                  minRows={1}
                  style={{ flex: 1, minWidth: 200 }}
                />
              )}
              <Button type="submit" variant="light" loading={save.isPending}>
                Salvar nota
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
