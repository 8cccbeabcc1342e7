import { describe, expect, it } from 'vitest';
import { readEntryAnchor, supportEntryHref } from './anchors';

describe('anchors of support entries', () => {
  it('reads the entry a hash names', () => {
    expect(readEntryAnchor('#kb-0b1c')).toEqual({ kind: 'kb', id: '0b1c' });
    expect(readEntryAnchor('#faq-a%20b')).toEqual({ kind: 'faq', id: 'a b' });
    expect(readEntryAnchor('#kb-')).toBeNull();
    expect(readEntryAnchor('#top')).toBeNull();
    expect(readEntryAnchor('')).toBeNull();
    expect(readEntryAnchor('#kb-%E0%A4%A')).toBeNull();
  });

  it('links an entry in the tab that shows it', () => {
    expect(supportEntryHref('kb', 'k1')).toBe('/support/knowledge-base#kb-k1');
    expect(supportEntryHref('faq', 'f 9')).toBe('/support/faq#faq-f%209');
  });
});
