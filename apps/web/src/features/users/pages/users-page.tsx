import { Button, Skeleton, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { plural } from '@rumo/shared/common/plural';
import type { ManagedUser } from '@rumo/shared/users/contracts';
import { IconListSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { useSession } from '../../../lib/session-store';
import { useUsers } from '../api/use-users';
import { InviteUserModal } from '../components/invite-user-modal';
import { SetTeamModal } from '../components/set-team-modal';
import { UserCards } from '../components/user-cards';
import { UserFilters } from '../components/user-filters';
import { UsersTable } from '../components/users-table';
import { useUserFilters } from '../hooks/use-user-filters';
import { hasActiveUserFilters, userListQueryString } from '../hooks/user-filters';

/** /usuarios (admin): the company's people, their roles, teams and account status. */
export default function UsersPage() {
  const { user: me } = useSession();
  const { filters, setFilters, clearFilters } = useUserFilters();
  const users = useUsers(userListQueryString(filters));
  const [inviteOpened, invite] = useDisclosure(false);
  const [teamFor, setTeamFor] = useState<ManagedUser | null>(null);
  // Phones get cards: a wide table would hide the actions behind a horizontal scroll.
  const isSmall = useMediaQuery('(max-width: 48em)');
  const List = isSmall ? UserCards : UsersTable;

  const inviteButton = (
    <Button leftSection={<IconUserPlus size={16} />} onClick={invite.open}>
      Convidar usuário
    </Button>
  );

  let body: React.ReactNode;
  if (users.isError) {
    body = <QueryError error={users.error} onRetry={() => users.refetch()} />;
  } else if (!users.data) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando usuários">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={52} radius="sm" />
        ))}
      </Stack>
    );
  } else if (users.data.data.length === 0) {
    body = hasActiveUserFilters(filters) ? (
      <EmptyState
        icon={<IconListSearch aria-hidden />}
        title="Nenhum usuário encontrado"
        description="Ninguém atende a esses filtros. Ajuste-os ou limpe os filtros."
        action={
          <Button variant="light" onClick={clearFilters}>
            Limpar filtros
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<IconUsers aria-hidden />}
        title="Nenhum usuário ainda"
        description="Convide as pessoas da empresa para acompanhar os OKRs no Rumo."
        action={inviteButton}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <List
          users={users.data.data}
          currentUserId={me.id}
          onSetTeam={setTeamFor}
          stale={users.isPlaceholderData}
        />
        <ListPagination
          page={filters.page}
          limit={users.data.limit}
          total={users.data.total}
          onChange={(page) => setFilters({ page })}
          totalLabel={(total) => plural(total, 'usuário', 'usuários')}
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Usuários"
        description="As pessoas da empresa que usam o Rumo, seus papéis e times."
        actions={inviteButton}
      />
      <Stack gap="lg">
        <UserFilters filters={filters} onChange={setFilters} onClear={clearFilters} />
        {body}
      </Stack>
      <InviteUserModal opened={inviteOpened} onClose={invite.close} />
      <SetTeamModal user={teamFor} onClose={() => setTeamFor(null)} />
    </>
  );
}
