import { Badge, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDay } from '../format';

type Saleability = { sellable: boolean; disabled_from: string | null; disabled_to: string | null };

/**
 * The mark of a product that cannot be ordered for the delivery date (spec 2 §3 saleability): listed, but
 * flagged, with the window it is blocked in when there is one.
 */
export function NotOrderable({
  saleability,
  detailed = false,
}: {
  saleability: Saleability;
  detailed?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  if (saleability.sellable) return null;
  const window =
    saleability.disabled_from && saleability.disabled_to
      ? t('saleability.window', {
          from: formatDay(saleability.disabled_from),
          to: formatDay(saleability.disabled_to),
        })
      : null;
  return (
    <>
      <Badge color="gray" variant="filled" radius="sm" size="sm">
        {t('saleability.notOrderable')}
      </Badge>
      {detailed && window && (
        <Text size="sm" c="gray.7">
          {window}
        </Text>
      )}
    </>
  );
}
