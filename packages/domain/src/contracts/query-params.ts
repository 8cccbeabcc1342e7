import * as z from 'zod/mini';
import { padShipToId } from '../shipto/ship-to';

/**
 * Readers of query-string parameters shared by the REST contracts: a query string holds text only, so numbers
 * and ids are read from text, and an empty or blank value counts as not sent, as a cleared filter field sends it.
 */

/** Optional text matching `pattern`, at most `max` characters once trimmed; blank reads as not sent. */
export const optionalText = (max: number, pattern: RegExp, message: string) =>
  z.optional(
    z.pipe(
      z.string(),
      z.transform((raw: string, context) => {
        const text = raw.trim();
        if (text === '') return undefined;
        if (text.length <= max && pattern.test(text)) return text;
        context.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }),
    ),
  );

/** A whole number from `min` to `max`, written in digits. */
export const wholeNumber = (min: number, max: number, name: string) =>
  z.pipe(
    z.string(),
    z.transform((raw: string, context) => {
      const text = raw.trim();
      const value = Number(text);
      if (/^\d{1,6}$/.test(text) && value >= min && value <= max) return value;
      context.issues.push({
        code: 'custom',
        message: `${name} must be a whole number from ${min} to ${max}`,
        input: raw,
      });
      return z.NEVER;
    }),
  );

/** An optional ship-to id of up to 10 digits, padded to 10 (DESIGN §5). */
export const optionalShipToId = z.optional(
  z.pipe(
    z.string().check(z.regex(/^\s*\d{1,10}\s*$/, 'A ship-to id is up to 10 digits')),
    z.transform((raw: string) => padShipToId(raw)),
  ),
);
