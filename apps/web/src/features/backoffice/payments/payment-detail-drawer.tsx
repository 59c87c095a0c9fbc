import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { staffMay } from '@rumo/shared/backoffice/auth';
import { formatCardMask } from '@rumo/shared/billing/card';
import {
  PAYMENT_STATUSES,
  paymentStatusLabels,
  subscriptionStatusLabels,
} from '@rumo/shared/billing/contracts';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { paidViaLabels, paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import { IconCashRegister, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { backofficePath } from '../backoffice-routes';
import { PaymentInvoiceSection } from '../invoices/payment-invoice-section';
import { formatDateTime } from '../lists/list-helpers';
import { useRegisteredBackofficePages } from '../registered-pages';
import { useBackofficeSession } from '../session/backoffice-session-store';
import { BoletoDetailsSection } from './boleto-details';
import { PaymentStatusBadge } from './payment-status-badge';
import { usePaymentDetail, useSyncPayment } from './payments-api';
import { SettlePaymentModal } from './settle-payment-modal';

/** Efí's status name in pt-BR when it is one of the charge statuses, else as Efí wrote it. */
function efiStatusLabel(status: string | null): string {
  if (!status) return '—';
  const known = PAYMENT_STATUSES.find((name) => name === status);
  return known ? `${paymentStatusLabels[known]} (${status})` : status;
}

/** Efí's payment method in pt-BR (`credit_card`, `banking_billet`), else as Efí wrote it. */
function efiMethodLabel(method: string | null): string {
  if (method === 'credit_card') return paymentMethodLabels.card;
  if (method === 'banking_billet') return paymentMethodLabels.boleto;
  return method ?? '—';
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * A payment with Efí's view of the charge (a boleto's details too) and, for manager and admin,
 * "Sincronizar com a Efí" and, for an open boleto, "Registrar pagamento".
 */
export function PaymentDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { user } = useBackofficeSession();
  const detail = usePaymentDetail(id);
  const sync = useSyncPayment();
  const registered = useRegisteredBackofficePages();
  const maySync = user ? staffMay(user.role, 'syncPayment') : false;
  const maySettle = user ? staffMay(user.role, 'settlePayment') : false;
  const [settling, setSettling] = useState(false);
  const payment = detail.data?.data;

  return (
    <Drawer
      opened={id !== null}
      onClose={() => {
        sync.reset();
        onClose();
      }}
      position="right"
      size="lg"
      title="Detalhes do pagamento"
    >
      {detail.isPending && id !== null && (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Carregando pagamento" />
        </Group>
      )}
      {detail.isError && <QueryError error={detail.error} onRetry={() => void detail.refetch()} />}
      {payment && (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text fw={700} fz="xl">
                {formatBrl(payment.amountCents)}
              </Text>
              <Text c="dimmed" size="sm">
                {payment.company.name}
              </Text>
            </div>
            <PaymentStatusBadge status={payment.status} />
          </Group>

          {(maySync || (maySettle && payment.settleable)) && (
            <Group>
              {maySettle && payment.settleable && (
                <Button
                  leftSection={<IconCashRegister size={16} />}
                  onClick={() => setSettling(true)}
                >
                  Registrar pagamento
                </Button>
              )}
              {maySync && (
                <Button
                  leftSection={<IconRefresh size={16} />}
                  variant="light"
                  loading={sync.isPending}
                  onClick={() => sync.mutate(payment.id)}
                >
                  Sincronizar com a Efí
                </Button>
              )}
            </Group>
          )}
          {sync.data && (
            <Alert color={sync.data.changed ? 'teal' : 'gray'} variant="light" role="status">
              {sync.data.message}
              {sync.data.changed &&
                ` Status anterior: ${sync.data.previousStatus}; atual: ${sync.data.payment.status}.`}
            </Alert>
          )}

          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Field label="Forma de pagamento">{paymentMethodLabels[payment.method]}</Field>
            <Field label="Plano">{payment.plan?.name ?? '—'}</Field>
            <Field label="Cobrança na Efí">#{payment.efiChargeId}</Field>
            <Field label="Período">
              {payment.periodStart && payment.periodEnd
                ? `${formatBillingDate(payment.periodStart)} a ${formatBillingDate(payment.periodEnd)}`
                : '—'}
            </Field>
            <Field label="Criado em">{formatBillingDate(payment.createdAt)}</Field>
            <Field label="Pago em">
              {payment.paidAt ? formatBillingDate(payment.paidAt) : '—'}
              {payment.paidVia && ` · ${paidViaLabels[payment.paidVia]}`}
            </Field>
            <Field label="Última mudança de status">{formatDateTime(payment.statusAt)}</Field>
            <Field label="Assinatura">
              {subscriptionStatusLabels[payment.subscription.status]}
              {payment.subscription.efiSubscriptionId !== null &&
                ` · Efí #${payment.subscription.efiSubscriptionId}`}
              {registered.has('subscriptions') && (
                <Text
                  component={Link}
                  to={`${backofficePath('subscriptions')}?assinatura=${payment.subscription.id}`}
                  size="sm"
                  c="var(--mantine-primary-color-filled)"
                  td="underline"
                  display="block"
                >
                  Ver assinatura
                </Text>
              )}
            </Field>
            {payment.refusalReason && (
              <Field label="Motivo da recusa">{payment.refusalReason}</Field>
            )}
          </SimpleGrid>

          {payment.boleto && (
            <>
              <Divider />
              <BoletoDetailsSection boleto={payment.boleto} />
            </>
          )}

          <Divider />
          <PaymentInvoiceSection invoice={payment.invoice} paymentStatus={payment.status} />
          <Divider />
          <section aria-labelledby="efi-history">
            <Title order={3} fz="md" id="efi-history" mb="sm">
              Na Efí
            </Title>
            {!payment.efi.available ? (
              <Alert color="orange" variant="light">
                Não foi possível consultar a Efí agora.
                {payment.efi.error ? ` ${payment.efi.error}` : ''}
              </Alert>
            ) : (
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                  <Field label="Status na Efí">{efiStatusLabel(payment.efi.status)}</Field>
                  <Field label="Valor na Efí">
                    {payment.efi.totalCents !== null ? formatBrl(payment.efi.totalCents) : '—'}
                  </Field>
                  <Field label="Forma de pagamento">
                    {efiMethodLabel(payment.efi.paymentMethod)}
                    {formatCardMask(payment.efi.cardMask)
                      ? ` · ${formatCardMask(payment.efi.cardMask)}`
                      : ''}
                  </Field>
                  {payment.efi.refusalReason && (
                    <Field label="Recusa na Efí">{payment.efi.refusalReason}</Field>
                  )}
                </SimpleGrid>
                {payment.efi.history.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    A Efí não registrou eventos para esta cobrança.
                  </Text>
                ) : (
                  <Timeline bulletSize={14} lineWidth={2} aria-label="Histórico na Efí">
                    {payment.efi.history.map((event, index) => (
                      <Timeline.Item
                        // Efí's history has no ids; its order is stable.
                        // biome-ignore lint/suspicious/noArrayIndexKey: see above
                        key={index}
                        title={<Text size="sm">{event.message}</Text>}
                      >
                        <Text size="xs" c="dimmed">
                          {event.at ? formatDateTime(event.at) : 'Data não informada'}
                        </Text>
                      </Timeline.Item>
                    ))}
                  </Timeline>
                )}
              </Stack>
            )}
          </section>
          <SettlePaymentModal
            payment={payment}
            opened={settling}
            onClose={() => setSettling(false)}
          />
        </Stack>
      )}
    </Drawer>
  );
}
