import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  languageQuerySchema,
  menuResponseSchema,
  pageContentQuerySchema,
  pageContentSchema,
  portalLinksResponseSchema,
  SECTIONS,
  type Section,
} from '@spina/domain';
import type { AppDeps } from '../../deps';
import { decideAccess } from '../../http/access';
import { notFound } from '../../http/errors';
import type { Language } from './portal.service';

/** The interface language of a REST call: the `lang` parameter, else the `lang` header, else Italian. */
export const languageOf = (request: FastifyRequest, query: { lang?: Language | undefined }): Language =>
  query.lang ?? (request.headers.lang === 'en' ? 'en' : 'it');

/** Market of the call: the `market` header (spec 3 §7), else the store name's market, else IT. */
export const marketOf = (request: FastifyRequest): string => {
  const market = request.headers.market;
  if (typeof market === 'string' && /^[A-Z]{2}$/.test(market)) return market;
  const store = request.headers.store;
  const fromStore = typeof store === 'string' ? /^LivePortal_([A-Z]{2})_/.exec(store)?.[1] : undefined;
  return fromStore ?? 'IT';
};

const SECTION_NAMES: ReadonlySet<string> = new Set(Object.values(SECTIONS));
/** Whether a menu entry's stored permission names a section; an entry naming none is shown to nobody. */
const isSection = (permission: string): permission is Section => SECTION_NAMES.has(permission);

/**
 * Which content the caller may be shown, by the section permission it names (null: anyone who may call):
 * the section must open for them as a route would (spec 1 §4.3); content naming no section is shown to nobody.
 */
export async function contentVisibility(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<(permission: string | null) => boolean> {
  const sections = await deps.portal.sections();
  return (permission) =>
    permission === null ||
    (isSection(permission) &&
      decideAccess({ permission }, request.principal, { outletId: null }, sections).ok);
}

/** Content-service routes of the shell: menus, portal links and page contents (spec 3 §7 "Page content and links"). */
export function portalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const visibleTo = (request: FastifyRequest) => contentVisibility(deps, request);

  api.get(
    '/api/content/v1/publicpagemenu',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['content'],
        summary: 'Menu for visitors',
        querystring: languageQuerySchema,
        response: { 200: menuResponseSchema },
      },
    },
    async (request) => ({
      results: await deps.portal.menuTree('public', {
        lang: languageOf(request, request.query),
        market: marketOf(request),
        visible: (permission) => permission === null,
      }),
    }),
  );

  api.get(
    '/api/content/v1/pagemenu',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['content'],
        summary: 'Menu for the signed-in user, filtered by permissions',
        querystring: languageQuerySchema,
        response: { 200: menuResponseSchema },
      },
    },
    // The customers' menu: staff have their own pages in their user menu (acting as a customer user, they are
    // that user and get that user's menu).
    async (request) => ({
      results: request.principal?.isStaff
        ? []
        : await deps.portal.menuTree('private', {
            lang: languageOf(request, request.query),
            market: marketOf(request),
            visible: await visibleTo(request),
          }),
    }),
  );

  api.get(
    '/api/content/v1/portalExtLinks',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['content'],
        summary: 'Footer, social and legal links for the caller',
        querystring: languageQuerySchema,
        response: { 200: portalLinksResponseSchema },
      },
    },
    async (request) => ({
      results: await deps.portal.portalLinks({
        lang: languageOf(request, request.query),
        signedIn: request.principal !== null,
        market: marketOf(request),
        visible: await visibleTo(request),
      }),
    }),
  );

  api.get(
    '/api/content/v1/pagecontent',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['content'],
        summary: "An internal page's content by path (terms of use, cookies, privacy)",
        querystring: pageContentQuerySchema,
        response: { 200: pageContentSchema },
      },
    },
    async (request) => {
      const page = await deps.portal.pageContent(
        request.query.path,
        languageOf(request, request.query),
        marketOf(request),
      );
      if (!page) throw notFound('No such page');
      return page;
    },
  );
}
