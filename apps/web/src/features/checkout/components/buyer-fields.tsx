import { Grid, TextInput } from '@mantine/core';
import { BELOW, maskedInputProps } from '../../../components/payment/masked-input';
import { maskDate, maskDocument, maskPhone } from '../../../components/payment/masks';
import { asksBirthDate, type CheckoutForm } from '../checkout-form-model';

interface BuyerFieldsProps {
  form: CheckoutForm;
  /** False when a signed-in admin buys for their own company. */
  withCompany: boolean;
  /** Name, e-mail or company left: the page records the abandoned-checkout lead. */
  onContactBlur: () => void;
}

/** Nome completo, E-mail, Empresa, CPF ou CNPJ, Telefone and, with a CPF, Data de nascimento. */
export function BuyerFields({ form, withCompany, onContactBlur }: BuyerFieldsProps) {
  const name = form.getInputProps('buyer.name');
  const email = form.getInputProps('buyer.email');
  const company = form.getInputProps('buyer.company');
  const cpf = asksBirthDate(form.values);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Nome completo"
          autoComplete="name"
          withAsterisk
          {...name}
          onBlur={(event) => {
            name.onBlur?.(event);
            onContactBlur();
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          inputWrapperOrder={BELOW}
          description="Enviamos para ele o acesso e os recibos."
          {...email}
          onBlur={(event) => {
            email.onBlur?.(event);
            onContactBlur();
          }}
        />
      </Grid.Col>
      {withCompany && (
        <Grid.Col span={12}>
          <TextInput
            label="Empresa"
            autoComplete="organization"
            withAsterisk
            {...company}
            onBlur={(event) => {
              company.onBlur?.(event);
              onContactBlur();
            }}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="CPF ou CNPJ"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          withAsterisk
          inputWrapperOrder={BELOW}
          description="Do titular da assinatura, para a cobrança."
          {...maskedInputProps(form, 'buyer.document', maskDocument)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          withAsterisk
          {...maskedInputProps(form, 'buyer.phone', maskPhone)}
        />
      </Grid.Col>
      {cpf && (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Data de nascimento"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="dd/mm/aaaa"
            withAsterisk
            inputWrapperOrder={BELOW}
            description="Pedida pela operadora para pagamentos com CPF."
            {...maskedInputProps(form, 'buyer.birthDate', maskDate)}
          />
        </Grid.Col>
      )}
    </Grid>
  );
}
