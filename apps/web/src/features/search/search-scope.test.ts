import { describe, expect, it } from 'vitest';
import { shipToEntry, testUser } from '../../test/users';
import { searchScope } from './search-scope';

const enabled = (...labels: string[]) => labels.map((label) => ({ label, value: '1' }));
const ALL = enabled('Catalogue', 'Marketing Materials', 'Support', 'News & Articles');

function userWith(entries: ReturnType<typeof shipToEntry>[]) {
  return testUser({ permissionSchema: entries });
}

describe('what the overlay may search (spec 1 §2.6, §6; the server declares the same access)', () => {
  it('gives visitors news only (public articles, the server narrows them)', () => {
    expect(searchScope({ user: null, shipToId: null, portalSections: ALL })).toEqual({
      products: false,
      marketingMaterials: false,
      news: true,
      support: false,
    });
  });

  it('searches products only with Catalogue on the chosen ship-to', () => {
    const user = userWith([
      shipToEntry('0000100001', ['Catalogue', 'Support']),
      shipToEntry('0000100002', ['Marketing Materials']),
    ]);
    expect(searchScope({ user, shipToId: '100001', portalSections: ALL })).toEqual({
      products: true,
      marketingMaterials: true,
      news: true,
      support: true,
    });
    expect(searchScope({ user, shipToId: '0000100002', portalSections: ALL }).products).toBe(false);
    expect(searchScope({ user, shipToId: null, portalSections: ALL }).products).toBe(false);
  });

  it('needs each section enabled portal-wide (spec 1 §4.3)', () => {
    const user = userWith([shipToEntry('0000100001', ['Catalogue', 'Marketing Materials', 'Support'])]);
    expect(searchScope({ user, shipToId: '0000100001', portalSections: enabled('Support') })).toEqual({
      products: false,
      marketingMaterials: false,
      news: true,
      support: true,
    });
  });
});
