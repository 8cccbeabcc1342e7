import type { BannersResponse, MenuResponse, PortalLinksResponse } from '@spina/domain';
import type { $ZodType } from 'zod/v4/core';

/**
 * The contracts of the calls every first page makes (the menu, the footer's links, the banners), loaded with zod
 * while the calls are on their way (lib/rest.ts AnswerSchema): building them at start-up would put zod among the
 * scripts the first page waits for.
 */
const schemas = () => import('./first-page-schema-set');

export const menuResponse = (): Promise<$ZodType<MenuResponse>> =>
  schemas().then((set) => set.menuResponseSchema);
export const portalLinksResponse = (): Promise<$ZodType<PortalLinksResponse>> =>
  schemas().then((set) => set.portalLinksResponseSchema);
export const bannersResponse = (): Promise<$ZodType<BannersResponse>> =>
  schemas().then((set) => set.bannersResponseSchema);
