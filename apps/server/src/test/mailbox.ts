import type { StoredMail } from '../mail/mailer';
import type { TestApp } from './harness';

/**
 * Waits until the development mailbox holds `count` e-mails to `to` (they are sent after the answer, so
 * the mailbox is polled) and returns the newest.
 */
export async function waitForMail(
  t: TestApp,
  to: string,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    const mails = await mailsTo(t, to);
    if (mails.length >= (options.count ?? 1)) return mails[0]!;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The mails to `to` in the development mailbox, newest first. */
export async function mailsTo(t: TestApp, to: string): Promise<StoredMail[]> {
  const response = await t.request({ url: '/dev/mailbox/messages' });
  return (response.json() as { messages: StoredMail[] }).messages.filter((mail) => mail.to === to);
}

/** The `token` parameter of the first link of an e-mail. */
export function linkToken(mail: StoredMail): string {
  const token = new URL(mail.links[0]!).searchParams.get('token');
  if (!token) throw new Error(`no token in ${mail.links[0]}`);
  return token;
}
