import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import classes from '../search.module.css';

/**
 * The loading indicator: three dots lighting one after the other, a step every 500 ms (spec 1 §9). It is not a
 * live region itself: the overlay announces its status in one place.
 */
export function SearchLoader() {
  const { t } = useTranslation('search');
  return (
    <Group gap="xs" className={classes.loader}>
      <span className={classes.dots} aria-hidden>
        <span />
        <span />
        <span />
      </span>
      <Text size="sm" c="dimmed">
        {t('searching')}
      </Text>
    </Group>
  );
}
