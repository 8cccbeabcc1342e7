import { lazy } from 'react';
import { loadCustomerTicketsTab } from '../tickets';
import { FaqTab } from './components/FaqTab';
import { KnowledgeBaseTab } from './components/KnowledgeBaseTab';
import type { SupportTab } from './support-tabs';

/**
 * The tabs of the support area, in their order (spec 1 §2.2: the knowledge base at /support/knowledge-base).
 * A tab is one line here; the first is where /support/{unknown} lands.
 */
export const SUPPORT_TABS: SupportTab[] = [
  { key: 'knowledge-base', label: 'tabs.knowledgeBase', Panel: KnowledgeBaseTab },
  { key: 'faq', label: 'tabs.faq', Panel: FaqTab },
  { key: 'tickets', label: 'tab', namespace: 'tickets', Panel: lazy(loadCustomerTicketsTab) },
];
