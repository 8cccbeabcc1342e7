import { describe, expect, it } from 'vitest';
import { assembleSchema } from '../../scripts/schema.mjs';
import { typeDefs } from './typeDefs.generated';

describe('generated GraphQL schema', () => {
  it('matches the .graphql files (run `npm run codegen` after editing them)', () => {
    expect(typeDefs).toBe(assembleSchema());
  });
});
