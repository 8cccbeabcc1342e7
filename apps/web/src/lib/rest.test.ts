import { describe, expect, it, vi } from 'vitest';
import { menuResponseSchema } from '@spina/domain';
import { ApiError, UnauthorizedError } from './api-errors';
import { restRequest } from './rest';
import { LOCAL_KEYS } from './storage';

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const menu = { results: [{ name: 'news', label: 'News', href: '/news', isActive: true, children: [] }] };

describe('restRequest (spec 3 §7)', () => {
  it('returns the answer validated by the contract, with the language parameter and the market header', async () => {
    localStorage.setItem(LOCAL_KEYS.store, 'LivePortal_CZ_en');
    localStorage.setItem(LOCAL_KEYS.lang, 'en');
    const fetchMock = answer(menu);
    await expect(restRequest('/api/content/v1/publicpagemenu', menuResponseSchema)).resolves.toEqual(menu);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/content/v1/publicpagemenu?lang=en');
    expect(init?.headers).toMatchObject({ market: 'CZ', store: 'LivePortal_CZ_en', lang: 'en' });
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const fetchMock = answer(menu);
    await restRequest('/api/content/v1/publicpagemenu', menuResponseSchema, {
      query: { locationId: 'homepage-before-login', page: null },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/content/v1/publicpagemenu?lang=it&locationId=homepage-before-login',
    );
  });

  it('repeats a parameter once per item of a list (spec 3 §7 "repeated Tags parameters")', async () => {
    const fetchMock = answer(menu);
    await restRequest('/api/content/v1/publicpagemenu', menuResponseSchema, {
      query: { Tags: ['vuoti', 'novità'], offset: 0, none: [] },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/content/v1/publicpagemenu?lang=it&Tags=vuoti&Tags=novit%C3%A0&offset=0',
    );
  });

  it('rejects an answer that does not match the contract', async () => {
    answer({ results: [{ name: 'news' }] });
    const error = await restRequest('/api/content/v1/publicpagemenu', menuResponseSchema).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response' });
    expect((error as Error).message).toContain('results.0.label');
  });

  it('turns a 401 into UnauthorizedError with the server’s request id', async () => {
    answer(
      { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Authentication required', requestId: 'req-1' },
      401,
    );
    const error = await restRequest('/api/content/v1/pagemenu', menuResponseSchema).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ requestId: 'req-1', code: 'UNAUTHENTICATED' });
  });
});

describe('restRequest with files', () => {
  it('sends a FormData as it is, leaving the multipart content type to the browser', async () => {
    const fetchMock = answer(menu);
    const form = new FormData();
    form.append('files', new Blob(['%PDF-1.4']), 'a.pdf');
    await restRequest('/api/tickets/v1/tickets/UploadAttachmentsByTicketId', menuResponseSchema, {
      method: 'POST',
      body: form,
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
