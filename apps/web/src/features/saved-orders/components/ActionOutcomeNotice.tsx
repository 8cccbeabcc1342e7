import { Alert, Anchor, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { ROUTES } from '@spina/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n/catalogue';
import { useMessage } from '../../../lib/i18n/messages';
import type { ReOrderAnswer } from '../api/use-saved-orders';
import type { ActionOutcome } from '../use-saved-order-actions';

const STATUS_KEYS = {
  success: 'reorder.success',
  partial: 'reorder.partial',
  failed: 'reorder.failed',
} as const;

/**
 * The re-order's message (spec 2 §4 "Re-order: returns message, status and failed_items"): the server's message
 * when the catalogues know it (e.g. 'Re-order cannot proceed, some items not available'), else the wording of
 * its status, so no English shows in another language.
 */
function useReorderHeadline(): (answer: ReOrderAnswer) => string {
  const { t, i18n } = useTranslation('saved-orders');
  const message = useMessage();
  return (answer) => {
    if (i18n.exists(answer.message, { ns: MESSAGES_NAMESPACE, keySeparator: false }))
      return message(answer.message);
    const status = answer.status in STATUS_KEYS ? (answer.status as keyof typeof STATUS_KEYS) : 'partial';
    return t(STATUS_KEYS[status]);
  };
}

/** The products that did not go into the cart, by sku, name and quantity (spec 2 §8 "Re-order failed items"). */
function FailedItems({ items }: { items: ReOrderAnswer['failed_items'] }) {
  const { t } = useTranslation('saved-orders');
  const message = useMessage();
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table withTableBorder verticalSpacing={4} fz="sm" data-testid="reorder-failed-items">
        <Table.Caption>{t('reorder.failedItems')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reorder.sku')}</Table.Th>
            <Table.Th scope="col">{t('reorder.product')}</Table.Th>
            <Table.Th scope="col">{t('reorder.quantity')}</Table.Th>
            <Table.Th scope="col">{t('reorder.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.sku}-${item.quantity}`}>
              <Table.Td>{item.sku}</Table.Td>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.quantity}</Table.Td>
              <Table.Td>{message(item.reason)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function failureText(outcome: Extract<ActionOutcome, { kind: 'failed' }>): string {
  if (outcome.gone) return 'details.notFound';
  return outcome.action === 'reorder' ? 'reorder.error' : 'remove.error';
}

/** What the last re-order or delete came to; it takes the focus so that a screen reader reads it. */
export function ActionOutcomeNotice({ outcome, onClose }: { outcome: ActionOutcome; onClose: () => void }) {
  const { t } = useTranslation('saved-orders');
  const headline = useReorderHeadline();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [outcome]);

  const common = {
    ref,
    tabIndex: -1,
    variant: 'light',
    withCloseButton: true,
    closeButtonLabel: t('reorder.close'),
    onClose,
    'data-testid': 'saved-order-outcome',
  } as const;

  if (outcome.kind === 'deleted') {
    return (
      <Alert {...common} color="spinaGreen" role="status" icon={<IconCircleCheck size={20} aria-hidden />}>
        {t('remove.done')}
      </Alert>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <Alert {...common} color="spinaRed" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
        {t(failureText(outcome))}
      </Alert>
    );
  }
  const { answer } = outcome;
  const added = answer.status !== 'failed';
  return (
    <Alert
      {...common}
      color={answer.failed_items.length === 0 ? 'spinaGreen' : 'spinaRed'}
      role={added ? 'status' : 'alert'}
      icon={
        answer.failed_items.length === 0 ? (
          <IconCircleCheck size={20} aria-hidden />
        ) : (
          <IconAlertTriangle size={20} aria-hidden />
        )
      }
    >
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {headline(answer)}
        </Text>
        {answer.failed_items.length > 0 && <FailedItems items={answer.failed_items} />}
        {added && (
          <Anchor component={Link} to={ROUTES.cart.path} size="sm" underline="always">
            {t('reorder.toCart')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
