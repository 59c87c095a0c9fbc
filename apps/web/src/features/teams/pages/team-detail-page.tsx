import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconPencil, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { QueryError } from '../../../components/query-error';
import { UserAvatar } from '../../../components/user-avatar';
import { isApiError } from '../../../lib/api-error';
import { pageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { isAdmin, useSession } from '../../../lib/session-store';
import { useTeam } from '../api/use-team';
import { TeamFormModal } from '../components/team-form-modal';
import { TeamKpisCard } from '../components/team-kpis-card';
import { TeamMembersCard } from '../components/team-members-card';
import { TeamMembersModal } from '../components/team-members-modal';
import { TeamObjectivesCard } from '../components/team-objectives-card';
import { useConfirmDeleteTeam } from '../hooks/use-confirm-delete-team';

function DetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Carregando time">
      <Skeleton height={120} radius="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={260} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={260} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

const backToTeams = (
  <Button component={Link} to={paths.teams} leftSection={<IconArrowLeft size={16} />}>
    Voltar para Times
  </Button>
);

/** /times/:id: leader, members and the team's objectives in the current cycle. */
export default function TeamDetailPage() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  const { user } = useSession();
  const admin = isAdmin(user);
  const navigate = useNavigate();
  const confirmDelete = useConfirmDeleteTeam();
  const [editOpened, edit] = useDisclosure(false);
  const [membersOpened, members] = useDisclosure(false);

  // The route title says "Time"; once loaded, the tab names the team.
  useEffect(() => {
    if (team.data) document.title = pageTitle(team.data.name);
  }, [team.data]);

  if (team.isError) {
    if (isApiError(team.error) && (team.error.status === 404 || team.error.status === 400)) {
      return (
        <EmptyState
          icon={<IconUsersGroup aria-hidden />}
          title="Time não encontrado"
          description="Ele pode ter sido excluído. Volte para a lista de times."
          action={backToTeams}
        />
      );
    }
    return <QueryError error={team.error} onRetry={() => team.refetch()} />;
  }
  if (!team.data) return <DetailSkeleton />;

  const data = team.data;
  return (
    <Stack gap="lg">
      <Breadcrumbs separator="›">
        <Anchor component={Link} to={paths.teams} size="sm">
          Times
        </Anchor>
        <Text size="sm" c="dimmed" truncate maw={260}>
          {data.name}
        </Text>
      </Breadcrumbs>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {data.name}
              </Title>
              <Text c="dimmed">{data.description || 'Sem descrição.'}</Text>
            </Stack>
            {admin && (
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                  onClick={edit.open}
                >
                  Editar
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() =>
                    confirmDelete(data, () => navigate(paths.teams, { replace: true }))
                  }
                >
                  Excluir
                </Button>
              </Group>
            )}
          </Group>
          <Group gap="xl" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                Líder
              </Text>
              {data.leader ? (
                <Group gap="xs" wrap="nowrap">
                  <UserAvatar avatar={data.leader.avatar} name={data.leader.name} size={32} />
                  <Text fw={600}>{data.leader.name}</Text>
                </Group>
              ) : (
                <Text c="dimmed">Sem líder definido</Text>
              )}
            </Stack>
            <Stack gap={4} style={{ flex: 1, minWidth: 220, maxWidth: 420 }}>
              <Text size="xs" c="dimmed">
                Progresso no ciclo atual
              </Text>
              <ProgressBar value={data.progress} label={`Progresso do time ${data.name}`} />
            </Stack>
          </Group>
        </Stack>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TeamMembersCard team={data} onManage={admin ? members.open : undefined} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TeamObjectivesCard team={data} admin={admin} />
        </Grid.Col>
      </Grid>

      <TeamKpisCard teamId={data.id} />

      {admin && (
        <>
          <TeamFormModal opened={editOpened} onClose={edit.close} team={data} />
          <TeamMembersModal team={data} opened={membersOpened} onClose={members.close} />
        </>
      )}
    </Stack>
  );
}
