import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpPagesResponseSchema, languageQuerySchema } from '@spina/domain';
import type { AppDeps } from '../../deps';
import { contentVisibility, languageOf } from '../portal/portal.routes';
import { createHelpPagesService } from './help-pages.service';

/**
 * GET helppages of the content service (spec 3 §7 "Page content and links"): the pages of the first-login
 * tutorial. Like pagemenu it answers signed-in users only, and leaves out pages about sections they cannot open.
 */
export function helpPagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createHelpPagesService(deps.db);
  api.get(
    '/api/content/v1/helppages',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['content'],
        summary: 'Help pages of the tutorial the signed-in user may see',
        querystring: languageQuerySchema,
        response: { 200: helpPagesResponseSchema },
      },
    },
    async (request) => ({
      results: await service.list({
        lang: languageOf(request, request.query),
        visible: await contentVisibility(deps, request),
      }),
    }),
  );
}
