import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { presetBrowser } from './support/quick-session';
import { apiToken, DEMO_PASSWORD, findCustomerUsers } from './support/session';

/** The demo user on their first sign-in (README, demo users): the only one the tutorial greets. */
const NEWCOMER = 'welcome@example.com';

const WORDS = {
  it: {
    logIn: 'Accedi',
    title: 'Benvenuto su Spina',
    close: 'Chiudi la guida',
    sections: 'Sezioni della guida',
    section: 'Sezione',
    next: 'Avanti',
    back: 'Indietro',
    done: 'Fatto',
    progress: /^Sezione (\d+) di (\d+): /,
    welcome: 'Il portale in breve',
    account: 'Menu account',
    logOut: 'Esci',
    mobileBar: 'Navigazione rapida',
  },
  en: {
    logIn: 'Log in',
    title: 'Welcome to Spina',
    close: 'Close the guide',
    sections: 'Sections of the guide',
    section: 'Section',
    next: 'Next',
    back: 'Back',
    done: 'Done',
    progress: /^Section (\d+) of (\d+): /,
    welcome: 'The portal at a glance',
    account: 'Account menu',
    logOut: 'Log out',
    mobileBar: 'Quick navigation',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** Customer service puts the newcomer back on their first login, so each journey starts from it. */
async function backToFirstLogin(request: APIRequestContext): Promise<string> {
  const [user] = await findCustomerUsers(request, NEWCOMER);
  expect(user?.email).toBe(NEWCOMER);
  const response = await request.put(`/api/identity/v1/users/SetFirstLoginFlag/${user!.UID}`, {
    headers: {
      authorization: `Bearer ${await apiToken(request, 'staff@example.com')}`,
      'content-type': 'application/json',
    },
    data: 'true',
  });
  expect(response.ok()).toBe(true);
  return user!.UID;
}

/** Signs in through the login page in the language the browser was given. */
async function signIn(page: Page, words: Words): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(NEWCOMER);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: words.logIn }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function signOut(page: Page, words: Words, phone: boolean): Promise<void> {
  if (phone) {
    await page
      .getByRole('navigation', { name: words.mobileBar })
      .getByRole('button', { name: 'Menu' })
      .click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: words.logOut }).click();
  } else {
    await page.getByRole('button', { name: words.account }).click();
    await page.getByRole('menuitem', { name: words.logOut }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  // The tutorial showed on the home page, so the address alone does not say the session has gone.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('id_token'))).toBeNull();
}

/** The section counter of the open tutorial: where it is and how many sections there are. */
async function position(page: Page, words: Words): Promise<{ current: number; total: number }> {
  const text = await page.getByRole('dialog', { name: words.title }).getByText(words.progress).textContent();
  const [, current, total] = words.progress.exec(text ?? '') ?? [];
  return { current: Number(current), total: Number(total) };
}

// One user's first login, so the journeys run one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('first-login tutorial (spec 3 §2, §4; spec 1 §4.2)', () => {
  for (const [language, viewport] of [
    ['it', { width: 1280, height: 800 }],
    ['en', { width: 390, height: 844 }],
  ] as const) {
    const words = WORDS[language];
    const phone = viewport.width < 768;

    test(`the newcomer sees it on first sign-in, steps through it, presses Done and is not shown it again (${language}, ${viewport.width} px)`, async ({
      page,
      request,
    }, testInfo) => {
      const uid = await backToFirstLogin(request);
      await page.setViewportSize(viewport);
      await presetBrowser(page, { lang: language });
      await signIn(page, words);

      const tutorial = page.getByRole('dialog', { name: words.title });
      await expect(tutorial).toBeVisible();
      await expect(tutorial.getByRole('heading', { name: words.welcome })).toBeVisible();
      // First login: no close button, and Escape leaves it open.
      await expect(tutorial.getByRole('button', { name: words.close })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(tutorial).toBeVisible();
      // The focus starts inside, on Next.
      await expect(tutorial.getByRole('button', { name: words.next })).toBeFocused();
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`tutorial-${language}-${viewport.width}.png`) });

      if (phone) {
        await expect(tutorial.getByRole('navigation', { name: words.sections })).toHaveCount(0);
        await expect(tutorial.getByRole('combobox', { name: words.section })).toBeVisible();
      } else {
        await expect(tutorial.getByRole('navigation', { name: words.sections })).toBeVisible();
      }

      const { total } = await position(page, words);
      expect(total).toBeGreaterThan(3);
      await tutorial.getByRole('button', { name: words.next }).click();
      expect(await position(page, words)).toEqual({ current: 2, total });
      await tutorial.getByRole('button', { name: words.back }).click();
      expect(await position(page, words)).toEqual({ current: 1, total });
      // Through every section with the keyboard: the focus stays on the step button.
      await tutorial.getByRole('button', { name: words.next }).focus();
      for (let step = 2; step <= total; step++) {
        await page.keyboard.press('Enter');
        expect(await position(page, words)).toEqual({ current: step, total });
      }
      await expect(tutorial.getByRole('button', { name: words.next })).toHaveCount(0);
      const done = tutorial.getByRole('button', { name: words.done });
      await expect(done).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath(`tutorial-${language}-${viewport.width}-last.png`) });

      const counted = page.waitForResponse((response) =>
        response.url().includes(`/SetUserTutorialCounter/${uid}`),
      );
      await done.click();
      expect((await counted).ok()).toBe(true);
      await expect(tutorial).toHaveCount(0);

      // Signed out and in again, the browser keeps the tutorial's record and the server no first login.
      await signOut(page, words, phone);
      const helpPagesRead = page.waitForResponse((response) => response.url().includes('/helppages'));
      await signIn(page, words);
      expect((await helpPagesRead).ok()).toBe(true);
      await page.waitForTimeout(1000);
      await expect(page.getByRole('dialog', { name: words.title })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});
