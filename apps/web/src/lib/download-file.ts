import { API_BASE_PATH } from './api-client';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';

function fileNameFromHeader(header: string | null): string | null {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * GET an API path with the Bearer token (the customer's unless `token` is given, e.g. the staff
 * one) and save the answer as a file, named as the server says (Content-Disposition) or
 * `fallbackName`. The JSON client cannot carry a file.
 */
export async function downloadApiFile(
  path: string,
  {
    accept,
    fallbackName,
    token = sessionStore.getState().user.token,
  }: { accept: string; fallbackName: string; token?: string },
): Promise<void> {
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    headers: { Accept: accept, Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFromHeader(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before releasing the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
