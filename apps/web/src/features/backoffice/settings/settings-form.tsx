import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type BackofficeSettings,
  GRACE_DAYS_RANGE,
  settingsMessages,
  TRIAL_DAYS_RANGE,
  updateBackofficeSettingsBodySchema,
} from '@rumo/shared/backoffice/settings';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useSaveBackofficeSettings } from './settings-api';

interface PolicyValues {
  trialDays: number | string;
  graceDays: number | string;
  salesEmail: string;
}

const asNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value);

/** Only what changed is sent, so the audit log records only real changes. */
function changedSettings(settings: BackofficeSettings, values: PolicyValues) {
  const trialDays = asNumber(values.trialDays);
  const graceDays = asNumber(values.graceDays);
  const salesEmail = values.salesEmail.trim();
  return {
    ...(trialDays !== settings.billing.trialDays.value ? { trialDays } : {}),
    ...(graceDays !== settings.billing.graceDays.value ? { graceDays } : {}),
    ...(salesEmail !== settings.salesEmail.value ? { salesEmail } : {}),
  };
}

function defaultHint(setting: { default: number | string; overridden: boolean }, unit = '') {
  return setting.overridden
    ? `Padrão do ambiente: ${setting.default}${unit}.`
    : 'Valor padrão do ambiente.';
}

/** Billing policy (trial and grace days; dunning days fixed) and the sales e-mail. */
export function SettingsForm({ settings }: { settings: BackofficeSettings }) {
  const save = useSaveBackofficeSettings();
  const form = useForm<PolicyValues>({
    initialValues: {
      trialDays: settings.billing.trialDays.value,
      graceDays: settings.billing.graceDays.value,
      salesEmail: settings.salesEmail.value,
    },
    validate: (values) =>
      schemaValidator(updateBackofficeSettingsBodySchema)({
        trialDays: asNumber(values.trialDays) ?? Number.NaN,
        graceDays: asNumber(values.graceDays) ?? Number.NaN,
        salesEmail: values.salesEmail.trim(),
      }),
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="billing-policy">
      <Title order={2} fz="lg" id="billing-policy">
        Política de cobrança
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Vale para as próximas assinaturas e cobranças; as em andamento mantêm o que já foi
        combinado.
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(changedSettings(settings, values), {
            onSuccess: (saved) => {
              showToast({ severity: 'success', summary: settingsMessages.updated });
              form.setInitialValues({
                trialDays: saved.billing.trialDays.value,
                graceDays: saved.billing.graceDays.value,
                salesEmail: saved.salesEmail.value,
              });
              form.reset();
            },
          }),
        )}
      >
        <Stack gap="sm">
          <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
            <NumberInput
              label="Dias de teste grátis"
              description={defaultHint(settings.billing.trialDays, ' dias')}
              min={TRIAL_DAYS_RANGE.min}
              max={TRIAL_DAYS_RANGE.max}
              allowDecimal={false}
              allowNegative={false}
              required
              miw={200}
              {...form.getInputProps('trialDays')}
            />
            <NumberInput
              label="Dias de carência"
              description={defaultHint(settings.billing.graceDays, ' dias')}
              min={GRACE_DAYS_RANGE.min}
              max={GRACE_DAYS_RANGE.max}
              allowDecimal={false}
              allowNegative={false}
              required
              miw={200}
              {...form.getInputProps('graceDays')}
            />
          </Group>
          <TextInput
            label="Dias de cobrança após recusa"
            description="Dias após uma renovação recusada em que os lembretes são enviados (fixos)."
            value={settings.billing.dunningDays.join(', ')}
            readOnly
            variant="filled"
          />
          <TextInput
            label="E-mail de vendas"
            description={`Recebe as propostas personalizadas e os contatos do site. ${settings.salesEmail.overridden ? `Padrão do ambiente: ${settings.salesEmail.default}.` : ''}`}
            type="email"
            required
            {...form.getInputProps('salesEmail')}
          />
          {save.error ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Salvar configurações
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
