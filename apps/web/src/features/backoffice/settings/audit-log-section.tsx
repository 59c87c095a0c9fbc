import {
  ActionIcon,
  Badge,
  Card,
  Code,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  auditTargetLabel,
  type StaffAuditEntry,
} from '@rumo/shared/backoffice/audit-log';
import type { StaffUser } from '@rumo/shared/backoffice/auth';
import type { Paginated } from '@rumo/shared/common/pagination';
import { plural } from '@rumo/shared/common/plural';
import { IconChevronDown, IconChevronRight, IconListSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { ClearFiltersButton } from '../../../components/list-filter-controls';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { QueryError } from '../../../components/query-error';
import { requireData } from '../../../lib/api-client';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { backofficeApi } from '../api/backoffice-api-client';
import { hasPermission } from '../backoffice-guard';
import { DayFilterInput } from '../lists/filter-fields';
import { useBackofficeSession } from '../session/backoffice-session-store';
import { type AuditFilters, useAuditLog } from './settings-api';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const EMPTY: AuditFilters = { page: 1, actorId: null, action: null, from: null, to: null };

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: APP_TIME_ZONE,
});

function show(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields a write changed, before → after. */
export function auditDiff(entry: Pick<StaffAuditEntry, 'before' | 'after'>) {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys]
    .map((key) => ({ key, before: entry.before?.[key], after: entry.after?.[key] }))
    .filter((row) => JSON.stringify(row.before) !== JSON.stringify(row.after));
}

function Diff({ entry }: { entry: StaffAuditEntry }) {
  const rows = auditDiff(entry);
  return (
    <Stack gap={6} py="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sem alterações de campos registradas.
        </Text>
      ) : (
        rows.map((row) => (
          <Group key={row.key} gap="xs" wrap="wrap" align="baseline">
            <Text size="sm" fw={600}>
              {row.key}:
            </Text>
            <Code>{show(row.before)}</Code>
            <Text size="sm" aria-label="passou a">
              →
            </Text>
            <Code>{show(row.after)}</Code>
          </Group>
        ))
      )}
      {entry.targetId && (
        <Text size="xs" c="dimmed">
          Alvo: {auditTargetLabel(entry.targetType)} {entry.targetId}
        </Text>
      )}
    </Stack>
  );
}

function ToggleButton({ open, onClick }: { open: boolean; onClick: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-expanded={open}
      aria-label={open ? 'Ocultar detalhes' : 'Ver antes e depois'}
      onClick={onClick}
    >
      {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  );
}

function useStaffOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['backoffice', 'staff-users', 'options'],
    queryFn: async ({ signal }) =>
      requireData(
        await backofficeApi.get<Paginated<StaffUser>>('/backoffice/users?page=1&limit=100', {
          signal,
        }),
      ).data.map((user) => ({ value: user.id, label: user.name })),
    enabled,
  });
}

/** The staff audit log (permission system): who did what, before and after, why, from where. */
export function AuditLogSection() {
  const { user } = useBackofficeSession();
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const log = useAuditLog(filters);
  const staff = useStaffOptions(hasPermission(user?.permissions, 'users'));
  const isSmall = useMediaQuery('(max-width: 48em)');
  const update = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const filtered = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(EMPTY);

  let body: React.ReactNode;
  if (log.isError) body = <QueryError error={log.error} onRetry={() => log.refetch()} />;
  else if (!log.data)
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando o log de auditoria">
        {['a', 'b', 'c'].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </Stack>
    );
  else if (log.data.data.length === 0)
    body = (
      <EmptyState
        size="sm"
        icon={<IconListSearch aria-hidden />}
        title="Nenhum registro encontrado"
        description={
          filtered ? 'Ajuste ou limpe os filtros.' : 'As alterações da equipe aparecem aqui.'
        }
      />
    );
  else {
    const entries = log.data.data;
    body = (
      <Stack gap="md" style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}>
        {isSmall ? (
          <Stack gap="sm">
            {entries.map((entry) => (
              <Card key={entry.id} withBorder radius="md" padding="sm" component="article">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600} size="sm">
                      {auditActionLabel(entry.action)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {entry.actor?.name ?? 'Sistema'} ·{' '}
                      {dateTime.format(new Date(entry.createdAt))}
                    </Text>
                  </div>
                  <ToggleButton open={open.has(entry.id)} onClick={() => toggle(entry.id)} />
                </Group>
                {entry.reason && <Text size="sm">Motivo: {entry.reason}</Text>}
                {entry.ip && (
                  <Text size="xs" c="dimmed">
                    IP {entry.ip}
                  </Text>
                )}
                <Collapse expanded={open.has(entry.id)}>
                  <Diff entry={entry} />
                </Collapse>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <VisuallyHidden>Detalhes</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Quem</Table.Th>
                  <Table.Th>Ação</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                  <Table.Th>IP</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Fragment key={entry.id}>
                    <Table.Tr>
                      <Table.Td>
                        <ToggleButton open={open.has(entry.id)} onClick={() => toggle(entry.id)} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {dateTime.format(new Date(entry.createdAt))}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{entry.actor?.name ?? 'Sistema'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" tt="none">
                          {auditActionLabel(entry.action)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{entry.reason ?? '—'}</Table.Td>
                      <Table.Td>{entry.ip ?? '—'}</Table.Td>
                    </Table.Tr>
                    {open.has(entry.id) && (
                      <Table.Tr>
                        <Table.Td />
                        <Table.Td colSpan={5}>
                          <Diff entry={entry} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination
          page={filters.page}
          limit={log.data.limit}
          total={log.data.total}
          onChange={(page) => setFilters((f) => ({ ...f, page }))}
          totalLabel={(total) => plural(total, 'registro', 'registros')}
        />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="audit-log">
      <Title order={2} fz="lg" id="audit-log">
        Log de auditoria
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Cada alteração feita pela equipe do backoffice, com o antes e o depois.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" mb="md">
        <Select
          label="Quem"
          placeholder="Todos"
          data={staff.data ?? []}
          value={filters.actorId}
          onChange={(actorId) => update({ actorId })}
          clearable
          searchable
          disabled={!staff.data}
          nothingFoundMessage="Ninguém encontrado"
        />
        <Select
          label="Ação"
          placeholder="Todas"
          data={ACTION_OPTIONS}
          value={filters.action}
          onChange={(action) => update({ action })}
          clearable
          searchable
          nothingFoundMessage="Nenhuma ação encontrada"
        />
        <DayFilterInput label="De" value={filters.from} onChange={(from) => update({ from })} />
        <DayFilterInput label="Até" value={filters.to} onChange={(to) => update({ to })} />
        {filtered && <ClearFiltersButton onClick={() => setFilters(EMPTY)} />}
      </SimpleGrid>
      {body}
    </Card>
  );
}
