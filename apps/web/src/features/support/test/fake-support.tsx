import { HELP_CENTER_PATHS, type FaqPageWithItems, type KnowledgeBaseEntry } from '@spina/domain';
import { Route, Routes, useLocation } from 'react-router';
import type { UiLanguage } from '../../../lib/i18n/language';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../../../test/render';
import SupportPage from '../pages/SupportPage';

export const kbEntry = (id: string, category: string, title = `Guide ${id}`): KnowledgeBaseEntry => ({
  id,
  title,
  category,
  body: `<p>Body of ${title}</p>`,
  contentImage: { link: `/media/knowledge-base/${id}.svg` },
});

/** Thirteen guides over three topics: two pages of ten, so the tab reads twice. */
export const KNOWLEDGE_BASE: KnowledgeBaseEntry[] = [
  ...['k1', 'k2', 'k3', 'k4'].map((id) => kbEntry(id, 'ordering')),
  ...['k5', 'k6', 'k7', 'k8', 'k9'].map((id) => kbEntry(id, 'empties')),
  ...['k10', 'k11', 'k12'].map((id) => kbEntry(id, 'account')),
  kbEntry('k13', 'brand-new-topic', 'A guide of a new topic'),
];

export const FAQ: FaqPageWithItems[] = [
  {
    id: 'p1',
    title: 'Orders and delivery',
    items: [
      { id: 'q1', pageId: 'p1', question: 'By what time must I order?', answer: '<p>By 12:00.</p>' },
      {
        id: 'q2',
        pageId: 'p1',
        question: 'When will my delivery arrive?',
        answer: '<p>On the date chosen.</p>',
      },
    ],
  },
  {
    id: 'p2',
    title: 'Empties and deposits',
    items: [
      {
        id: 'q3',
        pageId: 'p2',
        question: 'How do I return empties?',
        answer: '<p>With your next order.</p>',
      },
      { id: 'q4', pageId: 'p2', question: 'Do you collect pallets?', answer: '<p>Yes.</p>' },
    ],
  },
];

type Options = {
  path: string;
  knowledgeBase?: KnowledgeBaseEntry[];
  faq?: FaqPageWithItems[];
  /** Reads that answer 500 this many times before they work. */
  failures?: Partial<Record<'knowledgeBase' | 'faq', number>>;
  language?: UiLanguage;
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

/**
 * Renders /support/:path at `path` for a customer with Support, over a fake of the knowledge base (paged by
 * offset and limit, as the server pages it) and the FAQ; returns the requests sent, as URLs.
 */
export async function renderSupport(options: Options) {
  const knowledgeBase = options.knowledgeBase ?? KNOWLEDGE_BASE;
  const failures = { knowledgeBase: 0, faq: 0, ...options.failures };
  const failed = (read: keyof typeof failures) => failures[read]-- > 0;
  const server = fakeServer({ sections: ALL_SECTIONS_ENABLED }, (raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === `/api/content/v1/${HELP_CENTER_PATHS.knowledgeBase}`) {
      if (failed('knowledgeBase')) return json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return json({
        results: knowledgeBase.slice(offset, offset + limit),
        total: knowledgeBase.length,
        offset,
        limit,
      });
    }
    if (url.pathname === `/api/content/v1/${HELP_CENTER_PATHS.faqStructured}`) {
      if (failed('faq')) return json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500);
      return json({ results: options.faq ?? FAQ });
    }
    return undefined;
  });
  const view = await renderWithApp(
    <>
      <Routes>
        <Route path="/support/:path" element={<SupportPage />} />
      </Routes>
      <Location />
    </>,
    {
      session: signedInSession(['Catalogue', 'Support']),
      path: options.path,
      namespaces: ['support', 'tickets'],
      language: options.language ?? 'en',
    },
  );
  const contentCalls = () =>
    server.requests
      .map((request) => new URL(request.url, 'http://localhost'))
      .filter((url) => url.pathname.startsWith('/api/content/v1/'));
  return { ...view, contentCalls };
}
