// How verify splits its projections between the main thread's lane and the worker's (twoLanes):
// heaviest first onto the lighter lane, the worker's lane starting with what its start costs.
import { twoLanes } from './two-lanes';

const item = (name: string, weight: number) => ({ name, weight });
const names = (lane: readonly { name: string }[]) => lane.map((i) => i.name);

describe('twoLanes', () => {
  // The replay bench's log, in millions of units: schedules, ledger lines, dashboards, returns, holdings, wallets, products.
  const log = [item('schedules', 7.3), item('lines', 7.0), item('dashboards', 4.1), item('returns', 3.5), item('holdings', 1.0), item('wallets', 0.9), item('products', 0.7)];

  it('puts each projection, heaviest first, on the lane carrying less', () => {
    const [here, there] = twoLanes(log, (i) => i.weight);
    expect(names(here)).toEqual(['schedules', 'returns', 'holdings', 'products']);
    expect(names(there)).toEqual(['lines', 'dashboards', 'wallets']);
  });

  it("counts what the worker's lane carries before its first projection", () => {
    const [here, there] = twoLanes(log, (i) => i.weight, [0, 1.5]);
    expect(names(here)).toEqual(['schedules', 'dashboards', 'holdings', 'products']);
    expect(names(there)).toEqual(['lines', 'returns', 'wallets']);
  });

  it('still gives the worker the lightest projection when its start outweighs them all', () => {
    const [here, there] = twoLanes([item('a', 3), item('b', 2), item('c', 1)], (i) => i.weight, [0, 100]);
    expect(names(here)).toEqual(['a', 'b']);
    expect(names(there)).toEqual(['c']);
  });
});
