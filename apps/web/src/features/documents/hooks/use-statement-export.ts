import { emptiesMaterialsResponseSchema, emptiesStatementResponseSchema } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { restRequest } from '../../../lib/rest';
import { readAllMovements, type StatementQuery } from '../api/empties-statement';
import { csvRows, formatDate, useStatementColumns } from '../components/columns';

type View = 'statement' | 'materials' | 'movements';
type CsvRow = Array<string | number | null>;

/** Reads a whole view (every movement, not only the page shown) and lays it out as the rows of a CSV file. */
export function useStatementExport() {
  const { t } = useTranslation('documents');
  const columns = useStatementColumns();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function read(view: View, query: StatementQuery): Promise<CsvRow[]> {
    if (view === 'movements') return csvRows(columns.movements, await readAllMovements(query));
    if (view === 'materials') {
      const answer = await restRequest(
        '/api/general/v1/ordersstatement/materials',
        emptiesMaterialsResponseSchema,
        {
          query,
        },
      );
      return csvRows(columns.materials, answer.results);
    }
    const { header, results } = await restRequest(
      '/api/general/v1/ordersstatement',
      emptiesStatementResponseSchema,
      {
        query,
      },
    );
    // The statement's header goes above its table, as on the page.
    const heading: CsvRow[] = [
      [t('header.number'), header.number],
      [t('header.customer'), header.customer],
      [t('header.customerCode'), header.customer_code],
      [t('header.vat'), header.vat],
      [t('header.shipTo'), `${header.ship_to_id} ${header.ship_to_name}`],
      [t('header.period'), `${formatDate(header.period_start)} - ${formatDate(header.period_end)}`],
      [],
    ];
    return [...heading, ...csvRows(columns.statement, results)];
  }

  return {
    busy,
    failed,
    /** The CSV rows of a view, or null when it could not be read (then `failed` is set). */
    async rows(view: View, query: StatementQuery): Promise<CsvRow[] | null> {
      setBusy(true);
      setFailed(false);
      try {
        return await read(view, query);
      } catch {
        setFailed(true);
        return null;
      } finally {
        setBusy(false);
      }
    },
  };
}
