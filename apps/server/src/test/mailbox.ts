import type { StoredMail } from '../mail/mailer';
import type { TestApp } from './harness';

/**
 * The mails to `to` in the development mailbox, newest first, once every queued e-mail has been handled (reset
 * e-mails are sent after the answer), so that an empty list means none was sent.
 */
export async function mailsTo(t: TestApp, to: string): Promise<StoredMail[]> {
  await t.app.identityWork.idle();
  const response = await t.request({ url: '/dev/mailbox/messages' });
  return (response.json() as { messages: StoredMail[] }).messages.filter((mail) => mail.to === to);
}

/** The newest of the `count` (default 1) e-mails to `to`, once queued e-mails are handled; throws with fewer. */
export async function waitForMail(
  t: TestApp,
  to: string,
  options: { count?: number } = {},
): Promise<StoredMail> {
  const mails = await mailsTo(t, to);
  const count = options.count ?? 1;
  if (mails.length < count) throw new Error(`${count} e-mail(s) to ${to} expected, ${mails.length} sent`);
  return mails[0]!;
}

/** The `token` parameter of the first link of an e-mail. */
export function linkToken(mail: StoredMail): string {
  const token = new URL(mail.links[0]!).searchParams.get('token');
  if (!token) throw new Error(`no token in ${mail.links[0]}`);
  return token;
}
