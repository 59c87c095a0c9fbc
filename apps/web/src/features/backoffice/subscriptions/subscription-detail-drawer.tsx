import {
  Alert,
  Anchor,
  Badge,
  Drawer,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { StaffSubscriptionDetail } from '@rumo/shared/backoffice/billing/subscriptions';
import { formatCard } from '@rumo/shared/billing/card';
import { paymentStatusLabels } from '@rumo/shared/billing/contracts';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import { plural } from '@rumo/shared/common/plural';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error';
import { ScrollRegion } from '../../../components/scroll-region';
import { CompanyEngagement } from './company-engagement';
import { PaymentStatusBadge, SubscriptionStatusBadge } from './status-badges';
import { SubscriptionActions } from './subscription-actions';
import { subscriptionQuery } from './subscriptions-api';

type Detail = StaffSubscriptionDetail['data'];

const day = (value: string | null) => (value ? formatBillingDate(value) : '—');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Usage({ usage }: { usage: Detail['usage'] }) {
  if (usage.limit === null)
    return (
      <Text size="sm">{plural(usage.users, 'usuário ativo', 'usuários ativos')}, sem limite</Text>
    );
  const percent = Math.min(100, Math.round((usage.users / Math.max(1, usage.limit)) * 100));
  const over = usage.users > usage.limit;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {usage.users} de {usage.limit} usuários
        {over && (
          <Badge ml="xs" size="sm" color="red" variant="light">
            Acima do limite
          </Badge>
        )}
      </Text>
      <Progress
        value={percent}
        color={over ? 'red' : percent >= 80 ? 'orange' : 'teal'}
        aria-label={`Uso de usuários: ${usage.users} de ${usage.limit}`}
      />
    </Stack>
  );
}

