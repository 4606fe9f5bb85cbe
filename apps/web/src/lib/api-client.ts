import { API_BASE, httpErrorMessage } from '@webku/contract';
import { getAuthToken } from './auth-token';

// Every non-OK response raises exactly 'HTTP {status}: {body}'.
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(httpErrorMessage(status, body));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

// An upload failure raises 'Upload failed: {body}'; the status is kept for the toast.
export class UploadError extends HttpError {
  constructor(status: number, body: string) {
    super(status, body);
    this.name = 'UploadError';
    this.message = `Upload failed: ${body}`;
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

// Requests JSON from the API and returns the `data` field of the { data } envelope.
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text);
  if (!text) return undefined as T;
  const parsed: unknown = JSON.parse(text);
  return (parsed as { data?: T } | null)?.data as T;
}

export const api = {
  get: <T = unknown>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T = unknown>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T = unknown>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
