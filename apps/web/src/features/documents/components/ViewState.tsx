import { Alert, Group, Loader, Text } from '@mantine/core';
import { EMPTIES_STATEMENT_MESSAGES } from '@spina/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { ApiError } from '../../../lib/api-errors';
import { useMessage } from '../../../lib/i18n/messages';

type Props<Data> = {
  query: UseQueryResult<Data>;
  /** True when the answer holds nothing to show. */
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
};

/** A view's loading, error and empty states around its content. */
export function ViewState<Data>({ query, isEmpty, children }: Props<Data>) {
  const { t } = useTranslation('documents');
  const message = useMessage();
  if (query.isPending) {
    return (
      <Group gap="sm" role="status" py="md">
        <Loader size="sm" />
        <Text size="sm">{t('statement.loading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <LoadFailure
        text={missing ? message(EMPTIES_STATEMENT_MESSAGES.notFound) : t('statement.error')}
        retry={t('statement.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Alert variant="light" color="gray" title={t('statement.empty')}>
        {t('statement.emptyText')}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
