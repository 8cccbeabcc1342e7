import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { outbox } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../test/harness';
import { openTestDatabase } from '../../test/template';
import { ORDER_DELIVERY_JOB, type WebhookBody } from './erp.delivery';
import { acknowledgeEvents, claimDueEvents } from './erp.events';
import { orderPlacedEvent, startReceiver, type Receiver } from './erp.fixtures';
import { recordOrderCancelled, recordOrderPlaced } from './erp.outbox';
import { verifyWebhook, WEBHOOK_HEADERS } from './erp.signature';

/**
 * Issue 11 item 4, "Done when": the webhook receives each order exactly once per delivery attempt, with a
 * valid signature, and a down receiver is retried until it answers (decision 0017). The clock is the test's:
 * it is stepped past each backoff, never slept through.
 */
const SECRET = 'webhook-secret-webhook-secret-0123456789';
const START = new Date('2026-11-24T08:00:00Z');
let time = START;
const now = () => time;
const step = (ms: number) => {
  time = new Date(time.getTime() + ms);
};

let receiver: Receiver;
let t: TestApp;
const deliver = () => t.app.jobs.tick([ORDER_DELIVERY_JOB]);
const eventRow = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.aggregateId} = ${orderId}`)
  )[0]!;
const bodyOf = (index: number) => JSON.parse(receiver.calls[index]!.rawBody) as WebhookBody;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp(
    { ORDER_WEBHOOK_URL: receiver.url, ORDER_WEBHOOK_SECRET: SECRET },
    { now: () => time },
  );
});
afterAll(async () => {
  await t.close();
  await receiver.down();
});
beforeEach(async () => {
  await t.db.delete(outbox);
  receiver.calls.length = 0;
  receiver.answer = () => 200;
});

describe('webhook delivery of placed orders (issue 11 item 4, decision 0017)', () => {
  it('POSTs each pending order once, signed, with its event id, and marks it delivered', async () => {
    const events = [orderPlacedEvent(), orderPlacedEvent({ is_empties_return: true }), orderPlacedEvent()];
    for (const event of events) await recordOrderPlaced(t.db, event);

    await deliver();
    await deliver();

    expect(receiver.calls).toHaveLength(3);
    const bodies = receiver.calls.map((_, index) => bodyOf(index));
    expect(bodies.map((body) => body.data)).toEqual(expect.arrayContaining(events));
    expect(new Set(bodies.map((body) => body.id)).size).toBe(3);
    for (const call of receiver.calls) {
      const body = JSON.parse(call.rawBody) as WebhookBody;
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.headers[WEBHOOK_HEADERS.event]).toBe('order.placed');
      expect(call.headers[WEBHOOK_HEADERS.eventId]).toBe(body.id);
      expect(call.headers[WEBHOOK_HEADERS.attempt]).toBe('1');
      expect(call.headers[WEBHOOK_HEADERS.timestamp]).toBe(String(time.getTime() / 1000));
      expect(body.type).toBe('order.placed');
      const check = {
        secret: SECRET,
        rawBody: call.rawBody,
        signature: call.headers[WEBHOOK_HEADERS.signature] as string,
        timestamp: call.headers[WEBHOOK_HEADERS.timestamp] as string,
        nowSeconds: time.getTime() / 1000,
      };
      expect(check.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verifyWebhook(check)).toBe(true);
      // A changed body, another secret, or a replay ten minutes later fail the check.
      expect(verifyWebhook({ ...check, rawBody: call.rawBody.replace('PO-77', 'PO-78') })).toBe(false);
      expect(verifyWebhook({ ...check, secret: `${SECRET}x` })).toBe(false);
      expect(verifyWebhook({ ...check, nowSeconds: check.nowSeconds + 600 })).toBe(false);
    }
    for (const event of events) {
      expect(await eventRow(event.order_id)).toMatchObject({
        status: 'delivered',
        attempts: 1,
        lastError: null,
        deliveredAt: time,
        nextAttemptAt: null,
      });
    }
  });

  it('retries a receiver answering 500 with a growing backoff until it answers 2xx, then stops', async () => {
    const event = orderPlacedEvent();
    await recordOrderPlaced(t.db, event);
    receiver.answer = () => 500;

    await deliver();
    expect(receiver.calls).toHaveLength(1);
    expect(await eventRow(event.order_id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'HTTP 500: receiver refused',
      nextAttemptAt: new Date(time.getTime() + 10_000),
    });
    // Not before the backoff: 10 s after the first failure, then 20 s.
    step(9_999);
    await deliver();
    expect(receiver.calls).toHaveLength(1);
    step(1);
    await deliver();
    expect(receiver.calls).toHaveLength(2);
    expect(await eventRow(event.order_id)).toMatchObject({ attempts: 2 });
    step(19_999);
    await deliver();
    expect(receiver.calls).toHaveLength(2);

    receiver.answer = () => 204;
    step(1);
    await deliver();
    expect(receiver.calls).toHaveLength(3);
    expect(receiver.calls.map((call) => call.headers[WEBHOOK_HEADERS.attempt])).toEqual(['1', '2', '3']);
    // The same event each time: the receiver de-duplicates on the id.
    expect(new Set(receiver.calls.map((call) => call.headers[WEBHOOK_HEADERS.eventId])).size).toBe(1);
    expect(await eventRow(event.order_id)).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastError: null,
    });

    step(24 * 60 * 60 * 1000);
    await deliver();
    expect(receiver.calls).toHaveLength(3);
  });

  it('never sends the cancellation of an order ahead of its placement, however long that is retried', async () => {
    const placed = orderPlacedEvent();
    await recordOrderPlaced(t.db, placed);
    receiver.answer = () => 500;
    await deliver();
    await recordOrderCancelled(t.db, {
      order_id: placed.order_id,
      order_number: placed.order_number,
      sap_id: null,
      linked_order_number: null,
      is_empties_return: false,
      ship_to_id: placed.ship_to_id,
      company_id: placed.company_id,
      user_id: placed.user_id ?? 'user',
      cancelled_at: time.toISOString(),
      reason: 'cancel',
    });
    await deliver();
    expect(receiver.calls).toHaveLength(1);

    receiver.answer = () => 200;
    step(10_000);
    await deliver();
    await deliver();
    expect(receiver.calls.map((_, index) => bodyOf(index).type)).toEqual([
      'order.placed',
      'order.placed',
      'order.cancelled',
    ]);
  });

  it('retries while the receiver is down, recording the error, and delivers once it is back', async () => {
    const event = orderPlacedEvent();
    await recordOrderPlaced(t.db, event);
    await receiver.down();
    try {
      for (let attempt = 1; attempt <= 12; attempt += 1) {
        await deliver();
        step(60 * 60 * 1000);
      }
    } finally {
      await receiver.up();
    }
    const failed = await eventRow(event.order_id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 12 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|fetch failed/);
    // Capped: one hour after the last failure, never more.
    expect(failed.nextAttemptAt!.getTime() - failed.lastAttemptAt!.getTime()).toBe(60 * 60 * 1000);

    await deliver();
    expect(receiver.calls).toHaveLength(1);
    expect(receiver.calls[0]!.headers[WEBHOOK_HEADERS.attempt]).toBe('13');
    expect(await eventRow(event.order_id)).toMatchObject({ status: 'delivered', attempts: 13 });
  });

  it('leaves alone the events an ERP acknowledged through the pull API, even mid-attempt', async () => {
    const [pulled, inFlight] = [orderPlacedEvent(), orderPlacedEvent()];
    await recordOrderPlaced(t.db, pulled);
    await recordOrderPlaced(t.db, inFlight);
    const ids = async () => (await t.db.select().from(outbox)).map((row) => [row.aggregateId, row.id]);
    const byOrder = Object.fromEntries(await ids());
    await acknowledgeEvents(t.db, [byOrder[pulled.order_id]!], time);
    // The webhook refuses the other one once the ERP has acknowledged it: it stays delivered.
    receiver.answer = async () => {
      await acknowledgeEvents(t.db, [byOrder[inFlight.order_id]!], time);
      return 500;
    };
    await deliver();
    expect(receiver.calls.map((call) => call.headers[WEBHOOK_HEADERS.eventId])).toEqual([
      byOrder[inFlight.order_id],
    ]);
    step(60 * 60 * 1000);
    await deliver();
    expect(receiver.calls).toHaveLength(1);
    expect(await eventRow(inFlight.order_id)).toMatchObject({ status: 'delivered', lastError: null });
  });

  it('clears the refusal of an event the ERP acknowledges after it', async () => {
    const event = orderPlacedEvent();
    await recordOrderPlaced(t.db, event);
    receiver.answer = () => 500;
    await deliver();
    const refused = await eventRow(event.order_id);
    expect(refused).toMatchObject({ status: 'failed', lastError: 'HTTP 500: receiver refused' });
    await acknowledgeEvents(t.db, [refused.id], time);
    expect(await eventRow(event.order_id)).toMatchObject({
      status: 'delivered',
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it('treats a redirect as a refusal: the event is not delivered to another address', async () => {
    const event = orderPlacedEvent();
    await recordOrderPlaced(t.db, event);
    receiver.answer = () => 302;
    await deliver();
    expect(await eventRow(event.order_id)).toMatchObject({
      status: 'failed',
      lastError: 'HTTP 302: receiver refused',
    });
  });

  it('sends an event once when two servers deliver at the same moment', async () => {
    const events = Array.from({ length: 12 }, () => orderPlacedEvent());
    for (const event of events) await recordOrderPlaced(t.db, event);
    const other = await buildApp({
      config: testConfig({ ORDER_WEBHOOK_URL: receiver.url, ORDER_WEBHOOK_SECRET: SECRET }),
      database: { db: t.db } as Parameters<typeof buildApp>[0]['database'],
      logger: false,
      webDist: '/nonexistent',
      now,
    });
    try {
      await other.ready();
      await Promise.all([deliver(), other.jobs.tick([ORDER_DELIVERY_JOB]), deliver()]);
    } finally {
      await other.close();
    }
    expect(receiver.calls).toHaveLength(12);
    const ids = receiver.calls.map((call) => call.headers[WEBHOOK_HEADERS.eventId]);
    expect(new Set(ids).size).toBe(12);
  });

  it('logs every attempt with the event, order, attempt and error', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logged = await buildApp({
      config: testConfig({ ORDER_WEBHOOK_URL: receiver.url, ORDER_WEBHOOK_SECRET: SECRET }),
      database: { db: t.db } as Parameters<typeof buildApp>[0]['database'],
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      webDist: '/nonexistent',
      now,
    });
    const event = orderPlacedEvent();
    await recordOrderPlaced(t.db, event);
    receiver.answer = () => 503;
    try {
      await logged.ready();
      await logged.jobs.tick([ORDER_DELIVERY_JOB]);
      receiver.answer = () => 200;
      step(10_000);
      await logged.jobs.tick([ORDER_DELIVERY_JOB]);
    } finally {
      await logged.close();
    }
    const about = lines.filter((line) => line.order === event.order_number);
    expect(about).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'order event not accepted by the ERP webhook; it will be sent again',
        attempt: 1,
        error: 'HTTP 503: receiver refused',
        nextAttemptAt: new Date(time.getTime()).toISOString(),
      }),
      expect.objectContaining({ level: 30, msg: 'order event delivered to the ERP webhook', attempt: 2 }),
    ]);
  });

  it('tries again the events a server claimed and never finished, once its lease runs out', async () => {
    const event = orderPlacedEvent();
    await recordOrderPlaced(t.db, event);
    // A server claimed it, then died before it could record the answer.
    await claimDueEvents(t.db, time, new Date(time.getTime() + 80_000), 5);
    await deliver();
    expect(receiver.calls).toHaveLength(0);
    step(80_000);
    await deliver();
    expect(receiver.calls).toHaveLength(1);
    expect(await eventRow(event.order_id)).toMatchObject({ status: 'delivered' });
  });
});

describe('restarts (issue 11 item 4: nothing lost)', () => {
  it('delivers, after a restart, the events pending or failed when the last server stopped', async () => {
    const { database, drop } = await openTestDatabase(inject('testDatabase'));
    const down = await startReceiver();
    await down.down();
    const config = (url: string) => testConfig({ ORDER_WEBHOOK_URL: url, ORDER_WEBHOOK_SECRET: SECRET });
    const start = (url: string): Promise<FastifyInstance> =>
      buildApp({ config: config(url), database, logger: false, webDist: '/nonexistent', now });
    try {
      const first = await start(down.url);
      await first.ready();
      const failed = orderPlacedEvent();
      await recordOrderPlaced(database.db, failed);
      await first.jobs.tick([ORDER_DELIVERY_JOB]);
      const pending = orderPlacedEvent();
      await recordOrderPlaced(database.db, pending);
      await first.close();

      step(60_000);
      const second = await start(receiver.url);
      await second.ready();
      await second.jobs.tick([ORDER_DELIVERY_JOB]);
      await second.close();

      expect(receiver.calls.map((call) => (JSON.parse(call.rawBody) as WebhookBody).data)).toEqual(
        expect.arrayContaining([failed, pending]),
      );
      expect(receiver.calls).toHaveLength(2);
      const rows = await database.db.select().from(outbox);
      expect(rows.map((row) => row.status)).toEqual(['delivered', 'delivered']);
    } finally {
      await database.close();
      await drop();
    }
  });
});
