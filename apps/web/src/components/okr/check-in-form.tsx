import {
  Alert,
  Button,
  Group,
  Input,
  NumberInput,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type CheckIn, checkInMessages } from '@rumo/shared/check-ins/contracts';
import { formatProgress } from '@rumo/shared/okr/format';
import { CONFIDENCES, confidenceLabels } from '@rumo/shared/okr/key-result-types';
import { IconAlertCircle, IconCalendar } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { reportSubmitError } from '../../lib/form-errors';
import { showToast } from '../../lib/toasts';
import classes from './check-in-form.module.css';
import {
  CHECK_IN_FIELDS,
  type CheckInFormValues,
  type CheckInKeyResult,
  checkInInitialValues,
  checkInToday,
  previewProgress,
  toCheckInBody,
  validateCheckIn,
  valueAffixes,
} from './check-in-model';
import { confidenceColors } from './confidence-badge';
import { describeGoal, formatValue } from './key-result-goal';
import { useSaveCheckIn } from './use-save-check-in';

export interface CheckInFormProps {
  keyResult: CheckInKeyResult;
  /** Edit this check-in instead of creating a new one. */
  checkIn?: Pick<CheckIn, 'id' | 'value' | 'confidence' | 'comment' | 'date'>;
  submitLabel?: string;
  /** Buttons placed before the submit button (Cancelar, Pular…). */
  secondaryActions?: ReactNode;
  onSaved?: (checkIn: CheckIn) => void;
}

/** Value, confidence, comment and date of one check-in, with the progress it would give. */
export function CheckInForm({
  keyResult,
  checkIn,
  submitLabel,
  secondaryActions,
  onSaved,
}: CheckInFormProps) {
  const today = useMemo(() => checkInToday(), []);
  const [formError, setFormError] = useState<string | null>(null);
  const saveCheckIn = useSaveCheckIn();
  const form = useForm<CheckInFormValues>({
    mode: 'controlled',
    initialValues: checkInInitialValues(keyResult, checkIn, today),
    validate: (values) => validateCheckIn(values, today),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await saveCheckIn.mutateAsync({
        keyResultId: keyResult.id,
        checkInId: checkIn?.id,
        body: toCheckInBody(values, today),
      });
      showToast({
        severity: 'success',
        summary: checkIn ? 'Check-in atualizado.' : checkInMessages.saved,
      });
      onSaved?.(saved);
    } catch (error) {
      setFormError(
        reportSubmitError(form, error, CHECK_IN_FIELDS, 'Não foi possível salvar o check-in'),
      );
    }
  });

  const { values } = form;
  const progress = previewProgress(keyResult, values.value);
  const isBinary = keyResult.type === 'binary';

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={`Check-in de ${keyResult.title}`}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600}>{keyResult.title}</Text>
          <Text size="sm" c="dimmed">
            {describeGoal(keyResult)} · Atual: {formatValue(keyResult, keyResult.current)}
          </Text>
        </Stack>

        {keyResult.type === 'milestone' ? (
          <Text size="sm">
            O progresso vem das iniciativas ({keyResult.current} de {keyResult.target} concluídas):
            o check-in registra a confiança e o comentário.
          </Text>
        ) : isBinary ? (
          <Switch
            label="Entregue"
            checked={Number(values.value) >= 1}
            onChange={(event) => form.setFieldValue('value', event.currentTarget.checked ? 1 : 0)}
            error={form.errors.value}
            data-autofocus
          />
        ) : (
          <NumberInput
            label="Valor atual"
            withAsterisk
            decimalScale={keyResult.decimals}
            decimalSeparator=","
            thousandSeparator="."
            {...valueAffixes(keyResult)}
            data-autofocus
            {...form.getInputProps('value')}
          />
        )}

        <Input.Wrapper label="Confiança" labelElement="div" error={form.errors.confidence}>
          <SegmentedControl
            fullWidth
            aria-label="Confiança"
            data={CONFIDENCES.map((value) => ({ value, label: confidenceLabels[value] }))}
            color={confidenceColors[values.confidence]}
            classNames={{ label: classes.confidenceLabel }}
            style={{
              '--confidence-contrast': `var(--rumo-${confidenceColors[values.confidence]}-contrast)`,
            }}
            value={values.confidence}
            onChange={(value) => form.setFieldValue('confidence', value)}
            size="sm"
            mt={4}
          />
        </Input.Wrapper>

        <Textarea
          label="Comentário"
          placeholder="O que avançou, o que travou, qual o próximo passo?"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('comment')}
        />

        <DatePickerInput
          label="Data"
          valueFormat="DD/MM/YY"
          maxDate={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          {...form.getInputProps('date')}
        />

        <ProgressPreview progress={progress} current={keyResult.progress} />

        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm" wrap="wrap">
          {secondaryActions}
          <Button type="submit" loading={saveCheckIn.isPending}>
            {submitLabel ?? (checkIn ? 'Salvar alterações' : 'Registrar check-in')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProgressPreview({ progress, current }: { progress: number | null; current: number }) {
  const delta = progress === null ? 0 : progress - current;
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite" data-testid="check-in-preview">
      <Group justify="space-between" mb={6}>
        <Text size="sm" c="dimmed">
          Progresso com este valor
        </Text>
        <Text size="sm" fw={600}>
          {progress === null ? '—' : formatProgress(progress)}
        </Text>
      </Group>
      <Progress
        value={progress ?? 0}
        color={progress !== null && progress >= 100 ? 'green' : undefined}
        aria-label="Progresso com este valor"
      />
      <Text size="xs" c="dimmed" mt={6}>
        {progress === null
          ? 'Informe o valor para ver o progresso.'
          : `Hoje: ${formatProgress(current)}${deltaText(delta)}`}
      </Text>
    </Paper>
  );
}

function deltaText(delta: number): string {
  if (Math.abs(delta) < 0.05) return ' (sem mudança)';
  const sign = delta > 0 ? '+' : '−';
  return ` (${sign}${formatProgress(Math.abs(delta)).replace('%', '')} p.p.)`;
}
