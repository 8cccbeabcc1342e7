// Drives load with autocannon and reports exact latency percentiles from every response.
import autocannon from 'autocannon';

export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Runs `connections` concurrent clients for `duration` seconds (or `amount` requests) against one request or a
 * list of requests (autocannon `requests`), and returns p50/p95/p97.5/p99 latency in ms, throughput and status counts.
 */
export async function load({
  url,
  connections = 20,
  duration = 10,
  amount,
  requests,
  method = 'GET',
  headers = {},
  body,
}) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    method,
    headers,
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    ...(requests ? { requests } : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    requests: latencies.length,
    rps: round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p97_5: round(percentile(latencies, 97.5)),
    p99: round(percentile(latencies, 99)),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * `load` of GET requests by callers taking turns request by request (each request the next caller's path with
 * its headers), so no caller's data stays warmer than another's.
 */
export function loadInTurns({ url, callers, pathOf, connections = 20, duration = 10 }) {
  let next = 0;
  return load({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const caller = callers[next++ % callers.length];
          return { ...request, method: 'GET', path: pathOf(caller), headers: caller.headers };
        },
      },
    ],
  });
}
