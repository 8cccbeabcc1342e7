import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Cuts or restores the browser's connection as a test sees it: navigator.onLine and the offline or online
 * event that the app and TanStack Query's online manager listen to. A test that goes offline comes back
 * online before it ends, since the online manager is shared by every test of the file.
 */
export function setNetwork(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
