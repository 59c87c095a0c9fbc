import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type CycleBody, cycleBodySchema } from '@rumo/shared/cycles/contracts';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { useCycleOptions } from '../../../components/okr/use-cycle-options';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { reportSubmitError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useCompanySettings } from '../api/use-company-settings';
import { useCreateCycle } from '../api/use-cycle-mutations';
import { type CycleSuggestion, suggestNextCycle } from './cycle-suggestion';

const DEFAULT_LENGTH_MONTHS = 3;
const CYCLE_FIELDS = ['name', 'startDate', 'endDate'];

function CycleForm({ suggestion, onClose }: { suggestion: CycleSuggestion; onClose: () => void }) {
  const create = useCreateCycle();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CycleBody>({
    mode: 'controlled',
    initialValues: suggestion,
    validate: zod4Resolver(cycleBodySchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(values);
      showToast({ severity: 'success', summary: 'Ciclo criado em planejamento.' });
      onClose();
    } catch (error) {
      setFormError(reportSubmitError(form, error, CYCLE_FIELDS, 'Não foi possível criar o ciclo'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Stack gap="md">
        <TextInput
          label="Nome"
          placeholder="Ex.: T3 2025"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label="Início"
            valueFormat="DD/MM/YY"
            withAsterisk
            {...form.getInputProps('startDate')}
            onChange={(value) => form.setFieldValue('startDate', value ?? '')}
          />
          <DatePickerInput
            label="Fim"
            valueFormat="DD/MM/YY"
            withAsterisk
            minDate={form.values.startDate || undefined}
            {...form.getInputProps('endDate')}
            onChange={(value) => form.setFieldValue('endDate', value ?? '')}
          />
        </SimpleGrid>
        <FormActions onCancel={onClose} loading={create.isPending} submitLabel="Criar ciclo" />
      </Stack>
    </form>
  );
}

/** 'Novo ciclo': dates default to the company's cycle length, after the latest cycle. */
export function CycleFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const cycles = useCycleOptions();
  const settings = useCompanySettings();
  const ready = !cycles.isLoading && !settings.isLoading;
  const suggestion = suggestNextCycle(
    cycles.data ?? [],
    settings.data?.defaultCycleLengthMonths ?? DEFAULT_LENGTH_MONTHS,
    todayInTimeZone(new Date(), settings.data?.timeZone ?? APP_TIME_ZONE),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Novo ciclo" centered>
      {opened && ready && <CycleForm suggestion={suggestion} onClose={onClose} />}
    </Modal>
  );
}
