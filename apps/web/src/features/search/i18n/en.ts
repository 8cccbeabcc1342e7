/** Texts of the search overlay (spec 1 §2.6); its two messages of spec 1 §5 are in the messages catalogue. */
const en = {
  dialog: 'Search',
  input: 'Search products, marketing materials, news and support',
  placeholder: 'What are you looking for?',
  reset: 'Clear the search',
  cancel: 'Cancel',
  searching: 'Searching…',
  unavailable: 'Search is not available right now',
  results: 'Results for “{{term}}”',
  resultCount_one: '{{count}} result found',
  resultCount_other: '{{count}} results found',
  recentSearches: 'Recent searches',
  searchAgain: 'Search “{{term}}” again',
  tabs: {
    label: 'Results by section',
    products: 'Products',
    marketingMaterials: 'Marketing materials',
    news: 'News and Articles',
    support: 'Support',
    withCount: '{{label}} ({{count}})',
  },
  allResults: 'All results in this section',
  product: {
    carousel: 'Products found',
    yourPrice: 'Your price',
    vatIncluded: 'VAT included',
    previous: 'Previous products',
    slide: 'Product {{index}} of {{count}}',
    next: 'Next products',
  },
  material: {
    opensFile: 'downloads the file',
  },
  support: {
    kb: 'Knowledge base',
    faq: 'FAQ',
  },
};

export default en;
