import * as z from 'zod/mini';

/**
 * REST contracts of the customer's supply contracts (spec 3 §2 contracts /contracts, permission Contracts; §7
 * `GET contracts` and `GET power-bi/contract-evaluation`, the latter answered natively; issue 14 item 3;
 * decision 0034). Named "customer contracts" so as not to be confused with this folder's REST contracts.
 */

/** The refusal of a contract the caller may not read, unknown or another customer's alike. */
export const CUSTOMER_CONTRACT_MESSAGES = {
  notFound: 'The contract does not exist',
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A contract id in a path or query: a UUID, anything else a 400 with a clear message. */
export const customerContractIdSchema = z.string().check(z.regex(uuidPattern, 'A contract id is a UUID'));

export const customerContractParamsSchema = z.object({ id: customerContractIdSchema });
export const contractEvaluationQuerySchema = z.object({ contractId: customerContractIdSchema });

export const contractStandingSchema = z.enum(['not-started', 'on-track', 'behind', 'met', 'missed']);

/** One contract as the list shows it: period, ship-tos covered, committed and bought volume, progress. */
export const customerContractSchema = z.object({
  id: z.string(),
  number: z.string(),
  company_name: z.string(),
  ship_tos: z.array(z.object({ id: z.string(), name: z.string() })),
  period_start: z.string(),
  period_end: z.string(),
  committed_hl: z.number(),
  actual_hl: z.number(),
  progress_percent: z.number(),
  standing: contractStandingSchema,
  file_name: z.string(),
});
export type CustomerContract = z.infer<typeof customerContractSchema>;

export const customerContractsResponseSchema = z.object({
  results: z.array(customerContractSchema),
  total: z.int(),
});

/** The contract evaluation: the figures of the domain's `evaluateContract` and the bought volume per brand. */
export const contractEvaluationSchema = z.object({
  contract_id: z.string(),
  today: z.string(),
  days_total: z.int(),
  days_elapsed: z.int(),
  committed_hl: z.number(),
  actual_hl: z.number(),
  progress_percent: z.number(),
  expected_hl: z.number(),
  deviation_hl: z.number(),
  projected_hl: z.number(),
  remaining_hl: z.number(),
  standing: contractStandingSchema,
  by_brand: z.array(z.object({ brand: z.string(), hl: z.number() })),
});
export type ContractEvaluationFigures = z.infer<typeof contractEvaluationSchema>;
