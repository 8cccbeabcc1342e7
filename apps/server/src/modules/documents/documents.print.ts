import { type DocumentType } from '@spina/domain';
import type { DocumentLine } from '../../db/schema';
import { simplePdf } from '../../lib/simple-pdf';

/** What a printed document shows: its heading fields and lines, all read from its row. */
export type PrintableDocument = {
  type: DocumentType;
  number: string;
  date: string;
  orderNumber: string | null;
  shipToId: string;
  shipToName: string;
  companyName: string;
  currency: string;
  netCents: number | null;
  taxCents: number | null;
  totalCents: number | null;
  lines: DocumentLine[];
};

const TITLES: Record<DocumentType, string> = {
  INVOICE: 'Fattura / Invoice',
  CREDIT_NOTE: 'Nota di credito / Credit note',
  DDT: 'Documento di trasporto (DDT) / Delivery note',
  ADR: 'Documento di trasporto ADR / ADR transport document',
};

/** Cents as an amount with two decimals, e.g. -1234 -> -12.34. */
const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * The document's PDF (decision 0033): printed from its stored row, nothing else (no clock, no random), so the
 * same document gives the same bytes every time. Transport documents list quantities only.
 */
export function printDocument(document: PrintableDocument): Buffer {
  const priced = document.totalCents !== null;
  const lines = [
    `Number: ${document.number}`,
    `Date: ${document.date}`,
    ...(document.orderNumber ? [`Order: ${document.orderNumber}`] : []),
    `Customer: ${document.companyName}`,
    `Ship-to: ${document.shipToName} (${document.shipToId})`,
    '',
    ...document.lines.map((line) =>
      priced
        ? `${line.quantity} x ${line.sku} ${line.name} @ ${amount(line.unitCents)} = ${amount(line.totalCents)} ${document.currency}`
        : `${line.quantity} x ${line.sku} ${line.name}`,
    ),
    ...(priced
      ? [
          '',
          `Net: ${amount(document.netCents ?? 0)} ${document.currency}`,
          `VAT: ${amount(document.taxCents ?? 0)} ${document.currency}`,
          `Total: ${amount(document.totalCents ?? 0)} ${document.currency}`,
        ]
      : []),
  ];
  return Buffer.from(simplePdf(TITLES[document.type], lines), 'latin1');
}
