import { and, eq } from 'drizzle-orm';
import {
  CONTACT_MESSAGES,
  CONTACT_REQUESTS_PER_ADDRESS,
  CUSTOMER_SERVICE_LINKS,
  type contactRequestBodySchema,
  type ContactFormKind,
  type partnerRequestBodySchema,
} from '@spina/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { contactRequests, links, markets } from '../../db/schema';
import type { Principal } from '../../http/access';
import { badRequest, HttpError } from '../../http/errors';
import { mailerFor } from '../../mail/mailer';
import { identityOf } from '../identity/identity.runtime';
import { confirmationMail, customerServiceMail } from './contact-requests.mail';
import { createFormTokens, type TokenProblem } from './contact-requests.token';

type PartnerBody = z.output<typeof partnerRequestBodySchema>;
type ContactBody = z.output<typeof contactRequestBodySchema>;

/** A form as it reaches the service: which one, and its checked body. */
export type ContactSubmission =
  { kind: 'partner'; body: PartnerBody } | { kind: 'contact'; body: ContactBody };

/** Who sends a form: their address (the flood limit), market and language, and the signed-in user and ship-to. */
export type ContactSender = {
  ip: string;
  market: string;
  language: string;
  principal: Principal | null;
  outletId: string | null;
};

/** The jobs that mail a stored request: to the market's customer service, and the sender's confirmation. */
export const CONTACT_MAIL_JOBS = {
  customerService: 'contact-request.customer-service-mail',
  confirmation: 'contact-request.confirmation-mail',
} as const;

/** The market whose customer service reads requests from a market without an address of its own. */
const FALLBACK_MARKET = 'IT';

/** The answer to a refused form token: a forged one reads as expired, so it teaches a robot nothing. */
const tokenRefusal = (problem: TokenProblem): HttpError =>
  problem === 'too-fast'
    ? badRequest(CONTACT_MESSAGES.sentTooFast, 'FORM_SENT_TOO_FAST')
    : badRequest(CONTACT_MESSAGES.formExpired, 'FORM_EXPIRED');

const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', CONTACT_MESSAGES.tooManyRequests, {
    'retry-after': String(retryAfterSeconds),
  });

/** The company a signed-in sender writes for: that of their current ship-to, when it is theirs. */
function senderCompany(sender: ContactSender): string | null {
  if (!sender.principal || !sender.outletId) return null;
  return sender.principal.shipTos.get(sender.outletId)?.companyId ?? null;
}

/** The columns a submission fills; a contact request leaves the partner fields empty. */
function requestColumns({ kind, body }: ContactSubmission) {
  const common = {
    kind,
    contactName: body.contactName,
    email: body.email,
    // An optional field left blank is kept as no value.
    phone: body.phone || null,
    companyName: body.companyName || null,
    message: body.message || null,
  };
  if (kind === 'contact') return common;
  return {
    ...common,
    vatNumber: body.vatNumber,
    address: body.address,
    zip: body.zip,
    city: body.city,
    businessType: body.businessType,
  };
}

export type ContactRequests = ReturnType<typeof createContactRequests>;

/**
 * The become-a-partner and contact forms (spec 3 §2): a signed token sets a minimum fill time, the sign-in
 * throttle's event counter limits each address (decision 11), a filled honeypot is answered like a success with
 * nothing kept, and a good request is stored and mailed to customer service through the job queue.
 */
export function createContactRequests(deps: AppDeps) {
  const tokens = createFormTokens(deps.config.JWT_SECRET);
  const mailer = mailerFor(deps.config);

  async function submit(submission: ContactSubmission, sender: ContactSender): Promise<void> {
    const problem = tokens.check(submission.body.formToken, deps.now());
    if (problem) throw tokenRefusal(problem);
    const verdict = await identityOf(deps).throttle.allowEvent(
      `contact-ip:${sender.ip}`,
      CONTACT_REQUESTS_PER_ADDRESS,
    );
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
    if (submission.body.website?.trim()) {
      deps.log.info({ kind: submission.kind, ip: sender.ip }, 'contact form honeypot filled: dropped');
      return;
    }
    const [stored] = await deps.db
      .insert(contactRequests)
      .values({
        ...requestColumns(submission),
        marketCode: sender.market,
        language: sender.language,
        userId: sender.principal?.userId ?? null,
        companyId: senderCompany(sender),
        ip: sender.ip,
      })
      .returning({ id: contactRequests.id });
    for (const job of Object.values(CONTACT_MAIL_JOBS))
      await deps.jobs.send(job, { id: stored!.id }, { key: `${job}:${stored!.id}` });
  }

  async function storedRequest(id: string) {
    const [row] = await deps.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    return row ?? null;
  }

  /** The customer-service address of a market (a portal link, spec 3 §5), else the fallback market's. */
  async function customerServiceAddress(market: string): Promise<string | null> {
    const rows = await deps.db
      .select({ market: links.marketCode, url: links.url })
      .from(links)
      .where(and(eq(links.type, CUSTOMER_SERVICE_LINKS.type), eq(links.name, CUSTOMER_SERVICE_LINKS.email)));
    const row =
      rows.find((link) => link.market === market) ?? rows.find((link) => link.market === FALLBACK_MARKET);
    return row ? row.url.replace(/^mailto:/, '') : null;
  }

  async function marketLanguage(market: string): Promise<string> {
    const [row] = await deps.db
      .select({ language: markets.defaultLanguage })
      .from(markets)
      .where(eq(markets.code, market));
    return row?.language ?? 'it';
  }

  /** Registers the mail jobs on the queue: each retried with the queue's backoff until the mail is handed over. */
  function registerMailJobs(): void {
    deps.jobs.work(CONTACT_MAIL_JOBS.customerService, async (job) => {
      const request = await storedRequest((job.payload as { id: string }).id);
      if (!request) return;
      const to = await customerServiceAddress(request.marketCode);
      if (!to) {
        deps.log.warn(
          { market: request.marketCode },
          'no customer-service address: contact request not mailed',
        );
        return;
      }
      await mailer.send(
        customerServiceMail(
          { ...request, kind: request.kind as ContactFormKind },
          to,
          await marketLanguage(request.marketCode),
        ),
      );
    });
    deps.jobs.work(CONTACT_MAIL_JOBS.confirmation, async (job) => {
      const request = await storedRequest((job.payload as { id: string }).id);
      if (request)
        await mailer.send(
          confirmationMail({ ...request, kind: request.kind as ContactFormKind }, request.language),
        );
    });
  }

  return { issueToken: () => tokens.issue(deps.now()), submit, registerMailJobs };
}
