import { Alert, Anchor, Button, Drawer, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  leadSourceLabels,
  leadStatusLabels,
  type StaffLead,
} from '@rumo/shared/backoffice/billing/leads';
import { formatBillingDate } from '@rumo/shared/billing/money';
import { companySizeLabels, LEAD_STATUSES } from '@rumo/shared/leads/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useBackofficeSession } from '../session/backoffice-session-store';
import { type LeadStatus, useStaffOptions, useUpdateLead } from './leads-api';

export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: leadStatusLabels[status],
}));

/** A lead's contact data, with its status, owner and notes to edit. */
export function LeadDrawer({ lead, onClose }: { lead: StaffLead | null; onClose: () => void }) {
  return (
    <Drawer
      opened={lead !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={lead?.name ?? 'Lead'}
    >
      {lead && <LeadForm key={lead.id} lead={lead} onClose={onClose} />}
    </Drawer>
  );
}

function LeadForm({ lead, onClose }: { lead: StaffLead; onClose: () => void }) {
  const { user } = useBackofficeSession();
  const staff = useStaffOptions(Boolean(user?.permissions.users));
  const update = useUpdateLead();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [ownerId, setOwnerId] = useState<string | null>(lead.owner?.id ?? null);
  const [notes, setNotes] = useState(lead.notes ?? '');

  // Staff without the `users` permission may assign the lead to themselves or keep its owner.
  const ownerOptions = new Map<string, string>();
  for (const option of staff.data ?? []) ownerOptions.set(option.value, option.label);
  if (lead.owner) ownerOptions.set(lead.owner.id, lead.owner.name);
  if (user) ownerOptions.set(user.id, ownerOptions.get(user.id) ?? `${user.name} (eu)`);

  const save = () => {
    update.mutate(
      { id: lead.id, body: { status, ownerId, notes: notes.trim() ? notes : null } },
      {
        onSuccess: () => {
          showToast({ severity: 'success', summary: 'Lead atualizado', detail: lead.name });
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <div>
        <Text size="sm">
          <Anchor href={`mailto:${lead.email}`} size="sm">
            {lead.email}
          </Anchor>
          {lead.phone ? ` · ${lead.phone}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            lead.company,
            lead.companySize ? companySizeLabels[lead.companySize] : null,
            leadSourceLabels[lead.source],
            `recebido em ${formatBillingDate(lead.createdAt)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>
      {lead.message && (
        <Alert variant="light" color="gray" title="Mensagem">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {lead.message}
          </Text>
        </Alert>
      )}
      <Select
        label="Status"
        data={LEAD_STATUS_OPTIONS}
        value={status}
        onChange={(value) => value && setStatus(value as LeadStatus)}
        allowDeselect={false}
      />
      <Select
        label="Responsável"
        placeholder="Sem responsável"
        data={[...ownerOptions].map(([value, label]) => ({ value, label }))}
        value={ownerId}
        onChange={setOwnerId}
        clearable
        searchable
      />
      <Textarea
        label="Anotações"
        autosize
        minRows={4}
        maxRows={12}
        maxLength={5000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(update.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={save} loading={update.isPending}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
