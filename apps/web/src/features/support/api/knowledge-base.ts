import { useQuery } from '@tanstack/react-query';
import {
  HELP_CENTER_PATHS,
  KNOWLEDGE_BASE_PAGE_SIZE,
  knowledgeBasePageSchema,
  nextOffset,
  type KnowledgeBaseEntry,
} from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { restRequest } from '../../../lib/rest';

/** Pages read at most, whatever the totals say: a knowledge base a hundred times the demo's fits well within. */
const MAX_READS = 200;

/**
 * The whole knowledge base, read page by page (offset, limit, total) until complete (spec 3 §7), each entry
 * once, in the knowledge base's order.
 */
export async function readKnowledgeBase(signal?: AbortSignal): Promise<KnowledgeBaseEntry[]> {
  const entries: KnowledgeBaseEntry[] = [];
  let offset: number | null = 0;
  for (let reads = 0; offset !== null && reads < MAX_READS; reads++) {
    const page = await restRequest(
      `/api/content/v1/${HELP_CENTER_PATHS.knowledgeBase}`,
      knowledgeBasePageSchema,
      {
        query: { offset, limit: KNOWLEDGE_BASE_PAGE_SIZE },
        signal,
      },
    );
    entries.push(...page.results);
    offset = nextOffset(page);
  }
  return entries;
}

/** The knowledge base in the interface language. */
export function useKnowledgeBase() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['support', 'knowledge-base', i18n.language],
    queryFn: ({ signal }) => readKnowledgeBase(signal),
  });
}
