/** Texts of the brand pages (spec 3 §2 "Downloads and brand pages", §7 ourbrand). */
const en = {
  list: {
    title: 'Our brands',
    intro: 'The beers, soft drinks, water and ciders we brew and bottle ourselves.',
    loading: 'Loading our brands…',
    error: 'The brands could not be loaded.',
    retry: 'Try again',
    empty: 'No brand to show yet.',
    label: 'Brands',
    open: 'Discover {{name}}',
  },
  brand: {
    loading: 'Loading the brand…',
    logo: 'Logo of {{name}}',
    founded: 'Founded',
    origin: 'Home',
    styles: 'Styles',
    products: 'Our drinks',
    productsLabel: 'Drinks of {{name}}',
    view: 'View {{name}} in the catalogue',
    allInCatalogue: 'All {{name}} products in the catalogue',
    signInToOrder: 'Sign in to see prices and order.',
    signIn: 'Sign in',
    back: 'All our brands',
    notFoundTitle: 'Brand not found',
    notFoundText: 'This brand does not exist or is no longer in our range.',
  },
};

export default en;
