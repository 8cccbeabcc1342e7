import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { ORDER_DELIVERY_JOB } from './erp.delivery';
import { markFailed } from './erp.events';
import { orderPlacedEvent } from './erp.fixtures';
import { recordOrderPlaced, type OrderPlacedEvent } from './erp.outbox';

/**
 * The integration API of issue 11 item 4 (decision 0017): without ORDER_WEBHOOK_URL the events wait in the
 * outbox, and an ERP that polls lists the undelivered orders and acknowledges them, with INTEGRATION_API_KEY.
 */
const KEY = 'integration-key-integration-key-0123456789';
let time = new Date('2026-11-24T08:00:00Z');
let t: TestApp;
const key = { 'x-api-key': KEY };

const undelivered = async (query = '', headers: Record<string, string> = key) =>
  t.request({ method: 'GET', url: `/api/integration/v1/orders/undelivered${query}`, headers });
const acknowledge = async (eventIds: unknown, headers: Record<string, string> = key) =>
  t.request({
    method: 'POST',
    url: '/api/integration/v1/orders/acknowledge',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ event_ids: eventIds }),
  });
type Listed = { id: string; status: string; attempts: number; data: OrderPlacedEvent };

beforeAll(async () => {
  t = await createTestApp({ INTEGRATION_API_KEY: KEY }, { now: () => time });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
});

async function placeThree(): Promise<OrderPlacedEvent[]> {
  const events: OrderPlacedEvent[] = [];
  for (const minute of [1, 2, 3]) {
    const event = orderPlacedEvent({ placed_at: `2026-11-24T08:0${minute}:00.000Z` });
    await t.db.transaction(async (tx) => recordOrderPlaced(tx, event));
    // The embedded database's clock may give three quick inserts one instant: the listing's order is pinned.
    await t.db
      .update(outbox)
      .set({ createdAt: new Date(event.placed_at) })
      .where(eq(outbox.aggregateId, event.order_id));
    events.push(event);
  }
  return events;
}

describe('without ORDER_WEBHOOK_URL (issue 11 item 4)', () => {
  it('keeps the events pending: ticks deliver nothing and fail nothing', async () => {
    const events = await placeThree();
    for (let i = 0; i < 3; i += 1) {
      const report = await t.app.jobs.tick();
      expect(report.failed).toEqual([]);
      expect(report.ran).not.toContain(ORDER_DELIVERY_JOB);
      time = new Date(time.getTime() + 60 * 60 * 1000);
    }
    const rows = await t.db.select().from(outbox);
    expect(rows).toHaveLength(events.length);
    for (const row of rows) expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  });
});

describe('the pull API for an ERP that polls (issue 11 item 4)', () => {
  it('lists the undelivered orders oldest first, within the limit, with the payload', async () => {
    const events = await placeThree();
    const all = await undelivered();
    expect(all.statusCode).toBe(200);
    const listed = all.json().events as Listed[];
    expect(listed.map((event) => event.data)).toEqual(events);
    expect(listed[0]).toMatchObject({
      type: 'order.placed',
      status: 'pending',
      attempts: 0,
      last_error: null,
    });

    const first = await undelivered('?limit=2');
    expect((first.json().events as Listed[]).map((event) => event.data.order_number)).toEqual(
      events.slice(0, 2).map((event) => event.order_number),
    );
  });

  it('acknowledges given events: they are delivered and listed no more; unknown ids are reported', async () => {
    const events = await placeThree();
    const listed = (await undelivered()).json().events as Listed[];
    const stranger = randomUUID();
    const answer = await acknowledge([listed[0]!.id, listed[2]!.id, stranger]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ acknowledged: expect.any(Array), unknown: [stranger] });
    expect([...answer.json().acknowledged].sort()).toEqual([listed[0]!.id, listed[2]!.id].sort());

    const left = (await undelivered()).json().events as Listed[];
    expect(left.map((event) => event.data.order_number)).toEqual([events[1]!.order_number]);
    // Acknowledging again changes nothing and is not an error.
    expect((await acknowledge([listed[0]!.id])).json()).toEqual({
      acknowledged: [listed[0]!.id],
      unknown: [],
    });
    const rows = await t.db.select().from(outbox);
    expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(2);
    expect(rows.find((row) => row.id === listed[0]!.id)!.deliveredAt).toEqual(time);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    await placeThree();
    for (const ids of [[], ['not-a-uuid'], 'x', Array.from({ length: 501 }, () => randomUUID())]) {
      expect((await acknowledge(ids)).statusCode).toBe(400);
    }
    for (const query of ['?limit=0', '?limit=501', '?limit=abc', '?limit=1.5']) {
      expect((await undelivered(query)).statusCode).toBe(400);
    }
    expect((await undelivered()).json().events).toHaveLength(3);
  });

  it('needs the integration key: none, a wrong one and a user session get 401', async () => {
    await placeThree();
    const staff = await signIn(t, 'staff@example.com');
    const callers: Record<string, string>[] = [{}, { 'x-api-key': `${KEY}x` }, { 'x-api-key': '' }, staff];
    for (const headers of callers) {
      expect((await undelivered('', headers)).statusCode).toBe(401);
      expect((await acknowledge([randomUUID()], headers)).statusCode).toBe(401);
    }
  });
});

