// Proves the market's narrowing: no choice keeps all; types and grades keep any chosen; the
// remaining term counts a part month whole; a grade chip keeps its sub-grades (A keeps A2); a yield floor drops a listing with no yield.
import type { MarketListing } from '@/api/transfer.types';
import type { Product } from '@/api/types';
import { filterListings, NO_FILTERS, remainingMonths, toggle } from './market-filters';

const listing = (id: string, type: Product['type'], grade: string, lastDue: string, yieldBp: number | null): MarketListing =>
  ({
    id, product: { type, grade } as Product, yield_bp: yieldBp,
    remaining_schedule: [{ seq: 1, due_on: '2026-12-10', principal: 1, interest: 0, tax_income: 0, tax_local: 0, fee: 0, net: 1 }, { seq: 2, due_on: lastDue, principal: 1, interest: 0, tax_income: 0, tax_local: 0, fee: 0, net: 1 }],
  }) as MarketListing;

const TODAY = '2026-11-27';
const items: [MarketListing, MarketListing, MarketListing] = [listing('a', 'credit', 'A2', '2027-02-27', 1_050), listing('b', 'apt', 'B', '2027-11-28', 780), listing('c', 'corporate', 'C', '2027-05-10', null)];
const ids = (f: typeof NO_FILTERS) => filterListings(items, f, TODAY).map((l) => l.id);

describe('market filters', () => {
  it('counts the remaining term in months, a part month whole', () => {
    expect(remainingMonths(items[0], TODAY)).toBe(3);
    expect(remainingMonths(items[1], TODAY)).toBe(13);
    expect(remainingMonths(items[2], TODAY)).toBe(6);
    expect(remainingMonths({ remaining_schedule: [] }, TODAY)).toBe(0);
  });

  it('keeps everything with no choice, and narrows by each criterion', () => {
    expect(ids(NO_FILTERS)).toEqual(['a', 'b', 'c']);
    expect(ids({ ...NO_FILTERS, types: ['apt', 'credit'] })).toEqual(['a', 'b']);
    expect(ids({ ...NO_FILTERS, grades: ['C'] })).toEqual(['c']);
    expect(ids({ ...NO_FILTERS, maxRemainingMonths: 6 })).toEqual(['a', 'c']);
    expect(ids({ ...NO_FILTERS, minYieldBp: 800 })).toEqual(['a']);
    expect(ids({ ...NO_FILTERS, grades: ['A'] })).toEqual(['a']);
    expect(ids({ types: ['credit'], grades: ['A'], maxRemainingMonths: 3, minYieldBp: 1_000 })).toEqual(['a']);
  });

  it('toggles a chip on and off', () => {
    expect(toggle(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggle(['A', 'B'], 'A')).toEqual(['B']);
  });
});
