import { describe, expect, it } from 'vitest';
import { mergeSupportHits } from './support-hits';
import { allResultsHref, articleHref, supportHref } from './targets';

describe('where results go (spec 1 §2.6)', () => {
  it.each([
    ['products', '/catalog/products?search=lager+rossa'],
    ['marketingMaterials', '/marketing-materials'],
    ['news', '/news'],
    ['support', '/support/knowledge-base'],
  ] as const)("'All results in this section' of %s goes to %s", (tab, href) => {
    expect(allResultsHref(tab, ' lager rossa ')).toBe(href);
  });

  it('sends an article to /news/{path} and support items to the knowledge base', () => {
    expect(articleHref('caffe-pronto-da-bere')).toBe('/news/caffe-pronto-da-bere');
    expect(articleHref('/2026/nuova lager')).toBe('/news/2026/nuova%20lager');
    expect(supportHref('kb', 'k-1')).toBe('/support/knowledge-base#kb-k-1');
    expect(supportHref('faq', 'f-9')).toBe('/support/knowledge-base#faq-f-9');
  });
});

describe('support results: knowledge base and FAQ pages (spec 1 §2.6, at most 4, spec 1 §9)', () => {
  const articles = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: `k${index}`,
      title: `KB ${index}`,
      contentImage: null,
    }));
  const pages = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: `f${index}`, title: `FAQ ${index}` }));
  const ids = (kb: number, faq: number) => mergeSupportHits(articles(kb), pages(faq), 4).map((hit) => hit.id);

  it.each([
    [4, 4, ['k0', 'k1', 'f0', 'f1']],
    [1, 4, ['k0', 'f0', 'f1', 'f2']],
    [4, 1, ['k0', 'k1', 'k2', 'f0']],
    [6, 0, ['k0', 'k1', 'k2', 'k3']],
    [0, 2, ['f0', 'f1']],
    [0, 0, []],
  ])('%i articles and %i pages give %j', (kb, faq, expected) => {
    expect(ids(kb, faq)).toEqual(expected);
  });

  it('keeps the kind, title and picture of each result', () => {
    const [hit] = mergeSupportHits(
      [{ id: 'k1', title: 'Pulire l’impianto', contentImage: { link: '/media/kb.svg' } }],
      [],
      4,
    );
    expect(hit).toEqual({ kind: 'kb', id: 'k1', title: 'Pulire l’impianto', image: '/media/kb.svg' });
  });
});
