import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { affinitiesStale } from './affinities';
import { AFFINITY_CHECK_INTERVAL_MS, AFFINITY_REBUILD_JOB } from './recommendations.refresh';

let t: TestApp;
let time = new Date('2026-11-24T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => time });
});
afterAll(async () => t.close());

it('rebuilds stale recommendation tables from the job queue when a server starts, then checks hourly', async () => {
  expect(await affinitiesStale(t.db)).toBe(true);
  expect((await t.app.jobs.tick()).ran).toContain(AFFINITY_REBUILD_JOB);
  expect(await affinitiesStale(t.db)).toBe(false);

  // Not due again within the hour; then due, and fresh tables are left alone.
  expect((await t.app.jobs.tick()).ran).not.toContain(AFFINITY_REBUILD_JOB);
  const [refresh] = await t.db
    .execute(sql`select refreshed_at from recommendation_refreshes`)
    .then((r) => r.rows);
  time = new Date(time.getTime() + AFFINITY_CHECK_INTERVAL_MS);
  expect((await t.app.jobs.tick()).ran).toContain(AFFINITY_REBUILD_JOB);
  const [after] = await t.db
    .execute(sql`select refreshed_at from recommendation_refreshes`)
    .then((r) => r.rows);
  expect(after).toEqual(refresh);

  const [job] = await t.db
    .select()
    .from(jobs)
    .where(sql`${jobs.name} = ${AFFINITY_REBUILD_JOB}`);
  expect(job).toMatchObject({
    key: AFFINITY_REBUILD_JOB,
    intervalMs: AFFINITY_CHECK_INTERVAL_MS,
    attempts: 0,
  });
  expect(job!.runAt.getTime()).toBe(time.getTime() + AFFINITY_CHECK_INTERVAL_MS);
});
