import {
  Alert,
  Button,
  Card,
  Fieldset,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_DESCRIPTION_TEMPLATE,
  DEFAULT_SERVICE_ITEM,
  type FiscalSettings,
  fiscalSettingsBodySchema,
  fiscalSettingsMessages,
  isSimplesNacional,
  TAX_REGIMES,
  type TaxRegime,
  taxRegimeLabels,
} from '@rumo/shared/backoffice/fiscal-settings';
import { BRAZILIAN_STATES } from '@rumo/shared/billing/documents';
import { IconAlertTriangle } from '@tabler/icons-react';
import { BELOW, maskedInputProps } from '../../../components/payment/masked-input';
import { maskDocument } from '../../../components/payment/masks';
import { errorMessage } from '../../../lib/api-error';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { formatDateTime } from '../lists/list-helpers';
import { useSaveFiscalSettings } from './fiscal-settings-api';
import { FiscalTemplateHelp } from './fiscal-template-help';

interface FiscalValues {
  cnpj: string;
  razaoSocial: string;
  inscricaoMunicipal: string;
  municipio: { name: string; state: string; ibgeCode: string };
  taxRegime: TaxRegime | '';
  serviceItem: string;
  municipalTaxCode: string;
  issRate: number | string;
  descriptionTemplate: string;
}

const REGIME_OPTIONS = TAX_REGIMES.map((regime) => ({
  value: regime,
  label: taxRegimeLabels[regime],
}));
const STATE_OPTIONS = [{ value: '', label: 'Escolha' }, ...BRAZILIAN_STATES];

function toValues(settings: FiscalSettings | null): FiscalValues {
  return {
    cnpj: settings ? maskDocument(settings.cnpj) : '',
    razaoSocial: settings?.razaoSocial ?? '',
    inscricaoMunicipal: settings?.inscricaoMunicipal ?? '',
    municipio: settings?.municipio ?? { name: '', state: '', ibgeCode: '' },
    taxRegime: settings?.taxRegime ?? '',
    serviceItem: settings?.serviceItem ?? DEFAULT_SERVICE_ITEM,
    municipalTaxCode: settings?.municipalTaxCode ?? '',
    issRate: settings?.issRate ?? '',
    descriptionTemplate: settings?.descriptionTemplate ?? DEFAULT_DESCRIPTION_TEMPLATE,
  };
}

/** What goes to the API: the typed values, the rate as a number (NaN when empty: refused). */
function toBody(values: FiscalValues) {
  const rate = values.issRate;
  return {
    ...values,
    issRate: typeof rate === 'number' ? rate : rate.trim() === '' ? Number.NaN : Number(rate),
  };
}

/**
 * Configurações › Dados fiscais: who issues the NFS-e (the shared schema validates, in pt-BR).
 * Everyone with the system flag reads it; only an admin (`canEdit`) changes it.
 */
export function FiscalSettingsForm({
  settings,
  canEdit,
}: {
  settings: FiscalSettings | null;
  canEdit: boolean;
}) {
  const save = useSaveFiscalSettings();
  const form = useForm<FiscalValues>({
    initialValues: toValues(settings),
    validate: (values) => schemaValidator(fiscalSettingsBodySchema)(toBody(values)),
  });
  const regime = form.values.taxRegime;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="fiscal-data">
      <Title order={2} fz="lg" id="fiscal-data">
        Dados fiscais
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        O emissor das notas fiscais de serviço (NFS-e) de cada pagamento. As mudanças valem para as
        próximas notas.
        {settings ? ` Atualizados em ${formatDateTime(settings.updatedAt)}.` : ''}
      </Text>
      {!settings && (
        <Alert color="orange" variant="light" mb="md" icon={<IconAlertTriangle size={18} />}>
          {fiscalSettingsMessages.missing} Até lá, as notas ficam na fila.
        </Alert>
      )}
      {!canEdit && (
        <Text size="sm" mb="md">
          Só um administrador altera os dados fiscais.
        </Text>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(toBody(values) as Parameters<typeof save.mutate>[0], {
            onSuccess: (saved) => {
              showToast({ severity: 'success', summary: fiscalSettingsMessages.updated });
              form.setInitialValues(toValues(saved));
              form.reset();
            },
          }),
        )}
      >
        <Fieldset variant="unstyled" disabled={!canEdit} legend={null}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label="CNPJ do emissor"
                inputMode="numeric"
                placeholder="00.000.000/0000-00"
                withAsterisk
                {...maskedInputProps(form, 'cnpj', maskDocument)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput label="Razão social" withAsterisk {...form.getInputProps('razaoSocial')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label="Inscrição municipal"
                withAsterisk
                {...form.getInputProps('inscricaoMunicipal')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 8, sm: 5 }}>
              <TextInput label="Município" withAsterisk {...form.getInputProps('municipio.name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }}>
              <NativeSelect
                label="UF"
                withAsterisk
                data={STATE_OPTIONS}
                {...form.getInputProps('municipio.state')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label="Código IBGE do município"
                inputWrapperOrder={BELOW}
                description="7 dígitos (ex.: 3550308 para São Paulo)."
                inputMode="numeric"
                maxLength={7}
                withAsterisk
                {...form.getInputProps('municipio.ibgeCode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Select
                label="Regime tributário"
                placeholder="Escolha"
                data={REGIME_OPTIONS}
                withAsterisk
                allowDeselect={false}
                inputWrapperOrder={BELOW}
                description={
                  regime
                    ? `Optante pelo Simples Nacional: ${isSimplesNacional(regime) ? 'sim' : 'não'}.`
                    : 'Define se a nota sai como optante pelo Simples Nacional.'
                }
                {...form.getInputProps('taxRegime')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="Item da lista de serviços (LC 116)"
                inputWrapperOrder={BELOW}
                description="1.05: licenciamento ou cessão de direito de uso de software."
                withAsterisk
                {...form.getInputProps('serviceItem')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="Código tributário municipal"
                inputWrapperOrder={BELOW}
                description="Opcional; exigido por algumas prefeituras."
                {...form.getInputProps('municipalTaxCode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                label="Alíquota do ISS (%)"
                inputWrapperOrder={BELOW}
                description="De 0% a 5%, até duas casas decimais."
                decimalSeparator=","
                decimalScale={2}
                allowNegative={false}
                suffix="%"
                withAsterisk
                {...form.getInputProps('issRate')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Modelo da descrição da nota"
                autosize
                minRows={2}
                withAsterisk
                {...form.getInputProps('descriptionTemplate')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <FiscalTemplateHelp template={form.values.descriptionTemplate} />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Stack gap="sm" mt="md">
          {save.error ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                Salvar dados fiscais
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
