import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { SEARCH_MESSAGES, visibleSearchTabs, type SearchTabKey } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';
import { resultCounts, type SearchBlocks } from '../hooks/use-search-results';
import { allResultsHref } from '../targets';
import { ArticleList, MaterialList, ProductList, SupportList } from './SectionResults';
import classes from '../search.module.css';

function TabResults({
  tab,
  blocks,
  term,
  onNavigate,
}: {
  tab: SearchTabKey;
  blocks: SearchBlocks;
  term: string;
  onNavigate: () => void;
}) {
  switch (tab) {
    case 'products':
      return <ProductList items={blocks.products.items} term={term} onNavigate={onNavigate} />;
    case 'marketingMaterials':
      return <MaterialList items={blocks.marketingMaterials.items} term={term} />;
    case 'news':
      return <ArticleList items={blocks.news.items} term={term} onNavigate={onNavigate} />;
    case 'support':
      return <SupportList items={blocks.support.items} term={term} onNavigate={onNavigate} />;
  }
}

/**
 * The results of a term of 3 or more characters (spec 1 §2.6): a tab per section with results, at most 4
 * results each and a button 'All results in this section'; 'No Result Found' when no section has any.
 * `failed` tells that a search failed, so that an empty answer is not presented as "nothing found".
 */
export function ResultTabs({
  blocks,
  term,
  failed,
  onNavigate,
}: {
  blocks: SearchBlocks;
  term: string;
  failed: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('search');
  const message = useMessage();
  const counts = resultCounts(blocks);
  const visible = visibleSearchTabs(counts);
  const [chosen, setChosen] = useState<SearchTabKey | null>(null);
  const active = chosen !== null && visible.includes(chosen) ? chosen : visible[0];

  if (active === undefined)
    return failed ? null : (
      <Text ta="center" py="xl" fw={600} role="status">
        {message(SEARCH_MESSAGES.noResults)}
      </Text>
    );
  return (
    <Tabs value={active} onChange={(value) => setChosen(value as SearchTabKey)} keepMounted={false}>
      <Tabs.List aria-label={t('tabs.label')} className={classes.tabList}>
        {visible.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t('tabs.withCount', { label: t(`tabs.${tab}`), count: counts[tab] })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {visible.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="sm">
          <TabResults tab={tab} blocks={blocks} term={term} onNavigate={onNavigate} />
          <Group justify="flex-end" mt="sm">
            <Button
              component={Link}
              to={allResultsHref(tab, term)}
              onClick={onNavigate}
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('allResults')}
            </Button>
          </Group>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
