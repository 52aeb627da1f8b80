// Gathers concurrent calls into one call of `flush` (DataLoader's idea, run as a group commit):
// on launch day hundreds of requests arrive together, and each round trip to PostgreSQL or
// Redis costs a system call on both ends, so session lookups, ticket checks or inbox inserts go
// as one statement for many requests. Calls of one event-loop turn always share a flush; while
// `maxInFlight` flushes are still out, new calls wait and join the next one, so batches grow with
// the load and an idle server adds no delay at all.
export class Coalescer<In, Out> {
  private pending: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;
  private inFlight = 0;

  /**
   * `flush` answers one output per input, in order. When it fails for a batch of several, each
   * input is flushed again alone, so one bad input (a NUL byte PostgreSQL refuses, say) fails its
   * own call and not the others of its turn.
   */
  constructor(
    private readonly flush: (inputs: In[]) => Promise<Out[]>,
    private readonly options: { maxBatch?: number; maxInFlight?: number } = {},
  ) {}

  run(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  private drain(): void {
    const maxBatch = this.options.maxBatch ?? 500;
    const maxInFlight = this.options.maxInFlight ?? 2;
    while (this.pending.length > 0 && this.inFlight < maxInFlight) {
      const batch = this.pending.splice(0, maxBatch);
      this.inFlight += 1;
      this.flush(batch.map((call) => call.input))
        .then(
          (outputs) => batch.forEach((call, i) => call.resolve(outputs[i])),
          (error: unknown) => (batch.length === 1 ? batch[0].reject(error) : this.flushAlone(batch)),
        )
        .finally(() => {
          this.inFlight -= 1;
          if (this.pending.length > 0) this.schedule();
        });
    }
  }

  private async flushAlone(batch: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[]): Promise<void> {
    for (const call of batch) {
      try {
        call.resolve((await this.flush([call.input]))[0]);
      } catch (error) {
        call.reject(error);
      }
    }
  }
}