function DetailBody({ subscription: s }: { subscription: Detail }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="xl">
            {s.company.name}
          </Title>
          <Text size="sm" c="dimmed">
            {s.plan
              ? `${s.plan.name} · ${formatBrl(s.plan.priceCents)} ${billingIntervalLabels[s.plan.interval].toLowerCase()}`
              : 'Sem plano'}
          </Text>
        </div>
        <SubscriptionStatusBadge status={s.status} />
      </Group>

      <SubscriptionActions subscription={s} />

      {s.efiMismatchAt && (
        <Alert color="red" variant="light" title="Próxima cobrança diferente na Efí">
          A conciliação de {day(s.efiMismatchAt)} encontrou a próxima cobrança da Efí em{' '}
          {day(s.efiNextExecution)}, e a do Rumo em {day(s.nextChargeAt)}. Confira a assinatura na
          Efí antes da próxima cobrança.
        </Alert>
      )}

      {s.cancelAtPeriodEnd && s.status !== 'canceled' && s.status !== 'expired' && (
        <Alert color="orange" variant="light" title="Cancelamento agendado">
          Acesso até {day(s.currentPeriodEnd)}. {s.cancelReason ? `Motivo: ${s.cancelReason}` : ''}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Fact label="Criada em">{day(s.createdAt)}</Fact>
        <Fact label="Período atual">
          {s.currentPeriodStart ? `${day(s.currentPeriodStart)} a ${day(s.currentPeriodEnd)}` : '—'}
        </Fact>
        <Fact label="Próxima cobrança">
          {s.nextChargeAt
            ? `${day(s.nextChargeAt)}${s.nextChargeCents !== null ? ` · ${formatBrl(s.nextChargeCents)}` : ''}`
            : '—'}
        </Fact>
        {s.trialEndsAt && <Fact label="Teste até">{day(s.trialEndsAt)}</Fact>}
        {s.pastDueSince && <Fact label="Em atraso desde">{day(s.pastDueSince)}</Fact>}
        {s.canceledAt && <Fact label="Cancelada em">{day(s.canceledAt)}</Fact>}
        {s.endedAt && <Fact label="Encerrada em">{day(s.endedAt)}</Fact>}
        <Fact label="Forma de pagamento">
          {paymentMethodLabels[s.method]}
          {s.nextMethod && s.nextMethod !== s.method
            ? ` (${paymentMethodLabels[s.nextMethod]} a partir da próxima cobrança)`
            : ''}
        </Fact>
        {(s.method === 'card' || s.cardMask) && (
          <Fact label="Cartão">{formatCard(s.cardBrand, s.cardMask) ?? '—'}</Fact>
        )}
        <Fact label="Pagador">
          {s.payer ? (
            <>
              {s.payer.name}
              <br />
              <Anchor href={`mailto:${s.payer.email}`} size="sm">
                {s.payer.email}
              </Anchor>
            </>
          ) : (
            '—'
          )}
        </Fact>
        {s.nextPlan && <Fact label="Próximo plano">{s.nextPlan.name}</Fact>}
      </SimpleGrid>

      <Section title="Usuários">
        <Usage usage={s.usage} />
        {s.users.length > 0 && (
          <ScrollRegion label="Usuários da empresa" minWidth={480} mt="sm">
            <Table verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Perfil</Table.Th>
                  <Table.Th>Último acesso</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.users.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{user.role === 'admin' ? 'Administrador' : 'Usuário'}</Table.Td>
                    <Table.Td>{day(user.lastLoginAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Section>

      <Section title="Engajamento OKR">
        <CompanyEngagement companyId={s.company.id} />
      </Section>

      <Section title="Pagamentos">
        {s.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhuma cobrança ainda.
          </Text>
        ) : (
          <ScrollRegion label="Pagamentos da assinatura" minWidth={480}>
            <Table verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Valor</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Cobrança Efí</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{day(payment.paidAt ?? payment.createdAt)}</Table.Td>
                    <Table.Td>{formatBrl(payment.amountCents)}</Table.Td>
                    <Table.Td>
                      <PaymentStatusBadge status={payment.status} />
                      {payment.refusalReason && (
                        <Text size="xs" c="dimmed">
                          {payment.refusalReason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>#{payment.efiChargeId}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Section>

      <Section title="Histórico na Efí">
        {s.efiSubscriptionId === null ? (
          <Text size="sm" c="dimmed">
            Assinatura ainda não criada na Efí.
          </Text>
        ) : !s.efi.available ? (
          <Alert color="orange" variant="light" title="Efí indisponível">
            {s.efi.error ?? 'Não foi possível consultar a Efí agora.'}
          </Alert>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              Assinatura #{s.efiSubscriptionId} · status na Efí:{' '}
              <b>{s.efi.status ? efiStatusLabel(s.efi.status) : '—'}</b>
              {s.efi.valueCents !== null && ` · ${formatBrl(s.efi.valueCents)}`}
              {s.efi.nextExecution && ` · próxima execução ${day(s.efi.nextExecution)}`}
            </Text>
            {s.efi.charges.length > 0 && (
              <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                {s.efi.charges.map((charge) => (
                  <Text component="li" size="sm" key={charge.chargeId}>
                    Cobrança #{charge.chargeId}: {efiStatusLabel(charge.status)}
                    {charge.at ? ` em ${day(charge.at)}` : ''}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/** Efí's charge and subscription statuses in pt-BR; one Efí adds later shows as Efí names it. */
function efiStatusLabel(status: string): string {
  return (
    (paymentStatusLabels as Record<string, string>)[status] ??
    ({ active: 'Ativa', new: 'Nova', new_charge: 'Nova cobrança' } as Record<string, string>)[
      status
    ] ??
    status
  );
}

/** The subscription open in the drawer (its id in the address, so it can be shared). */
export function SubscriptionDetailDrawer({
  id,
  onClose,
}: {
  id: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({ ...subscriptionQuery(id ?? ''), enabled: id !== null });
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={<Text fw={700}>Detalhe da assinatura</Text>}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {detail.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Carregando assinatura">
          <Skeleton height={32} width="60%" />
          <Skeleton height={80} />
          <Skeleton height={160} />
        </Stack>
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <DetailBody subscription={detail.data} />
      )}
    </Drawer>
  );
}
