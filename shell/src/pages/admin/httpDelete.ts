// DELETE with a JSON body (demoting an administrator sends the SA's password). The core's http client has no delete
// yet; this sends the same headers and reads replies the same way (a message on failure, an HttpError with status).
import { buildUrl, getStoredUser, getToken, HttpError, NetworkError } from '@coop/shared';

export async function httpDelete<T>(path: string, body: unknown): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (getStoredUser() && token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { method: 'DELETE', headers, body: JSON.stringify(body) });
  } catch (error) {
    throw new NetworkError(error);
  }
  const text = await response.text();
  let data: Record<string, unknown> = {};
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON: the status says enough
  }
  if (!response.ok) {
    const message = typeof data.message === 'string' && data.message ? data.message : response.statusText || `Request failed with status ${response.status}`;
    throw new HttpError(message, response.status, data);
  }
  return data as T;
}
