import {
  OKR_IMPORT_FIELD,
  type OkrImportPreview,
  type OkrImportResult,
} from '@rumo/shared/okr-import/contracts';
import { authApi, requireData } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';

const form = (file: File) => {
  const data = new FormData();
  data.append(OKR_IMPORT_FIELD, file);
  return data;
};

/** POST /api/okr-import/preview: what the file would create and every row's errors. */
export async function previewOkrImport(cycleId: string, file: File): Promise<OkrImportPreview> {
  return requireData(
    await authApi.upload<OkrImportPreview>(`/okr-import/preview?cycleId=${cycleId}`, form(file)),
  );
}

/** POST /api/okr-import: writes everything, or nothing when any row has an error. */
export async function commitOkrImport(cycleId: string, file: File): Promise<OkrImportResult> {
  return requireData(
    await authApi.upload<OkrImportResult>(`/okr-import?cycleId=${cycleId}`, form(file)),
  );
}

export function downloadImportModel(format: 'csv' | 'xlsx'): Promise<void> {
  return downloadApiFile(`/okr-import/model.${format}`, {
    accept:
      format === 'csv'
        ? 'text/csv'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fallbackName: `modelo-importacao-okrs.${format}`,
  });
}
