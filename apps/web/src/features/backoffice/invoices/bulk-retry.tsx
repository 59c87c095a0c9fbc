import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { MAX_BULK_RETRY, type StaffInvoice } from '@rumo/shared/backoffice/invoices';
import { plural } from '@rumo/shared/common/plural';
import { IconReload } from '@tabler/icons-react';
import { useState } from 'react';
import { useBulkRetry } from './invoices-api';

/** The notas a selection may hold: those in error (the only ones "Tentar novamente" sends). */
export const selectableForRetry = (invoice: Pick<StaffInvoice, 'status'>) =>
  invoice.status === 'error';

export const tooManyMessage = `Selecione no máximo ${MAX_BULK_RETRY} notas por vez.`;

/** The selection of the page's notas in error (cleared when the rows change). */
export function useRetrySelection(rows: StaffInvoice[] | undefined) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [seen, setSeen] = useState(rows);
  if (rows !== seen) {
    setSeen(rows);
    const still = new Set((rows ?? []).filter(selectableForRetry).map((row) => row.id));
    setSelected((current) => new Set([...current].filter((id) => still.has(id))));
  }
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setAll = (ids: string[], on: boolean) => setSelected(on ? new Set(ids) : new Set());
  return { selected, toggle, setAll, clear: () => setSelected(new Set()) };
}

/** A row's checkbox, named after the nota's company for screen readers. */
export function RetryCheckbox({
  invoice,
  checked,
  onChange,
}: {
  invoice: StaffInvoice;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox
      aria-label={`Selecionar a nota com erro de ${invoice.company.name}`}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/**
 * "Tentar novamente (N)": the selected notas in error are sent again in one request, after a
 * confirmation; at most MAX_BULK_RETRY at once.
 */
export function BulkRetryBar({
  selected,
  selectable,
  onSelectAll,
  onDone,
}: {
  selected: ReadonlySet<string>;
  /** The page's notas in error. */
  selectable: string[];
  onSelectAll: (on: boolean) => void;
  onDone: () => void;
}) {
  const retry = useBulkRetry();
  const [confirming, setConfirming] = useState(false);
  if (selectable.length === 0) return null;
  const count = selected.size;
  const tooMany = count > MAX_BULK_RETRY;
  const all = count > 0 && selectable.every((id) => selected.has(id));

  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm">
        <Checkbox
          label="Selecionar as notas com erro desta página"
          checked={all}
          indeterminate={count > 0 && !all}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
        />
        <Button
          leftSection={<IconReload size={16} aria-hidden />}
          disabled={count === 0 || tooMany}
          onClick={() => setConfirming(true)}
        >
          Tentar novamente ({count})
        </Button>
      </Group>
      {tooMany && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {tooManyMessage}
        </Text>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Tentar emitir de novo"
        centered
      >
        <Stack gap="md">
          <Alert color="blue" variant="light">
            <Text size="sm">
              {plural(count, 'nota com erro será enviada', 'notas com erro serão enviadas')} de novo
              ao provedor agora. Cada envio fica registrado na auditoria.
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={retry.isPending}
            >
              Voltar
            </Button>
            <Button
              loading={retry.isPending}
              data-autofocus
              onClick={() =>
                retry.mutate([...selected], {
                  onSuccess: () => {
                    setConfirming(false);
                    onDone();
                  },
                })
              }
            >
              Tentar novamente ({count})
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
