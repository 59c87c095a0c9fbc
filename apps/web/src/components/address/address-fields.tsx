import { Grid, NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BRAZILIAN_STATES } from '@rumo/shared/billing/documents';
import { maskedInputProps } from '../payment/masked-input';
import { maskZipcode } from '../payment/masks';
import { CitySelect } from './city-select';

const STATE_OPTIONS = [{ value: '', label: 'Escolha' }, ...BRAZILIAN_STATES];

/** The address as the forms hold it: the city by its IBGE name and code. */
export interface AddressValues {
  zipcode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  ibgeCode: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  zipcode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  ibgeCode: '',
};

/**
 * CEP, Rua, Número, Complemento, Bairro, UF and Cidade (chosen from the UF's IBGE list) of the
 * form's `address`: the checkout's billing address and the nota fiscal's tomador.
 */
export function AddressFields<V extends { address: AddressValues }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { address } = form.getValues();
  const field = (name: keyof AddressValues) => form.getInputProps(`address.${name}`);
  const city = field('city');
  const state = field('state');
  const code = field('ibgeCode');
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
        <TextInput label="Rua" autoComplete="address-line1" withAsterisk {...field('street')} />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 4 }}>
        <TextInput label="Número" autoComplete="off" withAsterisk {...field('number')} />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 8 }}>
        <TextInput label="Complemento" autoComplete="address-line2" {...field('complement')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="Bairro"
          autoComplete="address-level3"
          withAsterisk
          {...field('neighborhood')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 3 }}>
        <NativeSelect
          label="UF"
          autoComplete="address-level1"
          withAsterisk
          data={STATE_OPTIONS}
          {...state}
          onChange={(event) => {
            const next = event.currentTarget.value;
            // Another UF's list: the city chosen in the former one no longer applies.
            if (next !== address.state) {
              city.onChange('');
              code.onChange('');
            }
            state.onChange(next);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 5 }}>
        <CitySelect
          state={address.state}
          code={address.ibgeCode}
          onChange={(chosen) => {
            code.onChange(chosen.code);
            city.onChange(chosen.name);
          }}
          onBlur={city.onBlur}
          error={city.error ?? code.error}
        />
      </Grid.Col>
    </Grid>
  );
}
