import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { leadSourceLabels, type StaffLead } from '@rumo/shared/backoffice/billing/leads';
import { formatBillingDate } from '@rumo/shared/billing/money';
import { plural } from '@rumo/shared/common/plural';
import { LEAD_SOURCES } from '@rumo/shared/leads/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ClearFiltersButton, FilterSearchInput } from '../../../components/list-filter-controls';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { hasActiveUrlFilters, useUrlFilters } from '../../../lib/url-filters';
import { LEAD_STATUS_OPTIONS, LeadDrawer } from '../leads/lead-drawer';
import {
  downloadText,
  fetchAllLeads,
  LEAD_FILTER_PARAMS,
  type LeadFilters,
  type LeadStatus,
  leadsCsv,
  readLeadFilters,
  useLeads,
  useUpdateLead,
} from '../leads/leads-api';
import { DayFilterInput, FilterPanel } from '../lists/filter-fields';
import { useCompactList } from '../lists/list-helpers';
import { PagedListBody } from '../lists/paged-list-body';

const SOURCE_OPTIONS = LEAD_SOURCES.map((source) => ({
  value: source,
  label: leadSourceLabels[source],
}));
const SOURCE_COLORS = { proposta: 'violet', beta: 'cyan', checkout: 'teal' } as const;

function StatusSelect({ lead }: { lead: StaffLead }) {
  const update = useUpdateLead();
  return (
    <Select
      aria-label={`Status de ${lead.name}`}
      data={LEAD_STATUS_OPTIONS}
      value={update.isPending ? (update.variables.body.status ?? lead.status) : lead.status}
      allowDeselect={false}
      size="xs"
      w={150}
      disabled={update.isPending}
      onChange={(value) => {
        if (!value || value === lead.status) return;
        update.mutate(
          { id: lead.id, body: { status: value as LeadStatus } },
          {
            onSuccess: (saved) =>
              showToast({
                severity: 'success',
                summary: 'Lead atualizado',
                detail: `${saved.name}: ${LEAD_STATUS_OPTIONS.find((o) => o.value === saved.status)?.label}`,
              }),
            onError: (error) =>
              showToast({
                severity: 'error',
                summary: 'Erro ao atualizar o lead',
                detail: errorMessage(error),
              }),
          },
        );
      }}
    />
  );
}

function SourceBadge({ lead }: { lead: StaffLead }) {
  return (
    <Badge variant="light" color={SOURCE_COLORS[lead.source]} radius="sm">
      {leadSourceLabels[lead.source]}
    </Badge>
  );
}

function LeadCards({ leads, onOpen }: { leads: StaffLead[]; onOpen: (lead: StaffLead) => void }) {
  return (
    <Stack gap="sm">
      {leads.map((lead) => (
        <Card key={lead.id} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{lead.name}</Text>
              <Text size="sm" c="dimmed" truncate>
                {lead.email}
              </Text>
              <Text size="sm" c="dimmed">
                {lead.company ?? 'Sem empresa'} · {formatBillingDate(lead.createdAt)}
              </Text>
            </div>
            <SourceBadge lead={lead} />
          </Group>
          <Group justify="space-between" mt="sm">
            <StatusSelect lead={lead} />
            <Button size="compact-sm" variant="subtle" onClick={() => onOpen(lead)}>
              Detalhes
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function LeadTable({ leads, onOpen }: { leads: StaffLead[]; onOpen: (lead: StaffLead) => void }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Contato</Table.Th>
            <Table.Th>Empresa</Table.Th>
            <Table.Th>Origem</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Responsável</Table.Th>
            <Table.Th>Recebido em</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {lead.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {lead.email}
                </Text>
              </Table.Td>
              <Table.Td>{lead.company ?? '—'}</Table.Td>
              <Table.Td>
                <SourceBadge lead={lead} />
              </Table.Td>
              <Table.Td>
                <StatusSelect lead={lead} />
              </Table.Td>
              <Table.Td>{lead.owner?.name ?? '—'}</Table.Td>
              <Table.Td>{formatBillingDate(lead.createdAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onOpen(lead)}
                  aria-label={`Detalhes de ${lead.name}`}
                >
                  Detalhes
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Leads (permission stats): filters, the status pipeline, owner, notes and CSV export. */
export default function BackofficeLeadsPage() {
  const { filters, setFilters, clearFilters } = useUrlFilters<LeadFilters>(
    readLeadFilters,
    LEAD_FILTER_PARAMS,
  );
  const leads = useLeads(filters);
  const [openLead, setOpenLead] = useState<StaffLead | null>(null);
  const [exporting, setExporting] = useState(false);
  const compact = useCompactList();
  const list = leads.data;
  const filtered = hasActiveUrlFilters(filters);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllLeads(filters);
      downloadText(
        leadsCsv(all),
        `leads-${new Date().toISOString().slice(0, 10)}.csv`,
        'text/csv;charset=utf-8',
      );
      showToast({
        severity: 'success',
        summary: 'Exportação concluída',
        detail: plural(all.length, 'lead exportado.', 'leads exportados.'),
      });
    } catch (error) {
      showToast({ severity: 'error', summary: 'Erro na exportação', detail: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Leads"
        description="Contatos do site: propostas personalizadas, beta testers e checkouts."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!list || list.total === 0}
          >
            Exportar CSV
          </Button>
        }
      />
      <Stack gap="md">
        <FilterPanel active={filtered}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" role="search">
            <FilterSearchInput
              placeholder="Nome, e-mail ou empresa"
              value={filters.search}
              onSearch={(search) => setFilters({ search })}
            />
            <Select
              label="Origem"
              placeholder="Todas"
              data={SOURCE_OPTIONS}
              value={filters.source}
              onChange={(source) => setFilters({ source: source as LeadFilters['source'] })}
              clearable
            />
            <Select
              label="Status"
              placeholder="Todos"
              data={LEAD_STATUS_OPTIONS}
              value={filters.status}
              onChange={(status) => setFilters({ status: status as LeadFilters['status'] })}
              clearable
            />
            <DayFilterInput
              label="De"
              value={filters.from}
              onChange={(from) => setFilters({ from })}
            />
            <DayFilterInput label="Até" value={filters.to} onChange={(to) => setFilters({ to })} />
            {filtered && <ClearFiltersButton onClick={clearFilters} />}
          </SimpleGrid>
        </FilterPanel>

        <PagedListBody
          query={leads}
          loadingLabel="Carregando leads"
          empty={{
            title: 'Nenhum lead encontrado',
            description: filtered
              ? 'Tente outros filtros.'
              : 'Propostas, inscrições beta e checkouts aparecem aqui.',
          }}
          page={filters.page}
          onPage={(page) => setFilters({ page })}
          totalLabel={(total) => plural(total, 'lead', 'leads')}
        >
          {(rows) =>
            compact ? (
              <LeadCards leads={rows} onOpen={setOpenLead} />
            ) : (
              <LeadTable leads={rows} onOpen={setOpenLead} />
            )
          }
        </PagedListBody>
      </Stack>
      <LeadDrawer lead={openLead} onClose={() => setOpenLead(null)} />
    </>
  );
}
