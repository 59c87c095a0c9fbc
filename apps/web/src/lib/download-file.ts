import { API_BASE_PATH, type DownloadedFile, fileNameFromHeader } from './api-client';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';

/** Hands a downloaded file to the browser, named as the server said or `fallbackName`. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before releasing the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * GET an API path with the customer's Bearer token and save the answer
 * as a file, named as the server says (Content-Disposition) or `fallbackName`. Staff downloads
 * go through the backoffice client's `file` (it refreshes an expired token).
 */
export async function downloadApiFile(
  path: string,
  { accept, fallbackName }: { accept: string; fallbackName: string },
): Promise<void> {
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    headers: { Accept: accept, Authorization: `Bearer ${sessionStore.getState().user.token}` },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body);
  }
  saveFile(
    {
      blob: await response.blob(),
      fileName: fileNameFromHeader(response.headers.get('Content-Disposition')),
    },
    fallbackName,
  );
}
