import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBinaryTree, IconDownload, IconList, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CYCLE_PARAM, CycleSelect, useSelectedCycle } from '../../../components/okr/cycle-select';
import {
  cycleSituation,
  cycleSituationCopy,
  inactiveCycleCopy,
} from '../../../components/okr/cycle-situation';
import { CycleSituationState } from '../../../components/okr/cycle-situation-state';
import { PresentButton } from '../../../components/okr/present-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { isAdmin, useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toasts';
import { downloadCycleCsv } from '../api/export-cycle-csv';
import { ObjectiveFormDrawer } from '../components/objective-form-drawer';
import { ObjectiveListView } from '../components/objective-list-view';
import { ObjectiveTreeView } from '../components/objective-tree-view';
import { FILTER_PARAMS } from '../hooks/list-filters';

const VIEW_PARAM = 'visao';
type View = 'arvore' | 'lista';

/** /okrs: the cycle's objectives as an alignment tree or a filterable list. */
export default function OkrsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { cycle, cycleId, cycles, isLoading: cyclesLoading } = useSelectedCycle();
  const [formOpened, form] = useDisclosure(false);
  const admin = isAdmin(useSession().user);
  const [exporting, setExporting] = useState(false);
  const view: View = searchParams.get(VIEW_PARAM) === 'lista' ? 'lista' : 'arvore';

  const setView = (next: string | null) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'lista') params.set(VIEW_PARAM, 'lista');
        else params.delete(VIEW_PARAM);
        return params;
      },
      { replace: true },
    );

  const exportCsv = async () => {
    if (!cycle) return;
    setExporting(true);
    try {
      await downloadCycleCsv(cycle.id, cycle.name);
      showToast({ severity: 'success', summary: 'Exportação concluída.' });
    } catch (error) {
      showToast({
        severity: 'error',
        summary: 'Não foi possível exportar',
        detail: errorMessage(error),
      });
    } finally {
      setExporting(false);
    }
  };

  const closed = cycle?.status === 'closed';
  // The current cycle not active is news; another cycle chosen in the picker is history.
  const cycleCopy = cycle?.isCurrent ? cycleSituationCopy(cycleSituation(cycles), admin) : null;

  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={form.open} disabled={!cycleId || closed}>
      Novo objetivo
    </Button>
  );

  return (
    <>
      <PageHeader
        title="OKRs"
        description="Objetivos e resultados-chave do ciclo, alinhados da empresa às pessoas."
        actions={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <CycleSelect w={{ base: '100%', xs: 240 }} resetParams={[FILTER_PARAMS.page]} />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={exportCsv}
              loading={exporting}
              disabled={!cycle}
            >
              Exportar CSV
            </Button>
            {admin && (
              <Button
                component={Link}
                to={`${paths.okrImport}${cycleId ? `?${CYCLE_PARAM}=${cycleId}` : ''}`}
                variant="default"
                leftSection={<IconUpload size={16} />}
              >
                Importar planilha
              </Button>
            )}
            <PresentButton cycleId={cycleId} />
            {createButton}
          </Group>
        }
      />
      {!cyclesLoading && cycles.length === 0 ? (
        <CycleSituationState copy={inactiveCycleCopy({ kind: 'none' }, admin)} />
      ) : (
        <Stack gap="lg">
          {cycleCopy && <CycleSituationState copy={cycleCopy} variant="notice" />}
          <Tabs value={view} onChange={setView} keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="arvore" leftSection={<IconBinaryTree size={16} />}>
                Árvore
              </Tabs.Tab>
              <Tabs.Tab value="lista" leftSection={<IconList size={16} />}>
                Lista
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="arvore">
              <ObjectiveTreeView cycleId={cycleId} createAction={createButton} closed={closed} />
            </Tabs.Panel>
            <Tabs.Panel value="lista">
              <ObjectiveListView cycleId={cycleId} createAction={createButton} closed={closed} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
      <ObjectiveFormDrawer
        opened={formOpened}
        onClose={form.close}
        defaultCycleId={cycleId}
        onSaved={(objective) => navigate(paths.objective(objective.id))}
      />
    </>
  );
}
