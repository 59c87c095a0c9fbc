import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  STAFF_PERMISSIONS,
  type StaffRole,
  type StaffUser,
  staffRoleLabels,
} from '@rumo/shared/backoffice/auth';
import { staffPowerRefusal } from '@rumo/shared/backoffice/staff-powers';
import { plural } from '@rumo/shared/common/plural';
import {
  IconDots,
  IconKey,
  IconListSearch,
  IconPlayerPlay,
  IconShieldCog,
  IconUserOff,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ClearFiltersButton, FilterSearchInput } from '../../../components/list-filter-controls';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/dates';
import { PERMISSION_AREAS } from '../dashboard/dashboard-model';
import { useBackofficeSession } from '../session/backoffice-session-store';
import { ResetPasswordModal } from '../users/reset-password-modal';
import {
  CreateStaffUserModal,
  DeactivateStaffUserModal,
  EditAccessModal,
  ReactivateStaffUserModal,
  ROLE_OPTIONS,
} from '../users/staff-user-modals';
import { type StaffUserFilters, useStaffUsers } from '../users/staff-users-api';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Ativo' },
  { value: 'disabled', label: 'Desativado' },
];

const EMPTY_FILTERS: StaffUserFilters = { page: 1, role: null, status: null, search: '' };

type Dialog = { kind: 'access' | 'deactivate' | 'reactivate' | 'reset'; user: StaffUser } | null;

interface RowProps {
  user: StaffUser;
  onOpen: (dialog: NonNullable<Dialog>) => void;
}

function StatusBadge({ status }: { status: StaffUser['status'] }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'teal' : 'gray'}>
      {status === 'active' ? 'Ativo' : 'Desativado'}
    </Badge>
  );
}

