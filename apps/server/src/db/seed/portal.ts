import { CUSTOMER_SERVICE_LINKS, internalPagePath, SECTIONS } from '@spina/domain';
import type { Database } from '../client';
import { links, menus, portalConfig } from '../schema';
import type { Localized } from '../schema';
import { productsLink } from './catalogue-links';
import { SeedContext } from './context';
import { BRANDS } from './data/brands';
import { LEGAL_PAGES } from './pages';

/** Every section of spec 1 §6 and spec 3 §6, each enabled portal-wide with value '1'. */
const sections = Object.values(SECTIONS).map((label) => ({ label, value: '1' }));

/** Twelve month lists (January first) of extra closing days; built-in national holidays still apply. */
export const holidays = [
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  ['2026-08-14', '2027-08-13'],
  [],
  [],
  [],
  ['2026-12-24', '2026-12-31'],
];

const orderableUnits = {
  default: 'Packaging,Layers,Pallets',
  rules: [
    { customerType: 'WHSL', orderType: 'flatrate_flatrate', units: 'Pallets' },
    { customerType: 'WHSL', orderType: 'emptiesfulltruck_emptiesfulltruck', units: 'Pallets' },
    { customerType: null, orderType: 'emptiespickup_emptiespickup', units: 'Packaging' },
  ],
};

const l = (it: string, en: string): Localized => ({ it, en });

type MenuSeed = {
  name: string;
  label: Localized;
  href?: string;
  audience: 'public' | 'private';
  permission?: string;
  children?: Omit<MenuSeed, 'audience' | 'children'>[];
};

const menuTree: MenuSeed[] = [
  { name: 'home', label: l('Home', 'Home'), href: '/', audience: 'public' },
  {
    name: 'about',
    label: l('Chi siamo', 'About us'),
    href: 'https://corporate.spina.example/about',
    audience: 'public',
  },
  { name: 'news', label: l('News', 'News'), href: '/news', audience: 'public' },
  { name: 'our-brands', label: l('I nostri marchi', 'Our brands'), href: '/our-brands', audience: 'public' },
  {
    name: 'sustainability',
    label: l('Sostenibilità', 'Sustainability'),
    href: '/sustainability',
    audience: 'public',
  },
  {
    name: 'create an order',
    label: l('Crea un ordine', 'Create an order'),
    href: '/catalog/products',
    audience: 'private',
    permission: 'Catalogue',
  },
  {
    name: 'catalogue',
    label: l('Catalogo', 'Catalogue'),
    audience: 'private',
    permission: 'Catalogue',
    children: [
      {
        name: 'products',
        label: l('Tutti i prodotti', 'All products'),
        href: '/catalog/products',
        permission: 'Catalogue',
      },
      {
        name: 'favorites',
        label: l('Preferiti', 'Favourites'),
        href: '/catalog/favorites',
        permission: 'Catalogue',
      },
      {
        name: 'suggested-cart',
        label: l('Ordine veloce', 'Fast Order'),
        href: '/catalog/suggested-cart',
        permission: 'Catalogue',
      },
      { name: 'our-brands', label: l('I nostri marchi', 'Our brands'), href: '/our-brands' },
    ],
  },
  {
    name: 'orders',
    label: l('Ordini', 'Orders'),
    audience: 'private',
    permission: 'My Orders',
    children: [
      {
        name: 'orders-history',
        label: l('Storico ordini', 'Order history'),
        href: '/orders/history',
        permission: 'My Orders',
      },
      {
        name: 'saved-orders',
        label: l('Ordini salvati', 'Saved orders'),
        href: '/orders/saved',
        permission: 'My Orders',
      },
    ],
  },
  {
    name: 'marketing',
    label: l('Materiali marketing', 'Marketing materials'),
    href: '/marketing-materials',
    audience: 'private',
    permission: 'Marketing Materials',
  },
  {
    name: 'news-private',
    label: l('News e articoli', 'News and articles'),
    href: '/news',
    audience: 'private',
    permission: 'News & Articles',
  },
  {
    name: 'support',
    label: l('Assistenza', 'Support'),
    audience: 'private',
    permission: 'Support',
    children: [
      {
        name: 'tickets',
        label: l('Richieste di assistenza', 'Support tickets'),
        href: '/support/tickets',
        permission: 'Support',
      },
      {
        name: 'knowledge-base',
        label: l('Knowledge base', 'Knowledge base'),
        href: '/support/knowledge-base',
        permission: 'Support',
      },
      {
        name: 'faq',
        label: l('Domande frequenti', 'FAQ'),
        href: '/support/faq',
        permission: 'Support',
      },
      { name: 'contact', label: l('Contatti', 'Contacts'), href: '/contact' },
    ],
  },
  {
    name: 'sustainability',
    label: l('Sostenibilità', 'Sustainability'),
    audience: 'private',
    children: [
      {
        name: 'sustainability',
        label: l('Diventa più sostenibile', 'Become more sustainable'),
        href: '/sustainability',
      },
      {
        name: 'sustainabilitySurvey',
        label: l('Questionario', 'Survey'),
        href: '/sustainability/survey',
      },
      {
        name: 'foodParingConfigurator',
        label: l('Abbinamenti birra e cibo', 'Beer and food pairing'),
        href: '/foodparing/configurator',
      },
    ],
  },
];

