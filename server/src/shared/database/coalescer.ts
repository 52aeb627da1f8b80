// Gathers concurrent calls into one call of `flush` (DataLoader's idea, run as a group commit):
// on launch day hundreds of requests arrive together, and each round trip to PostgreSQL or
// Redis costs a system call on both ends, so session lookups, ticket checks or inbox inserts go
// as one statement for many requests. Calls of one event-loop turn always share a flush; while
// `maxInFlight` flushes are still out, new calls wait and join the next one, so batches grow with
// the load and an idle server adds no delay at all.
//
// One bad input must fail alone and at once, never slow its neighbours down (a NUL flood once
// raised everyone's latency sixfold when each failed batch was replayed call by call):
// - an input the database could not store (a NUL, a lone surrogate) is refused before it joins
//   a batch: `admit` answers invalid_input at once;
// - a batch refused for its data (PostgreSQL classes 22 and 23) is split in halves flushed side by
//   side, so the bad input is found in log2(batch) rounds while the others are answered;
// - any other failure (a lost connection) is everyone's: every call of the batch fails at once.
import { DomainError } from '../errors/domain-error';
import { findTextProblem } from '../http/storable-text';

interface Call<In, Out> {
  input: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/** The default admission: inputs holding text PostgreSQL cannot store are refused. */
export function refuseUnstorable(input: unknown): DomainError | null {
  return findTextProblem(input)?.problem === 'invalid_text' ? new DomainError('invalid_input', { fields: { request: 'invalid_text' } }) : null;
}

/** A failure caused by some input's data (SQLSTATE class 22 data exception, 23 constraint), not by the batch. */
export function isInputFailure(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

export class Coalescer<In, Out> {
  private pending: Call<In, Out>[] = [];
  private scheduled = false;
  private inFlight = 0;

  /** `flush` answers one output per input, in order. */
  constructor(
    private readonly flush: (inputs: In[]) => Promise<Out[]>,
    private readonly options: { maxBatch?: number; maxInFlight?: number; admit?: (input: In) => Error | null } = {},
  ) {}

  run(input: In): Promise<Out> {
    const refusal = (this.options.admit ?? refuseUnstorable)(input);
    if (refusal) return Promise.reject(refusal);
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
      this.settle(batch).finally(() => {
        this.inFlight -= 1;
        if (this.pending.length > 0) this.schedule();
      });
    }
  }

  /** Flushes a batch; a data failure splits it in halves (flushed together) until the bad input stands alone. */
  private async settle(batch: Call<In, Out>[]): Promise<void> {
    let outputs: Out[];
    try {
      outputs = await this.flush(batch.map((call) => call.input));
    } catch (error) {
      if (batch.length === 1 || !isInputFailure(error)) {
        for (const call of batch) call.reject(error);
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await Promise.all([this.settle(batch.slice(0, half)), this.settle(batch.slice(half))]);
      return;
    }
    batch.forEach((call, i) => call.resolve(outputs[i]));
  }
}
