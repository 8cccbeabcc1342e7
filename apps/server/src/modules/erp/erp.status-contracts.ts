import { DELIVERY_STATUSES, PROCESSING_STATUSES } from '@spina/domain';
import { z } from 'zod';

/**
 * REST contract of the ERP's status push (decision 0023): POST /api/integration/v1/orders/status-updates.
 * The body's shape is checked here (400 when it is not a batch at all); what a row says (an order that exists,
 * a status of the vocabulary, a SAP id that is free) is checked row by row, so that a 422 names every bad row.
 */

/** Most rows in one batch. */
export const STATUS_BATCH_MAX = 500;

const externalId = z.string().trim().min(1).max(40);

export const statusUpdateSchema = z.object({
  order_number: externalId.optional().describe('The portal order number'),
  sap_id: externalId.optional().describe("The ERP's id of the order (as set before, by new_sap_id)"),
  status: z
    .string()
    .max(60)
    .optional()
    .describe(`Delivery status, one of: ${DELIVERY_STATUSES.join(', ')}`),
  processing_status: z
    .string()
    .max(60)
    .optional()
    .describe(`Document processing status, one of: ${PROCESSING_STATUSES.join(', ')}`),
  delivery_message: z
    .string()
    .max(1000)
    .nullable()
    .optional()
    .describe('The message on the delivery shown to the buyer; null or "" clears it'),
  new_sap_id: externalId.optional().describe("Sets the order's SAP id; it must not be another order's"),
});
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;

export const statusBatchSchema = z.object({
  batch_id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('Chosen by the ERP; the same batch sent again answers its first result and changes nothing'),
  updates: z.array(statusUpdateSchema).min(1).max(STATUS_BATCH_MAX),
});
export type StatusBatch = z.infer<typeof statusBatchSchema>;

export const statusBatchResultSchema = z.object({
  batch_id: z.string(),
  /** Rows that changed their order. */
  applied: z.number().int(),
  /** Rows whose order already had every value given. */
  unchanged: z.number().int(),
  /** True when this batch id was applied before: nothing was written now, the first result is answered. */
  replayed: z.boolean(),
});
export type StatusBatchResult = z.infer<typeof statusBatchResultSchema>;

/** Why a row was refused. */
export const ROW_ERROR_CODES = [
  'ORDER_NOT_NAMED',
  'ORDER_NOT_FOUND',
  'ORDER_MISMATCH',
  'ORDER_REPEATED',
  'EMPTY_UPDATE',
  'UNKNOWN_STATUS',
  'UNKNOWN_PROCESSING_STATUS',
  'SAP_ID_TAKEN',
] as const;
export type RowErrorCode = (typeof ROW_ERROR_CODES)[number];

export const rowErrorSchema = z.object({
  /** The row's index in `updates`, from 0. */
  row: z.number().int(),
  code: z.enum(ROW_ERROR_CODES),
  message: z.string(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

export const statusBatchRejectedSchema = z.object({
  code: z.literal('BATCH_REJECTED'),
  message: z.string(),
  errors: z.array(rowErrorSchema),
});

export const batchIdReusedSchema = z.object({
  code: z.literal('BATCH_ID_REUSED'),
  message: z.string(),
});
