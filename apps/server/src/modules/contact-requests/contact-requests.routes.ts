import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_PATHS,
  contactFormTokenResponseSchema,
  contactRequestBodySchema,
  contactRequestResponseSchema,
  partnerRequestBodySchema,
} from '@spina/domain';
import { readRequestScope } from '../../http/request-scope';
import { marketOf } from '../portal/portal.routes';
import type { ContactRequests, ContactSender } from './contact-requests.service';

const path = (name: keyof typeof CONTACT_PATHS) => `/api/content/v1/${CONTACT_PATHS[name]}`;

const senderOf = (request: FastifyRequest): ContactSender => {
  const scope = readRequestScope(request);
  return {
    ip: request.ip,
    market: marketOf(request),
    language: scope.lang,
    principal: request.principal,
    outletId: scope.outletId,
  };
};

/** The become-a-partner and contact forms' calls (content service, spec 3 §7); open to visitors (spec 3 §6). */
export function contactRequestRoutes(app: FastifyInstance, forms: ContactRequests): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    path('token'),
    {
      config: { access: { public: true } },
      schema: {
        tags: ['content'],
        summary: 'A signed token for a form about to be filled (minimum fill time, expiry)',
        response: { 200: contactFormTokenResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: forms.issueToken() };
    },
  );

  api.post(
    path('partner'),
    {
      config: { access: { public: true } },
      schema: {
        tags: ['content'],
        summary: 'Become a partner: a prospective trade customer asks to be contacted',
        body: partnerRequestBodySchema,
        response: { 200: contactRequestResponseSchema },
      },
    },
    async (request) => {
      await forms.submit({ kind: 'partner', body: request.body }, senderOf(request));
      return { received: true as const };
    },
  );

  api.post(
    path('contact'),
    {
      config: { access: { public: true } },
      schema: {
        tags: ['content'],
        summary: 'Contact form: a message to customer service',
        body: contactRequestBodySchema,
        response: { 200: contactRequestResponseSchema },
      },
    },
    async (request) => {
      await forms.submit({ kind: 'contact', body: request.body }, senderOf(request));
      return { received: true as const };
    },
  );
}
