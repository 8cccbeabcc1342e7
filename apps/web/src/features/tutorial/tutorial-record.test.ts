import { describe, expect, it } from 'vitest';
import { clearStorageOnSignOut } from '../../lib/storage';
import { parseTutorialSeen, readTutorialSeen, writeTutorialSeen } from './tutorial-record';

const RECORD = { counter: 2, newCapabilities: { 'p-fast': '2026-03-01T07:00:00.000Z' } };

describe('the per-user record of tutorial and help pages seen (spec 3 §3)', () => {
  it('is kept per user under a stable key, and survives a log-out (spec 1 §4.2)', () => {
    writeTutorialSeen('user-1', RECORD);
    expect(localStorage.getItem('tutorialSeen:user-1')).toBe(JSON.stringify(RECORD));
    clearStorageOnSignOut();
    expect(readTutorialSeen('user-1')).toEqual(RECORD);
    expect(readTutorialSeen('user-2')).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['a bare number, as an older record', '3'],
    ['a negative counter', JSON.stringify({ counter: -1, newCapabilities: {} })],
    ['pages without times', JSON.stringify({ counter: 1, newCapabilities: { a: 1 } })],
    ['no pages', JSON.stringify({ counter: 1 })],
  ])('counts %s as no record', (_, text) => {
    expect(parseTutorialSeen(text)).toBeNull();
  });
});
