import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers of a webhook call (documented in the README's ERP section). */
export const WEBHOOK_HEADERS = {
  signature: 'x-spina-signature',
  timestamp: 'x-spina-timestamp',
  eventId: 'x-spina-event-id',
  event: 'x-spina-event',
  attempt: 'x-spina-delivery-attempt',
} as const;

/** How far a receiver should accept a timestamp from its own clock (replays older than this are refused). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * `sha256=` and the hex HMAC-SHA256, keyed with ORDER_WEBHOOK_SECRET, of `<timestamp>.<raw body>`: the
 * timestamp (Unix seconds, also sent in X-Spina-Timestamp) is signed with the body, so a captured call cannot
 * be replayed later with a fresh timestamp.
 */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/**
 * What a receiver does (a reference for the README and the tests): recompute the signature over the raw body
 * exactly as received, compare in constant time, and refuse a timestamp too far from its own clock.
 */
export function verifyWebhook(input: {
  secret: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  nowSeconds: number;
  toleranceSeconds?: number;
}): boolean {
  const timestamp = Number(input.timestamp);
  if (!input.signature || !Number.isInteger(timestamp)) return false;
  if (Math.abs(input.nowSeconds - timestamp) > (input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) {
    return false;
  }
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.rawBody));
  const sent = Buffer.from(input.signature);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
