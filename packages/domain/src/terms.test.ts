import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './terms';

describe('glossary (DESIGN §3: define domain words once)', () => {
  it.each(['layer', 'pallet', 'empties', 'shipTo', 'motrice', 'autotreno', 'ZQCR'] as const)(
    'defines %s',
    (term) => {
      expect(GLOSSARY[term].length).toBeGreaterThan(10);
    },
  );
});
