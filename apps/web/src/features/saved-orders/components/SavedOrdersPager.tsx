import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The pager of the saved orders (10 a page, spec 2 §2): every button says which page it opens. */
export function SavedOrdersPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('saved-orders');
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="center" gap="sm" mt="md">
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
