import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CardToken } from '@rumo/shared/billing/contracts';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../../../lib/api-error';
import { schemaValidator } from '../../../../lib/form-validation';
import { FormAlert } from '../../../form-alert';
import { parseBirthDate } from '../../birth-date';
import { CardFields } from '../../card-fields';
import { type CardFormValues, cardFormSchema, cardInputOf } from '../../card-form';
import type { CardTokenizer } from '../../card-tokenizer';
import { BELOW, maskedInputProps } from '../../masked-input';
import { maskDate } from '../../masks';

interface CardPaymentValues extends CardFormValues {
  /** dd/mm/aaaa, asked only with `askBirthDate`. */
  birthDate: string;
}

const birthDateMessages = {
  required: 'Informe a data de nascimento do titular do CPF.',
  invalid: 'Informe uma data válida no formato dd/mm/aaaa.',
} as const;

interface CardPaymentFormProps {
  tokenizer: CardTokenizer;
  /**
   * Sends the token to Rumo's API (with the payer's birth date, 'YYYY-MM-DD', when asked); a
   * rejection's message is shown above the fields.
   */
  submit: (card: CardToken, birthDate?: string) => Promise<unknown>;
  submitLabel: string;
  onCancel: () => void;
  /** The payer is a person (CPF) whose birth date Rumo lacks: Efí's card needs it. */
  askBirthDate?: boolean;
}

/**
 * The checkout's card fields, tokenized in the browser: the number and CVV go to the payment
 * operator only, Rumo's API receives the token. A failure keeps everything typed.
 */
export function CardPaymentForm({
  tokenizer,
  submit,
  submitLabel,
  onCancel,
  askBirthDate = false,
}: CardPaymentFormProps) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        card: cardFormSchema({ luhn: tokenizer.mode === 'efi' }),
        birthDate: askBirthDate
          ? z
              .string()
              .trim()
              .min(1, birthDateMessages.required)
              .refine((value) => parseBirthDate(value) !== null, birthDateMessages.invalid)
          : z.string(),
      }),
    [tokenizer.mode, askBirthDate],
  );
  const form = useForm<CardPaymentValues>({
    initialValues: { card: { number: '', holderName: '', expiry: '', cvv: '' }, birthDate: '' },
    validate: schemaValidator<CardPaymentValues>(schema),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    if (busy) return;
    setFormError(null);
    setBusy(true);
    try {
      const birthDate = askBirthDate ? (parseBirthDate(values.birthDate) ?? undefined) : undefined;
      await submit(await tokenizer.tokenize(cardInputOf(values)), birthDate);
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Dados do cartão">
      <Stack gap="md">
        <FormAlert message={formError} />
        <CardFields form={form} sandbox={tokenizer.mode === 'simulator'} />
        {askBirthDate && (
          <TextInput
            label="Data de nascimento"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="dd/mm/aaaa"
            withAsterisk
            inputWrapperOrder={BELOW}
            description="Do titular do CPF da assinatura: pedida pela operadora para pagar com cartão."
            {...maskedInputProps(form, 'birthDate', maskDate)}
          />
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            Os dados do cartão vão direto para a operadora de pagamento (Efí) e não passam pelos
            servidores do Rumo.
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Voltar
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
