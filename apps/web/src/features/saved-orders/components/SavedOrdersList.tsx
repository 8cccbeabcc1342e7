import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconBookmark } from '@tabler/icons-react';
import { ROUTES } from '@spina/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useMobileLayout } from '../../../lib/breakpoints';
import { useSavedOrders } from '../api/use-saved-orders';
import { isFiltered, SAVED_ORDERS_PAGE_SIZE, type ListQuery } from '../list-query';
import type { SavedOrderActions } from '../use-saved-order-actions';
import { SavedOrdersFilters } from './SavedOrdersFilters';
import { Pager } from '../../../components/ui/Pager';
import { SavedOrderCards, SavedOrdersTable } from './SavedOrdersTable';

type SavedOrdersListProps = {
  query: ListQuery;
  onQueryChange: (query: ListQuery) => void;
  detailsHref: (id: string) => string;
  actions: SavedOrderActions;
};

function ListSkeleton() {
  const { t } = useTranslation('saved-orders');
  return (
    <Stack gap="sm" aria-busy="true" data-testid="saved-orders-loading">
      <Text size="sm">{t('page.loading')}</Text>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={56} radius="md" />
      ))}
    </Stack>
  );
}

function NoSavedOrders() {
  const { t } = useTranslation('saved-orders');
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack gap="sm" align="center">
        <IconBookmark size={40} aria-hidden />
        <Title order={2} fz="lg">
          {t('page.emptyTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('page.emptyText')}
        </Text>
        <Anchor component={Link} to={ROUTES.products.path} underline="always">
          {t('page.toCatalogue')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * The saved orders list (spec 2 §2 saved-orders; spec 2 §7 getSaveOrderForLater): filters, sort, pages of 10,
 * a table on wide screens and cards on a phone. The page shown stays while another is read.
 */
export function SavedOrdersList({ query, onQueryChange, detailsHref, actions }: SavedOrdersListProps) {
  const { t } = useTranslation('saved-orders');
  const narrow = useMobileLayout();
  const list = useSavedOrders(query);
  const data = list.data;
  const totalPages = data ? Math.ceil(data.total_count / SAVED_ORDERS_PAGE_SIZE) : 0;

  // A page past the end (the last saved order of the last page was re-ordered or deleted): show the last one.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && query.page > totalPages)
      onQueryChange({ ...query, page: totalPages });
  }, [list.isPlaceholderData, totalPages, query, onQueryChange]);

  let content;
  if (list.isError && !data) {
    content = (
      <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('page.loadFailed')}</Text>
          <Button size="xs" variant="white" color="spinaRed" onClick={() => void list.refetch()}>
            {t('page.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!data) {
    content = <ListSkeleton />;
  } else if (data.total_count === 0 && !isFiltered(query)) {
    content = <NoSavedOrders />;
  } else if (data.items.length === 0) {
    content = (
      <Text size="sm" role="status">
        {t('page.noMatch')}
      </Text>
    );
  } else {
    const List = narrow ? SavedOrderCards : SavedOrdersTable;
    content = (
      // A page being read keeps the last one at full contrast (a dimmed list fails contrast while it shows), with a
      // loader beside the count, as the catalogue does.
      <Box aria-busy={list.isFetching ? 'true' : undefined}>
        <Group gap="xs" mb="xs">
          <Text size="sm" c="gray.7" role="status">
            {t('page.count', { count: data.total_count })}
          </Text>
          {list.isPlaceholderData && <Loader size="xs" role="status" aria-label={t('page.loading')} />}
        </Group>
        <List orders={data.items} detailsHref={detailsHref} actions={actions} />
        <Pager
          label={t('pager.label')}
          mt="md"
          page={query.page}
          totalPages={totalPages}
          onChange={(page) => onQueryChange({ ...query, page })}
        />
      </Box>
    );
  }

  return (
    <Stack gap="md">
      <SavedOrdersFilters
        key={`${query.name}|${query.from}|${query.to}`}
        query={query}
        onChange={onQueryChange}
      />
      {content}
    </Stack>
  );
}
