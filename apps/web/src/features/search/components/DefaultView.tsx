import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';
import type { Block, SearchBlocks } from '../hooks/use-search-results';
import { ProductCarousel } from './ProductCarousel';
import { SearchLoader } from './SearchLoader';
import { MaterialList, ProductList } from './SectionResults';
import classes from '../search.module.css';

/**
 * A block of the view, named by its heading. `children` may be a function that places the heading itself
 * (the carousel puts its buttons beside it).
 */
function Section({
  title,
  children,
}: {
  title: string;
  children: ReactNode | ((heading: ReactNode) => ReactNode);
}) {
  const id = useId();
  const heading = (
    <Title order={3} id={id} className={classes.sectionTitle}>
      {title}
    </Title>
  );
  return (
    <Box component="section" aria-labelledby={id}>
      {typeof children === 'function' ? (
        children(heading)
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </Box>
  );
}

/** A block's content while it loads, when it failed, or nothing when it is hidden or found nothing. */
function pending<T>(block: Block<T>, unavailable: string): ReactNode | 'show' {
  if (block.state === 'loading') return <SearchLoader />;
  if (block.state === 'failed')
    return (
      <Text size="sm" c="dimmed">
        {unavailable}
      </Text>
    );
  return block.items.length > 0 ? 'show' : null;
}

/**
 * The view under 3 characters (spec 1 §2.6): the recent searches (up to 3, each searching again when chosen;
 * 'No Search History available' when empty), a Products block (first 4; a carousel on mobile) and a Marketing
 * materials block (first 4 in the header overlay, 2 on mobile) for the latest term searched.
 */
export function DefaultView({
  history,
  term,
  blocks,
  mobile,
  onChoose,
  onNavigate,
}: {
  history: readonly string[];
  term: string | null;
  blocks: SearchBlocks;
  mobile: boolean;
  onChoose: (term: string) => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('search');
  const message = useMessage();
  const unavailable = t('unavailable');
  const products = pending(blocks.products, unavailable);
  const materials = pending(blocks.marketingMaterials, unavailable);
  const materialCount = mobile ? SEARCH_LIMITS.mobileMarketingMaterials : SEARCH_LIMITS.resultsPerBlock;
  return (
    <Stack gap="lg">
      <Section title={t('recentSearches')}>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {message(SEARCH_MESSAGES.noHistory)}
          </Text>
        ) : (
          <Group component="ul" gap="xs" className={classes.list}>
            {history.map((entry) => (
              <li key={entry}>
                <Button
                  variant="default"
                  radius="xl"
                  size="xs"
                  leftSection={<IconHistory size={14} aria-hidden />}
                  onClick={() => onChoose(entry)}
                  aria-label={t('searchAgain', { term: entry })}
                >
                  {entry}
                </Button>
              </li>
            ))}
          </Group>
        )}
      </Section>
      {products !== null && (
        <Section title={t('tabs.products')}>
          {products !== 'show' ? (
            products
          ) : mobile ? (
            (heading: ReactNode) => (
              <ProductCarousel
                heading={heading}
                items={blocks.products.items}
                term={term}
                onNavigate={onNavigate}
              />
            )
          ) : (
            <ProductList items={blocks.products.items} term={term} onNavigate={onNavigate} />
          )}
        </Section>
      )}
      {materials !== null && (
        <Section title={t('tabs.marketingMaterials')}>
          {materials !== 'show' ? (
            materials
          ) : (
            <MaterialList items={blocks.marketingMaterials.items.slice(0, materialCount)} term={term} />
          )}
        </Section>
      )}
    </Stack>
  );
}
