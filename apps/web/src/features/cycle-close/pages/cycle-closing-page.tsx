import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { plural } from '@rumo/shared/common/plural';
import { IconFileReport, IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDayRange } from '../../../components/okr/format-day';
import { ListPagination } from '../../../components/okr/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { pageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useCycleClosing, useFinishCycle } from '../api/use-cycle-close';
import { ObjectiveChecklist } from '../components/objective-checklist';

/**
 * /ciclos/:id/encerramento: the close checklist (scores, retrospectives, carry or close) and, for
 * admins, "Encerrar ciclo". Members see the objectives they own or hold a key result in.
 */
export default function CycleClosingPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('pagina')) || 1);
  const closing = useCycleClosing(id, page);
  const finish = useFinishCycle(id);

  useEffect(() => {
    if (closing.data) document.title = pageTitle(`Encerramento de ${closing.data.cycle.name}`);
  }, [closing.data]);

  if (closing.isError) {
    return <QueryError error={closing.error} onRetry={() => closing.refetch()} />;
  }
  if (!closing.data) return <Skeleton height={320} radius="md" aria-label="Carregando" />;
  const {
    cycle,
    objectives,
    nextCycles,
    canClose,
    total,
    limit,
    unscoredCount: unscored,
  } = closing.data;
  const goTo = (next: number) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next > 1) params.set('pagina', String(next));
        else params.delete('pagina');
        return params;
      },
      { replace: true },
    );
    window.scrollTo({ top: 0 });
  };
  const pagination = (
    <ListPagination
      page={page}
      limit={limit}
      total={total}
      onChange={goTo}
      totalLabel={(count) =>
        `${plural(count, 'objetivo', 'objetivos')} · ${plural(unscored, 'resultado-chave sem nota', 'resultados-chave sem nota')}`
      }
    />
  );
  const closed = cycle.status === 'closed';

  const confirmFinish = () =>
    modals.openConfirmModal({
      title: 'Encerrar ciclo',
      centered: true,
      children: (
        <Text size="sm">
          {unscored > 0
            ? `${plural(unscored, 'resultado-chave sem nota recebe', 'resultados-chave sem nota recebem')} a nota sugerida (marcada como "sugerida"). Encerrar "${cycle.name}"?`
            : `Encerrar "${cycle.name}"? As notas e retrospectivas continuam editáveis.`}
        </Text>
      ),
      labels: { confirm: 'Encerrar ciclo', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await finish.mutateAsync();
          showToast({ severity: 'success', summary: 'Ciclo encerrado.' });
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível encerrar',
            detail: errorMessage(error),
          });
        }
      },
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title={`Encerramento de ${cycle.name}`}
        description={formatDayRange(cycle.startDate, cycle.endDate)}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.cycleReport(cycle.id)}
              variant="default"
              leftSection={<IconFileReport size={16} aria-hidden />}
            >
              Ver relatório
            </Button>
            {canClose && !closed && (
              <Button
                color="red"
                leftSection={<IconLock size={16} aria-hidden />}
                onClick={confirmFinish}
                loading={finish.isPending}
              >
                Encerrar ciclo
              </Button>
            )}
          </Group>
        }
      />
      {closed && (
        <Alert color="gray" variant="light" title="Ciclo encerrado">
          Notas e retrospectivas ainda podem ser corrigidas; o relatório acompanha.
        </Alert>
      )}
      {!canClose && (
        <Text size="sm" c="dimmed">
          Aqui estão os objetivos em que você é responsável ou tem resultados-chave.
        </Text>
      )}
      {total === 0 ? (
        <Text>Nenhum objetivo seu neste ciclo.</Text>
      ) : (
        <>
          {pagination}
          {objectives.map((objective) => (
            <ObjectiveChecklist key={objective.id} objective={objective} cycles={nextCycles} />
          ))}
          {total > limit && pagination}
        </>
      )}
    </Stack>
  );
}
