// The annualised internal rate of return of dated cash flows (XIRR): the yearly rate r at which
// Σ amount_i · (1 + r)^(−days_i / 365) = 0, days counted from the first flow. A displayed ratio,
// never money: floating point is fine here (every won stays an integer elsewhere). Newton's method
// from 10 % converges in a handful of steps for an investor's flows; when it does not (a flat
// derivative, a step below −100 %, no convergence within its bound) a bisection over a bracket
// where the value changes sign takes over. Every loop is bounded; no root means null.
// Losses count: a rate can be anything down to −100 %.

export interface DatedFlow {
  /** Days after the first flow (0 for the first). */
  days: number;
  /** Negative: money put in; positive: money back (or the value still held at the end). */
  amount: number;
}

const DAYS_PER_YEAR = 365;
const NEWTON_MAX_STEPS = 50;
const BISECTION_MAX_STEPS = 200;
const RATE_TOLERANCE = 1e-10;
/** The bracket searched: just above −100 % to 100,000 % a year; past that nothing sensible is shown. */
const LOWEST_RATE = -0.999999;
const HIGHEST_RATE = 1_000;
/** Points probed for a sign change, geometric towards the top of the bracket. */
const BRACKET_PROBES = [LOWEST_RATE, -0.99, -0.9, -0.5, -0.2, 0, 0.1, 0.3, 1, 3, 10, 100, HIGHEST_RATE];

function npv(flows: readonly DatedFlow[], rate: number): number {
  let sum = 0;
  for (const f of flows) sum += f.amount * Math.pow(1 + rate, -f.days / DAYS_PER_YEAR);
  return sum;
}

function npvSlope(flows: readonly DatedFlow[], rate: number): number {
  let sum = 0;
  for (const f of flows) {
    const t = f.days / DAYS_PER_YEAR;
    sum += -t * f.amount * Math.pow(1 + rate, -t - 1);
  }
  return sum;
}

/** Newton's method; null when it leaves the domain or does not settle within its bound. */
export function newtonRate(flows: readonly DatedFlow[], guess = 0.1): number | null {
  let rate = guess;
  for (let step = 0; step < NEWTON_MAX_STEPS; step += 1) {
    const slope = npvSlope(flows, rate);
    if (!Number.isFinite(slope) || slope === 0) return null;
    const next = rate - npv(flows, rate) / slope;
    if (!Number.isFinite(next) || next <= -1 || next > HIGHEST_RATE) return null;
    if (Math.abs(next - rate) < RATE_TOLERANCE) return next;
    rate = next;
  }
  return null;
}

/** Bisection inside the first probed interval where the value changes sign; null when none does. */
export function bisectionRate(flows: readonly DatedFlow[]): number | null {
  for (let i = 0; i + 1 < BRACKET_PROBES.length; i += 1) {
    let lo = BRACKET_PROBES[i];
    let hi = BRACKET_PROBES[i + 1];
    let atLo = npv(flows, lo);
    if (atLo === 0) return lo;
    if (Math.sign(atLo) === Math.sign(npv(flows, hi))) continue;
    for (let step = 0; step < BISECTION_MAX_STEPS && hi - lo > RATE_TOLERANCE; step += 1) {
      const mid = (lo + hi) / 2;
      const atMid = npv(flows, mid);
      if (atMid === 0) return mid;
      if (Math.sign(atMid) === Math.sign(atLo)) [lo, atLo] = [mid, atMid];
      else hi = mid;
    }
    return (lo + hi) / 2;
  }
  return null;
}

/** Sign changes of the flows in time order (Descartes: one change, one root, a monotone value). */
function signChanges(flows: readonly DatedFlow[]): number {
  const signs = [...flows].sort((a, b) => a.days - b.days).map((f) => Math.sign(f.amount));
  return signs.reduce((n, sign, i) => (i > 0 && sign !== signs[i - 1] ? n + 1 : n), 0);
}

/**
 * Flows with one sign change whose root lies past an end of the bracket: the end it lies past. A
 * near-total loss in weeks has its root closer to −100 % than a double can tell from it, and it
 * must show as the loss it is, not as "no rate".
 */
function edgeRate(flows: readonly DatedFlow[]): number | null {
  if (signChanges(flows) !== 1) return null;
  const atLowest = Math.sign(npv(flows, LOWEST_RATE));
  if (atLowest !== Math.sign(npv(flows, HIGHEST_RATE))) return null;
  const first = [...flows].sort((a, b) => a.days - b.days)[0];
  return atLowest === Math.sign(first.amount) ? LOWEST_RATE : HIGHEST_RATE;
}

/** The yearly rate as a fraction (0.1268 = 12.68 %), or null when the flows have none. */
export function xirr(flows: readonly DatedFlow[]): number | null {
  const moving = flows.filter((f) => f.amount !== 0 && Number.isFinite(f.amount) && Number.isFinite(f.days));
  // A rate needs money going both ways, over some time.
  if (!moving.some((f) => f.amount < 0) || !moving.some((f) => f.amount > 0)) return null;
  if (Math.max(...moving.map((f) => f.days)) === Math.min(...moving.map((f) => f.days))) return null;
  const rate = newtonRate(moving) ?? bisectionRate(moving) ?? edgeRate(moving);
  return rate === null || !Number.isFinite(rate) ? null : rate;
}

/** XIRR in basis points (rounded), or null. */
export function xirrBp(flows: readonly DatedFlow[]): number | null {
  const rate = xirr(flows);
  // `|| 0`: a rate of −0.000… shows as 0, not −0.
  return rate === null ? null : Math.round(rate * 10_000) || 0;
}
