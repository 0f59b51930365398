// Downloads a file from the API with the member's Bearer token (a plain link could not send it), then hands it
// to the browser as a Blob through a temporary <a download>.
import { buildUrl, getStoredUser, getToken, HttpError, NetworkError } from '@coop/shared/core';

function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match ? decodeURIComponent(match[1]) : fallback;
}

async function failureText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: the status text says enough
  }
  return response.statusText || `Download failed with status ${response.status}`;
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes away
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches `path?query` with the Bearer header and saves the reply; resolves with the file name. */
export async function downloadFile(path: string, query: Record<string, string>, fallbackName: string): Promise<string> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: '*/*' };
  if (getStoredUser() && token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, { query }), { method: 'GET', headers });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new HttpError(await failureText(response), response.status, {});
  const filename = filenameFrom(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), filename);
  return filename;
}
