import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type CataloguePagerProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

/** The pager of a list of products (25 a page, spec 2 §9): every button says which page it opens. */
export function CataloguePager({ page, totalPages, onChange }: CataloguePagerProps) {
  const { t } = useTranslation('catalogue');
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="center" gap="sm" mt="lg">
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({
          'aria-label': t('pager.page', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('pager.position', { page: Math.min(page, totalPages), total: totalPages })}
      </Text>
    </Group>
  );
}
