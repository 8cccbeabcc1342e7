import {
  changePasswordBodySchema,
  defaultShipToQuerySchema,
  defaultShipToResponseSchema,
  firstLoginFlagBodySchema,
  firstLoginFlagResponseSchema,
  linkPasswordBodySchema,
  messageResponseSchema,
  tutorialCounterBodySchema,
  tutorialCounterResponseSchema,
  uidParamsSchema,
  userIdParamsSchema,
  userInfoSchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import { callerOf } from '../identity.caller';
import { principalOf } from '../identity.access';
import { changePassword, setPasswordFromLink } from '../passwords/password.service';
import { identityOf } from '../identity.runtime';
import { setDefaultShipTo, setFirstLoginFlag, setTutorialCounter, userInfo } from './user-info.service';

const BASE = '/api/identity/v1/users';

/** The identity service calls of spec 3 §7 that sign-in and the profile need. */
export function identityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const runtime = identityOf(deps);
  const tags = ['identity'];

  api.get(
    `${BASE}/GetUserInfoById/:id`,
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          "The signed-in user's info: profile, permission schema, available sections (staff: any user)",
        params: userIdParamsSchema,
        response: { 200: userInfoSchema },
      },
    },
    async (request) => userInfo(runtime, principalOf(request), request.params.id),
  );

  api.put(
    `${BASE}/SetFirstPassword`,
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Sets the first password from an invitation link, validating and activating the account',
        body: linkPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await setPasswordFromLink(runtime, 'invitation', request.body, callerOf(request)),
    }),
  );

  api.put(
    `${BASE}/ChangePassword/:UID`,
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: "Changes the signed-in user's password (spec 3 §5 policy)",
        params: uidParamsSchema,
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await changePassword(
        runtime,
        principalOf(request),
        request.params.UID,
        request.body,
        callerOf(request),
      ),
    }),
  );

  api.put(
    `${BASE}/SetFirstLoginFlag/:UID`,
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Sets the first-login flag (body: a bare boolean)',
        params: uidParamsSchema,
        body: firstLoginFlagBodySchema,
        response: { 200: firstLoginFlagResponseSchema },
      },
    },
    async (request) => {
      await setFirstLoginFlag(runtime, principalOf(request), request.params.UID, request.body);
      return { firstLogin: request.body };
    },
  );

  api.put(
    `${BASE}/SetUserTutorialCounter/:UID`,
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Sets the tutorial counter, or adds one when no value is sent',
        params: uidParamsSchema,
        body: tutorialCounterBodySchema,
        response: { 200: tutorialCounterResponseSchema },
      },
    },
    async (request) => ({
      showTutorial: await setTutorialCounter(
        runtime,
        principalOf(request),
        request.params.UID,
        request.body?.showTutorial,
      ),
    }),
  );

  api.post(
    `${BASE}/setdefaultshipto`,
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: "Stores the user's default ship-to",
        querystring: defaultShipToQuerySchema,
        response: { 200: defaultShipToResponseSchema },
      },
    },
    async (request) => ({
      defaultShipToId: await setDefaultShipTo(runtime, principalOf(request), request.query.shiptoId),
    }),
  );
}
