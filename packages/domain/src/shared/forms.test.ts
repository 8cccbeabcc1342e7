import { describe, expect, it } from 'vitest';
import {
  czechPhoneSchema,
  FORM_MESSAGES,
  guidelinesAcceptedSchema,
  masterPurchaseAgreementSchema,
  orderTitleSchema,
  phoneSchema,
  shipToRolesSchema,
  ticketCommentSchema,
  ticketFormSchema,
  ticketMarket,
  zipCodeSchema,
} from './forms';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('form limits (spec 2 §5 "Order title max 40"; spec 3 §5, §9)', () => {
  it.each([
    ['x'.repeat(40), null],
    ['x'.repeat(41), FORM_MESSAGES.orderTitleTooLong],
    ['   ', FORM_MESSAGES.required],
  ])('order title of %j → %s', (title, message) => {
    expect(firstMessage(orderTitleSchema.safeParse(title))).toBe(message);
  });

  it.each([
    ['20121', null],
    ['2012', FORM_MESSAGES.zip],
    ['20121a', FORM_MESSAGES.zip],
  ])('ZIP %j → %s', (zip, message) => {
    expect(firstMessage(zipCodeSchema.safeParse(zip))).toBe(message);
  });

  it.each([
    ['0212345678', null],
    ['02 1234 5678', null],
    ['021234567', FORM_MESSAGES.phone],
    ['+390212345678', FORM_MESSAGES.phone],
  ])('phone %j → %s', (phone, message) => {
    expect(firstMessage(phoneSchema.safeParse(phone))).toBe(message);
  });

  it.each([
    ['+420 601 123 456', null],
    ['601123456', FORM_MESSAGES.czechPhone],
  ])('Czech phone %j → %s', (phone, message) => {
    expect(firstMessage(czechPhoneSchema.safeParse(phone))).toBe(message);
  });

  it('checks a ticket: title 40, description 2000, phone per market', () => {
    const ticket = {
      title: 'Missing crates',
      description: 'Two crates were missing.',
      categoryId: 'DELIVERY',
    };
    expect(ticketFormSchema('IT').safeParse({ ...ticket, phone: '0212345678' }).success).toBe(true);
    expect(firstMessage(ticketFormSchema('CZ').safeParse({ ...ticket, phone: '0212345678' }))).toBe(
      FORM_MESSAGES.czechPhone,
    );
    expect(firstMessage(ticketFormSchema('IT').safeParse({ ...ticket, title: 't'.repeat(41) }))).toBe(
      FORM_MESSAGES.ticketTitleTooLong,
    );
    expect(firstMessage(ticketFormSchema('IT').safeParse({ ...ticket, description: 'd'.repeat(2001) }))).toBe(
      FORM_MESSAGES.ticketDescriptionTooLong,
    );
    expect(ticketFormSchema('IT').safeParse({ ...ticket, description: 'd'.repeat(2000) }).success).toBe(true);
    expect(ticketCommentSchema.safeParse({ ticketId: 'T-1', description: 'ok' }).success).toBe(true);
    expect(ticketMarket('cz')).toBe('CZ');
    expect(ticketMarket('SK')).toBe('IT');
  });

  it('requires the acceptance boxes and a role per ship-to', () => {
    expect(guidelinesAcceptedSchema.safeParse(true).success).toBe(true);
    expect(firstMessage(guidelinesAcceptedSchema.safeParse(false))).toBe(FORM_MESSAGES.guidelines);
    expect(firstMessage(masterPurchaseAgreementSchema.safeParse(false))).toBe(
      FORM_MESSAGES.masterPurchaseAgreement,
    );
    expect(shipToRolesSchema.safeParse([{ shipToId: '1', roleId: 'owner' }]).success).toBe(true);
    expect(firstMessage(shipToRolesSchema.safeParse([{ shipToId: '1', roleId: null }]))).toBe(
      FORM_MESSAGES.roleRequired,
    );
    expect(firstMessage(shipToRolesSchema.safeParse([]))).toBe(FORM_MESSAGES.roleRequired);
  });
});
