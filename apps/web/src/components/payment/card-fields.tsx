import { Alert, Badge, Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCreditCard, IconFlask } from '@tabler/icons-react';
import { cardBrandLabels, detectCardBrand } from './card-brand';
import type { CardFormValues } from './card-form';
import { BELOW, maskedInputProps } from './masked-input';
import { maskCardNumber, maskCvv, maskExpiry } from './masks';

export const SANDBOX_HINT =
  'Ambiente de testes: use o cartão 5555 5555 5555 4444 (aprovado) ou um número terminado em 1, 2 ou 3 para simular recusas.';

type FormWithCard<Values extends CardFormValues> = UseFormReturnType<Values>;

/** Número do cartão (with its brand), Nome impresso no cartão, Validade and CVV. */
export function CardFields<Values extends CardFormValues>({
  form,
  sandbox,
}: {
  form: FormWithCard<Values>;
  sandbox: boolean;
}) {
  const brand = detectCardBrand(form.values.card.number);
  const brandLabel = brand ? cardBrandLabels[brand] : null;
  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <TextInput
          label="Número do cartão"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          withAsterisk
          inputWrapperOrder={BELOW}
          description={
            brandLabel
              ? `Bandeira: ${brandLabel}`
              : 'Aceitamos Visa, Mastercard, American Express, Elo e Hipercard.'
          }
          leftSection={<IconCreditCard size={18} aria-hidden />}
          rightSection={
            brandLabel ? (
              <Badge variant="light" size="sm" aria-hidden>
                {brandLabel}
              </Badge>
            ) : null
          }
          rightSectionWidth={brandLabel ? brandLabel.length * 7 + 40 : undefined}
          {...maskedInputProps(form, 'card.number', maskCardNumber)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label="Nome impresso no cartão"
          autoComplete="cc-name"
          withAsterisk
          {...form.getInputProps('card.holderName')}
        />
      </Grid.Col>
      <Grid.Col span={6}>
        <TextInput
          label="Validade"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          inputWrapperOrder={BELOW}
          description="Mês e ano (MM/AA)"
          withAsterisk
          {...maskedInputProps(form, 'card.expiry', maskExpiry)}
        />
      </Grid.Col>
      <Grid.Col span={6}>
        <TextInput
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '0000' : '000'}
          inputWrapperOrder={BELOW}
          description={brand === 'amex' ? '4 dígitos na frente' : '3 dígitos no verso'}
          withAsterisk
          {...maskedInputProps(form, 'card.cvv', maskCvv)}
        />
      </Grid.Col>
      {sandbox && (
        <Grid.Col span={12}>
          <Alert
            variant="light"
            color="yellow"
            role="note"
            icon={<IconFlask size={18} aria-hidden />}
          >
            {SANDBOX_HINT}
          </Alert>
        </Grid.Col>
      )}
    </Grid>
  );
}
