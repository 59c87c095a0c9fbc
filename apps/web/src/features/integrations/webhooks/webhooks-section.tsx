import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Webhook, WebhookWithSecret } from '@rumo/shared/integrations/webhooks';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { useWebhooks } from './use-webhooks';
import { WebhookCard } from './webhook-card';
import { WebhookFormModal } from './webhook-form';
import { WebhookSecretAlert } from './webhook-secret-alert';

type FormState = { editing: Webhook | null } | null;

/** Configurações › Integrações › Webhooks: the endpoints that receive Rumo's events. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const [form, setForm] = useState<FormState>(null);
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);

  const showSecret = (title: string) => (answer: WebhookWithSecret) =>
    setSecret({ title, value: answer.secret });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="webhooks-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} size="h4" id="webhooks-title">
              Webhooks
            </Title>
            <Text size="sm" c="dimmed">
              O Rumo avisa outros sistemas quando algo muda nos OKRs: cada evento vai por POST,
              assinado no padrão{' '}
              <Anchor href="https://www.standardwebhooks.com/" target="_blank" rel="noreferrer">
                Standard Webhooks
              </Anchor>
              . Entregas que falham são repetidas por até 17 horas.
            </Text>
          </div>
          <Button onClick={() => setForm({ editing: null })}>Adicionar webhook</Button>
        </Group>
        {secret && (
          <WebhookSecretAlert
            title={secret.title}
            secret={secret.value}
            onClose={() => setSecret(null)}
          />
        )}
        {webhooks.isPending && <Loader size="sm" aria-label="Carregando webhooks" />}
        {webhooks.isError && (
          <QueryError error={webhooks.error} onRetry={() => webhooks.refetch()} />
        )}
        {webhooks.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhum webhook cadastrado. Adicione um endpoint para receber check-ins, objetivos e
            ciclos em outro sistema.
          </Text>
        )}
        {webhooks.data?.map((webhook) => (
          <WebhookCard
            key={webhook.id}
            webhook={webhook}
            onEdit={() => setForm({ editing: webhook })}
            onRotated={showSecret('Novo segredo gerado')}
          />
        ))}
      </Stack>
      {form && (
        <WebhookFormModal
          opened
          editing={form.editing}
          onClose={() => setForm(null)}
          onCreated={showSecret('Webhook adicionado')}
        />
      )}
    </Card>
  );
}
