/** Texts of the support area: its tabs, the knowledge base and the FAQ (spec 1 §2.2 support; spec 3 §2). */
const en = {
  page: {
    title: 'Support',
    intro: 'Answers to the most common questions, and guides to every part of the portal.',
    sections: 'Support sections',
  },
  tabs: {
    knowledgeBase: 'Knowledge base',
    faq: 'FAQ',
  },
  knowledgeBase: {
    intro: 'Guides to ordering, deliveries, empties, invoices and your account.',
    loading: 'Loading the knowledge base…',
    error: 'The knowledge base could not be loaded.',
    emptyTitle: 'No guides yet',
    emptyText: 'The guides of the knowledge base appear here as soon as they are published.',
  },
  topics: {
    ordering: 'Ordering',
    delivery: 'Delivery',
    empties: 'Empties',
    invoices: 'Invoices and documents',
    account: 'Your account',
  },
  faq: {
    intro: 'Quick answers, topic by topic.',
    loading: 'Loading the questions…',
    error: 'The questions could not be loaded.',
    emptyTitle: 'No questions yet',
    emptyText: 'Frequently asked questions appear here as soon as they are published.',
  },
  retry: 'Try again',
};

export default en;
