import { downloadApiFile } from '../../../lib/download-file';

/** "okrs-<cycle>.csv" from the cycle name, without characters file systems dislike. */
export function csvFileName(cycleName: string): string {
  const slug = cycleName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `okrs-${slug || 'ciclo'}.csv`;
}

/**
 * GET /api/cycles/:id/export.csv, saved as a file.
 */
export async function downloadCycleCsv(cycleId: string, cycleName: string): Promise<void> {
  await downloadApiFile(`/cycles/${cycleId}/export.csv`, {
    accept: 'text/csv',
    fallbackName: csvFileName(cycleName),
  });
}
