import { useQuery } from '@tanstack/react-query';
import { contractEvaluationSchema, customerContractsResponseSchema } from '@spina/domain';
import { fetchFile, saveFile } from '../../../lib/file-download';
import { restRequest } from '../../../lib/rest';

const BASE = '/api/general/v1';

/** GET contracts (spec 3 §7): the customer's contracts with their progress. */
export function useCustomerContracts() {
  return useQuery({
    queryKey: ['customer-contracts'],
    queryFn: ({ signal }) => restRequest(`${BASE}/contracts`, customerContractsResponseSchema, { signal }),
  });
}

/** GET power-bi/contract-evaluation (answered natively): one contract's evaluation figures. */
export function useContractEvaluation(contractId: string) {
  return useQuery({
    queryKey: ['customer-contracts', 'evaluation', contractId],
    queryFn: ({ signal }) =>
      restRequest(`${BASE}/power-bi/contract-evaluation`, contractEvaluationSchema, {
        query: { contractId },
        signal,
      }),
  });
}

/** Downloads the contract file (PDF) and hands it to the browser to save. */
export async function downloadContractFile(contract: { id: string; file_name: string }): Promise<void> {
  const file = await fetchFile(`${BASE}/contracts/${contract.id}/file`);
  saveFile(file.blob, file.fileName ?? contract.file_name);
}
