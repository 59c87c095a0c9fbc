import { Button, Checkbox, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createWebhookBodySchema,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type Webhook,
  type WebhookEventType,
  type WebhookWithSecret,
  webhookEventLabels,
} from '@rumo/shared/integrations/webhooks';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { useCreateWebhook, useUpdateWebhook } from './use-webhooks';

interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

const FIELDS = ['url', 'description', 'events', 'enabled'] as const;

/**
 * Adds an endpoint (`editing` absent) or edits one, in a dialog. A new endpoint's secret goes to
 * `onCreated`, which shows it once.
 */
export function WebhookFormModal({
  opened,
  editing,
  onClose,
  onCreated,
}: {
  opened: boolean;
  editing: Webhook | null;
  onClose: () => void;
  onCreated: (created: WebhookWithSecret) => void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WebhookFormValues>({
    initialValues: {
      url: editing?.url ?? '',
      description: editing?.description ?? '',
      events: editing?.events ?? [],
      enabled: editing?.enabled ?? true,
    },
    validate: schemaValidator<WebhookFormValues>(createWebhookBodySchema),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const body = createWebhookBodySchema.parse(values);
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
      } else {
        onCreated(await create.mutateAsync(body));
      }
      onClose();
    } catch (error) {
      setFormError(reportSubmitError(form, error, FIELDS, 'Não foi possível salvar o webhook'));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Editar webhook' : 'Adicionar webhook'}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Webhook">
        <Stack gap="sm">
          <FormAlert message={formError} />
          <TextInput
            label="URL do endpoint"
            description="Endereço https:// que recebe os eventos por POST"
            placeholder="https://exemplo.com.br/webhooks/rumo"
            withAsterisk
            maxLength={WEBHOOK_URL_MAX}
            data-autofocus
            {...form.getInputProps('url')}
          />
          <TextInput
            label="Descrição (opcional)"
            placeholder="Ex.: Integração com o BI"
            maxLength={WEBHOOK_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <Checkbox.Group
            label="Eventos"
            description="O endpoint recebe só os eventos marcados"
            withAsterisk
            {...form.getInputProps('events')}
          >
            <Stack gap={6} mt="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={`${webhookEventLabels[type]} (${type})`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch
            label="Ativo"
            description="Desativado, o endpoint não recebe novos eventos"
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? 'Salvar' : 'Adicionar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
