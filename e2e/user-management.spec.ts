import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInQuickly } from './support/quick-session';
import { apiToken, findCustomerUsers, linkFromMailbox, signIn } from './support/session';
import { finishFirstLoginTutorial } from './support/tutorial';

/**
 * User management on the My Profile management tab (issue 13; spec 3 §2, §4, §5, §6): onpremise@, the owner of
 * Birreria Al Portico, invites a user with different roles on two ship-tos; the invitee activates the account
 * from the e-mailed link and has exactly those rights; deactivated, they can neither sign in nor refresh their
 * session. A Delegated Owner cannot raise their own rights.
 */
const OWNER = 'onpremise@example.com';
const CENTRO = 'Birreria Al Portico – Centro';
const LUNGOMARE = 'Birreria Al Portico – Lungomare';
const NEW_PASSWORD = 'Birra-Chiara-2026!';
const USERS = '/api/identity/v1/users';

type Words = {
  heading: string;
  invite: string;
  firstName: RegExp;
  lastName: RegExp;
  email: RegExp;
  language: string;
  access: (shipTo: string) => string;
  role: (shipTo: string) => string;
  permissions: (shipTo: string) => string;
  contracts: RegExp;
  send: string;
  roleRequired: string;
  sent: (email: string) => string;
  invited: string;
  statusOf: (name: string) => string;
  makeInactive: string;
  confirm: string;
  changed: string;
  inactive: string;
  you: string;
  rolesTab: string;
  legend: string;
};

const IT: Words = {
  heading: 'Gestione utenti',
  invite: 'Invita un utente',
  firstName: /^Nome/,
  lastName: /^Cognome/,
  email: /^E-mail/,
  language: 'Lingua',
  access: (shipTo) => `Accesso a ${shipTo}`,
  role: (shipTo) => `Ruolo presso ${shipTo}`,
  permissions: (shipTo) => `Permessi presso ${shipTo}`,
  contracts: /^Contratti/,
  send: 'Invia l’invito',
  roleRequired: 'Scegli un ruolo per ogni punto di consegna',
  sent: (email) => `L’invito è stato inviato a ${email}.`,
  invited: 'Invitato',
  statusOf: (name) => `Cambia stato di ${name}`,
  makeInactive: 'Rendi Disattivato',
  confirm: 'Sì, cambia lo stato',
  changed: 'Lo stato dell’utente è stato cambiato',
  inactive: 'Disattivato',
  you: 'Tu',
  rolesTab: 'Ruoli e permessi',
  legend: 'Legenda:',
};

const EN: Words = {
  heading: 'User management',
  invite: 'Invite a user',
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^E-mail/,
  language: 'Language',
  access: (shipTo) => `Access to ${shipTo}`,
  role: (shipTo) => `Role at ${shipTo}`,
  permissions: (shipTo) => `Permissions at ${shipTo}`,
  contracts: /^Contracts/,
  send: 'Send the invitation',
  roleRequired: 'A role must be chosen for each ship-to',
  sent: (email) => `The invitation has been sent to ${email}.`,
  invited: 'Invited',
  statusOf: (name) => `Change status of ${name}`,
  makeInactive: 'Make Inactive',
  confirm: 'Yes, change the status',
  changed: 'The status of the user has been changed',
  inactive: 'Inactive',
  you: 'You',
  rolesTab: 'Roles and permissions',
  legend: 'Legend:',
};

type Grant = { shipToName: string; rpDetails: Array<{ roleType: string; permission: string }> };

