// Loaded on demand by first-page-schemas.ts: the only module of the first page's calls that builds zod schemas.
export { bannersResponseSchema, menuResponseSchema, portalLinksResponseSchema } from '@spina/domain';
