import type { Kpi } from '@rumo/shared/kpis/contracts';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useArchiveKpi } from '../api/use-archive-kpi';

/** Archives an active KPI (it leaves the lists and the dashboard) or brings an archived one back. */
export function useToggleArchive() {
  const archive = useArchiveKpi();
  return async (kpi: Pick<Kpi, 'id' | 'archived'>) => {
    try {
      await archive.mutateAsync({ id: kpi.id, archived: !kpi.archived });
      showToast({
        severity: 'success',
        summary: kpi.archived ? 'Indicador desarquivado.' : 'Indicador arquivado.',
      });
    } catch (error) {
      showToast({
        severity: 'error',
        summary: 'Não foi possível alterar o indicador',
        detail: errorMessage(error),
      });
    }
  };
}
