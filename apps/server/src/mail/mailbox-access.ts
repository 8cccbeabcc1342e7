import type { FastifyRequest } from 'fastify';

/** The peer addresses of the machine itself (IPv4 loopback, IPv6 loopback and its IPv4-mapped form). */
const LOOPBACK_PEER = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

/** Host names that only ever mean this machine: a browser elsewhere cannot be made to send them to us. */
const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/** Headers a proxy adds when it passes on someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'] as const;

/**
 * True when a request comes from a person on the machine running the server (DESIGN §6: "no stranger can
 * ever read it"): the TCP peer is a loopback address (the socket's own, never X-Forwarded-For, whatever
 * TRUST_PROXY says), no proxy passed it on (a proxy on the same machine would make every stranger look
 * local), and it names this machine as its host (so a web page elsewhere cannot reach it through DNS
 * rebinding).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  if (!LOOPBACK_PEER.test(peer)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOOPBACK_HOST.test(request.headers.host ?? '');
}
