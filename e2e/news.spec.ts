import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { presetBrowser, signInQuickly } from './support/quick-session';

/**
 * News and articles, FAQ and knowledge base (issue 15 items 1 and 5; spec 1 §2.2 news, newsItem, support;
 * spec 3 §6, §7): a visitor reads the public news, filters it by a tag and reads a public article, and finds a
 * customers' article closed to them; onpremise@ (News & Articles, Support) reads the customers' news too, then
 * the FAQ and the knowledge base, where the search overlay's support results open the very entry they name.
 * Desktop in Italian, phone in English. Nothing is written: the journeys may run in any order.
 */
const BUYER = 'onpremise@example.com';

const TEXTS = {
  it: {
    news: 'News e articoli',
    articles: 'Articoli',
    tagFilter: 'Filtra per tag',
    visitorShowing: '12 articoli su 16',
    buyerShowing: '12 articoli su 24',
    publicArticle: 'Vuoti a rendere: come funziona il deposito',
    privateArticle: 'La spillatura perfetta in 5 passi',
    customersOnly: 'Riservato ai clienti',
    notFound: 'Articolo non trovato',
    signIn: 'Accedi',
    tags: 'Tag',
    support: 'Assistenza',
    sections: 'Sezioni dell’assistenza',
    faq: 'Domande frequenti',
    knowledgeBase: 'Knowledge base',
    faqPage: 'Vuoti e depositi',
    faqQuestion: 'Come restituisco i vuoti?',
    otherQuestion: 'Entro che ora devo inviare l’ordine?',
    kbTopic: 'Vuoti',
    kbEntry: 'Estratto conto vuoti',
    searchTerm: 'vuoti',
    searchDialog: 'Cerca',
    searchTrigger: 'Cerca prodotti, materiali, news…',
    quickNav: 'Navigazione rapida',
  },
  en: {
    news: 'News and Articles',
    articles: 'Articles',
    tagFilter: 'Filter by tag',
    visitorShowing: 'Showing 12 of 16 articles',
    buyerShowing: 'Showing 12 of 24 articles',
    publicArticle: 'Returnable empties: how the deposit works',
    privateArticle: 'The perfect pour in 5 steps',
    customersOnly: 'Customers only',
    notFound: 'Article not found',
    signIn: 'Sign in',
    tags: 'Tags',
    support: 'Support',
    sections: 'Support sections',
    faq: 'FAQ',
    knowledgeBase: 'Knowledge base',
    faqPage: 'Empties and deposits',
    faqQuestion: 'How do I return empties?',
    otherQuestion: 'By what time must I send my order?',
    kbTopic: 'Empties',
    kbEntry: 'Empties statement',
    searchTerm: 'empties',
    searchDialog: 'Search',
    searchTrigger: 'Search products, materials, news…',
    quickNav: 'Quick navigation',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const RUNS = [
  { name: 'desktop, Italian', viewport: { width: 1280, height: 800 }, lang: 'it', phone: false },
  { name: 'phone, English', viewport: { width: 390, height: 844 }, lang: 'en', phone: true },
] as const;

/** The cards of the news list, by their titles. */
const cardTitles = (page: Page) =>
  page.getByRole('list', { name: /^(Articoli|Articles)$/ }).getByRole('heading', { level: 2 });

/** The page is no wider than the screen: nothing to scroll sideways on a phone. */
async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Opens a support tab: the tab on a desktop, the select on a phone (spec 3 §2: tabs or a select). */
async function openSupportTab(page: Page, text: Texts, phone: boolean, tab: string) {
  if (phone) await page.getByRole('combobox', { name: text.sections }).selectOption({ label: tab });
  else await page.getByRole('tablist', { name: text.sections }).getByRole('tab', { name: tab }).click();
}

/** Searches the term from the header (desktop) or the bottom bar (phone) and returns the support results. */
async function supportResults(page: Page, text: Texts, phone: boolean): Promise<Locator> {
  if (phone)
    await page
      .getByRole('navigation', { name: text.quickNav })
      .getByRole('button', { name: text.searchDialog })
      .click();
  else await page.getByRole('button', { name: text.searchTrigger }).click();
  const dialog = page.getByRole('dialog', { name: text.searchDialog });
  const input = dialog.getByRole('searchbox');
  await input.fill(text.searchTerm);
  await input.press('Enter');
  await dialog.getByRole('tab', { name: new RegExp(`^${text.support} \\(\\d+\\)$`) }).click();
  return dialog.getByRole('tabpanel');
}

/** The expanded state of a knowledge-base or FAQ entry, by its question or title. */
const entry = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name });

