import { Accordion, Stack, Text, Title } from '@mantine/core';
import type { FaqPageWithItems } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { entryAnchor } from '../anchors';
import { useFaq } from '../api/faq';
import { useAnchoredEntries } from '../hooks/use-anchored-entries';
import classes from '../support.module.css';
import { EmptyList } from './EmptyList';
import { HtmlBody } from './HtmlBody';
import { ListSkeleton } from './ListSkeleton';

/**
 * The loaded FAQ, page by page; the page an anchor names (`#faq-<page id>`, as search results link) opens with
 * all its answers, and a question's own id opens that question.
 */
function FaqPages({ pages }: { pages: readonly FaqPageWithItems[] }) {
  const { anchored, opened, setOpened } = useAnchoredEntries('faq', (id) => {
    const page = pages.find((candidate) => candidate.id === id);
    if (page) return page.items.map((item) => item.id);
    return pages.some((candidate) => candidate.items.some((item) => item.id === id)) ? [id] : [];
  });
  return (
    <Stack gap="xl">
      {pages.map((page) => {
        const anchorId = entryAnchor('faq', page.id);
        return (
          <Stack
            key={page.id}
            gap="sm"
            component="section"
            id={anchorId}
            aria-labelledby={`${anchorId}-title`}
            className={classes.anchored}
            data-anchored={page.id === anchored || undefined}
          >
            <Title order={2} fz="xl" id={`${anchorId}-title`}>
              {page.title}
            </Title>
            <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md">
              {page.items.map((item) => (
                <Accordion.Item
                  key={item.id}
                  value={item.id}
                  id={entryAnchor('faq', item.id)}
                  className={classes.anchored}
                >
                  <Accordion.Control data-anchor-focus>
                    <Text fw={600}>{item.question}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <HtmlBody html={item.answer} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The FAQ tab (spec 3 §2, §7 faqpages/GetNewFQAPagesAsync): the questions and answers, topic by topic. */
export function FaqTab() {
  const { t } = useTranslation('support');
  const faq = useFaq();

  let content;
  if (faq.isPending) content = <ListSkeleton label={t('faq.loading')} />;
  else if (faq.isError)
    content = <LoadFailure text={t('faq.error')} retry={t('retry')} onRetry={() => void faq.refetch()} />;
  else if (faq.data.length === 0)
    content = <EmptyList title={t('faq.emptyTitle')} text={t('faq.emptyText')} />;
  else content = <FaqPages pages={faq.data} />;

  return (
    <Stack gap="md">
      <Text size="sm">{t('faq.intro')}</Text>
      {content}
    </Stack>
  );
}
