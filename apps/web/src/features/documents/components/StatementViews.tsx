import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Fact } from '../../../components/ui/Fact';
import { Pager } from '../../../components/ui/Pager';
import {
  useEmptiesMaterials,
  useEmptiesMovements,
  useEmptiesStatement,
  type StatementQuery,
} from '../api/empties-statement';
import { formatDate, useStatementColumns } from './columns';
import { ResponsiveTable } from './ResponsiveTable';
import { ViewState } from './ViewState';

const PAGE_SIZE = 25;

/** The estratto: the statement's header and each material's balances (spec 3 §3). */
export function StatementView({ query }: { query: StatementQuery }) {
  const { t } = useTranslation('documents');
  const columns = useStatementColumns();
  const statement = useEmptiesStatement(query);
  return (
    <ViewState query={statement} isEmpty={() => false}>
      {({ header, results, total }) => (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
              <Fact term={t('header.number')}>{header.number}</Fact>
              <Fact term={t('header.customer')}>{header.customer}</Fact>
              <Fact term={t('header.customerCode')}>{header.customer_code}</Fact>
              <Fact term={t('header.vat')}>{header.vat ?? '–'}</Fact>
              <Fact term={t('header.shipTo')}>{`${header.ship_to_id} ${header.ship_to_name}`}</Fact>
              <Fact term={t('header.period')}>
                {t('header.periodValue', {
                  from: formatDate(header.period_start),
                  to: formatDate(header.period_end),
                })}
              </Fact>
            </SimpleGrid>
          </Paper>
          <Text size="sm">{t('statement.materialCount', { count: total })}</Text>
          {results.length > 0 && (
            <ResponsiveTable
              columns={columns.statement}
              rows={results}
              rowKey={(row) => row.material}
              label={t('statement.statement')}
            />
          )}
        </Stack>
      )}
    </ViewState>
  );
}

/** The riepilogo materiale: each material's movements and change in the period. */
export function MaterialsView({ query }: { query: StatementQuery }) {
  const { t } = useTranslation('documents');
  const columns = useStatementColumns();
  const materials = useEmptiesMaterials(query);
  return (
    <ViewState query={materials} isEmpty={(data) => data.total === 0}>
      {({ results }) => (
        <ResponsiveTable
          columns={columns.materials}
          rows={results}
          rowKey={(row) => row.material}
          label={t('statement.materials')}
        />
      )}
    </ViewState>
  );
}

/** The dettaglio movimenti: the period's movements, page by page, newest first. */
export function MovementsView({ query }: { query: StatementQuery }) {
  const { t } = useTranslation('documents');
  const columns = useStatementColumns();
  const [page, setPage] = useState(1);
  const movements = useEmptiesMovements(query, page, PAGE_SIZE);
  return (
    <ViewState query={movements} isEmpty={(data) => data.total === 0}>
      {({ results, total }) => (
        // While the next page is read, the last one stays in view, marked busy.
        <Stack gap="sm" aria-busy={movements.isPlaceholderData} data-testid="movements">
          <Text size="sm" aria-live="polite">
            {t('statement.showing', {
              first: (page - 1) * PAGE_SIZE + 1,
              last: (page - 1) * PAGE_SIZE + results.length,
              total,
            })}
          </Text>
          <ResponsiveTable
            columns={columns.movements}
            rows={results}
            rowKey={(row) => row.id}
            label={t('statement.movements')}
          />
          <Pager
            page={page}
            totalPages={Math.ceil(total / PAGE_SIZE)}
            onChange={setPage}
            label={t('statement.pages')}
            mt="sm"
          />
        </Stack>
      )}
    </ViewState>
  );
}
