import {
  CUSTOMER_CONTRACT_MESSAGES,
  evaluateContract,
  roundHl,
  SECTIONS,
  type ContractEvaluationFigures,
  type CustomerContract,
} from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../http/access';
import { notFound } from '../../http/errors';
import { simplePdf } from '../../lib/simple-pdf';
import { shipTosWith, today } from '../reporting/reporting.volume';
import {
  readBoughtHlByBrand,
  readBoughtHlOfContracts,
  readContracts,
  readShipTos,
  type ContractRecord,
} from './customer-contracts.store';

/** Bought volume counts up to today, or the period's end once it is over. */
const countedUntil = (contract: ContractRecord, day: string) =>
  day < contract.periodEnd ? day : contract.periodEnd;

/**
 * The customer's supply contracts (issue 14 item 3; decision 0034). A contract is the caller's when it covers
 * one of their ship-tos holding Contracts; any other id, another customer's or unknown, is the same 404.
 */
export function createCustomerContractsService(deps: AppDeps) {
  async function one(principal: Principal, id: string) {
    const [contract] = await readContracts(deps.db, shipTosWith(principal, SECTIONS.contracts), id);
    if (!contract) throw notFound(CUSTOMER_CONTRACT_MESSAGES.notFound);
    return contract;
  }

  /** Each contract's bought volume and evaluation as of `day`, read together in one statement. */
  async function figures(contracts: readonly ContractRecord[], day: string) {
    const bought = await readBoughtHlOfContracts(deps.db, contracts, day);
    return contracts.map((contract) => {
      const actualHl = bought.get(contract.id) ?? 0;
      return { contract, actualHl, evaluation: evaluateContract({ ...contract, actualHl }, day) };
    });
  }

  const fileName = (contract: ContractRecord) => `${contract.number}.pdf`;

  return {
    /** GET contracts: every contract of the caller's, with its bought volume and progress. */
    async list(principal: Principal) {
      const day = today(deps.now());
      const contracts = await readContracts(deps.db, shipTosWith(principal, SECTIONS.contracts));
      const [shipTos, evaluated] = await Promise.all([
        readShipTos(deps.db, [...new Set(contracts.flatMap((contract) => contract.shipToIds))]),
        figures(contracts, day),
      ]);
      const names = new Map(shipTos.map((shipTo) => [shipTo.id, shipTo.name]));
      const results: CustomerContract[] = evaluated.map(({ contract, actualHl, evaluation }) => ({
        id: contract.id,
        number: contract.number,
        company_name: contract.companyName,
        ship_tos: contract.shipToIds.map((id) => ({ id, name: names.get(id) ?? id })),
        period_start: contract.periodStart,
        period_end: contract.periodEnd,
        committed_hl: contract.committedHl,
        actual_hl: roundHl(actualHl),
        progress_percent: evaluation.progressPercent,
        standing: evaluation.standing,
        file_name: fileName(contract),
      }));
      return { results, total: results.length };
    },

    /** GET power-bi/contract-evaluation: the evaluation figures of one contract, answered natively. */
    async evaluation(principal: Principal, id: string): Promise<ContractEvaluationFigures> {
      const contract = await one(principal, id);
      const day = today(deps.now());
      const { actualHl, evaluation } = (await figures([contract], day))[0]!;
      return {
        contract_id: contract.id,
        today: day,
        days_total: evaluation.daysTotal,
        days_elapsed: evaluation.daysElapsed,
        committed_hl: contract.committedHl,
        actual_hl: roundHl(actualHl),
        progress_percent: evaluation.progressPercent,
        expected_hl: evaluation.expectedHl,
        deviation_hl: evaluation.deviationHl,
        projected_hl: evaluation.projectedHl,
        remaining_hl: evaluation.remainingHl,
        standing: evaluation.standing,
        by_brand: (await readBoughtHlByBrand(deps.db, contract, countedUntil(contract, day))).map((row) => ({
          brand: row.brand,
          hl: roundHl(row.hl),
        })),
      };
    },

    /** The contract file: a PDF of the contract's terms, made from the contract itself, as a download. */
    async file(principal: Principal, id: string) {
      const contract = await one(principal, id);
      const shipTos = await readShipTos(deps.db, contract.shipToIds);
      const pdf = simplePdf(`Contratto di fornitura ${contract.number}`, [
        `Cliente: ${contract.companyName}`,
        `Periodo: dal ${contract.periodStart} al ${contract.periodEnd}`,
        `Volume impegnato: ${contract.committedHl} hl`,
        'Punti di consegna:',
        ...shipTos.map((shipTo) => `  ${shipTo.id} ${shipTo.name}`),
      ]);
      return { fileName: fileName(contract), mimeType: 'application/pdf', body: Buffer.from(pdf, 'latin1') };
    },
  };
}
