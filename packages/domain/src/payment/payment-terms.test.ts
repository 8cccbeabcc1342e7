import { describe, expect, it } from 'vitest';
import {
  PAYMENT_TERMS,
  paymentTerm,
  paymentTermCodeSchema,
  paymentTermLabel,
  paymentTermsByGroup,
} from './payment-terms';

describe('payment terms (spec 2 §9, grouped 1 to 6)', () => {
  it('lists every code of the spec in its group', () => {
    const groups = paymentTermsByGroup();
    expect([...groups.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(groups.get(1)?.map((entry) => entry.code)).toEqual(['3C10', '2000']);
    expect(groups.get(2)?.map((entry) => entry.code)).toEqual(['2C10', '2C15', '2C30', '2C45', '2C60']);
    expect(groups.get(3)?.map((entry) => entry.code)).toEqual(['1C10', '1C15', '1C30', '1C45', '1C60']);
    expect(groups.get(4)?.map((entry) => entry.code)).toEqual(['2G10', '2G15', '2G30']);
    expect(groups.get(5)?.map((entry) => entry.code)).toEqual([
      'IC10',
      'IC15',
      'IC30',
      'IC45',
      'IC60',
      'IG30',
    ]);
    expect(groups.get(6)?.map((entry) => entry.code)).toEqual(['RC30', 'RC45', 'RC60']);
    expect(PAYMENT_TERMS).toHaveLength(24);
  });

  it.each([
    ['3C10', 'Contanti a 10 giorni dalla consegna', 'Cash 10 days after delivery'],
    ['2000', 'Bonifico bancario anticipato', 'Advance bank transfer'],
    ['2C45', 'Bonifico bancario a 45 giorni', 'Bank transfer at 45 days'],
    ['1C30', 'Assegno a 30 giorni', 'Cheque at 30 days'],
    ['2G15', 'Bonifico bancario a 15 giorni fine mese', 'Bank transfer at 15 days end of month'],
    ['IC60', 'Addebito diretto SDD a 60 giorni', 'Direct debit (SDD) at 60 days'],
    ['IG30', 'Addebito diretto SDD a 30 giorni fine mese', 'Direct debit (SDD) at 30 days end of month'],
    ['RC45', 'Ricevuta bancaria (Ri.Ba.) a 45 giorni', 'Bank receipt (Ri.Ba.) at 45 days'],
  ])('%s means "%s" / "%s"', (code, it_, en) => {
    expect(paymentTerm(code)).toMatchObject({ it: it_, en });
    expect(paymentTermLabel(code, 'it')).toBe(it_);
    expect(paymentTermLabel(code, 'EN')).toBe(en);
  });

  it('knows days and end of month, and refuses unknown codes', () => {
    expect(paymentTerm(' ig30 ')).toMatchObject({
      method: 'directDebit',
      days: 30,
      endOfMonth: true,
      group: 5,
    });
    expect(paymentTerm('XX99')).toBeNull();
    expect(paymentTerm(null)).toBeNull();
    expect(paymentTermLabel('XX99', 'en')).toBe('XX99');
    expect(paymentTermCodeSchema.parse(' rc30')).toBe('RC30');
    expect(paymentTermCodeSchema.safeParse('RC15').success).toBe(false);
  });
});
