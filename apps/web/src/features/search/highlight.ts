/** A piece of a text, marked when it matches the searched term. */
export type HighlightPart = { text: string; match: boolean };

/** Folds one character for matching: lower case, accents dropped ('È' → 'e'). */
const fold = (character: string) => character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Splits a text into the parts that match the words of a search term and the rest, without regard to case or
 * accents, so that 'caffe' marks 'Caffè' in a product name (spec 1 §2.6 "highlighted name").
 */
export function highlightParts(text: string, term: string): HighlightPart[] {
  const words = [...new Set(term.split(/\s+/).map((word) => [...word].map(fold).join('')))].filter(
    (word) => word !== '',
  );
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];

  // The folded text, and for each of its characters the index in `text` of the character it came from.
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const part = fold(character);
    folded += part;
    for (let repeat = 0; repeat < part.length; repeat += 1) origin.push(index);
    index += character.length;
  }

  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let start = folded.indexOf(word); start !== -1; start = folded.indexOf(word, start + 1)) {
      const from = origin[start]!;
      const lastOrigin = origin[start + word.length - 1]!;
      const to = lastOrigin + (text.codePointAt(lastOrigin)! > 0xffff ? 2 : 1);
      marked.fill(true, from, to);
    }
  }

  const parts: HighlightPart[] = [];
  for (let position = 0; position < text.length; position += 1) {
    const match = marked[position]!;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text[position];
    else parts.push({ text: text[position]!, match });
  }
  return parts;
}
