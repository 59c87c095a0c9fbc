import {
  Anchor,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { staffMay } from '@rumo/shared/backoffice/auth';
import { mayReissue, type StaffInvoice } from '@rumo/shared/backoffice/invoices';
import { INVOICE_STATUSES, invoiceStatusLabels } from '@rumo/shared/billing/invoices';
import { formatBrl } from '@rumo/shared/billing/money';
import { plural } from '@rumo/shared/common/plural';
import { Link } from 'react-router';
import { InvoiceStatusBadge } from '../../../components/invoice/invoice-status-badge';
import { ClearFiltersButton, FilterSearchInput } from '../../../components/list-filter-controls';
import { PageHeader } from '../../../components/page-header';
import { hasActiveUrlFilters, useUrlFilters } from '../../../lib/url-filters';
import { backofficePath } from '../backoffice-routes';
import {
  BulkRetryBar,
  RetryCheckbox,
  selectableForRetry,
  useRetrySelection,
} from '../invoices/bulk-retry';
import { InvoiceActions } from '../invoices/invoice-actions';
import {
  INVOICE_FILTER_PARAMS,
  type InvoiceFilters,
  readInvoiceFilters,
  useInvoices,
} from '../invoices/invoices-api';
import { DayFilterInput, FilterPanel } from '../lists/filter-fields';
import { formatDateTime, useCompactList } from '../lists/list-helpers';
import { PagedListBody } from '../lists/paged-list-body';
import { useRegisteredBackofficePages } from '../registered-pages';
import { useBackofficeSession } from '../session/backoffice-session-store';

const STATUS_OPTIONS = INVOICE_STATUSES.map((status) => ({
  value: status,
  label: invoiceStatusLabels[status],
}));

/** The company, and a link to the payment's drawer when the payments page is there. */
function InvoiceSubject({ invoice }: { invoice: StaffInvoice }) {
  const registered = useRegisteredBackofficePages();
  return (
    <div>
      <Text size="sm" fw={600}>
        {invoice.company.name}
      </Text>
      {registered.has('payments') && (
        <Anchor
          component={Link}
          to={`${backofficePath('payments')}?pagamento=${invoice.payment.id}`}
          size="xs"
          underline="always"
        >
          Ver pagamento
        </Anchor>
      )}
    </div>
  );
}

/** What went wrong, or why it waits; with the attempts and the next one. */
function InvoiceProblem({ invoice }: { invoice: StaffInvoice }) {
  if (invoice.status === 'canceled' && invoice.cancelReason) {
    return (
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          Motivo: {invoice.cancelReason}
        </Text>
        {invoice.reissuedAs && (
          <Text size="xs" c="dimmed">
            Uma nova nota foi emitida no lugar desta.
          </Text>
        )}
      </Stack>
    );
  }
  if (!invoice.errorMessage) return null;
  return (
    <Stack gap={0}>
      <Text size="sm" c={invoice.status === 'error' ? 'red' : 'dimmed'}>
        {invoice.errorMessage}
      </Text>
      <Text size="xs" c="dimmed">
        {plural(invoice.attempts, 'tentativa', 'tentativas')}
        {invoice.nextAttemptAt ? ` · próxima em ${formatDateTime(invoice.nextAttemptAt)}` : ''}
      </Text>
    </Stack>
  );
}

const numberLabel = (invoice: StaffInvoice) => (invoice.number ? `nº ${invoice.number}` : '—');

interface Selection {
  /** Null when the staff member may not retry (no checkboxes). */
  selected: ReadonlySet<string> | null;
  toggle: (id: string, on: boolean) => void;
}

function SelectCell({ invoice, selection }: { invoice: StaffInvoice; selection: Selection }) {
  if (!selection.selected || !selectableForRetry(invoice)) return null;
  return (
    <RetryCheckbox
      invoice={invoice}
      checked={selection.selected.has(invoice.id)}
      onChange={(on) => selection.toggle(invoice.id, on)}
    />
  );
}

function InvoiceCards({ invoices, selection }: { invoices: StaffInvoice[]; selection: Selection }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {invoices.map((invoice) => (
        <Card key={invoice.id} component="li" withBorder radius="md" padding="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <SelectCell invoice={invoice} selection={selection} />
                <InvoiceSubject invoice={invoice} />
              </Group>
              <InvoiceStatusBadge status={invoice.status} />
            </Group>
            <Text size="sm">
              {formatBrl(invoice.amountCents)}
              {invoice.number ? ` · NFS-e nº ${invoice.number}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {invoice.issuedAt
                ? `Emitida em ${formatDateTime(invoice.issuedAt)}`
                : `Criada em ${formatDateTime(invoice.createdAt)}`}
            </Text>
            <InvoiceProblem invoice={invoice} />
            <InvoiceActions
              invoice={invoice}
              subject={invoice.company.name}
              reissuable={mayReissue(invoice)}
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function InvoiceTable({ invoices, selection }: { invoices: StaffInvoice[]; selection: Selection }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Notas fiscais">
        <Table.Thead>
          <Table.Tr>
            {selection.selected && (
              <Table.Th w={40}>
                <VisuallyHidden>Seleção</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th>Criada em</Table.Th>
            <Table.Th>Empresa</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Nota fiscal</Table.Th>
            <Table.Th>Erro ou motivo</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              {selection.selected && (
                <Table.Td>
                  <SelectCell invoice={invoice} selection={selection} />
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(invoice.createdAt)}
              </Table.Td>
              <Table.Td>
                <InvoiceSubject invoice={invoice} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatBrl(invoice.amountCents)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={2} align="flex-start">
                  <InvoiceStatusBadge status={invoice.status} />
                  <Text size="sm">{numberLabel(invoice)}</Text>
                  {invoice.issuedAt && (
                    <Text size="xs" c="dimmed">
                      Emitida em {formatDateTime(invoice.issuedAt)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td maw={220}>
                <InvoiceProblem invoice={invoice} />
              </Table.Td>
              <Table.Td w={180}>
                <InvoiceActions
                  invoice={invoice}
                  subject={invoice.company.name}
                  reissuable={mayReissue(invoice)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Notas fiscais (permission payments): every NFS-e, its errors, retries and cancellations. */
export default function BackofficeInvoicesPage() {
  const { filters, setFilters, clearFilters } = useUrlFilters<InvoiceFilters>(
    readInvoiceFilters,
    INVOICE_FILTER_PARAMS,
  );
  const invoices = useInvoices(filters);
  const compact = useCompactList();
  const active = hasActiveUrlFilters(filters);
  const { user } = useBackofficeSession();
  const mayRetry = user ? staffMay(user.role, 'retryInvoice') : false;
  const rows = invoices.data?.data;
  const retry = useRetrySelection(rows);
  const selectable = (rows ?? []).filter(selectableForRetry).map((row) => row.id);
  const selection: Selection = { selected: mayRetry ? retry.selected : null, toggle: retry.toggle };

  return (
    <>
      <PageHeader
        title="Notas fiscais"
        description="A NFS-e de cada pagamento: emitidas, na fila, com erro e canceladas."
      />
      <Stack gap="md">
        <FilterPanel active={active}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" role="search">
            <Select
              label="Status"
              placeholder="Todos"
              data={STATUS_OPTIONS}
              value={filters.status}
              onChange={(status) => setFilters({ status: status as InvoiceFilters['status'] })}
              clearable
            />
            <FilterSearchInput
              label="Empresa"
              placeholder="Nome da empresa"
              value={filters.company}
              onSearch={(company) => setFilters({ company })}
            />
            <DayFilterInput
              label="De"
              value={filters.from}
              onChange={(from) => setFilters({ from })}
            />
            <DayFilterInput label="Até" value={filters.to} onChange={(to) => setFilters({ to })} />
            {active && <ClearFiltersButton onClick={clearFilters} />}
          </SimpleGrid>
        </FilterPanel>

        {mayRetry && (
          <BulkRetryBar
            selected={retry.selected}
            selectable={selectable}
            onSelectAll={(on) => retry.setAll(selectable, on)}
            onDone={retry.clear}
          />
        )}

        <PagedListBody
          query={invoices}
          loadingLabel="Carregando notas fiscais"
          empty={{
            title: 'Nenhuma nota fiscal encontrada',
            description: active
              ? 'Tente outros filtros.'
              : 'Cada pagamento confirmado gera uma nota fiscal, que aparece aqui.',
          }}
          page={filters.page}
          onPage={(page) => setFilters({ page })}
          totalLabel={(total) => plural(total, 'nota fiscal', 'notas fiscais')}
        >
          {(page) =>
            compact ? (
              <InvoiceCards invoices={page} selection={selection} />
            ) : (
              <InvoiceTable invoices={page} selection={selection} />
            )
          }
        </PagedListBody>
      </Stack>
    </>
  );
}
