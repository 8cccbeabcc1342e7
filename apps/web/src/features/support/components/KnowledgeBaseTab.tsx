import { Accordion, Stack, Text, Title } from '@mantine/core';
import { groupKnowledgeBase, type KnowledgeBaseEntry } from '@spina/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Navigate, useLocation } from 'react-router';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { entryAnchor, readEntryAnchor, supportEntryHref } from '../anchors';
import { useKnowledgeBase } from '../api/knowledge-base';
import { useAnchoredEntries } from '../hooks/use-anchored-entries';
import classes from '../support.module.css';
import { EmptyList } from './EmptyList';
import { HtmlBody } from './HtmlBody';
import { ListSkeleton } from './ListSkeleton';

function Topic({
  category,
  entries,
  anchored,
  opened,
  onChange,
}: {
  category: string;
  entries: readonly KnowledgeBaseEntry[];
  anchored: string | null;
  opened: string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation('support');
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="xl" id={headingId}>
        {t(`topics.${category}`, { defaultValue: category })}
      </Title>
      <Accordion multiple value={opened} onChange={onChange} variant="separated" radius="md">
        {entries.map((entry) => (
          <Accordion.Item
            key={entry.id}
            value={entry.id}
            id={entryAnchor('kb', entry.id)}
            className={classes.anchored}
            data-anchored={entry.id === anchored || undefined}
          >
            <Accordion.Control data-anchor-focus>
              <Text fw={600}>{entry.title}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <HtmlBody html={entry.body} />
                {/* Pictures sit in closed panels: each loads when its guide is opened. */}
                {entry.contentImage && (
                  <img
                    src={entry.contentImage.link}
                    alt=""
                    width={640}
                    height={320}
                    loading="lazy"
                    decoding="async"
                    className={classes.picture}
                  />
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

/** The loaded knowledge base by topic; the entry an anchor names opens. */
function KnowledgeBaseEntries({ entries }: { entries: readonly KnowledgeBaseEntry[] }) {
  const { anchored, opened, setOpened } = useAnchoredEntries('kb', (id) =>
    entries.some((entry) => entry.id === id) ? [id] : [],
  );
  return (
    <Stack gap="xl">
      {groupKnowledgeBase(entries).map((topic) => (
        <Topic
          key={topic.category}
          category={topic.category}
          entries={topic.entries}
          anchored={anchored}
          opened={opened}
          onChange={setOpened}
        />
      ))}
    </Stack>
  );
}

/**
 * The knowledge base tab (spec 1 §2.2: /support/knowledge-base; spec 3 §7): every guide, read page by page
 * until complete, by topic, each opening in place. Search results link here with `#kb-<id>`, and with
 * `#faq-<id>` for FAQ pages, which go on to the FAQ tab.
 */
export function KnowledgeBaseTab() {
  const { t } = useTranslation('support');
  const { hash } = useLocation();
  const knowledgeBase = useKnowledgeBase();
  const anchor = readEntryAnchor(hash);
  if (anchor?.kind === 'faq') return <Navigate to={supportEntryHref('faq', anchor.id)} replace />;

  let content;
  if (knowledgeBase.isPending) content = <ListSkeleton label={t('knowledgeBase.loading')} />;
  else if (knowledgeBase.isError)
    content = (
      <LoadFailure
        text={t('knowledgeBase.error')}
        retry={t('retry')}
        onRetry={() => void knowledgeBase.refetch()}
      />
    );
  else if (knowledgeBase.data.length === 0)
    content = <EmptyList title={t('knowledgeBase.emptyTitle')} text={t('knowledgeBase.emptyText')} />;
  else content = <KnowledgeBaseEntries entries={knowledgeBase.data} />;

  return (
    <Stack gap="md">
      <Text size="sm">{t('knowledgeBase.intro')}</Text>
      {content}
    </Stack>
  );
}