for (const run of RUNS) {
  const text = TEXTS[run.lang];

  test.describe(`news and support, ${run.name}`, () => {
    test.use({ viewport: run.viewport });

    test('a visitor reads the public news, filters it by a tag and reads an article', async ({
      page,
    }, testInfo) => {
      await presetBrowser(page, { lang: run.lang });
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1, name: text.news })).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(12);
      await expect(page.getByTestId('news-count')).toHaveText(text.visitorShowing);
      await expect(page.getByRole('main').getByText(text.customersOnly)).toHaveCount(0);
      // Pictures keep their box: the first loads at once, the others when they come near (no layout shift).
      const pictures = page.getByRole('list', { name: /^(Articoli|Articles)$/ }).locator('img');
      await expect(pictures.first()).toHaveAttribute('loading', 'eager');
      await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
      await expect(pictures.first()).toHaveAttribute('width', '640');
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`news-visitor-${run.lang}.png`), fullPage: true });

      // Filter by a tag (spec 3 §7 Tags): the list and the address follow.
      await page.getByRole('group', { name: text.tagFilter }).getByText('vuoti (2)').click();
      await expect(page).toHaveURL(/\/news\?tag=vuoti$/);
      await expect(cardTitles(page)).toHaveCount(2);
      await expect(cardTitles(page).first()).toHaveText(text.publicArticle);
      await page.screenshot({ path: testInfo.outputPath(`news-filtered-${run.lang}.png`), fullPage: true });

      await page.getByRole('link', { name: text.publicArticle }).click();
      await expect(page).toHaveURL(/\/news\/vuoti-a-rendere-guida$/);
      const article = page.getByRole('article', { name: text.publicArticle });
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(text.publicArticle);
      await expect(article.locator('img').first()).toHaveAttribute(
        'src',
        '/media/articles/vuoti-a-rendere-guida.svg',
      );
      await expect(article.getByRole('navigation', { name: text.tags }).getByRole('link')).toHaveCount(2);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`article-${run.lang}.png`), fullPage: true });

      // A customers' article is not found for a visitor, who is offered to sign in.
      await page.goto('/news/spillatura-perfetta');
      await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: text.signIn })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fnews%2Fspillatura-perfetta',
      );
    });

    test('a buyer reads the customers’ news, the FAQ and the knowledge base, opened from search results', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await signInQuickly(page, BUYER, { lang: run.lang });
      await page.goto('/news?tag=formazione');
      const card = page.getByRole('listitem').filter({ hasText: text.privateArticle });
      await expect(card.getByText(text.customersOnly)).toBeVisible();
      await card.getByRole('link', { name: text.privateArticle }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.privateArticle })).toBeVisible();
      await page.goto('/news');
      await expect(page.getByTestId('news-count')).toHaveText(text.buyerShowing);
      await page.screenshot({ path: testInfo.outputPath(`news-buyer-${run.lang}.png`) });

      await page.goto('/support/knowledge-base');
      await expect(page.getByRole('heading', { level: 2, name: text.kbTopic })).toBeVisible();
      await openSupportTab(page, text, run.phone, text.faq);
      await expect(page).toHaveURL(/\/support\/faq$/);
      await expect(page.getByRole('heading', { level: 2, name: text.faqPage })).toBeVisible();
      await entry(page, text.otherQuestion).click();
      await expect(entry(page, text.otherQuestion)).toHaveAttribute('aria-expanded', 'true');
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`faq-${run.lang}.png`), fullPage: true });
      await openSupportTab(page, text, run.phone, text.knowledgeBase);
      await expect(page).toHaveURL(/\/support\/knowledge-base$/);

      // A knowledge-base result opens its guide (spec 1 §2.6: support results).
      let results = await supportResults(page, text, run.phone);
      await results.getByRole('link', { name: new RegExp(text.kbEntry) }).click();
      await expect(page).toHaveURL(/\/support\/knowledge-base#kb-[0-9a-f-]+$/);
      await expect(entry(page, text.kbEntry)).toHaveAttribute('aria-expanded', 'true');
      await expect(entry(page, text.kbEntry)).toBeFocused();
      await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`knowledge-base-anchor-${run.lang}.png`) });

      // A FAQ page result opens that page's answers on the FAQ tab.
      results = await supportResults(page, text, run.phone);
      await results.getByRole('link', { name: new RegExp(text.faqPage) }).click();
      await expect(page).toHaveURL(/\/support\/faq#faq-[0-9a-f-]+$/);
      await expect(entry(page, text.faqQuestion)).toHaveAttribute('aria-expanded', 'true');
      await expect(entry(page, text.faqQuestion)).toBeFocused();
      await expect(entry(page, text.otherQuestion)).toHaveAttribute('aria-expanded', 'false');
      await page.screenshot({ path: testInfo.outputPath(`faq-anchor-${run.lang}.png`) });
    });
  });
}
