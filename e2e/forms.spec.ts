import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { presetBrowser, signInQuickly } from './support/quick-session';

/**
 * Become-a-partner and contact forms, footer links and internal pages (issue 15 items 4 and 7; spec 3 §2, §3
 * "Portal link", §5, §7 "Page content and links"): a visitor reads the footer's legal and social links and a legal
 * page, follows Join US, meets the form's field messages, sends it, and customer service finds the mail in the
 * development mailbox; a signed-in buyer writes through the contact form, prefilled, and lands on /thanks.
 * Desktop in Italian, phone in English. Every run writes requests of its own, named apart.
 */
const CUSTOMER_SERVICE = 'servizio.clienti@spina-bevande.example';

const TEXTS = {
  it: {
    aboutUs: 'Chi siamo',
    terms: 'Condizioni d’uso',
    cookies: 'Cookie policy',
    privacy: 'Privacy policy',
    support: 'Assistenza',
    becomePartner: 'Diventa partner',
    termsHeading: 'Condizioni d’uso',
    notFound: '404: PAGINA NON TROVATA',
    send: 'Invia',
    company: /^Ragione sociale/,
    vat: /^Partita IVA/,
    businessType: /^Tipo di attività/,
    contactName: /^Referente/,
    ownName: /^Il tuo nome/,
    email: /^E-mail/,
    phone: /^Telefono/,
    address: /^Indirizzo/,
    zip: /^CAP/,
    city: /^Città/,
    message: /^Messaggio/,
    required: 'Questo campo è obbligatorio',
    zipRule: 'Il CAP deve essere di 5 cifre',
    phoneRule: 'Il numero di telefono deve essere di 10 cifre',
    termsRule: 'Le linee guida e le condizioni devono essere accettate',
    partnerSent: 'Grazie, la tua richiesta è stata inviata',
    contactThanks: 'Grazie per il tuo messaggio',
    mailVat: 'Partita IVA: IT01234567890',
  },
  en: {
    aboutUs: 'About us',
    terms: 'Terms of use',
    cookies: 'Cookie policy',
    privacy: 'Privacy policy',
    support: 'Support',
    becomePartner: 'Become a partner',
    termsHeading: 'Terms of use',
    notFound: '404: PAGE NOT FOUND',
    send: 'Send',
    company: /^Company name/,
    vat: /^VAT number/,
    businessType: /^Type of business/,
    contactName: /^Contact person/,
    ownName: /^Your name/,
    email: /^E-mail/,
    phone: /^Phone/,
    address: /^Address/,
    zip: /^ZIP code/,
    city: /^City/,
    message: /^Message/,
    required: 'This field is required',
    zipRule: 'The ZIP code must be 5 digits',
    phoneRule: 'The phone number must be 10 digits',
    termsRule: 'Guidelines and terms must be accepted',
    partnerSent: 'Thank you, your request has been sent',
    contactThanks: 'Thank you for your message',
    // Customer service reads the Italian market's requests in Italian.
    mailVat: 'Partita IVA: IT01234567890',
  },
} as const;

const RUNS = [
  { name: 'desktop, Italian', viewport: { width: 1280, height: 800 }, lang: 'it', phone: false },
  { name: 'phone, English', viewport: { width: 390, height: 844 }, lang: 'en', phone: true },
] as const;

async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * The text of the mail to customer service whose subject holds `subject` and whose text holds `body`, once the job
 * queue has handed it over (within seconds): the mailbox is read again until it is there.
 */
