import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COMPANY_SIZES, companySizeLabels } from '@rumo/shared/leads/contracts';
import type { CSSProperties } from 'react';

export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  companySize: string;
  message: string;
  website: string;
}

export const EMPTY_LEAD: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  companySize: '',
  message: '',
  website: '',
};

const OFF_SCREEN: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

const SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({ value: size, label: companySizeLabels[size] }));

/** The fields both lead forms share; `withPhone` for the proposal, which sales call back. */
export function LeadFields({
  form,
  withPhone,
  messageLabel,
}: {
  form: UseFormReturnType<LeadFormValues>;
  withPhone: boolean;
  messageLabel: string;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Nome" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        {withPhone && (
          <TextInput
            label="Telefone"
            type="tel"
            autoComplete="tel"
            placeholder="(11) 91234-5678"
            withAsterisk
            {...form.getInputProps('phone')}
          />
        )}
        <TextInput
          label="Empresa"
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('company')}
        />
        <Select
          label="Número de funcionários"
          placeholder="Escolha"
          data={SIZE_OPTIONS}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('companySize')}
        />
      </SimpleGrid>
      <Textarea
        label={messageLabel}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('message')}
      />
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" style={OFF_SCREEN}>
        <TextInput
          label="Site"
          tabIndex={-1}
          autoComplete="off"
          {...form.getInputProps('website')}
        />
      </div>
    </>
  );
}
