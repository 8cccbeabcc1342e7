/**
 * Answers as UTF-8 JSON bytes, written piece by piece into one buffer kept for the process.
 *
 * JSON.stringify of a large answer returns a string in parts; turning it into bytes first joins the parts into
 * one string, and a string of over 64 K characters outside Latin-1 (a cart of 40 lines with Czech product
 * names: 140 KB) takes fresh memory pages each time, whose faults cost more than the serialization itself on
 * these virtual machines (a cart read spent a fifth of its time there). Stringifying each element of an array
 * on its own keeps every piece small, and the bytes are written into memory already in use.
 */

let scratch = Buffer.allocUnsafeSlow(1 << 20);
let used = 0;

function put(text: string): void {
  // A UTF-16 unit takes at most three UTF-8 bytes.
  const needed = used + text.length * 3;
  if (needed > scratch.length) {
    const larger = Buffer.allocUnsafeSlow(Math.max(needed, scratch.length * 2));
    scratch.copy(larger, 0, 0, used);
    scratch = larger;
  }
  used += scratch.write(text, used);
}

/** An object JSON.stringify writes member by member: one without a toJSON of its own (a Date has one). */
const hasNoToJson = (value: object): value is Record<string, unknown> =>
  typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const isOmitted = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

function putValue(value: unknown): void {
  if (Array.isArray(value)) {
    put('[');
    for (let index = 0; index < value.length; index++) {
      if (index > 0) put(',');
      const element: unknown = value[index];
      put(isOmitted(element) ? 'null' : (JSON.stringify(element) as string));
    }
    put(']');
    return;
  }
  if (value !== null && typeof value === 'object' && hasNoToJson(value)) {
    put('{');
    let first = true;
    for (const key of Object.keys(value)) {
      const member = value[key];
      if (isOmitted(member)) continue;
      put(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
      first = false;
      putValue(member);
    }
    put('}');
    return;
  }
  put(JSON.stringify(value) ?? 'null');
}

/** The JSON of `value` as JSON.stringify writes it, in UTF-8. */
export function jsonBytes(value: unknown): Buffer {
  used = 0;
  putValue(value);
  return Buffer.from(scratch.subarray(0, used));
}
