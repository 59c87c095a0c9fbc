import { Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { Kpi } from '@rumo/shared/kpis/contracts';
import { formatKpiPeriod } from '@rumo/shared/kpis/rules';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useRecordKpiValue } from '../api/use-record-kpi-value';
import { recentPeriodOptions } from './kpi-periods';

interface RecordValueModalProps {
  kpi: Kpi;
  opened: boolean;
  onClose: () => void;
  /** The period to correct (a row of the table); absent: the current one. */
  initial?: { periodStart: string; value: number; note: string | null };
}

interface ValueFormValues {
  periodStart: string;
  value: number | string;
  note: string;
}

const FIELDS = ['periodStart', 'value', 'note'] as const;

/** "Registrar valor": one value per period; recording a period again replaces its value. */
export function RecordValueModal({ kpi, opened, onClose, initial }: RecordValueModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Registrar valor" fullScreen={isSmall} centered>
      {opened && <RecordValueForm kpi={kpi} initial={initial} onDone={onClose} />}
    </Modal>
  );
}

function RecordValueForm({
  kpi,
  initial,
  onDone,
}: {
  kpi: Kpi;
  initial: RecordValueModalProps['initial'];
  onDone: () => void;
}) {
  const record = useRecordKpiValue(kpi.id);
  const [formError, setFormError] = useState<string | null>(null);
  const periods = recentPeriodOptions(kpi.period, 12);
  if (initial && !periods.some((option) => option.value === initial.periodStart)) {
    periods.push({
      value: initial.periodStart,
      label: formatKpiPeriod(kpi.period, initial.periodStart),
    });
  }
  const form = useForm<ValueFormValues>({
    initialValues: {
      periodStart: initial?.periodStart ?? periods[0]?.value ?? '',
      value: initial?.value ?? '',
      note: initial?.note ?? '',
    },
    validate: {
      periodStart: (value) => (value ? null : 'Escolha o período.'),
      value: (value) => (value === '' || Number.isNaN(Number(value)) ? 'Informe o valor.' : null),
    },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await record.mutateAsync({
        periodStart: values.periodStart,
        value: Number(values.value),
        note: values.note,
      });
      showToast({ severity: 'success', summary: 'Valor registrado.' });
      onDone();
    } catch (error) {
      setFormError(reportSubmitError(form, error, FIELDS, 'Não foi possível registrar o valor'));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Registrar valor">
      <Stack gap="md">
        <FormAlert message={formError} />
        <Select
          label="Período"
          description="Um valor por período: registrar de novo substitui o anterior."
          data={periods}
          allowDeselect={false}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('periodStart')}
        />
        <NumberInput
          label="Valor"
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={Math.max(kpi.decimals, 2)}
          withAsterisk
          data-autofocus
          {...form.getInputProps('value')}
        />
        <Textarea
          label="Observação"
          placeholder="Opcional: o que explica este valor"
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps('note')}
        />
        <FormActions onCancel={onDone} loading={record.isPending} submitLabel="Registrar" />
      </Stack>
    </form>
  );
}
