import { isSuspended, shipToHasCatalogue, type PermissionSchemaEntry } from '../access/permission-schema';

/** Ship-to ids are 10 digits (DESIGN §5). */
export const SHIP_TO_ID_LENGTH = 10;

/** Pads a ship-to id with leading zeros to 10 digits; longer ids are kept as they are (spec 1 §4.4). */
export function padShipToId(id: string | number): string {
  return String(id).trim().padStart(SHIP_TO_ID_LENGTH, '0');
}

/** Compares two ship-to ids after padding, so '12345' and '0000012345' are the same ship-to. */
export function sameShipTo(
  a: string | number | null | undefined,
  b: string | number | null | undefined,
): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return padShipToId(a) === padShipToId(b);
}

/** The ship-tos a user may choose: those with a Catalogue permission (spec 1 §4.4). */
export function selectableShipTos<T extends PermissionSchemaEntry>(schema: readonly T[]): T[] {
  return schema.filter(shipToHasCatalogue);
}

/** The ship-to chosen at start and whether it should be stored as the user's default. */
export type InitialShipTo = { shipToId: string | null; storeAsDefault: boolean };

/**
 * The initial ship-to (spec 1 §4.4): the only selectable one, else the stored one if still valid, else
 * the first. Rulings: "valid" means selectable and not suspended, and "the first" skips suspended
 * ship-tos when another exists, so a session never opens on a ship-to that cannot order. A default is
 * stored when several are selectable and no valid one is stored.
 */
export function initialShipTo(input: {
  permissionSchema: readonly PermissionSchemaEntry[];
  storedShipToId: string | null | undefined;
}): InitialShipTo {
  const selectable = selectableShipTos(input.permissionSchema);
  const [first] = selectable;
  if (!first) return { shipToId: null, storeAsDefault: false };
  if (selectable.length === 1) return { shipToId: padShipToId(first.shipToId), storeAsDefault: false };
  const active = selectable.filter((entry) => !isSuspended(entry));
  const stored = active.find((entry) => sameShipTo(entry.shipToId, input.storedShipToId));
  if (stored) return { shipToId: padShipToId(stored.shipToId), storeAsDefault: false };
  return { shipToId: padShipToId((active[0] ?? first).shipToId), storeAsDefault: true };
}

/** Messages of a ship-to change (spec 1 §8), also their i18n keys. */
export const SHIP_TO_MESSAGES = {
  suspended: 'ShipTo suspended - Select another ShipTo',
  loadFailed: 'Error setting shipment',
} as const;

/** Whether a ship-to change may go ahead; a refusal says why and carries the message to show. */
export type ShipToChange =
  { ok: true; shipToId: string } | { ok: false; reason: 'suspended' | 'not-selectable'; message: string };

/**
 * Checks a requested ship-to change (spec 1 §4.4): a suspended ship-to aborts the change with its
 * message. Ruling: a ship-to the user cannot select (not theirs, or without Catalogue) is refused with
 * 'Error setting shipment', the spec's text for a ship-to that cannot be set.
 */
export function checkShipToChange(
  permissionSchema: readonly PermissionSchemaEntry[],
  requestedShipToId: string,
): ShipToChange {
  const entry = selectableShipTos(permissionSchema).find((candidate) =>
    sameShipTo(candidate.shipToId, requestedShipToId),
  );
  if (!entry) return { ok: false, reason: 'not-selectable', message: SHIP_TO_MESSAGES.loadFailed };
  if (isSuspended(entry)) return { ok: false, reason: 'suspended', message: SHIP_TO_MESSAGES.suspended };
  return { ok: true, shipToId: padShipToId(entry.shipToId) };
}

/** Finds a ship-to of the schema by id, padding both sides. */
export function findShipTo<T extends PermissionSchemaEntry>(
  schema: readonly T[],
  shipToId: string | null | undefined,
): T | null {
  return schema.find((entry) => sameShipTo(entry.shipToId, shipToId)) ?? null;
}
