// Runs `work` every `intervalMs`, never two at once; a pass that fails is logged and the next one
// tries again; stop() waits for the one running. The timer is unref'd so a loop alone never keeps
// a process alive. Worker-side work registers one through BackgroundJobs.every; a class that
// must also be stopped by hand (a test holding a follower back) keeps its own.
import { Logger } from '@nestjs/common';

export class PollingLoop {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(readonly name: string, private readonly intervalMs: number, private readonly work: () => Promise<unknown>) {
    this.logger = new Logger(name);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.work()
        .catch((error: unknown) => this.logger.warn({ msg: `${this.name} failed; tried again at the next pass`, error: String(error) }))
        .finally(() => (this.running = null));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