async function mailToCustomerService(page: Page, subject: string, body: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    let found = '';
    await expect
      .poll(
        async () => {
          await mailbox.goto('/dev/mailbox');
          const rows = mailbox
            .getByRole('row')
            .filter({ hasText: CUSTOMER_SERVICE })
            .filter({ hasText: subject });
          const hrefs = await rows
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          for (const href of hrefs.slice(0, 5)) {
            await mailbox.goto(href);
            const text = (await mailbox.locator('pre').textContent()) ?? '';
            if (text.includes(body)) found = text;
          }
          return found !== '';
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return found;
  } finally {
    await mailbox.close();
  }
}

for (const run of RUNS) {
  const text = TEXTS[run.lang];

  test.describe(`forms and footer links, ${run.name}`, () => {
    test.use({ viewport: run.viewport });

    test('a visitor reads the footer links, sends the become-a-partner form, and customer service gets it', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await presetBrowser(page, { lang: run.lang });
      await page.goto('/');

      // The footer: the market's legal links as the portal's own pages, and the social networks in new tabs.
      const footer = page.getByRole('contentinfo');
      const about = footer.getByRole('list', { name: text.aboutUs });
      await expect(about.getByRole('link', { name: text.terms })).toHaveAttribute(
        'href',
        '/page/terms-of-use',
      );
      await expect(about.getByRole('link', { name: text.cookies })).toHaveAttribute('href', '/page/cookies');
      await expect(about.getByRole('link', { name: text.privacy })).toHaveAttribute(
        'href',
        '/page/privacy-policy',
      );
      for (const network of ['Facebook', 'Instagram', 'LinkedIn'])
        await expect(footer.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute(
          'target',
          '_blank',
        );
      if (run.phone) await footer.getByRole('button', { name: text.support }).click();
      await expect(footer.getByRole('link', { name: text.becomePartner })).toHaveAttribute(
        'href',
        '/become-partner',
      );

      // A legal page, rendered from pagecontent; an unknown one is the 404 page.
      await about.getByRole('link', { name: text.terms }).click();
      await expect(page).toHaveURL(/\/page\/terms-of-use$/);
      const article = page.getByRole('article', { name: text.termsHeading });
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(text.termsHeading);
      await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`terms-${run.lang}.png`), fullPage: true });
      await page.goto('/page/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();

      // Join US on the home page leads to the form (spec 3 §2).
      await page.goto('/');
      await page.getByRole('link', { name: 'Join US' }).click();
      await expect(page).toHaveURL(/\/become-partner$/);
      const main = page.getByRole('main');
      await main.getByLabel(text.zip).fill('2210');
      await main.getByLabel(text.phone).fill('12345');
      await main.getByRole('button', { name: text.send }).click();
      // Spec 3 §5: "Country ZIP code: numeric, 5 digits. Phone: numeric, 10 digits." and the terms box.
      await expect(main.getByText(text.zipRule)).toBeVisible();
      await expect(main.getByText(text.phoneRule)).toBeVisible();
      await expect(main.getByText(text.termsRule)).toBeVisible();
      await expect(main.getByText(text.required).first()).toBeVisible();
      await expect(main.getByLabel(text.company)).toBeFocused();
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`partner-errors-${run.lang}.png`), fullPage: true });

      const company = `Birrificio Prova ${run.lang.toUpperCase()} ${Date.now()}`;
      await main.getByLabel(text.company).fill(company);
      await main.getByLabel(text.vat).fill('IT 01234567890');
      await main.getByLabel(text.businessType).selectOption('pub');
      await main.getByLabel(text.contactName).fill('Giulia Neri');
      await main.getByLabel(text.email).fill(`giulia.${run.lang}@lago.example`);
      await main.getByLabel(text.phone).fill('031 123 4567');
      await main.getByLabel(text.address).fill('Via del Porto 4');
      await main.getByLabel(text.zip).fill('22100');
      await main.getByLabel(text.city).fill('Como');
      await main.getByRole('checkbox').check();
      await expect(main.getByText(text.zipRule)).toHaveCount(0);
      await main.getByRole('button', { name: text.send }).click();
      await expect(main.getByRole('heading', { name: text.partnerSent })).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath(`partner-sent-${run.lang}.png`), fullPage: true });

      const mail = await mailToCustomerService(page, company, company);
      expect(mail).toContain(text.mailVat);
      expect(mail).toContain('Giulia Neri');
    });

    test('a signed-in buyer writes through the contact form, prefilled, and lands on /thanks', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await signInQuickly(page, 'onpremise@example.com', { lang: run.lang });
      await page.goto('/contact');
      const main = page.getByRole('main');
      await expect(main.getByLabel(text.email)).toHaveValue('onpremise@example.com');
      await expect(main.getByLabel(text.ownName)).not.toHaveValue('');
      const question = `Consegne del sabato? (${run.lang} ${Date.now()})`;
      await main.getByLabel(text.message).fill(question);
      await main.getByRole('checkbox').check();
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`contact-${run.lang}.png`), fullPage: true });
      await main.getByRole('button', { name: text.send }).click();
      await expect(page).toHaveURL(/\/thanks\?sent=contact$/);
      await expect(page.getByRole('heading', { level: 1, name: text.contactThanks })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`contact-thanks-${run.lang}.png`), fullPage: true });

      // Customer service reads it with the buyer's customer code (their current ship-to's company).
      const mail = await mailToCustomerService(page, 'Nuovo messaggio dal modulo contatti', question);
      expect(mail).toMatch(/Codice cliente: \d{10}/);
    });
  });
}