function PermissionList({ user }: { user: StaffUser }) {
  const granted = STAFF_PERMISSIONS.filter((flag) => user.permissions[flag]);
  if (granted.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhuma
      </Text>
    );
  return (
    <Group gap={4}>
      {granted.map((flag) => (
        <Badge key={flag} size="sm" variant="outline" color="gray" tt="none">
          {PERMISSION_AREAS[flag].label}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The actions the signed-in staff member may take on this account (the API decides the same way,
 * packages/shared/src/backoffice/staff-powers.ts); no menu when there is none.
 */
function RowActions({ user, onOpen }: RowProps) {
  const { user: me } = useBackofficeSession();
  // Role, flags, access and password follow one rule about the target (not oneself, and for
  // non-admins only roles below their own); a Visualizador writes nothing.
  const manageable =
    me !== null &&
    me.role !== 'viewer' &&
    staffPowerRefusal(me, { kind: 'resetPassword', target: user }) === null;
  const items = [
    manageable && (
      <Menu.Item
        key="access"
        leftSection={<IconShieldCog size={16} />}
        onClick={() => onOpen({ kind: 'access', user })}
      >
        Perfil e permissões
      </Menu.Item>
    ),
    manageable && (
      <Menu.Item
        key="reset"
        leftSection={<IconKey size={16} />}
        onClick={() => onOpen({ kind: 'reset', user })}
      >
        Redefinir senha
      </Menu.Item>
    ),
    user.status === 'active' && manageable && (
      <Menu.Item
        key="deactivate"
        color="red"
        leftSection={<IconUserOff size={16} />}
        onClick={() => onOpen({ kind: 'deactivate', user })}
      >
        Desativar
      </Menu.Item>
    ),
    user.status === 'disabled' && manageable && (
      <Menu.Item
        key="reactivate"
        leftSection={<IconPlayerPlay size={16} />}
        onClick={() => onOpen({ kind: 'reactivate', user })}
      >
        Reativar
      </Menu.Item>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${user.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{items}</Menu.Dropdown>
    </Menu>
  );
}

function StaffTable({
  users,
  meId,
  onOpen,
}: {
  users: StaffUser[];
  meId?: string;
  onOpen: RowProps['onOpen'];
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Perfil</Table.Th>
            <Table.Th>Permissões</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Último acesso</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {user.name}
                  {user.id === meId ? ' (você)' : ''}
                </Text>
                <Text size="sm" c="dimmed">
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td>{staffRoleLabels[user.role]}</Table.Td>
              <Table.Td>
                <PermissionList user={user} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>{user.lastLoginAt ? formatDate(user.lastLoginAt) : 'Nunca'}</Table.Td>
              <Table.Td>
                <RowActions user={user} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StaffCards({
  users,
  meId,
  onOpen,
}: {
  users: StaffUser[];
  meId?: string;
  onOpen: RowProps['onOpen'];
}) {
  return (
    <Stack gap="sm">
      {users.map((user) => (
        <Card key={user.id} withBorder radius="md" padding="md" component="article">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>
                {user.name}
                {user.id === meId ? ' (você)' : ''}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </div>
            <RowActions user={user} onOpen={onOpen} />
          </Group>
          <Group gap="xs" mt="sm">
            <Badge variant="light">{staffRoleLabels[user.role]}</Badge>
            <StatusBadge status={user.status} />
          </Group>
          <Stack gap={4} mt="sm">
            <PermissionList user={user} />
            <Text size="sm" c="dimmed">
              Último acesso: {user.lastLoginAt ? formatDate(user.lastLoginAt) : 'nunca'}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Usuários do Sistema (permission users): the backoffice staff, roles, flags and access. */
export default function StaffUsersPage() {
  const { user: me } = useBackofficeSession();
  const [filters, setFilters] = useState<StaffUserFilters>(EMPTY_FILTERS);
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useStaffUsers(filters);
  const isSmall = useMediaQuery('(max-width: 48em)');
  const List = isSmall ? StaffCards : StaffTable;
  const update = (patch: Partial<StaffUserFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  const filtered = filters.role !== null || filters.status !== null || filters.search !== '';
  const closeDialog = () => setDialog(null);
  const dialogUser = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? dialog.user : null;

  let body: React.ReactNode;
  if (users.isError) {
    body = <QueryError error={users.error} onRetry={() => users.refetch()} />;
  } else if (!users.data) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando usuários do sistema">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={56} radius="sm" />
        ))}
      </Stack>
    );
  } else if (users.data.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconListSearch aria-hidden />}
        title="Nenhum usuário do sistema encontrado"
        description={
          filtered ? 'Ninguém atende a esses filtros. Ajuste-os ou limpe os filtros.' : undefined
        }
        action={
          filtered ? (
            <Button variant="light" onClick={() => setFilters(EMPTY_FILTERS)}>
              Limpar filtros
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <Stack gap="md" style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
        <List users={users.data.data} meId={me?.id} onOpen={setDialog} />
        <ListPagination
          page={filters.page}
          limit={users.data.limit}
          total={users.data.total}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
          totalLabel={(total) => plural(total, 'usuário', 'usuários')}
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Usuários do Sistema"
        description="A equipe do backoffice, seus perfis e permissões."
        actions={
          me && me.role !== 'viewer' ? (
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
              Novo usuário
            </Button>
          ) : undefined
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <FilterSearchInput
            value={filters.search}
            onSearch={(search) => update({ search })}
            placeholder="Nome ou e-mail"
          />
          <Select
            label="Perfil"
            placeholder="Todos"
            data={ROLE_OPTIONS}
            value={filters.role}
            onChange={(role) => update({ role: role as StaffRole | null })}
            clearable
          />
          <Select
            label="Status"
            placeholder="Todos"
            data={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => update({ status: status as StaffUserFilters['status'] })}
            clearable
          />
          {filtered && <ClearFiltersButton onClick={() => setFilters(EMPTY_FILTERS)} />}
        </SimpleGrid>
        {body}
      </Stack>
      <CreateStaffUserModal opened={creating} onClose={() => setCreating(false)} />
      <EditAccessModal user={dialogUser('access')} onClose={closeDialog} />
      <DeactivateStaffUserModal user={dialogUser('deactivate')} onClose={closeDialog} />
      <ReactivateStaffUserModal user={dialogUser('reactivate')} onClose={closeDialog} />
      <ResetPasswordModal user={dialogUser('reset')} onClose={closeDialog} />
    </>
  );
}
