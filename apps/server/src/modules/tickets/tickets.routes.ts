import fastifyMultipart from '@fastify/multipart';
import {
  categoryIdParamsSchema,
  createTicketBodySchema,
  createTicketQuerySchema,
  SECTIONS,
  setTicketStatusBodySchema,
  STAFF_TICKETS_PREFIX,
  staffTicketsQuerySchema,
  TICKET_PATHS,
  ticketCategoriesResponseSchema,
  ticketResponseSchema,
  ticketsResponseSchema,
  ticketSubCategoriesResponseSchema,
  staffTicketsResponseSchema,
} from '@spina/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { readRequestScope } from '../../http/request-scope';
import { registerTicketCalls } from './tickets.calls';
import { attachmentFiles } from './tickets.files';
import { customerViewer, staffViewer } from './tickets.scope';
import { createTicketsService, type TicketsService } from './tickets.service';
import { MULTIPART_LIMITS } from './tickets.upload';

/** The tickets service of DESIGN §2 (spec 3 §7 "Tickets"). */
const BASE = '/api/tickets/v1';
const STAFF_BASE = `${BASE}/${STAFF_TICKETS_PREFIX}`;

/** Customers: the support area (spec 1 §2.2 support: login, permission Support). */
export const CUSTOMER_TICKETS_ACCESS = { permission: SECTIONS.support } as const;
/** Opening a ticket is about the ship-to of the `outletid` header, which must hold Support (suspended or not). */
export const CREATE_TICKET_ACCESS = { permission: SECTIONS.support, shipTo: 'read' } as const;
const STAFF_ACCESS = { staff: true } as const;

const lang = (request: FastifyRequest) => readRequestScope(request).lang;

/**
 * Support tickets: the customer calls of spec 3 §7 under /api/tickets/v1/tickets/..., and customer service's
 * under /api/tickets/v1/staff/tickets/... (DESIGN §6). Uploads are multipart, parsed in this scope only.
 */
export async function ticketsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = createTicketsService({
    db: deps.db,
    files: attachmentFiles(deps.config.DATA_DIR),
    now: deps.now,
  });
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    customerRoutes(scope, deps, service);
    staffRoutes(scope, service);
  });
}

function customerRoutes(app: FastifyInstance, deps: AppDeps, service: TicketsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets'];
  const config = { access: CUSTOMER_TICKETS_ACCESS };
  const viewerOf = async (request: FastifyRequest) =>
    customerViewer(request.principal!, await deps.sections());

  api.get(
    `${BASE}/${TICKET_PATHS.allTickets}`,
    {
      config,
      schema: {
        tags,
        summary: 'The tickets of every ship-to where the caller holds Support, most recently active first',
        response: { 200: ticketsResponseSchema },
      },
    },
    async (request) => ({
      results: (await service.list(await viewerOf(request), {}, lang(request))).tickets,
    }),
  );

  api.get(
    `${BASE}/${TICKET_PATHS.categories}`,
    {
      config,
      schema: { tags, summary: 'Ticket categories', response: { 200: ticketCategoriesResponseSchema } },
    },
    async (request) => ({ results: await service.categories(lang(request)) }),
  );

  api.get(
    `${BASE}/${TICKET_PATHS.allSubCategories}`,
    {
      config,
      schema: { tags, summary: 'Every sub-category', response: { 200: ticketSubCategoriesResponseSchema } },
    },
    async (request) => ({ results: await service.subCategories(lang(request)) }),
  );

  api.get(
    `${BASE}/${TICKET_PATHS.subCategoriesByCategory}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'The sub-categories of one category',
        params: categoryIdParamsSchema,
        response: { 200: ticketSubCategoriesResponseSchema },
      },
    },
    async (request) => ({ results: await service.subCategories(lang(request), request.params.id) }),
  );

  api.post(
    `${BASE}/${TICKET_PATHS.createTicket}`,
    {
      config: { access: CREATE_TICKET_ACCESS },
      schema: {
        tags,
        summary:
          'Opens a ticket for the ship-to of the outletid header (spec 3 §5: market IT or CZ by theme)',
        description: 'Title at most 40 characters, description 2000; in CZ the phone starts with +420.',
        querystring: createTicketQuerySchema,
        body: createTicketBodySchema,
        response: { 200: ticketResponseSchema },
      },
    },
    async (request) => {
      const principal = request.principal!;
      const grant = principal.shipTos.get(readRequestScope(request).outletId ?? '');
      if (!grant) throw forbidden();
      const ticket = await service.createTicket(
        { userId: principal.userId, shipToId: grant.shipToId, companyId: grant.companyId },
        request.query.market,
        request.body,
        lang(request),
      );
      return { ticket };
    },
  );

  registerTicketCalls(app, service, {
    base: BASE,
    access: CUSTOMER_TICKETS_ACCESS,
    viewerOf,
    tags,
    who: 'the customer',
  });
}

function staffRoutes(app: FastifyInstance, service: TicketsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets (customer service)'];
  const config = { access: STAFF_ACCESS };
  const viewerOf = async (request: FastifyRequest) => staffViewer(request.principal!);

  api.get(
    `${STAFF_BASE}/${TICKET_PATHS.allTickets}`,
    {
      config,
      schema: {
        tags,
        summary: "Every customer's tickets, most recently active first, page by page",
        description: 'Filters: status, unread=true (customer comments not read by customer service), search.',
        querystring: staffTicketsQuerySchema,
        response: { 200: staffTicketsResponseSchema },
      },
    },
    async (request) => {
      const { status, unread, search, offset, limit } = request.query;
      const page = await service.list(
        await viewerOf(request),
        { status, unreadOnly: unread === 'true', search, offset, limit },
        lang(request),
      );
      return { results: page.tickets, total: page.total, offset, limit };
    },
  );

  api.post(
    `${STAFF_BASE}/${TICKET_PATHS.setStatus}`,
    {
      config,
      schema: {
        tags,
        summary: 'Sets the status of a ticket (spec 3 §4); a closing status stamps the date closed',
        body: setTicketStatusBodySchema,
        response: { 200: ticketResponseSchema },
      },
    },
    async (request) => ({
      ticket: await service.setStatus(
        await viewerOf(request),
        request.body.ticketId,
        request.body.status,
        lang(request),
      ),
    }),
  );

  registerTicketCalls(app, service, {
    base: STAFF_BASE,
    access: STAFF_ACCESS,
    viewerOf,
    tags,
    who: 'customer service',
  });
}
