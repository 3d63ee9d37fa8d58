/** A one-slot signal: pokes while nobody waits are remembered, and many collapse into one. */
export class Wakeup {
  private pending = false;
  private resolve: (() => void) | null = null;

  poke(): void {
    this.pending = true;
    const resolve = this.resolve;
    this.resolve = null;
    resolve?.();
  }

  async wait(): Promise<void> {
    if (!this.pending) await new Promise<void>((resolve) => (this.resolve = resolve));
    this.pending = false;
  }
}
