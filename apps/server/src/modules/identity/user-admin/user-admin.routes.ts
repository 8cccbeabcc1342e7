import {
  createUserBodySchema,
  createUserResponseSchema,
  managedShipTosResponseSchema,
  messageResponseSchema,
  resendInvitationBodySchema,
  roleCatalogueResponseSchema,
  SECTIONS,
  setUserStatusBodySchema,
  updateUserBodySchema,
  userChangeResponseSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import type { Access } from '../../../http/access';
import { principalOf } from '../identity.access';
import { callerOf } from '../identity.caller';
import { identityOf } from '../identity.runtime';
import { managedShipTosOf, roleCatalogueOf } from './user-admin.grants';
import { createUser, resendInvitation } from './user-admin.invitations';
import { listUsers } from './user-admin.records';
import { loadManager, loadRoles } from './user-admin.scope';
import { setUserStatus } from './user-admin.status';
import { updateUserRoles } from './user-admin.update';

const BASE = '/api/identity/v1/users';

/**
 * Section access of the management calls: Access Management on some ship-to (spec 3 §6). Which company and
 * which ship-tos are the manager's is decided by the services (user-admin.scope.ts), whatever `outletid` says.
 */
export const USER_ADMIN_ACCESS: Access = { permission: SECTIONS.accessManagement };

/**
 * User administration for Owners and Delegated Owners (spec 3 §2 My Profile management, §7 identity service):
 * the users of their company, inviting one, their roles per ship-to, their status, the invitation sent again,
 * and each role's permissions.
 */
export function userAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const runtime = identityOf(deps);
  const { db } = deps;
  const tags = ['identity'];
  const config = { access: USER_ADMIN_ACCESS };

  api.get(
    `${BASE}/GetAllUsersInfo`,
    {
      config,
      schema: {
        tags,
        summary: "One page of the users of the manager's company, searched and filtered",
        description:
          'search: part of a name or e-mail; status: a user status (spec 3 §4); shipTo: a ship-to id; ' +
          'page from 1, pageSize 10 by default, at most 50. Ordered by last name, first name, e-mail.',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    async (request) => listUsers(db, await loadManager(db, principalOf(request)), request.query),
  );

  api.post(
    `${BASE}/CreateNewUser`,
    {
      config,
      schema: {
        tags,
        summary: 'Invites a new user of the company with a role on each chosen ship-to',
        body: createUserBodySchema,
        response: { 201: createUserResponseSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createUser(runtime, principalOf(request), request.body, callerOf(request));
    },
  );

  api.put(
    `${BASE}/UpdateUser/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Sets a user's roles and extended permissions per ship-to, or takes ship-tos away",
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userChangeResponseSchema },
      },
    },
    async (request) =>
      updateUserRoles(runtime, principalOf(request), request.params.id, request.body, callerOf(request)),
  );

  api.patch(
    `${BASE}/SetUserStatus`,
    {
      config,
      schema: {
        tags,
        summary:
          "Changes a user's status; deactivating ends their sessions, activating restores their ship-tos",
        body: setUserStatusBodySchema,
        response: { 200: userChangeResponseSchema },
      },
    },
    async (request) => setUserStatus(runtime, principalOf(request), request.body, callerOf(request)),
  );

  api.post(
    `${BASE}/ResendVerificationEmail/:id`,
    {
      // Customer service and the managers of the user's company alike; the service tells them apart.
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Sends an invited user a new invitation link (staff, or a manager of their company)',
        params: userIdParamsSchema,
        body: resendInvitationBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await resendInvitation(
        runtime,
        principalOf(request),
        request.params.id,
        request.body.email,
        callerOf(request),
      ),
    }),
  );

  api.get(
    `${BASE}/GetRoles`,
    {
      config,
      schema: {
        tags,
        summary: "Each role's permissions per customer type of the manager's ship-tos (role management)",
        response: { 200: roleCatalogueResponseSchema },
      },
    },
    async (request) => roleCatalogueOf(await loadManager(db, principalOf(request)), await loadRoles(db)),
  );

  api.get(
    `${BASE}/GetManagedShipTos`,
    {
      config,
      schema: {
        tags,
        summary: 'The ship-tos the manager manages, with the roles and extensions they may grant on each',
        response: { 200: managedShipTosResponseSchema },
      },
    },
    async (request) => ({
      shipTos: await managedShipTosOf(db, await loadManager(db, principalOf(request)), await loadRoles(db)),
    }),
  );
}
