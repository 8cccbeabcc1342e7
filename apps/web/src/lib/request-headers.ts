import { sanitizeHeaders, type RequestHeader } from '@spina/domain';
import { storedLanguage } from './i18n/language';
import { LOCAL_KEYS, readLocal, readSession, SESSION_KEYS } from './storage';

const bearer = (token: string | null) => (token ? `Bearer ${token}` : null);

/** Where each header of spec 1 §7 comes from; the Record type makes a forgotten header a compile error. */
const HEADER_SOURCES: Record<RequestHeader, () => string | null> = {
  outletid: () => readLocal(LOCAL_KEYS.shipToId),
  datepopup: () => readLocal(LOCAL_KEYS.deliveryDate),
  standarddeliverydate: () => readLocal(LOCAL_KEYS.standardDeliveryDate),
  store: () => readLocal(LOCAL_KEYS.store),
  outletdeliverymethod: () => readLocal(LOCAL_KEYS.shippingMethod),
  authorization: () => bearer(readSession(SESSION_KEYS.idToken)),
  onlyEmpties: () => readLocal(LOCAL_KEYS.onlyEmpties),
  noteForDriver: () => readLocal(LOCAL_KEYS.noteForDriver),
  customerOrderNumber: () => readLocal(LOCAL_KEYS.customerOrderNumber),
  lang: () => storedLanguage(),
  customertype: () => readLocal(LOCAL_KEYS.customerType),
  productrecoenabled: () => readLocal(LOCAL_KEYS.productRecoEnabled),
  cartSKUs: () => readLocal(LOCAL_KEYS.cartSkus),
};

/**
 * The headers every call carries (spec 1 §7), read from browser storage at call time. Values have their
 * accents stripped (spec 1 §5); headers with nothing stored are left out.
 */
export function requestHeaders(): Record<string, string> {
  const values = Object.fromEntries(Object.entries(HEADER_SOURCES).map(([name, source]) => [name, source()]));
  return sanitizeHeaders(values);
}
