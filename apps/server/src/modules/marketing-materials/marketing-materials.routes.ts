import {
  archiveEntryNames,
  MARKETING_BULK_LIMITS,
  MARKETING_PATHS,
  marketingBrandsResponseSchema,
  marketingBulkBodySchema,
  marketingFileParamsSchema,
  marketingFoldersQuerySchema,
  marketingFoldersResponseSchema,
  marketingListQuerySchema,
  marketingListResponseSchema,
  marketingSearchQuerySchema,
  languageQuerySchema,
  SECTIONS,
  type LanguageQuery,
} from '@spina/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { asDownload } from '../../http/downloads';
import { HttpError, notFound } from '../../http/errors';
import { articleMarketOf } from '../articles/articles.scope';
import { languageOf } from '../portal/portal.routes';
import { storedArchiveSize, streamArchive, type ArchiveEntry } from './marketing-materials.archive';
import {
  createMarketingService,
  type MaterialScope,
  type SelectedMaterial,
} from './marketing-materials.service';

/** The message of a material that does not exist or that the caller may not download. */
export const MATERIAL_NOT_FOUND = 'This material does not exist or is not available to you';
export const SELECTION_NOT_AVAILABLE =
  'Some of the selected materials do not exist or are not available to you';
export const SELECTION_TOO_LARGE = `The selected materials are more than ${MARKETING_BULK_LIMITS.maxBytes / 1024 / 1024} MB: select fewer`;

/** The selection as ZIP entries: in brand folders, repeated names numbered, bytes read when their turn comes. */
function archiveEntries(
  materials: readonly SelectedMaterial[],
  read: (mediaPath: string) => Promise<Buffer | null>,
): ArchiveEntry[] {
  const paths = archiveEntryNames(materials);
  return materials.map((material, index) => ({
    path: paths[index]!,
    size: material.size,
    modifiedAt: material.publishedAt,
    read: async () => {
      const bytes = await read(material.mediaPath);
      if (!bytes) throw new Error(`${material.mediaPath} disappeared while being archived`);
      return bytes;
    },
  }));
}

/** The ZIP's name: the portal's and the day's, e.g. spina-marketing-2026-11-24.zip. */
const archiveName = (now = new Date()) => `spina-marketing-${now.toISOString().slice(0, 10)}.zip`;

/**
 * The marketing materials (spec 3 §7 "Marketing materials (downloadmaterial)"): the list, its title search,
 * brands and folders, one file, and a ZIP of several (bulk-files). All need the Marketing Materials section
 * (spec 3 §2) and cover the caller's market only; files are sent as downloads, never from a public address.
 */
export function marketingMaterialsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createMarketingService(deps.db);
  const url = (path: string) => `/api/content/v1/${path}`;
  const config = { access: { permission: SECTIONS.marketingMaterials } };
  const scopeOf = (request: FastifyRequest, query: LanguageQuery): MaterialScope => ({
    market: articleMarketOf(request),
    lang: languageOf(request, query),
  });

  api.get(
    url(MARKETING_PATHS.list),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Marketing materials of the caller’s market, newest first, by folder and brand',
        querystring: marketingListQuerySchema,
        response: { 200: marketingListResponseSchema },
      },
    },
    (request) => service.list(scopeOf(request, request.query), request.query),
  );

  api.get(
    url(MARKETING_PATHS.search),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Marketing materials whose title matches, best match first, by folder and brand',
        querystring: marketingSearchQuerySchema,
        response: { 200: marketingListResponseSchema },
      },
    },
    (request) => service.list(scopeOf(request, request.query), request.query),
  );

  api.get(
    url(MARKETING_PATHS.brands),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Brands that have marketing materials for the caller, with how many',
        querystring: marketingFoldersQuerySchema,
        response: { 200: marketingBrandsResponseSchema },
      },
    },
    async (request) => ({ results: await service.brands(scopeOf(request, request.query)) }),
  );

  api.get(
    url(MARKETING_PATHS.folders),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Folders of marketing materials for the caller (of one brand when given), with how many',
        querystring: marketingFoldersQuerySchema,
        response: { 200: marketingFoldersResponseSchema },
      },
    },
    async (request) => ({
      results: await service.folders(scopeOf(request, request.query), request.query.brandId),
    }),
  );

  api.get(
    url(MARKETING_PATHS.file),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'One marketing material’s file, as a download',
        params: marketingFileParamsSchema,
        querystring: languageQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.file(scopeOf(request, request.query), request.params.id.toLowerCase());
      if (!file) throw notFound(MATERIAL_NOT_FOUND);
      return asDownload(reply, file).header('Content-Length', file.bytes.length).send(file.bytes);
    },
  );

  api.post(
    url(MARKETING_PATHS.bulkFiles),
    {
      config,
      // A ZIP of PDFs and pictures gains nothing from compression, and its exact length drives the progress bar.
      compress: false,
      schema: {
        tags: ['content'],
        summary: 'A ZIP of the selected marketing materials, all or nothing',
        body: marketingBulkBodySchema,
        querystring: languageQuerySchema,
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request, request.query);
      const { found, missing } = await service.selection(scope, request.body.ids);
      if (missing.length > 0)
        throw new HttpError(404, 'MATERIALS_NOT_AVAILABLE', SELECTION_NOT_AVAILABLE, {}, { ids: missing });
      const bytes = found.reduce((sum, material) => sum + material.size, 0);
      if (bytes > MARKETING_BULK_LIMITS.maxBytes)
        throw new HttpError(413, 'SELECTION_TOO_LARGE', SELECTION_TOO_LARGE);
      const entries = archiveEntries(found, (path) => service.bytesOf(path));
      request.log.info({ files: entries.length, bytes }, 'marketing materials archive');
      const stream = streamArchive(entries);
      stream.on('error', (error) => request.log.error({ err: error }, 'marketing materials archive failed'));
      return asDownload(reply, { fileName: archiveName(), mimeType: 'application/zip' })
        .header('Content-Length', storedArchiveSize(entries))
        .send(stream);
    },
  );
}
