import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

/** The history's pager: every button says which page it opens. */
export function HistoryPager({ page, totalPages, onChange }: Props) {
  const { t } = useTranslation('orders');
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="center" gap="sm">
      <Pagination
        total={totalPages}
        value={current}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({
          'aria-label': t('pager.page', { page: item }),
          'aria-current': item === current ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('pager.position', { page: current, total: totalPages })}
      </Text>
    </Group>
  );
}
