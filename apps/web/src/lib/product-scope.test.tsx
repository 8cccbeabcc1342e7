import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { writeDeliveryPreferences } from './delivery-preferences';
import { currentScopeKey, useProductScope, type CatalogueScope } from './product-scope';
import { LOCAL_KEYS, writeLocal } from './storage';

const SESSION = { status: 'authenticated', user: { UID: 'user-1' } };

function ScopeReader({ seen }: { seen: Array<CatalogueScope | null> }) {
  const scope = useProductScope(SESSION);
  seen.push(scope);
  return <p>{scope?.key ?? 'none'}</p>;
}

afterEach(() => localStorage.clear());

// Spec 1 §4.5, §7: product answers depend on the ship-to, the language, the delivery date and the order mode.
describe('the product scope', () => {
  it('renders its readers again when the delivery date changes the key, not for a stored order type', async () => {
    writeLocal(LOCAL_KEYS.shipToId, '100001');
    writeLocal(LOCAL_KEYS.lang, 'en');
    const seen: Array<CatalogueScope | null> = [];
    await renderWithApp(<ScopeReader seen={seen} />, { language: 'en' });
    expect(await screen.findByText('user-1|0000100001|en||0')).toBeInTheDocument();
    const rendersBefore = seen.length;

    act(() => writeDeliveryPreferences({ orderType: 'flatrate_flatrate' }));
    expect(seen).toHaveLength(rendersBefore);

    act(() => writeDeliveryPreferences({ deliveryDate: '2026-12-03', standardDeliveryDate: '2026-12-03' }));
    expect(screen.getByText('user-1|0000100001|en|2026-12-03|0')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(rendersBefore);
  });

  it('gives an action the key of the moment, or none without a session or a ship-to', () => {
    expect(currentScopeKey(SESSION)).toBeNull();
    writeLocal(LOCAL_KEYS.shipToId, '100001');
    writeLocal(LOCAL_KEYS.lang, 'it');
    writeDeliveryPreferences({ deliveryDate: '2026-12-04', shipmentMode: 1 });
    expect(currentScopeKey(SESSION)).toBe('user-1|0000100001|it|2026-12-04|1');
    expect(currentScopeKey({ status: 'anonymous', user: null })).toBeNull();
  });
});
