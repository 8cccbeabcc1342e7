import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { isFromThisMachine } from './mailbox-access';
import type { Mailer, StoredMail } from './mailer';
import { escapeHtml } from './html';

/** Escapes a text and turns every http(s) address in it into a link. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}.note{color:#8a5a00}</style></head>
<body>${body}</body></html>`;

const NOTE =
  '<p class="note">Development mailbox: SMTP_URL is not set, so e-mails are kept on this server instead of being sent. Only the machine running the server can read them.</p>';

const ONLY_ON_THIS_MACHINE = page(
  'Mailbox',
  '<h1>Mailbox</h1><p>The development mailbox can be read only on the machine running the server, ' +
    'at <code>http://localhost:&lt;port&gt;/dev/mailbox</code>, not through a proxy.</p>',
);

function listPage(messages: StoredMail[]): string {
  const rows = messages
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.at.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(mail.to)}</td>` +
        `<td><a href="/dev/mailbox/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .join('');
  const table = messages.length
    ? `<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page('Mailbox', `<h1>Mailbox</h1>${NOTE}${table}`);
}

function messagePage(mail: StoredMail): string {
  const links = mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`);
  return page(
    mail.subject,
    `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<p>From ${escapeHtml(mail.from)}<br>To ${escapeHtml(mail.to)}<br>${escapeHtml(mail.at)}</p>` +
      (links.length ? `<h2>Links</h2><ul>${links.join('')}</ul>` : '') +
      `<h2>Message</h2><pre>${linkify(mail.text)}</pre>`,
  );
}

/**
 * The development mailbox (DESIGN §2): lists the e-mails kept locally, newest first, each readable with its
 * links clickable, plus a JSON list for tests and browser journeys. Registered only when mail is local, and
 * answered only to a person on the machine running the server (decision 10): reset and invitation links
 * in it would let anyone else take over the accounts.
 */
export function mailboxRoutes(app: FastifyInstance, mailer: Mailer): void {
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
    if (!isFromThisMachine(request)) return reply.code(403).headers(html).send(ONLY_ON_THIS_MACHINE);
  };
  app.get('/dev/mailbox', { onRequest }, async (_request, reply) =>
    reply.headers(html).send(listPage(mailer.list())),
  );
  app.get('/dev/mailbox/messages', { onRequest }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ messages: mailer.list() }),
  );
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { onRequest }, async (request, reply) => {
    const mail = mailer.read(request.params.id);
    if (!mail) return reply.code(404).headers(html).send(page('Not found', '<p>No such message.</p>'));
    return reply.headers(html).send(messagePage(mail));
  });
}
