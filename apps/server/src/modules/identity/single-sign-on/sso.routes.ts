import { ssoHandoffResponseSchema, ssoProviderParamsSchema } from '@spina/domain';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps';
import type { Access } from '../../../http/access';
import { principalOf } from '../identity.access';
import { identityOf } from '../identity.runtime';
import { createHandoff, handoffLocation } from './sso.service';

type Guarded = (access: Access) => { config: { access: Access }; preValidation: preValidationHookHandler };

/**
 * Single sign-on hand-offs for pubMenu, eLearning, Academy and Formazione (spec 1 §6): the SPA asks for a
 * one-time address (POST, bearer), then navigates to it (GET), which redirects to the provider.
 */
export function ssoRoutes(app: FastifyInstance, deps: AppDeps, guarded: Guarded): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const runtime = identityOf(deps);

  api.post(
    '/auth/sso/:provider',
    {
      ...guarded({ signedIn: true }),
      schema: { params: ssoProviderParamsSchema, response: { 200: ssoHandoffResponseSchema } },
    },
    async (request) => ({
      url: await createHandoff(runtime, principalOf(request), request.params.provider),
    }),
  );

  // A browser navigation: every failure is a redirect to the SPA's saml-error page, never a JSON error.
  api.get(
    '/auth/sso/:provider',
    {
      ...guarded({ public: true }),
      schema: {
        params: ssoProviderParamsSchema,
        querystring: z.object({ ticket: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const location = await handoffLocation(runtime, request.params.provider, {
        ticket: request.query.ticket,
        principal: request.principal,
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
}
