import { DOCUMENT_MESSAGES, type DocumentsPage, type PortalDocument } from '@spina/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp } from '../../../test/render';
import { shipToEntry, testUser } from '../../../test/users';
import { createSessionStore } from '../../auth';
import MyDocumentsPage from '../pages/MyDocumentsPage';

const API = '/api/general/v1/documents';
const user = testUser({
  permissionSchema: [
    shipToEntry('0000200001', ['My Documents'], { name: 'Centro' }),
    shipToEntry('0000200002', ['My Documents'], { name: 'Lago' }),
  ],
});

const document = (id: number, fields: Partial<PortalDocument> = {}): PortalDocument => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  number: `2026/10000${id}`,
  type: 'INVOICE',
  date: '2026-03-0' + id,
  fileType: 'pdf',
  orderNumber: `10000${id}`,
  shipToId: '0000200001',
  shipToName: 'Centro',
  totalCents: 12345,
  currency: 'EUR',
  processingStatus: 'Completely Processed',
  documentList: [
    { link: `${API}/GetDocumentExternalLinkAsyncV2?documentId=x${id}`, documentType: 'INVOICE' },
  ],
  ...fields,
});

const PAGE: DocumentsPage = {
  results: [document(1), document(2, { type: 'DDT', totalCents: null, number: '2026/D100002' })],
  total: 2,
  page: 1,
  pageSize: 20,
};

async function renderTab(
  answer: (
    path: string,
    init: RequestInit | undefined,
    query: URLSearchParams,
  ) => Response | undefined | Promise<Response>,
  path = '/my-documents/documents',
) {
  const server = fakeServer({ sections: ALL_SECTIONS_ENABLED }, (url, init) => {
    const asked = new URL(url, 'http://localhost');
    return answer(asked.pathname, init, asked.searchParams);
  });
  await renderWithApp(
    <Routes>
      <Route path="/my-documents/:tab" element={<MyDocumentsPage />} />
    </Routes>,
    {
      sessionStore: createSessionStore({ status: 'authenticated', user, accessToken: 'token' }),
      path,
      namespaces: ['documents'],
    },
  );
  return server;
}

describe('My documents tab (spec 3 §2 "My documents"; decision 0033)', () => {
  it('lists the documents with their type, date, order and total, reading the filters from the address', async () => {
    const server = await renderTab(
      (path) => (path === `${API}/GetAllDocuments` ? json(PAGE) : undefined),
      '/my-documents/documents?type=INVOICE&from=2026-03-01',
    );
    const table = await screen.findByRole('table', { name: 'Documents' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('2026/100001');
    expect(rows[1]!.textContent).toContain('Invoice');
    expect(rows[1]!.textContent).toContain('01.03.2026');
    expect(rows[2]!.textContent).toContain('Delivery note (DDT)');
    const asked = server.requests
      .map((request) => new URL(request.url, 'http://localhost'))
      .find((url) => url.pathname === `${API}/GetAllDocuments`)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      type: 'INVOICE',
      from: '2026-03-01',
      page: '1',
    });
    expect(screen.getByRole('combobox', { name: 'Ship-to' })).toBeTruthy();
  });

  it('keeps the last list in view, marked busy, until the next filter answers', async () => {
    let answerInvoices: (response: Response) => void = () => undefined;
    await renderTab((path, _init, query) => {
      if (path !== `${API}/GetAllDocuments`) return undefined;
      if (query.get('type') !== 'INVOICE') return json(PAGE);
      return new Promise<Response>((resolve) => (answerInvoices = resolve));
    });
    const list = await screen.findByTestId('documents-list');
    expect(list).toHaveAttribute('aria-busy', 'false');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'INVOICE' } });
    await waitFor(() => expect(screen.getByTestId('documents-list')).toHaveAttribute('aria-busy', 'true'));
    expect(within(screen.getByTestId('documents-list')).getByText('2026/D100002')).toBeTruthy();
    answerInvoices(json({ ...PAGE, results: [PAGE.results[0]], total: 1 }));
    await waitFor(() => expect(screen.getByTestId('documents-list')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByText('2026/D100002')).toBeNull();
  });

  it('shows the empty state when nothing matches', async () => {
    await renderTab((path) =>
      path === `${API}/GetAllDocuments` ? json({ ...PAGE, results: [], total: 0 }) : undefined,
    );
    expect(await screen.findByText('No documents')).toBeTruthy();
  });

  it('shows the error and no results when the list fails (spec 3 §8)', async () => {
    await renderTab((path) =>
      path === `${API}/GetAllDocuments` ? json({ message: 'down' }, 500) : undefined,
    );
    expect(await screen.findByText('Your documents could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says 'File could not be downloaded' when a file or the ZIP fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await renderTab((path) => {
      if (path === `${API}/GetAllDocuments`) return json(PAGE);
      if (path.startsWith(API)) return json({ message: DOCUMENT_MESSAGES.notFound }, 404);
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download document 2026/100001 (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DOCUMENT_MESSAGES.downloadFailed);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select document 2026/100001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select document 2026/D100002' }));
    expect(screen.getByText('2 documents selected (at most 30)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download ZIP' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const zip = server.requests.find((request) =>
      request.url.startsWith(`${API}/GetDownloadZipDocumentsBulk`),
    )!;
    expect(JSON.parse(String(zip.init?.body))).toEqual({ ids: [PAGE.results[0]!.id, PAGE.results[1]!.id] });
  });
});