/** The permission schema of a signed-in user, as the identity service answers it (spec 1 §3). */
async function permissionSchemaOf(request: APIRequestContext, email: string, password?: string) {
  const token = await apiToken(request, email, password);
  const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const response = await request.get(`${USERS}/GetUserInfoById/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { permissionSchema: Grant[] };
  return { userId, token, schema: body.permissionSchema };
}

/** The owner invites a user: Basic on Centro, Reporting with Contracts added on Lungomare. */
async function inviteUser(page: Page, words: Words, person: { first: string; last: string; email: string }) {
  await page.goto('/my-profile/management');
  await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
  await page.getByRole('button', { name: words.invite }).click();
  const dialog = page.getByRole('dialog', { name: words.invite });
  await dialog.getByLabel(words.firstName).fill(person.first);
  await dialog.getByLabel(words.lastName).fill(person.last);
  await dialog.getByLabel(words.email).fill(person.email);
  await dialog.getByLabel(words.language).selectOption('en');

  await dialog.getByRole('checkbox', { name: words.access(CENTRO) }).check();
  await dialog.getByLabel(words.role(CENTRO)).selectOption({ label: 'On Premise Basic' });
  await dialog.getByRole('checkbox', { name: words.access(LUNGOMARE) }).check();
  // Lungomare is ticked without a role: the form says what is missing and sends nothing (spec 3 §5).
  await dialog.getByRole('button', { name: words.send }).click();
  await expect(dialog.getByRole('alert')).toHaveText(words.roleRequired);
  await dialog.getByLabel(words.role(LUNGOMARE)).selectOption({ label: 'On Premise Reporting' });
  await dialog
    .getByRole('group', { name: words.permissions(LUNGOMARE) })
    .getByRole('checkbox', { name: words.contracts })
    .check();
  await dialog.getByRole('button', { name: words.send }).click();

  await expect(page.getByRole('status').filter({ hasText: words.sent(person.email) })).toBeVisible();
  const row = page.getByTestId('user-row').filter({ hasText: person.email });
  await expect(row).toContainText(words.invited);
  await expect(row).toContainText(`${CENTRO}: On Premise Basic`);
  await expect(row).toContainText(`${LUNGOMARE}: On Premise Reporting`);
}

/** The invitee, in a browser of their own: sets the password from the mailbox link and signs in. */
async function activateInvitation(browser: Browser, email: string) {
  // A desktop of their own, whatever the owner's screen (the test's viewport applies to new contexts too).
  const context = await browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 800 } });
  const invitee = await context.newPage();
  const link = await linkFromMailbox(invitee, email);
  expect(link).toMatch(/\/verification\?token=/);
  await invitee.goto(link);
  await invitee.getByLabel(/^Nuova password/).fill(NEW_PASSWORD);
  await invitee.getByLabel(/^Ripeti la nuova password/).fill(NEW_PASSWORD);
  await invitee.getByRole('button', { name: 'Attiva l’account' }).click();
  await expect(invitee.getByRole('status')).toHaveText('La password è stata modificata correttamente');
  await signIn(invitee, email, NEW_PASSWORD);
  // Their first sign-in opens the tutorial (spec 3 §4); once done, it does not come back.
  await finishFirstLoginTutorial(invitee);
  await invitee.reload();
  await expect(invitee.getByRole('main')).toBeVisible();
  await expect(invitee.getByRole('dialog')).toHaveCount(0);
  return { context, invitee };
}

/** Exactly the rights the owner chose: Basic on Centro; Reporting and Contracts, without Catalogue, on Lungomare. */
async function expectChosenRights(invitee: Page, email: string) {
  await invitee.getByRole('button', { name: 'Menu account' }).click();
  const menu = invitee.getByRole('menu');
  // Reporting and Contracts come from Lungomare only; the Basic role on Centro has neither.
  await expect(menu.getByRole('menuitem', { name: 'Reportistica' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Contratti' })).toBeVisible();
  await invitee.keyboard.press('Escape');
  // The ship-to in use is Centro, the only one with Catalogue (spec 1 §4.4).
  await expect.poll(() => invitee.evaluate(() => localStorage.getItem('shipToId'))).toMatch(/^\d{10}$/);

  const { schema } = await permissionSchemaOf(invitee.request, email, NEW_PASSWORD);
  const rights = Object.fromEntries(
    schema.map((entry) => [
      entry.shipToName,
      { role: entry.rpDetails[0]!.roleType, permissions: entry.rpDetails[0]!.permission.split(',') },
    ]),
  );
  expect(Object.keys(rights).sort()).toEqual([CENTRO, LUNGOMARE]);
  expect(rights[CENTRO]!.role).toBe('Basic');
  expect(rights[CENTRO]!.permissions).toContain('Catalogue');
  expect(rights[CENTRO]!.permissions).not.toContain('Reporting');
  expect(rights[LUNGOMARE]!.role).toBe('Reporting');
  expect(rights[LUNGOMARE]!.permissions).toEqual(expect.arrayContaining(['Reporting', 'Contracts']));
  expect(rights[LUNGOMARE]!.permissions).not.toContain('Catalogue');
  expect(invitee.url()).not.toMatch(/error403/);
}

/** The owner deactivates the user, after a confirmation (spec 3 §4). */
async function deactivate(page: Page, words: Words, name: string, row: ReturnType<Page['getByTestId']>) {
  await row.getByRole('button', { name: words.statusOf(name) }).click();
  await page.getByRole('menuitem', { name: words.makeInactive }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: words.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: words.changed })).toBeVisible();
  await expect(row).toContainText(words.inactive);
}

/** Deactivated: the refresh is refused, a reload ends the session, and signing in is refused. */
async function expectLockedOut(invitee: Page, email: string) {
  const refresh = await invitee.request.post('/auth/refresh');
  expect(refresh.status()).toBe(401);
  await invitee.goto('/login');
  await invitee.getByLabel(/^E-mail/).fill(email);
  await invitee.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await invitee.getByRole('button', { name: 'Accedi' }).click();
  await expect(
    invitee
      .getByRole('alert')
      .filter({ hasText: 'Questo account non è attivo. Contatta il servizio clienti.' }),
  ).toBeVisible();
  await expect(invitee).toHaveURL(/\/login/);
}

function journey(words: Words, lang: 'it' | 'en', tag: string) {
  return async ({ page, browser }: { page: Page; browser: Browser }) => {
    const person = {
      first: 'Elena',
      last: `Invitata ${tag}`,
      email: `elena.${tag}.${Date.now()}@example.com`,
    };
    const name = `${person.first} ${person.last}`;
    await signInQuickly(page, OWNER, { lang });
    await inviteUser(page, words, person);

    const { context, invitee } = await activateInvitation(browser, person.email);
    try {
      await expectChosenRights(invitee, person.email);
      await page.reload();
      const active = page.getByTestId('user-row').filter({ hasText: person.email });
      await deactivate(page, words, name, active);
      await expectLockedOut(invitee, person.email);
    } finally {
      await context.close();
    }
    // The role management screen, scanned in its final state: each role with the legend's marks.
    await page.getByRole('tab', { name: words.rolesTab }).click();
    await expect(page.getByText(words.legend)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'On Premise Basic' })).toBeVisible();
  };
}

test.describe('user management (issue 13; spec 3 §2, §4-§6)', () => {
  test(
    'desktop, Italian: invite with a role per ship-to, exactly those rights, deactivation locks out',
    journey(IT, 'it', 'desk'),
  );

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('English: the same journey on the cards of a phone', journey(EN, 'en', 'phone'));
  });

  test('a Delegated Owner cannot raise their own rights (desktop, English)', async ({ page, request }) => {
    const candidates = (await findCustomerUsers(request, 'belvedere.example')).filter(
      (user) => user.status === 'Active',
    );
    let delegated: { email: string; userId: string; token: string; schema: Grant[] } | null = null;
    for (const candidate of candidates) {
      const found = await permissionSchemaOf(request, candidate.email);
      if (found.schema.some((entry) => entry.rpDetails[0]!.roleType === 'Delegated Owner'))
        delegated = { email: candidate.email, ...found };
    }
    expect(delegated).not.toBeNull();

    await signInQuickly(page, delegated!.email, { lang: 'en' });
    await page.goto('/my-profile/management');
    await expect(page.getByRole('heading', { name: EN.heading })).toBeVisible();
    const own = page.getByTestId('user-row').filter({ has: page.getByText(EN.you, { exact: true }) });
    await expect(own).toHaveCount(1);
    await expect(own.getByRole('button')).toHaveCount(0);
    // Nor may they change the Owner of the company.
    const owner = page.getByTestId('user-row').filter({ hasText: 'On Premise Owner' });
    await expect(owner.getByRole('button')).toHaveCount(0);

    // A crafted request promoting themselves to Owner is refused, and their roles stay as they were.
    const shipToId = (await (
      await page.request.get(`${USERS}/GetManagedShipTos`, {
        headers: { authorization: `Bearer ${delegated!.token}` },
      })
    ).json()) as { shipTos: Array<{ shipToId: string }> };
    const refused = await page.request.put(`${USERS}/UpdateUser/${delegated!.userId}`, {
      headers: { authorization: `Bearer ${delegated!.token}` },
      data: {
        permissionSchema: [
          { shipToId: shipToId.shipTos[0]!.shipToId, roleId: 'on-premise-owner', extendedPermissions: [] },
        ],
      },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'OWN_RIGHTS',
      message: 'Nobody can raise their own rights',
    });
    const after = await permissionSchemaOf(request, delegated!.email);
    expect(after.schema.every((entry) => entry.rpDetails[0]!.roleType === 'Delegated Owner')).toBe(true);

    // The role management screen: each role with the legend's marks.
    await page.getByRole('tab', { name: EN.rolesTab }).click();
    await expect(page.getByText(EN.legend)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'On Premise Delegated Owner' })).toBeVisible();
  });
});
