import {
  attachmentIdParamsSchema,
  commentsQuerySchema,
  createCommentBodySchema,
  markReadResponseSchema,
  TICKET_PATHS,
  ticketAttachmentsResponseSchema,
  ticketCommentResponseSchema,
  ticketCommentsResponseSchema,
  ticketIdParamsSchema,
  ticketIdQuerySchema,
  ticketResponseSchema,
} from '@spina/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../../http/access';
import { readRequestScope } from '../../http/request-scope';
import type { TicketViewer } from './tickets.scope';
import type { TicketsService } from './tickets.service';
import { attachmentDisposition, receiveFiles } from './tickets.upload';

/** One side's way in: where its calls live, what they require and who the caller is on that side. */
export type TicketSideCalls = {
  base: string;
  access: Access;
  viewerOf: (request: FastifyRequest) => Promise<TicketViewer>;
  tags: string[];
  who: string;
};

/**
 * The calls about one ticket that customers and customer service share (spec 3 §7): the ticket, its comments and
 * attachments, writing a comment, uploading and downloading files, marking comments read. Registered once per
 * side, so both sides run exactly the same code under their own scope.
 */
export function registerTicketCalls(app: FastifyInstance, service: TicketsService, side: TicketSideCalls) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { base, access, viewerOf, tags, who } = side;
  const url = (path: string) => `${base}/${path}`;
  const config = { access };
  const lang = (request: FastifyRequest) => readRequestScope(request).lang;

  api.get(
    `${url(TICKET_PATHS.ticketById)}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `One ticket ${who} may read, with its unread comments`,
        params: ticketIdParamsSchema,
        response: { 200: ticketResponseSchema },
      },
    },
    async (request) => ({
      ticket: await service.one(await viewerOf(request), request.params.id, lang(request)),
    }),
  );

  api.get(
    `${url(TICKET_PATHS.comments)}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'The latest comments of a ticket, oldest first (limit 100 by default)',
        params: ticketIdParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: ticketCommentsResponseSchema },
      },
    },
    async (request) => ({
      results: await service.comments(await viewerOf(request), request.params.id, request.query.limit),
    }),
  );

  api.get(
    `${url(TICKET_PATHS.attachments)}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'The files attached to a ticket',
        params: ticketIdParamsSchema,
        response: { 200: ticketAttachmentsResponseSchema },
      },
    },
    async (request) => ({ results: await service.attachments(await viewerOf(request), request.params.id) }),
  );

  api.post(
    url(TICKET_PATHS.createComment),
    {
      config,
      schema: {
        tags,
        summary: `A comment by ${who} (the author is the signed-in user; \`user\` is ignored)`,
        body: createCommentBodySchema,
        response: { 200: ticketCommentResponseSchema },
      },
    },
    async (request) => ({
      comment: await service.createComment(
        await viewerOf(request),
        request.body.ticketId,
        request.body.description,
      ),
    }),
  );

  api.post(
    url(TICKET_PATHS.markRead),
    {
      config,
      schema: {
        tags,
        summary: `Marks the other side's comments of a ticket read by ${who}`,
        querystring: ticketIdQuerySchema,
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => service.markRead(await viewerOf(request), request.query.ticketId),
  );

  api.post(
    url(TICKET_PATHS.upload),
    {
      config,
      schema: {
        tags,
        summary: 'Attaches files (multipart/form-data, at most 5 of 5 MB: PDF, PNG, JPEG, TXT, CSV)',
        description: 'The type is read from the bytes; one refused file stores nothing.',
        querystring: ticketIdQuerySchema,
        response: { 200: ticketAttachmentsResponseSchema },
      },
    },
    async (request) => ({
      results: await service.upload(await viewerOf(request), request.query.ticketId, () =>
        receiveFiles(request),
      ),
    }),
  );

  api.get(
    `${url(TICKET_PATHS.download)}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'The bytes of an attachment, as a download',
        params: attachmentIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.download(await viewerOf(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
}
