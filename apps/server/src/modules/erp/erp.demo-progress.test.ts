import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, orders, orderStatusHistory } from '../../db/schema';
import { createJobQueue } from '../../jobs/queue';
import { createTestApp, testConfig, type TestApp } from '../../test/harness';
import {
  DEMO_PATH,
  DEMO_PROGRESS_JOB,
  demoProgressEnabled,
  demoStepAt,
  scheduleDemoProgress,
} from './erp.demo-progress';
import { insertPortalOrders } from './erp.fixtures';

/**
 * Issue 12 item 6: "A development-only job advances fresh demo orders through realistic statuses so the demo
 * looks alive." Decision 0023: an order waits DEMO_ORDER_PROGRESS_AFTER_MINUTES (15) before each step, so a
 * fresh order stays cancellable; never under NODE_ENV=production.
 */
const MINUTE = 60_000;
let time = new Date('2026-11-24T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEMO_ORDER_PROGRESS: 'true' }, { now: () => time });
});
afterAll(async () => t.close());

const ago = (minutes: number) => new Date(time.getTime() - minutes * MINUTE);
const stateOf = (ids: string[]) =>
  t.db
    .select({ id: orders.id, status: orders.status, processingStatus: orders.processingStatus })
    .from(orders)
    .where(inArray(orders.id, ids));
const statusOf = async (id: string) => (await stateOf([id]))[0]!;

