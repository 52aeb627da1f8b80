import { Coalescer } from './coalescer';

describe('Coalescer', () => {
  it('answers the calls of one event-loop turn with one flush, each with its own output', async () => {
    const flushes: number[][] = [];
    const doubler = new Coalescer<number, number>(async (inputs) => {
      flushes.push(inputs);
      return inputs.map((n) => n * 2);
    });
    const answers = await Promise.all([1, 2, 3].map((n) => doubler.run(n)));
    expect(answers).toEqual([2, 4, 6]);
    expect(flushes).toEqual([[1, 2, 3]]);
    expect(await doubler.run(5)).toBe(10);
    expect(flushes).toEqual([[1, 2, 3], [5]]);
  });

  it('splits a turn larger than maxBatch into several flushes', async () => {
    const sizes: number[] = [];
    const echo = new Coalescer<number, number>(async (inputs) => {
      sizes.push(inputs.length);
      return inputs;
    }, { maxBatch: 4, maxInFlight: 3 });
    expect(await Promise.all(Array.from({ length: 10 }, (_, i) => echo.run(i)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('holds new calls while maxInFlight flushes are out, then sends them together (a group commit)', async () => {
    const flushes: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = new Coalescer<number, number>(async (inputs) => {
      flushes.push(inputs);
      if (flushes.length === 1) await gate;
      return inputs;
    }, { maxInFlight: 1 });
    const first = slow.run(1);
    await new Promise((r) => setImmediate(r));
    const later = [2, 3, 4].map((n) => slow.run(n));
    await new Promise((r) => setTimeout(r, 20));
    expect(flushes).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(flushes).toEqual([[1], [2, 3, 4]]);
  });

});

describe('Coalescer when a flush fails', () => {
  it('fails every call of a batch at once, in one flush, when the failure is not an input\'s (a lost connection)', async () => {
    let fail = true;
    let flushes = 0;
    const flaky = new Coalescer<string, string>(async (inputs) => {
      flushes += 1;
      if (fail) throw Object.assign(new Error('connection lost'), { code: '08006' });
      return inputs;
    });
    const results = await Promise.allSettled(['a', 'b', 'c'].map((i) => flaky.run(i)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(flushes).toBe(1);
    fail = false;
    expect(await flaky.run('d')).toBe('d');
  });

  it('refuses an input PostgreSQL cannot store at once: it never joins the flush of the others', async () => {
    const flushes: string[][] = [];
    const strict = new Coalescer<string, string>(async (inputs) => {
      flushes.push(inputs);
      return inputs.map((i) => i.toUpperCase());
    });
    const results = await Promise.allSettled(['a', 'b\u0000', 'c', '\ud800'].map((i) => strict.run(i)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: expect.objectContaining({ failCode: 'invalid_input' }) },
      { status: 'fulfilled', value: 'C' },
      { status: 'rejected', reason: expect.objectContaining({ failCode: 'invalid_input' }) },
    ]);
    expect(flushes).toEqual([['a', 'c']]);
  });

  it('finds an input the database refuses by halving the batch: the others are answered, in log2 rounds', async () => {
    const flushes: number[] = [];
    const inputs = Array.from({ length: 64 }, (_, i) => (i === 37 ? 'not-a-uuid' : `id-${i}`));
    const typed = new Coalescer<string, string>(async (batch) => {
      flushes.push(batch.length);
      if (batch.includes('not-a-uuid')) throw Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' });
      return batch.map((i) => i.toUpperCase());
    });
    const results = await Promise.allSettled(inputs.map((i) => typed.run(i)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(63);
    expect(results[37]).toEqual({ status: 'rejected', reason: expect.objectContaining({ code: '22P02' }) });
    // 64 → 32+32 → 16+16 → … → 1+1: one failed flush per level and its healthy sibling.
    expect(flushes.length).toBe(1 + 2 * 6);
  });
});
