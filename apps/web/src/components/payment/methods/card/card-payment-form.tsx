import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CardToken } from '@rumo/shared/billing/contracts';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../../../lib/api-error';
import { schemaValidator } from '../../../../lib/form-validation';
import { FormAlert } from '../../../form-alert';
import { CardFields } from '../../card-fields';
import { type CardFormValues, cardFormSchema, cardInputOf } from '../../card-form';
import type { CardTokenizer } from '../../card-tokenizer';

interface CardPaymentFormProps {
  tokenizer: CardTokenizer;
  /** Sends the token to Rumo's API; a rejection's message is shown above the fields. */
  submit: (card: CardToken) => Promise<unknown>;
  submitLabel: string;
  onCancel: () => void;
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
}: CardPaymentFormProps) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object({ card: cardFormSchema({ luhn: tokenizer.mode === 'efi' }) }),
    [tokenizer.mode],
  );
  const form = useForm<CardFormValues>({
    initialValues: { card: { number: '', holderName: '', expiry: '', cvv: '' } },
    validate: schemaValidator<CardFormValues>(schema),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    if (busy) return;
    setFormError(null);
    setBusy(true);
    try {
      await submit(await tokenizer.tokenize(cardInputOf(values)));
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
