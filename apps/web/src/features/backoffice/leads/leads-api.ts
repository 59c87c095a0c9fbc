import type { StaffUser } from '@rumo/shared/backoffice/auth';
import {
  leadSourceLabels,
  leadStatusLabels,
  type StaffLead,
  type StaffLeadList,
  type StaffLeadUpdateBody,
} from '@rumo/shared/backoffice/billing/leads';
import { formatBillingDate } from '@rumo/shared/billing/money';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Paginated } from '@rumo/shared/common/pagination';
import { LEAD_SOURCES, LEAD_STATUSES } from '@rumo/shared/leads/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FilterParams, oneOf, readPage, readSearch } from '../../../lib/url-filters';
import { type BackofficeApi, backofficeApi } from '../api/backoffice-api-client';
import { queryString, readDay } from '../lists/list-helpers';

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadSource = (typeof LEAD_SOURCES)[number];

export interface LeadFilters {
  page: number;
  source: LeadSource | null;
  status: LeadStatus | null;
  from: string | null;
  to: string | null;
  search: string;
}

export const LEAD_FILTER_PARAMS: FilterParams<LeadFilters> = {
  page: 'pagina',
  source: 'origem',
  status: 'status',
  from: 'de',
  to: 'ate',
  search: 'busca',
};

export function readLeadFilters(params: URLSearchParams): LeadFilters {
  return {
    page: readPage(params.get('pagina')),
    source: oneOf(LEAD_SOURCES, params.get('origem')),
    status: oneOf(LEAD_STATUSES, params.get('status')),
    from: readDay(params.get('de')),
    to: readDay(params.get('ate')),
    search: readSearch(params.get('busca')),
  };
}

/** Spec §7: GET /backoffice/leads with page, limit and the filters that are set (nulls dropped). */
export function leadListPath(filters: LeadFilters, page = filters.page, limit = DEFAULT_PAGE_SIZE) {
  return `/backoffice/leads${queryString({
    page,
    limit,
    source: filters.source,
    status: filters.status,
    from: filters.from,
    to: filters.to,
    search: filters.search.trim(),
  })}`;
}

const keys = {
  all: ['backoffice', 'leads'] as const,
  list: (filters: LeadFilters) => ['backoffice', 'leads', 'list', filters] as const,
  staff: ['backoffice', 'leads', 'staff-options'] as const,
};

export function useLeads(filters: LeadFilters) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: async ({ signal }) =>
      (await backofficeApi.get<StaffLeadList>(leadListPath(filters), { signal }))
        ?.data as StaffLeadList,
    placeholderData: keepPreviousData,
  });
}

/** The active staff, as owner choices (the list needs the `users` permission). */
export function useStaffOptions(enabled: boolean) {
  return useQuery({
    queryKey: keys.staff,
    queryFn: async ({ signal }) =>
      (
        await backofficeApi.get<Paginated<StaffUser>>(
          `/backoffice/users${queryString({ status: 'active', limit: MAX_PAGE_SIZE })}`,
          { signal },
        )
      )?.data as Paginated<StaffUser>,
    enabled,
    staleTime: 5 * 60_000,
    select: (list) => list.data.map((staff) => ({ value: staff.id, label: staff.name })),
  });
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: StaffLeadUpdateBody }) =>
      (await backofficeApi.patch<StaffLead>(`/backoffice/leads/${id}`, body))?.data as StaffLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Every lead of the filter, page by page (at most 100 pages of 100). */
export async function fetchAllLeads(
  filters: LeadFilters,
  api: BackofficeApi = backofficeApi,
): Promise<StaffLead[]> {
  const leads: StaffLead[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const list = (await api.get<StaffLeadList>(leadListPath(filters, page, MAX_PAGE_SIZE)))
      ?.data as StaffLeadList;
    leads.push(...list.data);
    if (leads.length >= list.total || list.data.length === 0) break;
  }
  return leads;
}

function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Leads as CSV for Excel pt-BR: `;` between cells, CRLF lines, UTF-8 BOM. */
export function leadsCsv(leads: StaffLead[]): string {
  const header = [
    'Nome',
    'E-mail',
    'Telefone',
    'Empresa',
    'Tamanho',
    'Origem',
    'Status',
    'Responsável',
    'Anotações',
    'Mensagem',
    'Criado em',
  ];
  const rows = leads.map((lead) => [
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.companySize,
    leadSourceLabels[lead.source],
    leadStatusLabels[lead.status],
    lead.owner?.name,
    lead.notes,
    lead.message,
    formatBillingDate(lead.createdAt),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export function downloadText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
