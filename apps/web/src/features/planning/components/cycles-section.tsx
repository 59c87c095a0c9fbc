import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Cycle } from '@rumo/shared/cycles/contracts';
import {
  IconCalendarPlus,
  IconChecklist,
  IconFileReport,
  IconPlayerPlay,
  IconSquareCheck,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { type CycleAction, useCycleAction } from '../api/use-cycle-mutations';
import { CYCLES_PAGE_SIZE, useCyclesPage } from '../api/use-cycles-page';
import { CycleFormModal } from './cycle-form-modal';
import { CycleCards, CyclesTable } from './cycles-list';

const actionToasts: Record<CycleAction, string> = {
  activate: 'Ciclo ativado.',
  close: 'Ciclo encerrado.',
  delete: 'Ciclo excluído.',
};

/** Cycles, newest first; admins create, activate, close and delete them. */
export function CyclesSection({ canEdit }: { canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const cycles = useCyclesPage(page);
  const action = useCycleAction();
  const [formOpened, formModal] = useDisclosure(false);
  const isSmall = useMediaQuery('(max-width: 48em)');
  const List = isSmall ? CycleCards : CyclesTable;

  const run = async (cycle: Cycle, kind: CycleAction) => {
    try {
      await action.mutateAsync({ id: cycle.id, action: kind });
      showToast({ severity: 'success', summary: actionToasts[kind] });
    } catch (error) {
      showToast({
        severity: 'error',
        summary: 'Não foi possível concluir',
        detail: errorMessage(error),
      });
    }
  };

  const confirm = (cycle: Cycle, kind: 'close' | 'delete') =>
    modals.openConfirmModal({
      title: kind === 'close' ? 'Encerrar ciclo' : 'Excluir ciclo',
      centered: true,
      children: (
        <Text size="sm">
          {kind === 'close'
            ? `Encerrar "${cycle.name}"? Os objetivos continuam disponíveis para consulta.`
            : `Excluir "${cycle.name}"? Esta ação não pode ser desfeita.`}
        </Text>
      ),
      labels: { confirm: kind === 'close' ? 'Encerrar' : 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => run(cycle, kind),
    });

  const cycleActions = (cycle: Cycle) => (
    <>
      {cycle.status === 'planning' && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlayerPlay size={12} />}
          onClick={() => run(cycle, 'activate')}
          aria-label={`Ativar ${cycle.name}`}
        >
          Ativar
        </Button>
      )}
      {cycle.status === 'active' && (
        <Button
          size="compact-xs"
          variant="light"
          color="orange"
          leftSection={<IconSquareCheck size={12} />}
          onClick={() => confirm(cycle, 'close')}
          aria-label={`Encerrar ${cycle.name}`}
        >
          Encerrar
        </Button>
      )}
      {cycle.objectiveCount === 0 && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={12} />}
          onClick={() => confirm(cycle, 'delete')}
          aria-label={`Excluir ${cycle.name}`}
        >
          Excluir
        </Button>
      )}
    </>
  );

  // Everyone follows a cycle's close and report; admins also act on it (above).
  const closeLinks = (cycle: Cycle) =>
    cycle.status === 'planning' ? null : (
      <>
        <Button
          component={Link}
          to={paths.cycleClosing(cycle.id)}
          size="compact-xs"
          variant="subtle"
          leftSection={<IconChecklist size={12} />}
          aria-label={`Encerramento de ${cycle.name}`}
        >
          Encerramento
        </Button>
        {cycle.status === 'closed' && (
          <Button
            component={Link}
            to={paths.cycleReport(cycle.id)}
            size="compact-xs"
            variant="subtle"
            leftSection={<IconFileReport size={12} />}
            aria-label={`Relatório de ${cycle.name}`}
          >
            Relatório
          </Button>
        )}
      </>
    );

  const createButton = (
    <Button size="xs" leftSection={<IconCalendarPlus size={14} />} onClick={formModal.open}>
      Novo ciclo
    </Button>
  );

  let body: React.ReactNode;
  if (!cycles.data) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando ciclos">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  } else if (cycles.data.total === 0) {
    body = (
      <EmptyState
        title="Nenhum ciclo"
        description={
          canEdit
            ? 'Crie o primeiro ciclo (um trimestre, por exemplo) e ative-o para começar a definir OKRs.'
            : 'Um administrador precisa criar o primeiro ciclo.'
        }
        action={canEdit ? createButton : undefined}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <List
          cycles={cycles.data.data}
          actions={(cycle) => (
            <>
              {canEdit && cycleActions(cycle)}
              {closeLinks(cycle)}
            </>
          )}
        />
        <ListPagination
          page={page}
          limit={CYCLES_PAGE_SIZE}
          total={cycles.data.total}
          onChange={setPage}
        />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="cycles-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="cycles-title">
          Ciclos
        </Title>
        {canEdit && cycles.data && cycles.data.total > 0 && createButton}
      </Group>
      {cycles.isError ? (
        <Text c="red" size="sm" role="alert">
          {errorMessage(cycles.error)}
        </Text>
      ) : (
        body
      )}
      <CycleFormModal opened={formOpened} onClose={formModal.close} />
    </Card>
  );
}
