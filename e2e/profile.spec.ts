import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInQuickly } from './support/quick-session';
import { apiToken, DEMO_PASSWORD } from './support/session';

/**
 * My Profile (issue 13 items 1 and 4; spec 3 §2, §3, §5, §7): onpremise@ reads its details and its company;
 * nocountry@, whose profile lacks a country, sees the profile error, changes its password and its default
 * ship-to. Only nocountry@ changes anything, so the other journeys of onpremise@ keep their password and start.
 */

const NEW_PASSWORD = 'Birra-Fresca-2026!';

type Words = {
  title: string;
  detailsTab: string;
  companyTab: string;
  sections: string;
  personal: string;
  country: string;
  italy: string;
  statement: string;
  company: string;
  contacts: string;
  keyAccountManager: string;
  shipTos: string;
  suspended: string;
  sapId: string;
  defaultShipTo: string;
  language: string;
};

const IT: Words = {
  title: 'Il mio profilo',
  detailsTab: 'I miei dati',
  companyTab: 'Azienda',
  sections: 'Sezioni del profilo',
  personal: 'Dati personali',
  country: 'Paese',
  italy: 'Italia',
  statement: 'I tuoi dati personali possono essere modificati solo dal servizio clienti.',
  company: 'Dati dell’azienda',
  contacts: 'I tuoi referenti Spina',
  keyAccountManager: 'Responsabile key account',
  shipTos: 'Punti di consegna',
  suspended: 'Sospeso',
  sapId: 'Codice SAP',
  defaultShipTo: 'Punto di consegna predefinito',
  language: 'Lingua dell’interfaccia',
};

const EN: Words = {
  title: 'My Profile',
  detailsTab: 'My details',
  companyTab: 'Company',
  sections: 'Sections of your profile',
  personal: 'Personal details',
  country: 'Country',
  italy: 'Italy',
  statement: 'Your personal details can be changed only by customer service.',
  company: 'Company details',
  contacts: 'Your contacts at Spina',
  keyAccountManager: 'Key account manager',
  shipTos: 'Ship-tos',
  suspended: 'Suspended',
  sapId: 'SAP ID',
  defaultShipTo: 'Default ship-to',
  language: 'Interface language',
};

