import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/env';

/** An e-mail to send; `links` are the addresses it asks the reader to open (listed on the mailbox page). */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Where a reply goes, when not to the sender (a contact request's mail answers the person who wrote). */
  replyTo?: string;
};

/** An e-mail kept on disk when no SMTP server is configured. */
export type StoredMail = OutgoingMail & { id: string; at: string; from: string };

/** Sends e-mail: through SMTP_URL, or into DATA_DIR/mail when it is unset (the local mailbox). */
export type Mailer = {
  /** True when mail is kept locally and readable at /dev/mailbox. */
  local: boolean;
  send(mail: OutgoingMail): Promise<void>;
  /** Messages kept locally, newest first (empty when mail goes out through SMTP). */
  list(): StoredMail[];
  read(id: string): StoredMail | null;
};

const SAFE_ID = /^[0-9]{13}-[0-9a-f-]{36}$/;

/** Where the local mailbox keeps its messages. */
export const mailDir = (config: Pick<AppConfig, 'DATA_DIR'>) => join(config.DATA_DIR, 'mail');

function localMailer(config: Pick<AppConfig, 'DATA_DIR' | 'MAIL_FROM'>): Mailer {
  const dir = mailDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const read = (id: string): StoredMail | null => {
    if (!SAFE_ID.test(id)) return null;
    try {
      return JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as StoredMail;
    } catch {
      return null;
    }
  };
  return {
    local: true,
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      // The time prefix sorts messages by arrival; the uuid keeps names unique across processes.
      const id = `${String(Date.now()).padStart(13, '0')}-${randomUUID()}`;
      const stored: StoredMail = { id, at: new Date().toISOString(), from: config.MAIL_FROM, ...mail };
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${id}.eml`), info.message as Buffer);
      writeFileSync(join(dir, `${id}.json`), JSON.stringify(stored, null, 2));
    },
    list() {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return [];
      }
      return names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .sort()
        .reverse()
        .flatMap((id) => read(id) ?? []);
    },
    read,
  };
}

function smtpMailer(config: Pick<AppConfig, 'MAIL_FROM'>, url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    local: false,
    async send(mail) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
    list: () => [],
    read: () => null,
  };
}

const mailers = new Map<string, Mailer>();

/** The mailer of a configuration, created once per SMTP server or mail folder. */
export function mailerFor(config: Pick<AppConfig, 'DATA_DIR' | 'MAIL_FROM' | 'SMTP_URL'>): Mailer {
  const key = `${config.SMTP_URL ?? mailDir(config)}|${config.MAIL_FROM}`;
  let mailer = mailers.get(key);
  if (!mailer) {
    mailer = config.SMTP_URL ? smtpMailer(config, config.SMTP_URL) : localMailer(config);
    mailers.set(key, mailer);
  }
  return mailer;
}
