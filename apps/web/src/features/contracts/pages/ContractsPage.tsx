import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { useCustomerContracts } from '../api/contracts';
import { ContractCard } from '../components/ContractCard';

/** /contracts (spec 3 §2 contracts, permission Contracts): the customer's contracts with their progress. */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  const query = useCustomerContracts();
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('page.title')}</Title>
        <Text>{t('page.intro')}</Text>
        {query.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('list.loading')}</Text>
          </Group>
        ) : query.isError ? (
          <LoadFailure text={t('list.error')} retry={t('list.retry')} onRetry={() => void query.refetch()} />
        ) : query.data.results.length === 0 ? (
          <EmptyState
            icon={<IconFileText size={36} aria-hidden />}
            title={t('list.emptyTitle')}
            text={t('list.emptyText')}
          />
        ) : (
          query.data.results.map((contract) => <ContractCard key={contract.id} contract={contract} />)
        )}
      </Stack>
    </Container>
  );
}
