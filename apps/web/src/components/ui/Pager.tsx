import { Group, Pagination, Text, type GroupProps } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

type PagerProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The navigation landmark's name, e.g. 'Pages of orders'. */
  label: string;
  mt?: GroupProps['mt'];
};

/**
 * The pager of a list: every button says which page it opens, and the position is read out when it moves. Memoised:
 * a list screen renders again with each state of its query, and the pager is a dozen components.
 */
export const Pager = memo(function Pager({ page, totalPages, onChange, label, mt }: PagerProps) {
  const { t } = useTranslation('shell');
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <Group component="nav" aria-label={label} justify="center" gap="sm" mt={mt}>
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
});
