import { describe, expect, it } from 'vitest';
import type { HelpPage } from '@spina/domain';
import { sectionsOf } from './sections';

const page = (id: string, section: string): HelpPage => ({
  id,
  name: id,
  section,
  page: 1,
  body: '',
  fileLink: null,
  newCapability: false,
  lastModified: '2026-03-01T07:00:00.000Z',
});

describe('sectionsOf', () => {
  it('makes one tutorial step per section, in the order the server sends them', () => {
    const steps = sectionsOf([
      page('a', 'Welcome'),
      page('b', 'Catalogue'),
      page('c', 'Catalogue'),
      page('d', 'Orders'),
    ]);
    expect(steps.map((step) => [step.title, step.pages.map((p) => p.id)])).toEqual([
      ['Welcome', ['a']],
      ['Catalogue', ['b', 'c']],
      ['Orders', ['d']],
    ]);
  });

  it('has no step without pages', () => {
    expect(sectionsOf([])).toEqual([]);
  });
});
