import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, HttpError } from './api-client';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('throws HTTP {status}: {body} with the raw body text on a non-OK response', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Unauthenticated"}', { status: 401 }));
    const error = await apiRequest('/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('HTTP 401: {"message":"Unauthenticated"}');
    expect((error as HttpError).status).toBe(401);
  });

  it('keeps an empty body in the message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    await expect(apiRequest('/x')).rejects.toThrow('HTTP 500: ');
  });

  it('returns the data field of the envelope', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { auth_url: 'https://accounts.example' } }));
    await expect(apiRequest('/auth/google-auth-url', { method: 'POST', body: {} })).resolves.toEqual({
      auth_url: 'https://accounts.example',
    });
  });

  it('prefixes /api, sends JSON and the bearer token from localStorage', async () => {
    vi.stubGlobal('localStorage', memoryStorage({ auth_token: 'tok-123' }));
    fetchMock.mockResolvedValue(Response.json({ data: null }));
    await apiRequest('/admin/template-data-dummies/generate', { method: 'POST', body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe('/api/admin/template-data-dummies/generate');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    fetchMock.mockResolvedValue(Response.json({ data: 1 }));
    await apiRequest('/auth/me');
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });
});
