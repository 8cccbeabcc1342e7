/** A search term as a LIKE pattern matching it anywhere, lower-cased, its wildcards (% _ \) taken literally. */
export const containing = (term: string): string =>
  `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