type LinkSeed = Omit<typeof links.$inferInsert, 'id'>;

const footerGroups: LinkSeed[] = [
  {
    name: 'catalogue-beer',
    type: 'footer',
    groupName: 'products catalogue',
    label: l('Birre', 'Beers'),
    url: productsLink({ category: 'birre' }),
    audience: 'private',
    permission: 'Catalogue',
  },
  {
    name: 'catalogue-soft',
    type: 'footer',
    groupName: 'products catalogue',
    label: l('Bibite e acque', 'Soft drinks and water'),
    url: productsLink({ category: 'bibite-e-acque' }),
    audience: 'private',
    permission: 'Catalogue',
  },
  // No empties link: the products list shows empties only in an empty-return order (shipment mode 1).
  {
    name: 'catalogue-ciders',
    type: 'footer',
    groupName: 'products catalogue',
    label: l('Sidri', 'Ciders'),
    url: productsLink({ category: 'sidri' }),
    audience: 'private',
    permission: 'Catalogue',
  },
  {
    name: 'catalogue-all',
    type: 'footer',
    groupName: 'products catalogue',
    label: l('Tutti i prodotti', 'All products'),
    url: '/catalog/products',
    audience: 'private',
    permission: 'Catalogue',
  },
  {
    name: 'orders-cart',
    type: 'footer',
    groupName: 'Orders',
    label: l('Carrello', 'Cart'),
    url: '/cart',
    audience: 'private',
    permission: 'Catalogue',
  },
  {
    name: 'orders-history',
    type: 'footer',
    groupName: 'Orders',
    label: l('Storico ordini', 'Order history'),
    url: '/orders/history',
    audience: 'private',
    permission: 'My Orders',
  },
  {
    name: 'orders-saved',
    type: 'footer',
    groupName: 'Orders',
    label: l('Ordini salvati', 'Saved orders'),
    url: '/orders/saved',
    audience: 'private',
    permission: 'My Orders',
  },
  {
    name: 'support-news',
    type: 'footer',
    groupName: 'support',
    label: l('News e articoli', 'News and Articles'),
    url: '/news',
    audience: 'public',
  },
  {
    name: 'support-contact',
    type: 'footer',
    groupName: 'support',
    label: l('Contatti', 'Contacts'),
    url: '/contact',
    audience: 'public',
  },
  {
    name: 'support-partner',
    type: 'footer',
    groupName: 'support',
    label: l('Diventa partner', 'Become a partner'),
    url: '/become-partner',
    audience: 'public',
  },
];

/** The footer's brands group (spec 1 §2.8) and the brand sites of the mobile menu (spec 1 §3 link types). */
const brandLinks: LinkSeed[] = [
  ...BRANDS.map((brand) => ({
    name: `brand-${brand.id}`,
    type: 'footer',
    groupName: 'brands',
    label: l(brand.name, brand.name),
    url: productsLink({ brand: brand.id }),
    audience: 'private',
    permission: 'Catalogue',
  })),
  ...BRANDS.map((brand) => ({
    name: `brand-site-${brand.id}`,
    type: brand.id === 'hvezdna' ? 'mobile brands cz' : 'mobile brands',
    label: l(brand.name, brand.name),
    url: `https://${brand.id}.spina.example`,
    marketCode: brand.id === 'hvezdna' ? 'CZ' : 'IT',
  })),
];

const social: LinkSeed[] = [
  {
    name: 'fb',
    type: 'social',
    label: l('Facebook', 'Facebook'),
    url: 'https://www.facebook.com/spina.beverages.example',
  },
  {
    name: 'instagram',
    type: 'social',
    label: l('Instagram', 'Instagram'),
    url: 'https://www.instagram.com/spina.beverages.example',
  },
  {
    name: 'linkedin',
    type: 'social',
    label: l('LinkedIn', 'LinkedIn'),
    url: 'https://www.linkedin.com/company/spina-beverages-example',
  },
];

