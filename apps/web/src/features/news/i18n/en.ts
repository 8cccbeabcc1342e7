/** Texts of the news list and the article pages (spec 1 §2.2 news, newsItem; spec 3 §2). */
const en = {
  list: {
    title: 'News and Articles',
    intro: 'Product news, deliveries, training and events from the brewery.',
    visitorNote: 'Customers read more news after signing in.',
    signIn: 'Sign in',
    loading: 'Loading the news…',
    error: 'The news could not be loaded.',
    retry: 'Try again',
    emptyTitle: 'No news yet',
    emptyText: 'News and articles appear here as soon as they are published.',
    noMatchTitle: 'No article has these tags',
    noMatchText: 'Choose other tags or show every article.',
    count_one: '{{count}} article',
    count_other: '{{count}} articles',
    showing: 'Showing {{shown}} of {{total}} articles',
    more: 'Show more articles',
    moreError: 'More articles could not be loaded.',
    label: 'Articles',
  },
  tags: {
    legend: 'Filter by tag',
    clear: 'Show every article',
    more: 'Show all tags ({{count}})',
    fewer: 'Show fewer tags',
    tag: '{{name}} ({{count}})',
  },
  card: {
    published: 'Published on {{date}}',
    customersOnly: 'Customers only',
  },
  article: {
    loading: 'Loading the article…',
    error: 'The article could not be loaded.',
    retry: 'Try again',
    notFoundTitle: 'Article not found',
    notFoundText: 'This article does not exist or is no longer available.',
    notFoundVisitor: 'Some articles are reserved for customers: sign in to read them.',
    signIn: 'Sign in',
    allNews: 'All news',
    tags: 'Tags',
    tagLink: 'Articles tagged {{name}}',
    more: 'More news',
  },
};

export default en;
