import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The password of every demo user (DESIGN §7). */
export const DEMO_PASSWORD = 'Spina-Demo-2026!';

/** Signs in through the login page (Italian, the default language) and waits until the login page is left. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** An access token through the sign-in mutation, for calls a journey makes besides the browser. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/graphql', {
    data: {
      query:
        'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      variables: { email, password },
    },
  });
  const body = (await response.json()) as { data?: { generateCustomerToken?: { token: string } } };
  const token = body.data?.generateCustomerToken?.token;
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return token;
}

type CustomerUser = { UID: string; email: string; status: string; firstName: string; lastName: string };

/** Customer users found by customer service's search (staff only), to pick seeded users by status. */
export async function findCustomerUsers(request: APIRequestContext, term: string): Promise<CustomerUser[]> {
  const token = await apiToken(request, 'staff@example.com');
  const response = await request.get(
    `/api/identity/v1/users/SearchCustomerUsers?search=${encodeURIComponent(term)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: CustomerUser[] }).results;
}

/**
 * The newest link e-mailed to `to`, read from the development mailbox page (DESIGN §2) in a page of its own,
 * polled because e-mails are sent after the answer.
 */
export async function linkFromMailbox(page: Page, to: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      await mailbox.goto('/dev/mailbox');
      const row = mailbox.getByRole('row').filter({ hasText: to }).first();
      if ((await row.count()) > 0) {
        await row.getByRole('link').click();
        const link = mailbox.getByRole('list').getByRole('link').first();
        const href = await link.getAttribute('href');
        if (href) return href;
      }
      await mailbox.waitForTimeout(250);
    }
    throw new Error(`no e-mail to ${to} arrived`);
  } finally {
    await mailbox.close();
  }
}
