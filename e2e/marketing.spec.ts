import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { presetBrowser, signInQuickly } from './support/quick-session';

/**
 * Marketing materials and banners (issue 15 items 2 and 3; spec 3 §2, §6, §7, §9): a visitor sees the
 * before-login banners on the home page; onpremise@ (an Owner, so holding Marketing Materials) sees the
 * after-login banners and the brand logos, then picks materials of two brands on /marketing-materials and
 * downloads them as one ZIP, which the journey opens to check its file names and sizes. Desktop in Italian,
 * phone in English. Nothing is written: the journeys may run in any order.
 */
const BUYER = 'onpremise@example.com';

const TEXTS = {
  it: {
    highlights: 'In evidenza',
    pause: 'Metti in pausa la presentazione',
    play: 'Avvia la presentazione',
    visitorBanner: 'Il tuo partner per la birra alla spina',
    buyerBanner: 'Promo fusti Valtorre',
    logos: 'I nostri marchi',
    title: 'Materiali marketing',
    brand: 'Marchio',
    materials: 'Materiali',
    select: (name: string) => `Seleziona ${name}`,
    download: 'Scarica selezionati (ZIP)',
    selected: /^3 selezionati/,
  },
  en: {
    highlights: 'Highlights',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    visitorBanner: 'Your draught beer partner',
    buyerBanner: 'Valtorre keg promotion',
    logos: 'Our brands',
    title: 'Marketing materials',
    brand: 'Brand',
    materials: 'Materials',
    select: (name: string) => `Select ${name}`,
    download: 'Download selected (ZIP)',
    selected: /^3 selected/,
  },
} as const;

const RUNS = [
  { name: 'desktop, Italian', viewport: { width: 1280, height: 800 }, lang: 'it' },
  { name: 'phone, English', viewport: { width: 390, height: 844 }, lang: 'en' },
] as const;

type Material = {
  id: string;
  name: string;
  brand: { name: string };
  file: { metadata: { size: number; fileName: string } };
};

/** The newest `count` materials of a brand, as the page lists them first. */
async function newestOf(page: Page, token: string, brandId: string, count: number, lang: string) {
  const response = await page.request.get(
    `/api/content/v1/downloadmaterial?brandId=${brandId}&limit=${count}&lang=${lang}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Material[] }).results;
}

/** The page is no wider than the screen: nothing to scroll sideways on a phone. */
async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Picks a brand and waits for its materials: the last list stays in view, marked busy, until the brand's answer
 * comes, and only that answer holds nothing of another brand (each card names its brand before its folder).
 */
async function chooseBrand(page: Page, label: string, option: RegExp, list: Locator, brand: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  const items = list.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items.filter({ hasNotText: `${brand} · ` })).toHaveCount(0);
  await expect(list).toHaveAttribute('aria-busy', 'false');
}

for (const run of RUNS) {
  const text = TEXTS[run.lang];

  test.describe(`marketing materials and banners, ${run.name}`, () => {
    test.use({ viewport: run.viewport });

    test('a visitor sees the before-login banners, rotating with a pause button', async ({
      page,
    }, testInfo) => {
      await presetBrowser(page, { lang: run.lang });
      await page.goto('/');
      const banners = page.getByRole('region', { name: text.highlights });
      await expect(banners.getByRole('img', { name: text.visitorBanner })).toBeAttached();
      // Three banners: autoplay, and a control to stop it (WCAG 2.2.2).
      await banners.getByRole('button', { name: text.pause }).click();
      await expect(banners.getByRole('button', { name: text.play })).toHaveAttribute('aria-pressed', 'true');
      // The picture's box is fixed (2:1) before it loads: no layout shift.
      const ratio = await banners
        .getByRole('img', { name: text.visitorBanner })
        .evaluate((image) => getComputedStyle(image).aspectRatio);
      expect(ratio).toBe('2 / 1');
      await expect(page.getByRole('heading', { name: text.logos })).toHaveCount(0);
      // The public banners are kept 2 hours under public-banner-cache (spec 3 §9).
      expect(await page.evaluate(() => localStorage.getItem('public-banner-cache'))).toContain(
        'homepage-before-login',
      );
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`home-visitor-${run.lang}.png`) });
    });

    test('the buyer sees the after-login banners and downloads materials of two brands as one ZIP', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const token = await signInQuickly(page, BUYER, { lang: run.lang });
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: text.highlights }).getByRole('img', { name: text.buyerBanner }),
      ).toBeAttached();
      await expect(page.getByRole('heading', { name: text.logos })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('banner-cache'))).toContain(
        'homepage-after-login',
      );
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`home-buyer-${run.lang}.png`), fullPage: true });

      const valtorre = await newestOf(page, token, 'valtorre', 2, run.lang);
      const frizza = await newestOf(page, token, 'frizza', 1, run.lang);
      await page.goto('/marketing-materials');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const list = page.getByRole('list', { name: text.materials });
      await expect(list.getByRole('listitem')).toHaveCount(24);
      await page.screenshot({ path: testInfo.outputPath(`materials-${run.lang}.png`), fullPage: true });

      // One brand, then another: the selection stays across filters.
      await chooseBrand(page, text.brand, /^Valtorre \(30\)$/, list, valtorre[0]!.brand.name);
      await expect(page).toHaveURL(/brand=valtorre/);
      for (const material of valtorre)
        await list.getByRole('checkbox', { name: text.select(material.name) }).check();
      await chooseBrand(page, text.brand, /^Frizzà \(30\)$/, list, frizza[0]!.brand.name);
      await expect(page).toHaveURL(/brand=frizza/);
      await list.getByRole('checkbox', { name: text.select(frizza[0]!.name) }).check();
      await expect(page.getByText(text.selected)).toBeVisible();
      await expectNoSideways(page);
      await page.screenshot({
        path: testInfo.outputPath(`materials-selected-${run.lang}.png`),
        fullPage: true,
      });

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: text.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^spina-marketing-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
      const expected = [...valtorre, ...frizza].map((material) => [
        `${material.brand.name}/${material.file.metadata.fileName}`,
        material.file.metadata.size,
      ]);
      expect(Object.entries(files).map(([name, bytes]) => [name, bytes.length])).toEqual(expected);
      // Downloaded: the selection is emptied.
      await expect(page.getByText(text.selected)).toHaveCount(0);
    });
  });
}
