import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html';

describe('sanitizeHtml (banner and article bodies)', () => {
  it('keeps simple text markup', () => {
    expect(sanitizeHtml('<h2>New <em>seasonal</em></h2><p>Try it</p>')).toBe(
      '<h2>New <em>seasonal</em></h2><p>Try it</p>',
    );
  });

  it('drops scripts, styles, event handlers and attributes', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><style>p{}</style></p>',
    );
    expect(html).toBe('<p>Hi</p>');
  });

  it('keeps safe links, opening external ones in a new window, and drops javascript: addresses', () => {
    expect(sanitizeHtml('<a href="/news">News</a>')).toBe('<a href="/news">News</a>');
    expect(sanitizeHtml('<a href="https://spina.example">Site</a>')).toBe(
      '<a href="https://spina.example" target="_blank" rel="noopener noreferrer">Site</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('keeps the text of unknown elements without their markup', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><section>Text</section>')).toBe('Text');
  });
});
