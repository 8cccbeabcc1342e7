import { Container, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@spina/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ActionOutcomeNotice } from '../components/ActionOutcomeNotice';
import { CartConflictQuestion } from '../../cart';
import { DeleteSavedOrderModal } from '../components/DeleteSavedOrderModal';
import { SavedOrderDetailsView } from '../components/SavedOrderDetailsView';
import { SavedOrdersList } from '../components/SavedOrdersList';
import { DETAILS_PARAM, listQueryOf, paramsOf, type ListQuery } from '../list-query';
import { useSavedOrderActions } from '../use-saved-order-actions';

/** The address of the page with these parameters. */
const hrefOf = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `${ROUTES['saved-orders'].path}?${text}` : ROUTES['saved-orders'].path;
};

/**
 * /orders/saved (spec 2 §2 saved-orders, My Orders): the buyer's saved orders on the ship-to with filters, sort
 * and pages of 10, one saved order's details at ?order=<id>, and re-order and delete from either. The list's
 * state lives in the address, so links, reloads and the back button show the same list.
 */
export default function SavedOrdersPage() {
  const { t } = useTranslation('saved-orders');
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params);
  const openId = params.get(DETAILS_PARAM);
  const listParams = paramsOf(query);
  const listHref = hrefOf(listParams);

  const showList = useCallback((next: ListQuery) => setParams(paramsOf(next)), [setParams]);
  const detailsHref = (id: string) => {
    const withOrder = new URLSearchParams(listParams);
    withOrder.set(DETAILS_PARAM, id);
    return hrefOf(withOrder);
  };
  // A saved order that was re-ordered or deleted from its details has left the list: go back to the list.
  const actions = useSavedOrderActions((id) => {
    if (id === openId) setParams(listParams);
  });

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('page.title')}</Title>
          <Text size="sm" c="gray.7">
            {t('page.intro')}
          </Text>
        </Stack>
        {actions.outcome && (
          <ActionOutcomeNotice outcome={actions.outcome} onClose={actions.dismissOutcome} />
        )}
        {openId ? (
          <SavedOrderDetailsView key={openId} id={openId} backHref={listHref} actions={actions} />
        ) : (
          <SavedOrdersList
            query={query}
            onQueryChange={showList}
            detailsHref={detailsHref}
            actions={actions}
          />
        )}
      </Stack>
      <CartConflictQuestion opened={actions.asking !== null} onAnswer={actions.answerConflict} />
      <DeleteSavedOrderModal
        order={actions.confirming}
        busy={actions.deleting}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
    </Container>
  );
}
