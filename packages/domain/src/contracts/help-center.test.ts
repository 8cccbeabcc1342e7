import { describe, expect, it } from 'vitest';
import { groupKnowledgeBase, knowledgeBaseQuerySchema, type KnowledgeBaseEntry } from './help-center';
import { nextOffset } from './paging';

const entry = (id: string, category: string): KnowledgeBaseEntry => ({
  id,
  title: id,
  category,
  body: '',
  contentImage: null,
});

// spec 3 §7: "The knowledge base is read page by page (offset, limit, total) until complete."
describe('reading page by page', () => {
  it.each([
    [{ results: [1, 2], total: 5, offset: 0 }, 2],
    [{ results: [3, 4], total: 5, offset: 2 }, 4],
    [{ results: [5], total: 5, offset: 4 }, null],
    [{ results: [], total: 5, offset: 6 }, null],
    [{ results: [], total: 0, offset: 0 }, null],
    // The total shrank while reading: an empty page still ends it.
    [{ results: [], total: 9, offset: 4 }, null],
  ])('after %j the next page starts at %s', (page, next) => {
    expect(nextOffset(page)).toBe(next);
  });

  it('asks for 10 entries from the start unless told otherwise', () => {
    expect(knowledgeBaseQuerySchema.parse({})).toEqual({ offset: 0, limit: 10 });
  });
});

describe('knowledge base by topic', () => {
  it('keeps topics in the order their first entry comes and entries in the order given', () => {
    const topics = groupKnowledgeBase([
      entry('a', 'ordering'),
      entry('b', 'empties'),
      entry('c', 'ordering'),
      entry('d', 'account'),
    ]);
    expect(topics.map((topic) => [topic.category, topic.entries.map((item) => item.id)])).toEqual([
      ['ordering', ['a', 'c']],
      ['empties', ['b']],
      ['account', ['d']],
    ]);
    expect(groupKnowledgeBase([])).toEqual([]);
  });
});
