import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findCustomerUsers, linkFromMailbox, signIn } from './support/session';
import { finishFirstLoginTutorial } from './support/tutorial';

const NEW_PASSWORD = 'Birra-Fresca-2026!';

async function choosePassword(page: Page, submit: string, password = NEW_PASSWORD) {
  await page.getByLabel(/^Nuova password/).fill(password);
  await page.getByLabel(/^Ripeti la nuova password/).fill(password);
  await page.getByRole('button', { name: submit }).click();
}

test.describe('password links read from the development mailbox (spec 3 §4, §5)', () => {
  test('forgot password, then reset from the e-mailed link; the link works once', async ({
    page,
    request,
  }) => {
    const [user] = (await findCustomerUsers(request, 'pergola.example')).filter(
      (found) => found.status === 'Active',
    );
    expect(user).toBeDefined();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes at once, but the login form, with an e-mail field of its own, stays in view until the
    // forgot-password page has loaded (the router navigates in a transition): its heading says it is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata?' })).toBeVisible();
    await page.getByLabel(/^E-mail/).fill(user!.email);
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Se l’indirizzo appartiene a un account, gli abbiamo inviato un link per scegliere una nuova password.',
    );

    const link = await linkFromMailbox(page, user!.email);
    expect(link).toMatch(/\/reset-password\?token=/);
    await page.goto(link);
    await choosePassword(page, 'Salva la password', 'troppo-corta');
    await expect(page.getByRole('alert')).toHaveText('La password non soddisfa i requisiti');
    await choosePassword(page, 'Salva la password');
    await expect(page.getByRole('status')).toHaveText('La password è stata modificata correttamente');

    await signIn(page, user!.email, NEW_PASSWORD);
    await expect(page.getByRole('link', { name: 'Il mio account' })).toBeVisible();

    // The same link again: refused, with where to ask for a new one.
    await page.goto(link);
    await choosePassword(page, 'Salva la password', 'Un-Altra-Birra-2027!');
    await expect(page.getByRole('alert')).toContainText(
      'Il link è scaduto (richiedine uno nuovo all’assistenza)',
    );
    await expect(page.getByRole('alert').getByRole('link', { name: 'Richiedi un nuovo link' })).toBeVisible();
  });

  test('the same confirmation for an address without an account', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel(/^E-mail/).fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Se l’indirizzo appartiene a un account, gli abbiamo inviato un link per scegliere una nuova password.',
    );
  });

  test('an unknown or tampered link is refused', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await choosePassword(page, 'Salva la password');
    await expect(page.getByRole('alert')).toContainText(
      'Il link è scaduto (richiedine uno nuovo all’assistenza)',
    );
  });

  test('invitation: staff send it again, the invited user activates the account and signs in', async ({
    page,
    request,
  }) => {
    const [invited] = (await findCustomerUsers(request, 'vesuvio.example')).filter(
      (found) => found.status === 'Invited',
    );
    expect(invited).toBeDefined();

    await signIn(page, 'staff@example.com');
    await page.getByLabel(/^E-mail, nome o azienda/).fill(invited!.email);
    const row = page.getByRole('listitem').filter({ hasText: invited!.email });
    await row
      .getByRole('button', { name: `Invia di nuovo l’invito: ${invited!.firstName} ${invited!.lastName}` })
      .click();
    await expect(row.getByRole('status')).toHaveText('L’e-mail di invito è stata inviata');
    await page.getByRole('button', { name: 'Menu account' }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/$/);

    const link = await linkFromMailbox(page, invited!.email);
    expect(link).toMatch(/\/verification\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Attiva il tuo account' })).toBeVisible();
    await choosePassword(page, 'Attiva l’account');
    await expect(page.getByRole('status')).toHaveText('La password è stata modificata correttamente');

    await page.getByRole('link', { name: 'Accedi' }).last().click();
    await signIn(page, invited!.email, NEW_PASSWORD);
    // Their first sign-in: the tutorial greets them first (spec 3 §4).
    await finishFirstLoginTutorial(page);
    await expect(page.getByRole('link', { name: 'Il mio account' })).toBeVisible();

    await page.goto(link);
    await choosePassword(page, 'Attiva l’account', 'Un-Altra-Birra-2027!');
    await expect(page.getByRole('alert')).toContainText(
      'Il link è scaduto (richiedine uno nuovo all’assistenza)',
    );
  });
});