/** The value of a term of a description list inside `region`. */
const fact = (page: Page, region: string, term: string) =>
  page
    .getByRole('region', { name: region })
    .getByText(term, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

/** Opens a tab of My Profile as the layout offers it: a tab on a desktop, the select on a phone. */
async function openTab(page: Page, words: Words, name: string, phone: boolean) {
  if (phone) await page.getByRole('combobox', { name: words.sections }).selectOption({ label: name });
  else await page.getByRole('tab', { name }).click();
}

test.describe('My Profile (spec 3 §2)', () => {
  for (const [language, words, viewport] of [
    ['it', IT, { width: 1280, height: 800 }],
    ['en', EN, { width: 390, height: 844 }],
  ] as const) {
    test(`onpremise@ reads its details, with customer service to change them, and its company with ship-tos and contacts (${language}, ${viewport.width} px)`, async ({
      page,
    }, testInfo: TestInfo) => {
      const phone = viewport.width < 768;
      const shot = (name: string) =>
        page.screenshot({
          path: testInfo.outputPath(`${name}-${language}-${viewport.width}.png`),
          fullPage: true,
        });
      await page.setViewportSize(viewport);
      await signInQuickly(page, 'onpremise@example.com', { lang: language });
      await page.goto('/my-profile/details');

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(fact(page, words.personal, 'E-mail')).toHaveText('onpremise@example.com');
      await expect(fact(page, words.personal, words.country)).toHaveText(words.italy);
      const personal = page.getByRole('region', { name: words.personal });
      await expect(personal).toContainText(words.statement);
      await expect(
        personal.getByRole('link', { name: 'servizio.clienti@spina-bevande.example' }),
      ).toHaveAttribute('href', 'mailto:servizio.clienti@spina-bevande.example');
      await expect(
        page.getByRole('region', { name: words.defaultShipTo }).getByRole('radio').first(),
      ).toBeChecked();
      await expect(
        page.getByRole('region', { name: words.language }).getByRole('radio', { checked: true }),
      ).toHaveAccessibleName(language === 'it' ? 'Italiano' : 'English');
      await shot('1-details');

      await openTab(page, words, words.companyTab, phone);
      await expect(page).toHaveURL(/\/my-profile\/company$/);
      await expect(fact(page, words.company, words.sapId)).toHaveText(/^\d{10}$/);
      await expect(page.getByRole('region', { name: words.company })).toContainText(
        'Birreria Al Portico S.r.l.',
      );
      await expect(fact(page, words.contacts, words.keyAccountManager)).toContainText('Elena Marchetti');
      const shipTos = page.getByRole('region', { name: words.shipTos });
      await expect(shipTos).toContainText('Birreria Al Portico – Stazione');
      await expect(shipTos.getByText(words.suspended, { exact: true })).toBeVisible();
      await shot('2-company');

      // The address names the tab: a reload opens the company again.
      await page.reload();
      await expect(page.getByRole('region', { name: words.company })).toBeVisible();
      await openTab(page, words, words.detailsTab, phone);
      await expect(page).toHaveURL(/\/my-profile\/details$/);
    });
  }

  test('nocountry@ sees the profile error, changes its password and its default ship-to (en, 390 px)', async ({
    page,
    request,
  }, testInfo: TestInfo) => {
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-nocountry.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInQuickly(page, 'nocountry@example.com', { lang: 'en' });
    await page.goto('/my-profile/details');

    await expect(
      page.getByRole('status').filter({ hasText: 'Your profile is incomplete: Country is not fill.' }),
    ).toBeVisible();
    await expect(fact(page, EN.personal, EN.country)).toHaveText('Not filled in');

    const password = page.getByRole('region', { name: 'Change password' });
    const submit = password.getByRole('button', { name: 'Change the password' });
    const fill = async (current: string, next: string, retype = next) => {
      await password.getByLabel(/^Current password/).fill(current);
      await password.getByLabel(/^New password/).fill(next);
      await password.getByLabel(/^Retype the new password/).fill(retype);
      await submit.click();
    };
    await fill(DEMO_PASSWORD, 'birra-fresca');
    await expect(password.getByRole('alert')).toHaveText('The password does not meet the requirements');
    await fill('Not-My-Password-1!', NEW_PASSWORD);
    await expect(password.getByRole('alert')).toHaveText('The old password is not correct');
    await fill(DEMO_PASSWORD, DEMO_PASSWORD);
    await expect(password.getByRole('alert')).toHaveText(
      'The new password cannot be one of the last 8 passwords',
    );
    await fill(DEMO_PASSWORD, NEW_PASSWORD);
    await expect(password.getByRole('status')).toHaveText('Your password has been changed successfully');
    await shot('1-password-changed');

    const shipTo = page.getByRole('region', { name: EN.defaultShipTo });
    await shipTo.getByRole('radio', { name: 'Osteria del Ponte – Borgo Trento' }).check();
    await shipTo.getByRole('button', { name: 'Save as default' }).click();
    await expect(shipTo.getByRole('status')).toHaveText(
      'Osteria del Ponte – Borgo Trento is now your default ship-to.',
    );
    await expect(shipTo.getByRole('button', { name: 'Save as default' })).toBeDisabled();
    await shot('2-default-ship-to');

    // The server kept both: the new password signs in, the old one no more, and the user info names the new
    // default.
    await expect(apiToken(request, 'nocountry@example.com')).rejects.toThrow(/sign-in of nocountry/);
    const token = await apiToken(request, 'nocountry@example.com', NEW_PASSWORD);
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    const info = await request.get(`/api/identity/v1/users/GetUserInfoById/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await info.json()) as {
      defaultShipToId: string;
      permissionSchema: Array<{ shipToId: string; shipToName: string }>;
    };
    expect(body.permissionSchema.find((entry) => entry.shipToId === body.defaultShipToId)?.shipToName).toBe(
      'Osteria del Ponte – Borgo Trento',
    );
  });
});
