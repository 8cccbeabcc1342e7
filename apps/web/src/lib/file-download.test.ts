import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-download';

describe('file name of a download', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(
      fileNameOf(`attachment; filename="Birra Chiara.png"; filename*=UTF-8''Birra%20Chiar%C3%A0.png`),
    ).toBe('Birra Chiarà.png');
    expect(fileNameOf('attachment; filename="spina.zip"')).toBe('spina.zip');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('a.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
