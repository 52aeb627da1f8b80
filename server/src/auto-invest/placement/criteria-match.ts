// Whether a product meets a contract's criteria (pure). A grade family letter stands for every
// grade it starts (B: B1, B2+, …), as the product list's grade filter does.
import type { ProductType, RepaymentMethod } from '../../products';
import type { AutoInvestCriteria } from '../auto-invest.events';

export interface MatchedProduct {
  type: ProductType;
  grade: string;
  rateBp: number;
  termMonths: number;
  repaymentMethod: RepaymentMethod;
  isPf: boolean;
}

export function meetsCriteria(c: AutoInvestCriteria, p: MatchedProduct): boolean {
  if (c.types.length > 0 && !c.types.includes(p.type)) return false;
  if (c.grades.length > 0 && !c.grades.some((family) => p.grade.toUpperCase().startsWith(family))) return false;
  if (c.minRateBp !== null && p.rateBp < c.minRateBp) return false;
  if (c.maxTermMonths !== null && p.termMonths > c.maxTermMonths) return false;
  if (c.repaymentMethods.length > 0 && !c.repaymentMethods.includes(p.repaymentMethod)) return false;
  return c.includePf || !p.isPf;
}
