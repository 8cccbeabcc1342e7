import type * as FirstPageSchemaSet from './first-page-schema-set';

/**
 * The contracts of the calls every first page makes (the menu, the footer's links, the banners), loaded with zod
 * while the calls are on their way (lib/rest.ts AnswerSchema): building them at start-up would put zod among the
 * scripts the first page waits for.
 */
type SchemaSet = typeof FirstPageSchemaSet;

const loaderOf =
  <Name extends keyof SchemaSet>(name: Name) =>
  (): Promise<SchemaSet[Name]> =>
    import('./first-page-schema-set').then((set) => set[name]);

export const menuResponse = loaderOf('menuResponseSchema');
export const portalLinksResponse = loaderOf('portalLinksResponseSchema');
export const bannersResponse = loaderOf('bannersResponseSchema');
