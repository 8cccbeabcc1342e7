import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../shared/forms';
import { ATTACHMENT_LIMITS, attachmentKindOf, checkAttachment, isSafeFileName } from './attachments';
import { commentError, TICKET_LIMITS, ticketDraftErrors, ticketMarketOf, type TicketDraft } from './rules';
import {
  closedAtAfter,
  customerMayComment,
  isClosedTicketStatus,
  statusAfterComment,
  TICKET_STATUSES,
} from './statuses';

const draft: TicketDraft = {
  title: 'Fusto arrivato danneggiato',
  description: 'Il fusto della consegna di ieri perde dalla valvola.',
  phone: '',
  categoryId: 'orders',
  subCategoryId: 'orders-damaged',
};

describe('ticket statuses (spec 3 §4 "Ticket status values")', () => {
  it('lists the ten statuses as the spec spells them', () => {
    expect(TICKET_STATUSES).toEqual([
      'New',
      'In Progress',
      'Waiting for Details',
      'Information Provided',
      'On Hold',
      'Solved',
      'Researching',
      'Merged',
      'Closed (cancelled)',
      'Open',
    ]);
  });

  it.each([
    ['New', false],
    ['Open', false],
    ['Waiting for Details', false],
    ['Solved', true],
    ['Merged', true],
    ['Closed (cancelled)', true],
  ] as const)('%s closes the case: %s', (status, closed) => {
    expect(isClosedTicketStatus(status)).toBe(closed);
    expect(customerMayComment(status)).toBe(!closed);
  });

  it('stamps the date closed once, and clears it when the case opens again (spec 3 §3 date closed)', () => {
    const first = new Date('2026-03-01T10:00:00Z');
    const later = new Date('2026-03-05T10:00:00Z');
    expect(closedAtAfter('Solved', null, first)).toEqual(first);
    expect(closedAtAfter('Merged', first, later)).toEqual(first);
    expect(closedAtAfter('In Progress', first, later)).toBeNull();
  });
});

describe('status after a comment', () => {
  it.each([
    ['staff', 'New', 'In Progress'],
    ['staff', 'Waiting for Details', 'Waiting for Details'],
    ['customer', 'Waiting for Details', 'Information Provided'],
    ['customer', 'New', 'New'],
    ['customer', 'In Progress', 'In Progress'],
  ] as const)('%s on %s → %s', (side, status, after) => {
    expect(statusAfterComment(side, status)).toBe(after);
  });
});

describe('ticket draft (spec 3 §5 "Ticket: title max 40 characters, description max 2000, phone starting +420")', () => {
  it('accepts a complete draft in either market', () => {
    expect(ticketDraftErrors(draft, 'IT')).toEqual([]);
    expect(ticketDraftErrors({ ...draft, phone: '+420 601 234 567' }, 'CZ')).toEqual([]);
  });

  it.each([
    ['title', 't'.repeat(TICKET_LIMITS.title), null],
    ['title', 't'.repeat(TICKET_LIMITS.title + 1), FORM_MESSAGES.ticketTitleTooLong],
    ['title', '   ', FORM_MESSAGES.required],
    ['description', 'd'.repeat(2000), null],
    ['description', 'd'.repeat(2001), FORM_MESSAGES.ticketDescriptionTooLong],
    ['description', '', FORM_MESSAGES.required],
    ['categoryId', '', FORM_MESSAGES.required],
  ] as const)('%s %#', (field, value, message) => {
    const errors = ticketDraftErrors({ ...draft, [field]: value }, 'IT');
    expect(errors).toEqual(message ? [{ field, message }] : []);
  });

  it.each([
    ['CZ', '+420601234567', null],
    ['CZ', '+420 601 234 567', null],
    ['CZ', '601234567', FORM_MESSAGES.czechPhone],
    ['CZ', '+421601234567', FORM_MESSAGES.czechPhone],
    ['CZ', '+42060123456', FORM_MESSAGES.czechPhone],
    ['IT', '0212345678', null],
    ['IT', '+420601234567', FORM_MESSAGES.phone],
    ['IT', '', null],
    ['CZ', '', null],
  ] as const)('phone in %s: %s', (market, phone, message) => {
    const errors = ticketDraftErrors({ ...draft, phone }, market);
    expect(errors).toEqual(message ? [{ field: 'phone', message }] : []);
  });

  it('opens Czech tickets in the Czech theme and Italian ones elsewhere (spec 3 §5 "IT or CZ by theme")', () => {
    expect(ticketMarketOf('CZ')).toBe('CZ');
    expect(ticketMarketOf('IT')).toBe('IT');
    expect(ticketMarketOf('SK')).toBe('IT');
  });

  it('takes comments up to the description limit', () => {
    expect(commentError('Grazie, attendo.')).toBeNull();
    expect(commentError(' ')).toBe(FORM_MESSAGES.required);
    expect(commentError('c'.repeat(2001))).toBe(FORM_MESSAGES.ticketDescriptionTooLong);
  });
});

const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = new TextEncoder().encode('%PDF-1.4\n%fake');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);

describe('attachments: the type is read from the bytes', () => {
  it.each([
    ['bolla.pdf', PDF, 'pdf'],
    ['foto.PNG', PNG, 'png'],
    ['foto.jpg', JPEG, 'jpeg'],
    ['foto.jpeg', JPEG, 'jpeg'],
    ['note.txt', new TextEncoder().encode('Ciao, è rotto.\n'), 'txt'],
    ['righe.csv', new TextEncoder().encode('sku;qty\r\nBIR-1;2\r\n'), 'csv'],
    ['fattura.pdf', PNG, null],
    ['script.pdf', new TextEncoder().encode('<script>alert(1)</script>'), null],
    ['page.html', new TextEncoder().encode('<html></html>'), null],
    ['binary.txt', bytes(0x4d, 0x5a, 0x90, 0x00), null],
    ['invalid.txt', bytes(0xc3, 0x28), null],
    ['noextension', PDF, null],
  ] as const)('%s → %s', (name, content, kind) => {
    expect(attachmentKindOf(name, content)).toBe(kind);
  });

  it('refuses empty, oversized and badly named files before looking at their type', () => {
    expect(checkAttachment({ fileName: 'a.pdf', size: 0, bytes: new Uint8Array() })).toEqual({
      ok: false,
      refusal: 'attachmentEmpty',
    });
    expect(checkAttachment({ fileName: 'a.pdf', size: ATTACHMENT_LIMITS.maxBytes + 1, bytes: PDF })).toEqual({
      ok: false,
      refusal: 'attachmentTooLarge',
    });
    expect(checkAttachment({ fileName: 'a.pdf', size: ATTACHMENT_LIMITS.maxBytes, bytes: PDF })).toEqual({
      ok: true,
      kind: 'pdf',
    });
    for (const name of ['../etc/passwd.pdf', 'a\\b.pdf', '.hidden.pdf', ' a.pdf', `${'x'.repeat(130)}.pdf`])
      expect(isSafeFileName(name), name).toBe(false);
    expect(isSafeFileName('Bolla di consegna 12-03.pdf')).toBe(true);
  });
});
