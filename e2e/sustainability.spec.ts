import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, scansDone, test } from './fixtures';
import { catalogueShipTos, presetBrowser, signInQuickly } from './support/quick-session';

/**
 * Sustainability, its survey, the food-pairing configurator and the brand pages (issue 15 item 4; spec 1 §2.2
 * sustainability, sustainabilitySurvey, foodParingConfigurator; spec 3 §2, §3, §7): a visitor reads the landing
 * page and a category and opens a brand page; onpremise@ answers the survey (a reload shows the stored answers)
 * and runs the configurator (a reload shows the last pairing). Desktop in Italian, phone in English. The buyer's
 * journeys write that user's answers and pairings, so the file runs in order, each run on its own ship-to.
 */
test.describe.configure({ mode: 'serial' });

const BUYER = 'onpremise@example.com';

const TEXTS = {
  it: {
    landing: 'Diventa più sostenibile con noi',
    categories: 'Da dove cominciare',
    checklist: 'Checklist per il tuo locale',
    category: 'Energia',
    categoryLink: 'Leggi: Energia',
    tips: 'Cosa puoi fare',
    tip: 'Frigoriferi a 4 °C, non di più freddi',
    brands: 'I nostri marchi',
    brandLink: 'Scopri Valtorre',
    brandTagline: 'La lager di montagna dal 1897',
    styles: 'Stili',
    signInToOrder: 'Accedi per vedere i prezzi e ordinare.',
    unauthorized: '401: UNAUTHORIZED ACCESS',
    survey: 'Questionario sulla sostenibilità',
    send: 'Invia le risposte',
    invalid: 'Alcune risposte richiedono la tua attenzione.',
    required: 'Rispondi a questa domanda',
    energy: 'Una tariffa certificata da fonti rinnovabili',
    firstOption: 'Una tariffa standard',
    practices: ['Illuminazione LED', 'Vetro a rendere e fusti'],
    empties: /Quanto spesso restituisci i vuoti/,
    guests: /Quanto interessa la sostenibilità/,
    ideas: /Cosa potremmo fare meglio insieme/,
    idea: 'Ritiro dei vuoti anche il sabato',
    thanks: 'Grazie per le tue risposte',
    edit: 'Modifica le risposte',
    save: 'Salva le risposte',
    pairing: 'Abbinamenti birra e cibo',
    dish: ['Piatto', 'Stufati e arrosti'],
    cuisine: ['Cucina', 'Mitteleuropea'],
    occasion: ['Occasione', 'Festa'],
    flavour: ['Gusto preferito dai tuoi clienti', 'Maltato e corposo'],
    find: 'Trova le mie birre',
    yourBeers: 'Le tue birre',
    lastPairing: 'Il tuo ultimo abbinamento',
    view: /^Vedi .+ nel catalogo$/,
  },
  en: {
    landing: 'Become more sustainable with us',
    categories: 'Where to start',
    checklist: 'Checklist for your venue',
    category: 'Energy',
    categoryLink: 'Read about Energy',
    tips: 'What you can do',
    tip: 'Fridges at 4 °C, no colder',
    brands: 'Our brands',
    brandLink: 'Discover Valtorre',
    brandTagline: 'The mountain lager since 1897',
    styles: 'Styles',
    signInToOrder: 'Sign in to see prices and order.',
    unauthorized: '401: UNAUTHORIZED ACCESS',
    survey: 'Sustainability survey',
    send: 'Send my answers',
    invalid: 'Some answers need your attention.',
    required: 'Answer this question',
    energy: 'A certified renewable tariff',
    firstOption: 'A standard grid tariff',
    practices: ['LED lighting', 'Returnable glass and kegs'],
    empties: /How often do you return empties/,
    guests: /How much do your guests care/,
    ideas: /What could we do better together/,
    idea: 'Empties pick-up on Saturdays too',
    thanks: 'Thank you for your answers',
    edit: 'Change my answers',
    save: 'Save my answers',
    pairing: 'Beer and food pairing',
    dish: ['Dish', 'Stews and roasts'],
    cuisine: ['Cuisine', 'Central European'],
    occasion: ['Occasion', 'Celebration'],
    flavour: ['Flavour your guests like', 'Malty and rich'],
    find: 'Find my beers',
    yourBeers: 'Your beers',
    lastPairing: 'Your last pairing',
    view: /^View .+ in the catalogue$/,
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const RUNS = [
  { name: 'desktop, Italian', viewport: { width: 1280, height: 800 }, lang: 'it', shipTo: 0 },
  { name: 'phone, English', viewport: { width: 390, height: 844 }, lang: 'en', shipTo: 1 },
] as const;

/** The page is no wider than the screen: nothing to scroll sideways on a phone. */
async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * A full-page screenshot to look at, once the axe scans queued so far are done: a capture that scrolls the page
 * while a scan runs can fail in Chromium.
 */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await scansDone(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Picks the answer `option` of the configurator's question `question` (a group of chips). */
async function pick(page: Page, [question, option]: readonly [string, string]) {
  await page.getByRole('radiogroup', { name: question }).getByText(option, { exact: true }).click();
}

/** Answers the survey's required questions and the free-text one. */
async function answerSurvey(page: Page, text: Texts) {
  await page.getByRole('radio', { name: text.energy }).check();
  for (const practice of text.practices) await page.getByRole('checkbox', { name: practice }).check();
  await page.getByRole('radiogroup', { name: text.empties }).getByRole('radio', { name: '4' }).check();
  await page.getByRole('radiogroup', { name: text.guests }).getByRole('radio', { name: '3' }).check();
  await page.getByRole('textbox', { name: text.ideas }).fill(text.idea);
}

for (const run of RUNS) {
  const text = TEXTS[run.lang];

  test.describe(`sustainability and brands, ${run.name}`, () => {
    test.use({ viewport: run.viewport });

    test('a visitor reads the landing page and a category, and opens a brand page', async ({
      page,
    }, testInfo) => {
      await presetBrowser(page, { lang: run.lang });
      await page.goto('/sustainability');
      await expect(page.getByRole('heading', { level: 1, name: text.landing })).toBeVisible();
      await expect(page.getByRole('list', { name: text.categories }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('heading', { level: 2, name: text.checklist })).toBeVisible();
      await expectNoSideways(page);
      await shot(page, testInfo, `sustainability-${run.lang}`);
      // The landing page is kept in the spec's cache (spec 3 §9), public, for 2 hours.
      const cached = await page.evaluate(() => localStorage.getItem('becomeSustainable-cache'));
      expect(cached).toContain(text.landing);

      await page.getByRole('link', { name: text.categoryLink }).click();
      await expect(page).toHaveURL(/\/sustainability\/energia$/);
      await expect(page.getByRole('heading', { level: 1, name: text.category })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.tips })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: text.tip })).toBeVisible();
      await expectNoSideways(page);
      await shot(page, testInfo, `sustainability-category-${run.lang}`);

      await page.goto('/our-brands');
      await expect(page.getByRole('heading', { level: 1, name: text.brands })).toBeVisible();
      await page.getByRole('link', { name: text.brandLink }).click();
      await expect(page).toHaveURL(/\/our-brands\/valtorre$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Valtorre' })).toBeVisible();
      await expect(page.getByText(text.brandTagline)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.styles })).toBeVisible();
      await expect(page.getByText(text.signInToOrder)).toBeVisible();
      await expectNoSideways(page);
      await shot(page, testInfo, `brand-visitor-${run.lang}`);

      await page.goto('/sustainability/survey');
      await expect(page.getByText(text.unauthorized)).toBeVisible();
    });

    test('a buyer answers the survey and runs the food-pairing configurator; both are kept', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const token = await signInQuickly(page, BUYER, { lang: run.lang });
      const shipTo = (await catalogueShipTos(page, token))[run.shipTo]!;
      await presetBrowser(page, { shipToId: shipTo.id });

      await page.goto('/sustainability/survey');
      await expect(page.getByRole('heading', { level: 1, name: text.survey })).toBeVisible();
      // Nothing answered: each required question says so, and nothing is sent.
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.invalid })).toBeVisible();
      await expect(page.getByText(text.required)).toHaveCount(4);
      await expect(page.getByRole('radio', { name: text.firstOption })).toBeFocused();
      await shot(page, testInfo, `survey-errors-${run.lang}`);
      await expectAccessible(page);

      await answerSurvey(page, text);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.thanks)).toBeVisible();
      await page.reload();
      await expect(page.getByText(text.thanks)).toBeVisible();
      await expect(page.getByText(text.energy)).toBeVisible();
      await expect(page.getByText(text.idea)).toBeVisible();
      await expectNoSideways(page);
      await shot(page, testInfo, `survey-thanks-${run.lang}`);

      // Answering again replaces the answers.
      await page.getByRole('button', { name: text.edit }).click();
      await expect(page.getByRole('radio', { name: text.energy })).toBeChecked();
      await page.getByRole('radiogroup', { name: text.empties }).getByRole('radio', { name: '5' }).check();
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText('5 / 5')).toBeVisible();

      await page.goto('/foodparing/configurator');
      await expect(page.getByRole('heading', { level: 1, name: text.pairing })).toBeVisible();
      for (const answer of [text.dish, text.cuisine, text.occasion, text.flavour]) await pick(page, answer);
      await page.getByRole('button', { name: text.find }).click();
      const results = page.getByRole('region', { name: text.yourBeers });
      await expect(results.getByRole('listitem').first()).toBeVisible();
      await expectNoSideways(page);
      await shot(page, testInfo, `pairing-${run.lang}`);

      await page.reload();
      const last = page.getByRole('region', { name: text.lastPairing });
      await expect(last).toContainText(text.dish[1]);
      await expect(last.getByRole('listitem').first()).toBeVisible();
      await shot(page, testInfo, `pairing-last-${run.lang}`);
      await last.getByRole('link', { name: text.view }).first().click();
      await expect(page).toHaveURL(/\/catalog\/\d+$/);
    });
  });
}