describe('delivery status (issue 11 item 4: visible status)', () => {
  it('lists the outbox with status, attempts and last error to the ERP key and to staff, not to customers', async () => {
    const [first, second] = await placeThree();
    await acknowledge([((await undelivered()).json().events as Listed[])[0]!.id]);
    const secondId = ((await undelivered()).json().events as Listed[])[0]!.id;
    expect(((await undelivered()).json().events as Listed[])[0]!.data).toEqual(second);
    await markFailed(t.db, secondId, { now: time, error: 'HTTP 503', nextAttemptAt: time });
    const byKey = await t.request({ method: 'GET', url: '/api/integration/v1/outbox', headers: key });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json()).toMatchObject({
      webhook_configured: false,
      counts: { pending: 1, failed: 1 },
    });
    expect(byKey.json().events).toContainEqual(
      expect.objectContaining({ id: secondId, status: 'failed', attempts: 1, last_error: 'HTTP 503' }),
    );
    expect(byKey.json().events).toHaveLength(2);
    const delivered = await t.request({
      method: 'GET',
      url: '/api/integration/v1/outbox?status=delivered',
      headers: key,
    });
    expect(delivered.json().events).toMatchObject([
      { status: 'delivered', data: { order_id: first!.order_id } },
    ]);

    const staff = await signIn(t, 'staff@example.com');
    const byStaff = await t.request({
      method: 'GET',
      url: '/api/integration/v1/staff/outbox',
      headers: staff,
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().events).toHaveLength(2);
    const customer = await signIn(t, 'onpremise@example.com');
    expect(
      (await t.request({ method: 'GET', url: '/api/integration/v1/staff/outbox', headers: customer }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the OpenAPI description', () => {
  it('documents the integration calls with their X-Api-Key security', async () => {
    const spec = (await t.request({ url: '/api/docs/json' })).json();
    expect(spec.components.securitySchemes.integrationKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    expect(spec.paths['/api/integration/v1/orders/undelivered'].get.security).toEqual([
      { integrationKey: [] },
    ]);
    expect(spec.paths['/api/integration/v1/orders/acknowledge'].post.security).toEqual([
      { integrationKey: [] },
    ]);
  });
});

describe('an integration API without INTEGRATION_API_KEY', () => {
  // Built in the hook, whose time limit allows for a busy machine: a whole application on its own database.
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(async () => off?.close());

  it('refuses that key with 401 when it is not set and no stored key matches (decision 0023)', async () => {
    const answer = await off.request({
      method: 'GET',
      url: '/api/integration/v1/orders/undelivered',
      headers: { 'x-api-key': KEY },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('A valid integration API key is required in X-Api-Key');
  });
});
