import { customerUserSearchQuerySchema, customerUserSearchResponseSchema } from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import { identityOf } from '../identity.runtime';
import { searchCustomerUsers } from './staff-users.service';

const BASE = '/api/identity/v1/users';

/**
 * Customer service's search for a customer user to act as or to invite again (DESIGN §6). Staff only; a staff
 * member acting as a customer user is that user, not staff. Sending the invitation again is one call for staff
 * and for the customer's own managers (user-admin/user-admin.routes.ts).
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
}
