import { Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import {
  startWhatsappLinkBodySchema,
  verifyWhatsappLinkBodySchema,
  type WhatsappLink,
} from '@rumo/shared/whatsapp/contracts';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { maskedInputProps } from '../../../components/payment/masked-input';
import { maskPhone } from '../../../components/payment/masks';
import { errorMessage } from '../../../lib/api-error';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import {
  useStartWhatsappLink,
  useUnlinkWhatsapp,
  useVerifyWhatsappLink,
  useWhatsappLink,
} from '../api/whatsapp-link';
import { LastMessage } from './last-message';

/** "+5511912345678" shown as "+55 (11) 91234-5678". */
export const formatPhone = (phone: string) => `+55 ${maskPhone(phone.replace(/^\+55/, ''))}`;

function PhoneForm({ onSent }: { onSent: () => void }) {
  const start = useStartWhatsappLink();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { phone: '' },
    validate: schemaValidator<{ phone: string }>(startWhatsappLinkBodySchema),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    start.mutate(startWhatsappLinkBodySchema.parse(values), {
      onSuccess: () => {
        onSent();
        showToast({
          severity: 'success',
          summary: 'Código enviado',
          detail: 'Enviamos um código de 6 dígitos para o seu WhatsApp.',
        });
      },
      onError: (error) => setFormError(applyApiErrors(form, error, ['phone'])),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Stack gap="md">
        <TextInput
          label="Número do WhatsApp"
          description="Com DDD. Enviaremos um código de verificação por WhatsApp."
          leftSection={<Text size="sm">+55</Text>}
          placeholder="(11) 91234-5678"
          inputMode="tel"
          autoComplete="tel-national"
          {...maskedInputProps(form, 'phone', maskPhone)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending}>
            Enviar código
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CodeForm({ link }: { link: WhatsappLink }) {
  const verify = useVerifyWhatsappLink();
  const start = useStartWhatsappLink();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaValidator<{ code: string }>(verifyWhatsappLinkBodySchema),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    verify.mutate(verifyWhatsappLinkBodySchema.parse(values), {
      onSuccess: () => showToast({ severity: 'success', summary: 'WhatsApp vinculado' }),
      onError: (error) => setFormError(applyApiErrors(form, error, ['code'])),
    });
  });
  const resend = () =>
    start.mutate(
      { phone: link.phone ?? '' },
      {
        onSuccess: () => showToast({ severity: 'success', summary: 'Novo código enviado' }),
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Stack gap="md">
        <Text size="sm">
          Digite o código de 6 dígitos que enviamos para {formatPhone(link.phone ?? '')}.
        </Text>
        <TextInput
          label="Código de verificação"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={resend} loading={start.isPending}>
            Reenviar código
          </Button>
          <Button type="submit" loading={verify.isPending}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Linked({ link }: { link: WhatsappLink }) {
  const unlink = useUnlinkWhatsapp();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Desvincular WhatsApp',
      centered: true,
      children: (
        <Text size="sm">
          Você deixará de receber lembretes e de fazer check-ins pelo WhatsApp neste número.
        </Text>
      ),
      labels: { confirm: 'Desvincular', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        unlink.mutate(undefined, {
          onSuccess: () => showToast({ severity: 'success', summary: 'WhatsApp desvinculado' }),
          onError: (error) =>
            showToast({
              severity: 'error',
              summary: 'Não foi possível desvincular',
              detail: errorMessage(error),
            }),
        }),
    });
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{formatPhone(link.phone ?? '')}</Text>
        <Badge color="green" variant="light">
          Vinculado
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        No dia de check-in você recebe os resultados-chave pendentes e pode responder, por exemplo:
        “vendas 72, confiança média, fechamos 3 contratos”.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={confirm} loading={unlink.isPending}>
          Desvincular
        </Button>
      </Group>
    </Stack>
  );
}

/** Meu Perfil › WhatsApp: hidden when the install has no WhatsApp. */
export function WhatsappCard() {
  const link = useWhatsappLink();
  const [changing, setChanging] = useState(false);
  if (link.data === null) return null;
  return (
    <Card withBorder padding="xl" component="section" aria-labelledby="whatsapp-title">
      <Group gap="xs" mb={4}>
        <IconBrandWhatsapp size={22} aria-hidden />
        <Title order={2} fz="lg" id="whatsapp-title">
          WhatsApp
        </Title>
      </Group>
      <Text c="dimmed" size="sm" mb="lg">
        Receba os lembretes de check-in e atualize seus resultados-chave respondendo pelo WhatsApp.
      </Text>
      {link.isPending ? (
        <Skeleton height={80} />
      ) : link.isError ? (
        <FormAlert message={errorMessage(link.error)} />
      ) : link.data.status === 'linked' && !changing ? (
        <Linked link={link.data} />
      ) : link.data.status === 'pending' && !changing ? (
        <Stack gap="xs">
          <CodeForm link={link.data} />
          <Button variant="subtle" size="compact-sm" onClick={() => setChanging(true)}>
            Usar outro número
          </Button>
        </Stack>
      ) : (
        <PhoneForm onSent={() => setChanging(false)} />
      )}
      {link.data?.lastMessage && !changing ? (
        <Stack mt="sm">
          <LastMessage last={link.data.lastMessage} />
        </Stack>
      ) : null}
    </Card>
  );
}
