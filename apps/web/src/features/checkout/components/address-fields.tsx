import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { BRAZILIAN_STATES } from '@rumo/shared/billing/documents';
import { maskedInputProps } from '../../../components/payment/masked-input';
import { maskZipcode } from '../../../components/payment/masks';
import type { CheckoutForm } from '../checkout-form-model';

const STATE_OPTIONS = [{ value: '', label: 'Escolha' }, ...BRAZILIAN_STATES];

/** The card holder's billing address, typed in full (no CEP lookup offline). */
export function AddressFields({ form }: { form: CheckoutForm }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          withAsterisk
          {...maskedInputProps(form, 'address.zipcode', maskZipcode)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label="Rua"
          autoComplete="address-line1"
          withAsterisk
          {...form.getInputProps('address.street')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 4 }}>
        <TextInput
          label="Número"
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('address.number')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 8 }}>
        <TextInput
          label="Complemento"
          autoComplete="address-line2"
          {...form.getInputProps('address.complement')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label="Bairro"
          autoComplete="address-level3"
          withAsterisk
          {...form.getInputProps('address.neighborhood')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 4 }}>
        <TextInput
          label="Cidade"
          autoComplete="address-level2"
          withAsterisk
          {...form.getInputProps('address.city')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 3 }}>
        <NativeSelect
          label="UF"
          autoComplete="address-level1"
          withAsterisk
          data={STATE_OPTIONS}
          {...form.getInputProps('address.state')}
        />
      </Grid.Col>
    </Grid>
  );
}
