import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { cashProgressPercent } from '@spina/domain';
import classes from '../delivery.module.css';

/** Cart total over the maximum order cash, times 100 (spec 1 §4.5); shown once a cash figure exists. */
export function CashProgress({ total, maximum }: { total: number; maximum: number }) {
  const { t, i18n } = useTranslation('delivery');
  if (maximum <= 0) return null;
  const percent = cashProgressPercent(Math.round(total * 100), Math.round(maximum * 100));
  const money = new Intl.NumberFormat(i18n.language === 'en' ? 'en-IE' : 'it-IT', {
    style: 'currency',
    currency: 'EUR',
  });
  const value = t('cash.value', { total: money.format(total), maximum: money.format(maximum) });
  return (
    <Stack gap={4} className={classes.cash}>
      <Text size="xs" c="dimmed" aria-hidden>
        {t('cash.label')}
      </Text>
      <Progress.Root>
        <Progress.Section
          value={percent}
          color={percent >= 100 ? 'green' : 'gold'}
          aria-label={t('cash.label')}
          aria-valuetext={value}
        />
      </Progress.Root>
      <Text size="xs">{value}</Text>
    </Stack>
  );
}
