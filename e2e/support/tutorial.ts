import { expect, type Page } from '@playwright/test';

/**
 * Goes through the first-login tutorial (spec 3 §4: it opens on first login, e.g. after an invitation) in
 * Italian: Avanti to the last section, then Fatto, and waits until it is gone.
 */
export async function finishFirstLoginTutorial(page: Page): Promise<void> {
  const tutorial = page.getByRole('dialog', { name: 'Benvenuto su Spina' });
  await expect(tutorial).toBeVisible();
  const next = tutorial.getByRole('button', { name: 'Avanti' });
  while ((await next.count()) > 0) await next.click();
  await tutorial.getByRole('button', { name: 'Fatto' }).click();
  await expect(tutorial).toHaveCount(0);
}
