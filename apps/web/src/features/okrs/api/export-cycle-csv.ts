import { API_BASE_PATH } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session-store';

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

function fileNameFromHeader(header: string | null): string | null {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * GET /api/cycles/:id/export.csv with the Bearer token, saved as a file. The JSON client cannot
 * carry a file, hence the direct fetch.
 */
export async function downloadCycleCsv(cycleId: string, cycleName: string): Promise<void> {
  const response = await fetch(`${API_BASE_PATH}/cycles/${cycleId}/export.csv`, {
    headers: {
      Accept: 'text/csv',
      Authorization: `Bearer ${sessionStore.getState().user.token}`,
    },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download =
    fileNameFromHeader(response.headers.get('Content-Disposition')) ?? csvFileName(cycleName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before releasing the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
