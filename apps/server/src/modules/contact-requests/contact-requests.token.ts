import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTACT_FORM_TIMING } from '@spina/domain';

/** Why a form token is refused: unreadable or forged, too old, or sent too soon after the form was shown. */
export type TokenProblem = 'invalid' | 'expired' | 'too-fast';

/** Signs and checks form tokens: the moment a form was shown, signed so that a robot cannot back-date it. */
export type FormTokens = {
  issue(now: Date): string;
  /** Null when the token is good at `now`. */
  check(token: string, now: Date): TokenProblem | null;
};

/**
 * Form tokens keyed by a key derived from JWT_SECRET (so nothing new needs configuring, and a token is never
 * mistaken for an access token): `<issued-at ms>.<HMAC-SHA256 of it, base64url>`.
 */
export function createFormTokens(secret: string): FormTokens {
  const key = createHmac('sha256', secret).update('spina contact form token').digest();
  const sign = (issuedAt: string) => createHmac('sha256', key).update(issuedAt).digest('base64url');
  return {
    issue: (now) => {
      const issuedAt = String(now.getTime());
      return `${issuedAt}.${sign(issuedAt)}`;
    },
    check(token, now) {
      const [issuedAt = '', signature = ''] = token.split('.');
      if (!/^\d{13}$/.test(issuedAt)) return 'invalid';
      const expected = Buffer.from(sign(issuedAt));
      const sent = Buffer.from(signature);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return 'invalid';
      const age = now.getTime() - Number(issuedAt);
      if (age > CONTACT_FORM_TIMING.maxAgeMs) return 'expired';
      return age < CONTACT_FORM_TIMING.minFillMs ? 'too-fast' : null;
    },
  };
}