describe('the demo status job (issue 12 item 6)', () => {
  it('moves on only orders placed in the portal and old enough, one step per 15 minutes, with history', async () => {
    const [fresh] = await insertPortalOrders(t.db, 1, { createdAt: ago(14) });
    const [quarter] = await insertPortalOrders(t.db, 1, { createdAt: ago(16) });
    const [hour] = await insertPortalOrders(t.db, 1, { createdAt: ago(60) });
    const [cancelled] = await insertPortalOrders(t.db, 1, { createdAt: ago(60) });
    await t.db
      .update(orders)
      .set({ status: 'CANCELLED' })
      .where(inArray(orders.id, [cancelled!.id]));
    // Imported history carries no acceptance of the terms: the job leaves it alone.
    const [imported] = await insertPortalOrders(t.db, 1, { createdAt: ago(60) });
    await t.db
      .update(orders)
      .set({ termsAcceptedAt: null })
      .where(inArray(orders.id, [imported!.id]));

    const report = await t.app.jobs.tick([DEMO_PROGRESS_JOB]);
    expect(report).toEqual({ ran: [DEMO_PROGRESS_JOB], failed: [] });

    expect(await statusOf(fresh!.id)).toMatchObject(DEMO_PATH[0]!);
    expect(await statusOf(quarter!.id)).toMatchObject(DEMO_PATH[1]!);
    expect(await statusOf(hour!.id)).toMatchObject({
      status: 'DELIVERED',
      processingStatus: 'Completely Processed',
    });
    expect(await statusOf(cancelled!.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await statusOf(imported!.id)).toMatchObject(DEMO_PATH[0]!);

    const history = await t.db
      .select({
        orderId: orderStatusHistory.orderId,
        field: orderStatusHistory.field,
        from: orderStatusHistory.fromValue,
        to: orderStatusHistory.toValue,
        source: orderStatusHistory.source,
      })
      .from(orderStatusHistory)
      .where(
        inArray(orderStatusHistory.orderId, [fresh!.id, quarter!.id, hour!.id, cancelled!.id, imported!.id]),
      )
      .orderBy(asc(orderStatusHistory.field));
    expect(history).toEqual(
      expect.arrayContaining([
        { orderId: quarter!.id, field: 'status', from: 'AWAITING SHIPMENT', to: 'IN STOCK', source: 'demo' },
        {
          orderId: quarter!.id,
          field: 'processing_status',
          from: 'Not Yet Processed',
          to: 'Partially Processed',
          source: 'demo',
        },
        { orderId: hour!.id, field: 'status', from: 'AWAITING SHIPMENT', to: 'DELIVERED', source: 'demo' },
      ]),
    );
    expect(history).toHaveLength(4);
    // The demo plays the ERP: the order it delivered has its delivery note, dated by the job's clock (decision 0035).
    const notesOf = (id: string) =>
      t.db
        .select({ number: documents.number, date: documents.documentDate })
        .from(documents)
        .innerJoin(orders, eq(orders.orderNumber, documents.orderNumber))
        .where(and(eq(orders.id, id), eq(documents.type, 'DDT')));
    expect(await notesOf(hour!.id)).toEqual([
      { number: expect.stringMatching(/^2026\/D/), date: '2026-11-24' },
    ]);
    expect(await notesOf(quarter!.id)).toEqual([]);

    // A minute later the fresh order is 15 minutes old and takes its first step; the other waits.
    time = new Date(time.getTime() + MINUTE);
    await t.app.jobs.tick([DEMO_PROGRESS_JOB]);
    expect(await statusOf(fresh!.id)).toMatchObject(DEMO_PATH[1]!);
    expect(await statusOf(quarter!.id)).toMatchObject(DEMO_PATH[1]!);

    // Half an hour on, the quarter-hour order has reached its third step (45 minutes old).
    time = new Date(time.getTime() + 30 * MINUTE);
    await t.app.jobs.tick([DEMO_PROGRESS_JOB]);
    expect(await statusOf(quarter!.id)).toMatchObject({ status: 'DELIVERED' });
  });

  it('never moves an order backwards, nor one the ERP set off the path', async () => {
    const [ahead, offPath] = await insertPortalOrders(t.db, 2, { createdAt: ago(20) });
    await t.db
      .update(orders)
      .set({ status: 'AWAITING DELIVERY' })
      .where(inArray(orders.id, [ahead!.id]));
    await t.db
      .update(orders)
      .set({ status: 'ORDER UNDER INVESTIGATION' })
      .where(inArray(orders.id, [offPath!.id]));
    time = new Date(time.getTime() + 2 * MINUTE);
    await t.app.jobs.tick([DEMO_PROGRESS_JOB]);
    expect(await statusOf(ahead!.id)).toMatchObject({ status: 'AWAITING DELIVERY' });
    expect(await statusOf(offPath!.id)).toMatchObject({ status: 'ORDER UNDER INVESTIGATION' });
  });

  it('reaches a step every DEMO_ORDER_PROGRESS_AFTER_MINUTES, and stops at the last', () => {
    expect([0, 14, 15, 29, 30, 45, 600].map((minutes) => demoStepAt(minutes * MINUTE, 15))).toEqual([
      0, 0, 1, 1, 2, 3, 3,
    ]);
    expect(demoStepAt(5 * MINUTE, 2)).toBe(2);
  });
});

const PRODUCTION_PG = { NODE_ENV: 'production', DATABASE_URL: 'postgres://erp@127.0.0.1:5432/spina' };

describe('where the demo job runs (decision 0023: development only)', () => {
  it('is on in development and on the embedded demo database, off when switched off, never on a production PostgreSQL', () => {
    expect(demoProgressEnabled(testConfig({ DEMO_ORDER_PROGRESS: 'true' }))).toBe(true);
    expect(demoProgressEnabled(testConfig({ DEMO_ORDER_PROGRESS: 'false' }))).toBe(false);
    const embedded = {
      ...testConfig({ NODE_ENV: 'production', DEMO_ORDER_PROGRESS: 'true' }),
      DATABASE_URL: undefined,
    };
    expect(demoProgressEnabled(embedded)).toBe(true);
    expect(demoProgressEnabled(testConfig({ ...PRODUCTION_PG, DEMO_ORDER_PROGRESS: 'true' }))).toBe(false);
  });

  it('registers no job in production, and none in the test harness', async () => {
    const jobs = createJobQueue({ db: t.db, log: t.app.log, now: () => time });
    const production = testConfig({ ...PRODUCTION_PG, DEMO_ORDER_PROGRESS: 'true' });
    expect(scheduleDemoProgress({ config: production, db: t.db, jobs, log: t.app.log })).toBe(false);
    expect(scheduleDemoProgress({ config: testConfig(), db: t.db, jobs, log: t.app.log })).toBe(false);

    const [old] = await insertPortalOrders(t.db, 1, { createdAt: ago(120) });
    expect(await jobs.tick()).toEqual({ ran: [], failed: [] });
    expect(await statusOf(old!.id)).toMatchObject(DEMO_PATH[0]!);
    await jobs.stop();
  });
});
