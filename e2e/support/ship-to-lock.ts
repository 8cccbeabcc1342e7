import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A lock older than this was left by a run that died; it is taken over. */
const STALE_MS = 5 * 60_000;
const held = new Set<string>();

/**
 * Holds a ship-to's cart for this journey: journeys in other files that fill the same buyer's cart on the same
 * ship-to (the demo has few buyers) wait for each other instead of adding to each other's cart. A lock is a
 * directory, created atomically, per server port and ship-to; `releaseShipTos()` ends the journey's hold.
 */
export async function holdShipTo(shipToId: string): Promise<void> {
  const lock = join(tmpdir(), `spina-e2e-${process.env.E2E_PORT ?? '3100'}-${shipToId}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      held.add(lock);
      return;
    } catch {
      const age = Date.now() - (statSafe(lock) ?? Date.now());
      if (age > STALE_MS) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Releases every ship-to this worker holds; call it after each journey that holds one. */
export function releaseShipTos(): void {
  for (const lock of held) rmSync(lock, { recursive: true, force: true });
  held.clear();
}

function statSafe(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}
