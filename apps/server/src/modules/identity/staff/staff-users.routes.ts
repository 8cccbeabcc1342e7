import {
  customerUserSearchQuerySchema,
  customerUserSearchResponseSchema,
  messageResponseSchema,
  resendInvitationBodySchema,
  userIdParamsSchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import { callerOf } from '../identity.caller';
import { identityOf } from '../identity.runtime';
import { resendInvitation, searchCustomerUsers } from './staff-users.service';

const BASE = '/api/identity/v1/users';

/**
 * Customer service's identity calls (DESIGN §6): find a customer user to act as, and send an invited user
 * the invitation e-mail again. Staff only; a staff member acting as a customer user is that user, not staff.
 */
export function staffUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const runtime = identityOf(deps);
  const tags = ['identity'];

  api.get(
    `${BASE}/SearchCustomerUsers`,
    {
      config: { access: { staff: true } },
      schema: {
        tags,
        summary: 'Customer users whose e-mail, name or company contains the term (staff)',
        querystring: customerUserSearchQuerySchema,
        response: { 200: customerUserSearchResponseSchema },
      },
    },
    async (request) => ({ results: await searchCustomerUsers(runtime, request.query.search) }),
  );

  api.post(
    `${BASE}/ResendVerificationEmail/:id`,
    {
      config: { access: { staff: true } },
      schema: {
        tags,
        summary: 'Sends an invited customer user a new invitation link (staff)',
        params: userIdParamsSchema,
        body: resendInvitationBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await resendInvitation(runtime, request.params.id, request.body.email, callerOf(request)),
    }),
  );
}
