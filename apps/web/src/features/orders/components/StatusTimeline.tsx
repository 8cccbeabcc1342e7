import { Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { OrderDetail } from '../action-order';
import { formatMoment } from '../format';
import { useOrderTexts } from '../hooks/use-order-texts';

type Change = OrderDetail['status_history'][number];

const STATUS_FIELDS = new Set(['status', 'processing_status']);

/**
 * The order's status history (issue 12 item 6), oldest first: the placing, then every change of delivery or
 * processing status, delivery message and SAP number, with when and by whom (portal, order system).
 */
export function StatusTimeline({ history }: { history: Change[] }) {
  const { t } = useTranslation('orders');
  const texts = useOrderTexts();
  const value = (change: Change, raw: string | null) => {
    if (raw === null || raw === '') return t('timeline.cleared');
    return STATUS_FIELDS.has(change.field) ? texts.status(raw) : raw;
  };
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} data-testid="status-timeline">
      {history.map((change, index) => {
        const field = t(`timeline.fields.${change.field}`, { defaultValue: change.field });
        const title = index === 0 && change.from === null ? t('timeline.placed') : field;
        return (
          <Timeline.Item key={`${change.changed_at}-${change.field}-${index}`} title={title}>
            <Stack gap={0}>
              <Text size="sm">
                {index === 0 && change.from === null
                  ? `${field}: ${value(change, change.to)}`
                  : value(change, change.to)}
              </Text>
              {change.from !== null && (
                <Text size="xs" c="gray.7">
                  {t('timeline.from', { value: value(change, change.from) })}
                </Text>
              )}
              <Text size="xs" c="gray.7">
                {`${formatMoment(change.changed_at, texts.timeZone)} · ${t(
                  `timeline.sources.${change.source}`,
                  {
                    defaultValue: change.source,
                  },
                )}`}
              </Text>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
