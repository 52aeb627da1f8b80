// Runs `work` every `intervalMs`, never two at once; stop() waits for the one running. The timer
// is unref'd so a loop alone never keeps a process alive.
export class PollingLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly work: () => Promise<unknown>, private readonly intervalMs: number) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.work().catch(() => undefined).finally(() => (this.running = null));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
