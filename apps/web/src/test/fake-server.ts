import { vi } from 'vitest';
import type { Banner, MenuEntry, PortalLink } from '@spina/domain';

/** Content the fake server answers with; every field has a small realistic default. */
export type FakeContent = {
  publicMenu?: MenuEntry[];
  privateMenu?: MenuEntry[];
  links?: PortalLink[];
  banners?: Banner[];
  sections?: Array<{ label: string; value: string }>;
  maintenance?: boolean;
};

export const entry = (
  name: string,
  label: string,
  href: string | null,
  children: MenuEntry[] = [],
): MenuEntry => ({
  name,
  label,
  href,
  isActive: true,
  children,
});

export const link = (
  fields: Partial<PortalLink> & Pick<PortalLink, 'name' | 'label' | 'url'>,
): PortalLink => ({
  type: 'footer',
  group: null,
  order: 0,
  ...fields,
});

/** A JSON answer as the server sends it. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Answers a request the shell's fake does not know, or undefined to let the shell's fake answer it. */
export type ExtraHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

/**
 * Replaces fetch with a fake of the portal server's shell calls (getPortalConfig, menus, links, banners),
 * recording every request so tests can check what was sent. `extra` answers other calls first.
 */
export function fakeServer(content: FakeContent = {}, extra?: ExtraHandler) {
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, init });
    const answered = await extra?.(url, init);
    if (answered) return answered;
    const path = url.split('?')[0];
    if (path === '/graphql') {
      return json({
        data: {
          getPortalConfig: {
            maintenance: content.maintenance ?? false,
            banner_rotation: 6000,
            holidays: Array.from({ length: 12 }, () => []),
            sections: content.sections ?? [],
          },
        },
      });
    }
    if (path === '/api/content/v1/publicpagemenu') return json({ results: content.publicMenu ?? [] });
    if (path === '/api/content/v1/pagemenu') return json({ results: content.privateMenu ?? [] });
    if (path === '/api/content/v1/portalExtLinks') return json({ results: content.links ?? [] });
    if (path?.endsWith('banners')) return json({ data: { results: content.banners ?? [] } });
    const handoff = /^\/auth\/sso\/([a-z]+)$/.exec(path ?? '');
    if (handoff && init?.method === 'POST') return json({ url: `/auth/sso/${handoff[1]}?ticket=one-time` });
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
