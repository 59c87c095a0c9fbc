import {
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CompanySettings, companySettingsBodySchema } from '@rumo/shared/settings/contracts';
import { useMemo, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useUpdateSettings } from '../api/use-update-settings';
import { EscalationSelect, escalationChoiceSchema, toEscalationChoice } from './escalation-select';
import { cycleLengthOptions, timeZoneOptions, weekDayOptions } from './settings-options';

/** Selects hold strings; the shared schema coerces them back to numbers. */
export interface CompanySettingsValues {
  companyName: string;
  checkInWeekDay: string;
  timeZone: string;
  defaultCycleLengthMonths: string;
  escalateCheckInsAfterDays: string;
  approvalRequired: boolean;
  milestoneKeyResults: boolean;
}

const FIELDS = [
  'companyName',
  'checkInWeekDay',
  'timeZone',
  'defaultCycleLengthMonths',
  'escalateCheckInsAfterDays',
  'approvalRequired',
  'milestoneKeyResults',
] as const;

/** The API's body with the escalation select's string value. */
const formSchema = companySettingsBodySchema.extend({
  escalateCheckInsAfterDays: escalationChoiceSchema,
});

export function toFormValues(settings: CompanySettings): CompanySettingsValues {
  return {
    companyName: settings.companyName,
    checkInWeekDay: String(settings.checkInWeekDay),
    timeZone: settings.timeZone,
    defaultCycleLengthMonths: String(settings.defaultCycleLengthMonths),
    escalateCheckInsAfterDays: toEscalationChoice(settings.escalateCheckInsAfterDays),
    approvalRequired: settings.approvalRequired,
    milestoneKeyResults: settings.milestoneKeyResults,
  };
}

/** Company name, check-in week day, time zone, default cycle length and check-in escalation. */
export function CompanySettingsForm({ settings }: { settings: CompanySettings }) {
  const update = useUpdateSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CompanySettingsValues>({
    initialValues: toFormValues(settings),
    validate: schemaValidator<CompanySettingsValues>(formSchema),
  });
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(formSchema.parse(values));
      form.setInitialValues(toFormValues(saved));
      form.resetDirty(toFormValues(saved));
      showToast({ severity: 'success', summary: 'Configurações salvas.' });
    } catch (error) {
      setFormError(reportSubmitError(form, error, FIELDS, 'Não foi possível salvar'));
    }
  });

  return (
    <Card withBorder padding="xl" radius="md">
      <Title order={2} fz="lg" mb="lg">
        Dados da empresa
      </Title>
      <FormAlert message={formError} />
      <form onSubmit={handleSubmit} noValidate aria-label="Dados da empresa">
        <Stack gap="md">
          <TextInput
            label="Nome da empresa"
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('companyName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Dia do check-in"
              description="A semana de check-ins começa neste dia."
              data={weekDayOptions}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('checkInWeekDay')}
            />
            <Select
              label="Duração padrão do ciclo"
              description="Sugerida ao criar um novo ciclo."
              data={cycleLengthOptions}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('defaultCycleLengthMonths')}
            />
          </SimpleGrid>
          <Select
            label="Fuso horário"
            description="Define quando começa cada dia e cada semana de check-in."
            data={zones}
            searchable
            allowDeselect={false}
            nothingFoundMessage="Nenhum fuso horário encontrado"
            limit={100}
            withAsterisk
            {...form.getInputProps('timeZone')}
          />
          <EscalationSelect {...form.getInputProps('escalateCheckInsAfterDays')} />
          <Checkbox
            label="Exigir aprovação de objetivos"
            description="Objetivos novos começam como rascunho e só ficam ativos depois que o líder do time ou um admin aprovar."
            {...form.getInputProps('approvalRequired', { type: 'checkbox' })}
          />
          <Switch
            label="Permitir KRs por marcos"
            description="Oferece o tipo “Marcos (iniciativas)”: o progresso do resultado-chave é a parte concluída das suas iniciativas."
            {...form.getInputProps('milestoneKeyResults', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
