import { describe, expect, it } from 'vitest';
import { clearStorageOnSignOut, LOCAL_KEYS, SESSION_KEYS } from './storage';

describe('log-out clearing (spec 1 §4.2, spec 3 §4)', () => {
  it('clears local and session storage but keeps store, language, tutorial records and public caches', () => {
    localStorage.setItem(LOCAL_KEYS.store, 'LivePortal_IT_en');
    localStorage.setItem(LOCAL_KEYS.lang, 'en');
    localStorage.setItem('tutorialSeen:user-1', '3');
    localStorage.setItem('public-banner-cache', '[]');
    localStorage.setItem(LOCAL_KEYS.shipToId, '0000100001');
    localStorage.setItem(LOCAL_KEYS.deliveryDate, '2026-06-12');
    localStorage.setItem('banner-cache', '[]');
    sessionStorage.setItem(SESSION_KEYS.idToken, 'token');
    clearStorageOnSignOut();
    expect(Object.keys(localStorage).sort()).toEqual([
      'lang',
      'public-banner-cache',
      'store',
      'tutorialSeen:user-1',
    ]);
    expect(sessionStorage.length).toBe(0);
  });
});
