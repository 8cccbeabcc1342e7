import { describe, expect, it } from 'vitest';
import type { PermissionSchemaEntry } from '../access/permission-schema';
import {
  checkShipToChange,
  findShipTo,
  initialShipTo,
  padShipToId,
  sameShipTo,
  selectableShipTos,
} from './ship-to';

function shipTo(id: string, permission: string, status = 'ACTIVE'): PermissionSchemaEntry {
  return {
    shipToId: id,
    shipToName: `Bar ${id}`,
    companyName: 'Osteria Srl',
    companyId: '0000100001',
    shipToAddress: 'Via Roma 1',
    shipToStatus: status,
    rpDetails: [{ rolename: 'Owner', roleType: 'Owner', customerType: 'On Premise', permission }],
  };
}

describe('ship-to ids (spec 1 §4.4: "padded to 10 digits when compared")', () => {
  it.each([
    ['12345', '0000012345'],
    [12345, '0000012345'],
    ['0000012345', '0000012345'],
    ['123456789012', '123456789012'],
  ] as const)('%j → %s', (id, padded) => {
    expect(padShipToId(id)).toBe(padded);
  });

  it('compares padded ids', () => {
    expect(sameShipTo('12345', '0000012345')).toBe(true);
    expect(sameShipTo('12345', '12346')).toBe(false);
    expect(sameShipTo(null, '12345')).toBe(false);
    expect(sameShipTo('1', undefined)).toBe(false);
  });
});

describe('ship-to choice (spec 1 §4.4)', () => {
  const a = shipTo('100', 'Catalogue');
  const b = shipTo('200', 'Catalogue,My Orders');
  const noCatalogue = shipTo('300', 'My Orders');
  const suspended = shipTo('400', 'Catalogue', 'SUSPENDED');

  it('only ship-tos with Catalogue are selectable', () => {
    expect(selectableShipTos([a, noCatalogue, b]).map((entry) => entry.shipToId)).toEqual(['100', '200']);
  });

  it.each([
    ['the only selectable ship-to', [a, noCatalogue], '0000000999', '0000000100', false],
    ['the stored one if still valid', [a, b], '200', '0000000200', false],
    ['the first when the stored one is gone, stored as default', [a, b], '999', '0000000100', true],
    ['the first when nothing is stored, stored as default', [a, b], null, '0000000100', true],
    ['the first active one, skipping a suspended ship-to', [suspended, b], null, '0000000200', true],
    ['not a stored suspended ship-to', [suspended, b], '400', '0000000200', true],
    ['nothing without a selectable ship-to', [noCatalogue], null, null, false],
  ] as const)('initial: %s', (_title, schema, storedShipToId, shipToId, storeAsDefault) => {
    expect(initialShipTo({ permissionSchema: [...schema], storedShipToId })).toEqual({
      shipToId,
      storeAsDefault,
    });
  });

  it('blocks a suspended ship-to with its message', () => {
    expect(checkShipToChange([a, suspended], '400')).toEqual({
      ok: false,
      reason: 'suspended',
      message: 'ShipTo suspended - Select another ShipTo',
    });
  });

  it('refuses a ship-to the user cannot select', () => {
    expect(checkShipToChange([a, noCatalogue], '300')).toEqual({
      ok: false,
      reason: 'not-selectable',
      message: 'Error setting shipment',
    });
  });

  it('accepts a selectable ship-to by padded id', () => {
    expect(checkShipToChange([a, b], '0000000200')).toEqual({ ok: true, shipToId: '0000000200' });
    expect(findShipTo([a, b], '0000000100')).toBe(a);
    expect(findShipTo([a, b], null)).toBeNull();
  });
});
