import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './session.tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const CLAIMS = { userId: 'user-1', sessionId: 'session-1', actingStaffId: null };

/** Access tokens on a clock the test moves. */
function tokensAt(startMs: number) {
  let now = startMs;
  const tokens = createAccessTokens({ JWT_SECRET: SECRET }, () => now);
  return { tokens, advance: (ms: number) => (now += ms) };
}

describe('access tokens (DESIGN §2: short-lived JWT)', () => {
  it('accepts a token again from its first check, with the same claims', async () => {
    const { tokens } = tokensAt(Date.now());
    const token = await tokens.sign(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
  });

  it('refuses a token once it has expired, though it was accepted before', async () => {
    const { tokens, advance } = tokensAt(Date.now());
    const token = await tokens.sign(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature or claims were changed, though the original was accepted', async () => {
    const { tokens } = tokensAt(Date.now());
    const token = await tokens.sign(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = createAccessTokens({ JWT_SECRET: `${SECRET}-other` });
    const { tokens } = tokensAt(Date.now());
    expect(await tokens.verify(await other.sign(CLAIMS))).toBeNull();
  });
});
