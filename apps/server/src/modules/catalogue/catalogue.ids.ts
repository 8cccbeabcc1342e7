/**
 * Opaque ids of the catalogue's wire (spec 2 §3 uid): base64 of the category id or the product sku, as
 * the storefront API the clients were written against encodes them.
 */

export const categoryUid = (id: number): string => Buffer.from(String(id)).toString('base64');

/** The category id of a uid, or null when the uid does not encode one. */
export function categoryIdOfUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  return /^\d{1,9}$/.test(decoded) && categoryUid(Number(decoded)) === uid ? Number(decoded) : null;
}

export const productUid = (sku: string): string => Buffer.from(sku).toString('base64');
