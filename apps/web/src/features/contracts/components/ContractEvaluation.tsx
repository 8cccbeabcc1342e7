import { Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Fact } from '../../../components/ui/Fact';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { useContractEvaluation } from '../api/contracts';
import { useHl } from './use-hl';

/** The contract-evaluation figures of one contract (spec 3 §7 power-bi/contract-evaluation, answered natively). */
export function ContractEvaluation({ contractId, headingId }: { contractId: string; headingId: string }) {
  const { t } = useTranslation('contracts');
  const hl = useHl();
  const query = useContractEvaluation(contractId);
  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('evaluation.loading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        text={t('evaluation.error')}
        retry={t('list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const figures = query.data;
  const deviation = figures.deviation_hl > 0 ? `+${hl(figures.deviation_hl)}` : hl(figures.deviation_hl);
  return (
    <Stack gap="sm">
      <Title order={3} fz="md" id={headingId}>
        {t('evaluation.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="sm" m={0}>
        <Fact term={t('evaluation.days')}>
          {t('evaluation.daysValue', { elapsed: figures.days_elapsed, total: figures.days_total })}
        </Fact>
        <Fact term={t('evaluation.expected')}>{hl(figures.expected_hl)}</Fact>
        <Fact term={t('evaluation.deviation')}>{deviation}</Fact>
        <Fact term={t('evaluation.projected')}>{hl(figures.projected_hl)}</Fact>
        <Fact term={t('evaluation.remaining')}>{hl(figures.remaining_hl)}</Fact>
      </SimpleGrid>
      {figures.by_brand.length > 0 && (
        <Table striped fz="sm" captionSide="top">
          <Table.Caption>{t('evaluation.byBrand')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('evaluation.brand')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('contract.actual')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.by_brand.map((row) => (
              <Table.Tr key={row.brand}>
                <Table.Td>{row.brand || t('evaluation.noBrand')}</Table.Td>
                <Table.Td ta="right">{hl(row.hl)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
