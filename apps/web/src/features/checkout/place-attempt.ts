/**
 * The Idempotency-Key of one attempt to place an order (DESIGN §6): made when the buyer first presses Place
 * order and sent again with every retry of that attempt (a double click, a network retry, a second press after
 * a failure), so the server returns the first placement rather than placing twice. A definite answer (placed,
 * or refused with user_errors) ends the attempt; the next press starts a new one.
 */
export class PlaceAttempt {
  private current: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key of the attempt under way, made on first use. */
  key(): string {
    this.current ??= this.newKey();
    return this.current;
  }

  /** Ends the attempt after a definite answer. */
  settle(): void {
    this.current = null;
  }
}