const corporate = 'https://corporate.spina.example';
const aboutUs: LinkSeed[] = [
  { name: 'brands', type: 'About Us', label: l('I nostri marchi', 'Our brands'), url: '/our-brands' },
  {
    name: 'corporateInformation',
    type: 'About Us',
    label: l('Informazioni societarie', 'Corporate information'),
    url: `${corporate}/company`,
  },
  {
    name: 'privacyPolicy',
    type: 'About Us',
    label: l('Privacy policy', 'Privacy policy'),
    url: internalPagePath(LEGAL_PAGES.privacyPolicy),
  },
  {
    name: 'privacyPolicySK',
    type: 'About Us',
    label: l('Privacy policy', 'Privacy policy'),
    url: `${corporate}/sk/privacy.pdf`,
    marketCode: 'SK',
  },
  // The portal's own pages in Italian and English (pagecontent); the other languages' files stay on the corporate site.
  ...(['it', 'en', 'cs', 'sk', 'de'] as const).map((language) => ({
    name: 'cookies',
    type: 'About Us',
    label: l('Cookie policy', 'Cookie policy'),
    url: ['it', 'en'].includes(language)
      ? internalPagePath(LEGAL_PAGES.cookies)
      : `${corporate}/${language}/cookies`,
    language,
  })),
  ...(['it', 'en', 'cs', 'sk'] as const).map((language) => ({
    name: 'termsOfUse',
    type: 'About Us',
    label: l('Condizioni d’uso', 'Terms of use'),
    url: ['it', 'en'].includes(language)
      ? internalPagePath(LEGAL_PAGES.termsOfUse)
      : `${corporate}/${language}/terms-of-use`,
    language,
  })),
  {
    name: 'corporateGovernance',
    type: 'About Us',
    label: l('Corporate governance', 'Corporate governance'),
    url: `${corporate}/governance`,
  },
];

/**
 * The customer service of each market (spec 3 §5: personal details are changed only via customer service,
 * spec 3 §9: its hours on working days), which My Profile names; kept as portal links of their own type, which
 * the footer does not show.
 */
const customerService: LinkSeed[] = [
  {
    market: 'IT',
    email: 'servizio.clienti@spina-bevande.example',
    phone: { label: '800 123 456', url: 'tel:+39800123456' },
    hours: l('Dal lunedì al venerdì, 8:00–17:00', 'Monday to Friday, 8:00–17:00'),
  },
  {
    market: 'CZ',
    email: 'zakaznicky.servis@spina-bevande.example',
    phone: { label: '+420 800 123 456', url: 'tel:+420800123456' },
    hours: l('Dal lunedì al venerdì, 8:00–16:00', 'Monday to Friday, 8:00–16:00'),
  },
].flatMap(({ market, email, phone, hours }) => {
  const { type, ...names } = CUSTOMER_SERVICE_LINKS;
  const entry = (name: string, label: Localized, url: string): LinkSeed => ({
    name,
    type,
    label,
    url,
    marketCode: market,
  });
  return [
    entry(names.email, l(email, email), `mailto:${email}`),
    entry(names.phone, l(phone.label, phone.label), phone.url),
    entry(names.hours, hours, ''),
  ];
});

/** Portal configuration, menus and links; ids come from the seed's random stream so they repeat. */
export async function seedPortal(db: Database, context: SeedContext = new SeedContext()): Promise<void> {
  const random = context.random('portal');
  await db.insert(portalConfig).values([
    { key: 'maintenance', value: false },
    { key: 'banner_rotation', value: 6000 },
    { key: 'holidays', value: holidays },
    { key: 'sections', value: sections },
    { key: 'orderableunits', value: orderableUnits },
  ]);

  const menuRows = menuTree.flatMap((entry, position) => {
    const id = random.uuid();
    const parent = {
      id,
      name: entry.name,
      label: entry.label,
      href: entry.href ?? null,
      audience: entry.audience,
      permission: entry.permission ?? null,
      position,
    };
    const children = (entry.children ?? []).map((child, index) => ({
      id: random.uuid(),
      parentId: id,
      name: child.name,
      label: child.label,
      href: child.href ?? null,
      audience: entry.audience,
      permission: child.permission ?? null,
      position: index,
    }));
    return [parent, ...children];
  });
  await db.insert(menus).values(menuRows);

  await db.insert(links).values(
    [...footerGroups, ...brandLinks, ...social, ...aboutUs, ...customerService].map((link, index) => ({
      ...link,
      id: random.uuid(),
      position: index,
    })),
  );
}
