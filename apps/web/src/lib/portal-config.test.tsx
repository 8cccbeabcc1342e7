import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CONFIG_ELEMENT_ID } from '@spina/domain';
import { seedPortalConfig, usePortalConfig } from './portal-config';
import { createQueryClient } from './query-client';

const CONFIG = {
  maintenance: false,
  banner_rotation: 6000,
  holidays: [['01-01'], [], [], [], [], [], [], [], [], [], [], ['12-25']],
  sections: [{ label: 'Ordini', value: '1' }],
};

function pageWith(text: string | null): Document {
  const page = document.implementation.createHTMLDocument('Spina');
  if (text !== null) {
    const element = page.createElement('script');
    element.id = PAGE_CONFIG_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = text;
    page.head.append(element);
  }
  return page;
}

afterEach(() => vi.unstubAllGlobals());

describe("the portal configuration from the page (issue 16: the frame's first render has it)", () => {
  it('is the answer of the first render, and nothing is fetched', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    seedPortalConfig(queryClient, pageWith(JSON.stringify(CONFIG)));
    // A tick later, as the app renders after its texts: the client keeps what no screen uses yet.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const firstData: unknown[] = [];
    renderHook(
      () => {
        const config = usePortalConfig();
        if (firstData.length === 0) firstData.push(config.data);
        return config;
      },
      { wrapper },
    );
    expect(firstData[0]).toEqual(CONFIG);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['no element', null],
    ['text that is not JSON', '{"maintenance": fal'],
    ['JSON of another shape', JSON.stringify({ maintenance: 'no', sections: [] })],
  ])('leaves the query to fetch it when the page holds %s', (_case, text) => {
    const queryClient = createQueryClient();
    seedPortalConfig(queryClient, pageWith(text));
    expect(queryClient.getQueryData(['portal-config'])).toBeUndefined();
  });
});
