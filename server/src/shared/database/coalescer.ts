// Gathers the calls made in one turn of the event loop into one call of `flush` (DataLoader's
// idea): on launch day hundreds of requests arrive together, and each round trip to PostgreSQL
// or Redis costs a system call on both ends, so a turn's session lookups, ticket checks or
// inbox inserts go as one statement instead of hundreds.
export class Coalescer<In, Out> {
  private pending: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;

  /** `flush` answers one output per input, in order; its failure fails every call of the batch. */
  constructor(
    private readonly flush: (inputs: In[]) => Promise<Out[]>,
    private readonly maxBatch = 500,
  ) {}

  run(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.drain());
      }
    });
  }

  private drain(): void {
    this.scheduled = false;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      this.flush(batch.map((call) => call.input)).then(
        (outputs) => batch.forEach((call, i) => call.resolve(outputs[i])),
        (error: unknown) => batch.forEach((call) => call.reject(error)),
      );
    }
  }
}
