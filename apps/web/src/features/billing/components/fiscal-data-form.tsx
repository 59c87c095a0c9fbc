import { Alert, Button, Grid, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { chosenCityAddressSchema } from '@rumo/shared/billing/contracts';
import { type FiscalData, fiscalDataBodyOf } from '@rumo/shared/billing/fiscal-data';
import { invoiceMessages } from '@rumo/shared/billing/invoices';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AddressFields, type AddressValues } from '../../../components/address/address-fields';
import { maskedInputProps } from '../../../components/payment/masked-input';
import { maskDocument, maskZipcode } from '../../../components/payment/masks';
import { errorMessage } from '../../../lib/api-error';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useSaveFiscalData } from '../api/use-fiscal-data';

/** The API's body, the city chosen from the UF's list. */
const fiscalDataFormSchema = fiscalDataBodyOf(chosenCityAddressSchema);

interface FiscalDataValues {
  document: string;
  name: string;
  email: string;
  address: AddressValues;
}

function toValues(data: FiscalData | null): FiscalDataValues {
  const address = data?.address;
  return {
    document: data ? maskDocument(data.document) : '',
    name: data?.name ?? '',
    email: data?.email ?? '',
    address: {
      zipcode: address ? maskZipcode(address.zipcode) : '',
      street: address?.street ?? '',
      number: address?.number ?? '',
      complement: address?.complement ?? '',
      neighborhood: address?.neighborhood ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      ibgeCode: address?.ibgeCode ?? '',
    },
  };
}

/** The tomador's CPF/CNPJ, name, e-mail and address, validated by the API's schema. */
export function FiscalDataForm({ data, onDone }: { data: FiscalData | null; onDone: () => void }) {
  const save = useSaveFiscalData();
  const form = useForm<FiscalDataValues>({
    initialValues: toValues(data),
    validate: schemaValidator(fiscalDataFormSchema),
  });
  const field = (path: string) => form.getInputProps(path);

  return (
    <form
      noValidate
      aria-label="Dados para a nota fiscal"
      onSubmit={form.onSubmit((values) =>
        save.mutate(values as Parameters<typeof save.mutate>[0], {
          onSuccess: () => {
            showToast({ severity: 'success', summary: invoiceMessages.fiscalDataSaved });
            onDone();
          },
        }),
      )}
    >
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              label="CPF ou CNPJ"
              inputMode="numeric"
              placeholder="00.000.000/0000-00"
              withAsterisk
              {...maskedInputProps(form, 'document', maskDocument)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label="Nome ou razão social"
              autoComplete="organization"
              withAsterisk
              {...field('name')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label="E-mail para receber a nota"
              type="email"
              autoComplete="email"
              withAsterisk
              {...field('email')}
            />
          </Grid.Col>
        </Grid>
        <AddressFields form={form} />
        {save.error ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar dados
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
