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

  it('fails every call of a batch whose flush fails for all, and serves the next turn again', async () => {
    let fail = true;
    const flaky = new Coalescer<string, string>(async (inputs) => {
      if (fail) throw new Error('connection lost');
      return inputs;
    });
    const results = await Promise.allSettled([flaky.run('a'), flaky.run('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await flaky.run('c')).toBe('c');
  });

  it('lets one bad input fail alone: the others of its turn are flushed again one by one', async () => {
    const flushes: string[][] = [];
    const strict = new Coalescer<string, string>(async (inputs) => {
      flushes.push(inputs);
      if (inputs.some((i) => i.includes('\u0000'))) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
      return inputs.map((i) => i.toUpperCase());
    });
    const results = await Promise.allSettled(['a', 'b\u0000', 'c'].map((i) => strict.run(i)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: expect.objectContaining({ message: expect.stringContaining('0x00') }) },
      { status: 'fulfilled', value: 'C' },
    ]);
    expect(flushes).toEqual([['a', 'b\u0000', 'c'], ['a'], ['b\u0000'], ['c']]);
  });
});
