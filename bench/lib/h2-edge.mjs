// An HTTPS front speaking HTTP/2, as the proxy that terminates TLS in front of the portal in production: it
// forwards every request to the portal server over HTTP/1.1 on the same machine and streams the answer back.
// Its certificate is made for the run (openssl, self-signed for 127.0.0.1); the browser measuring through it
// is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'spina-edge-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const forwardable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/** Starts the front on `port` for the server at `target` (http://host:port); resolves to its url and stop. */
export async function startH2Edge(target, port) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const server = createSecureServer(selfSignedCertificate(), (incoming, outgoing) => {
    const forwarded = request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...forwardable(incoming.headers),
          host: upstream.host,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
