import { describe, expect, it } from 'vitest';
import { readTags, tagHref, tagsSearchParams } from './news-filters';

describe('the tags of the news list in its address', () => {
  it('reads every tag parameter, trimmed, without blanks or repeats', () => {
    expect(readTags(new URLSearchParams('tag=vuoti&tag=%20consegna%20&tag=&tag=vuoti'))).toEqual([
      'vuoti',
      'consegna',
    ]);
    expect(readTags(new URLSearchParams(''))).toEqual([]);
  });

  it('drops what the server would refuse: tags too long, more than 20', () => {
    const many = Array.from({ length: 25 }, (_, index) => `tag=t${index}`).join('&');
    expect(readTags(new URLSearchParams(many))).toHaveLength(20);
    expect(readTags(new URLSearchParams(`tag=${'x'.repeat(61)}`))).toEqual([]);
  });

  it('writes a choice back, and links one tag', () => {
    expect(tagsSearchParams(['novità', 'vuoti']).toString()).toBe('tag=novit%C3%A0&tag=vuoti');
    expect(tagHref('birre artigianali')).toBe('/news?tag=birre+artigianali');
  });
});
