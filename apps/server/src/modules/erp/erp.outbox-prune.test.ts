import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { acknowledgeEvents } from './erp.events';
import { orderPlacedEvent } from './erp.fixtures';
import { recordOrderPlaced } from './erp.outbox';
import { DELIVERED_EVENT_RETENTION_DAYS, OUTBOX_PRUNE_JOB } from './erp.outbox-prune';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-08-01T08:00:00Z');
let time = START;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => time });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  time = START;
  await t.db.delete(outbox);
});

/** Places an order's event and answers its id. */
const place = async () => {
  const event = orderPlacedEvent();
  await recordOrderPlaced(t.db, event);
  const [row] = await t.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.aggregateId, event.order_id));
  return row!.id;
};
const remaining = async () => (await t.db.select({ id: outbox.id }).from(outbox)).map((row) => row.id).sort();

describe('the outbox keeps delivered events for a while, and undelivered ones until delivered (decision 0017)', () => {
  it(`prunes events delivered more than ${DELIVERED_EVENT_RETENTION_DAYS} days ago, never a pending one`, async () => {
    const old = await place();
    const pending = await place();
    await acknowledgeEvents(t.db, [old], time);
    time = new Date(START.getTime() + 30 * DAY_MS);
    const recent = await place();
    await acknowledgeEvents(t.db, [recent], time);

    time = new Date(START.getTime() + (DELIVERED_EVENT_RETENTION_DAYS + 1) * DAY_MS);
    const report = await t.app.jobs.tick([OUTBOX_PRUNE_JOB]);

    expect(report.ran).toEqual([OUTBOX_PRUNE_JOB]);
    expect(await remaining()).toEqual([pending, recent].sort());
  });

  it('keeps an event delivered exactly at the edge of the retention', async () => {
    const edge = await place();
    await acknowledgeEvents(t.db, [edge], time);
    time = new Date(START.getTime() + DELIVERED_EVENT_RETENTION_DAYS * DAY_MS);
    await t.app.jobs.tick([OUTBOX_PRUNE_JOB]);
    expect(await remaining()).toEqual([edge]);
  });
});
