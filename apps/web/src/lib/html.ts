const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'SPAN',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'A',
  'SMALL',
]);
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function clean(node: Node, target: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (!ALLOWED_TAGS.has(child.tagName)) {
        // Unknown elements keep their text but lose their markup; script and style lose both.
        if (child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE') clean(child, target, doc);
        continue;
      }
      const copy = doc.createElement(child.tagName.toLowerCase());
      const href = child.getAttribute('href');
      if (child.tagName === 'A' && href && SAFE_URL.test(href.trim())) {
        copy.setAttribute('href', href.trim());
        if (/^https?:/i.test(href.trim())) {
          copy.setAttribute('target', '_blank');
          copy.setAttribute('rel', 'noopener noreferrer');
        }
      }
      target.appendChild(copy);
      clean(child, copy, doc);
    }
  }
}

/**
 * Keeps only simple text markup of content HTML (banner bodies, articles): paragraphs, emphasis, headings,
 * lists and links with safe addresses. Attributes, scripts, styles and event handlers are dropped, so
 * content edited in the back office cannot run code in the portal.
 */
export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  clean(source.body, container, output);
  return container.innerHTML;
}
