// Proves how the screens name a product at its funding deadline: past closes_at unfilled (before the
// platform's cancel) or canceled for failed funding reads 모집 마감 to investors, while operators
// tell 모집 실패 취소 apart from their own cancel; a funded product or one still within its time keeps its status.
import { investorStatusBadge, isFundingClosed, operatorStatusBadge } from './funding-deadline';

const CLOSES_AT = '2027-03-10T06:00:00.000Z';
const before = Date.parse(CLOSES_AT) - 1;
const after = Date.parse(CLOSES_AT) + 1;
const product = (status: string, cancel_reason: string | null = null) => ({ status, closes_at: CLOSES_AT, cancel_reason });

describe('the funding deadline on screen', () => {
  it('closes funding once the business clock is past closes_at, for a product raising or never opened', () => {
    expect(isFundingClosed(product('funding'), before)).toBe(false);
    expect(isFundingClosed(product('funding'), Date.parse(CLOSES_AT))).toBe(false);
    expect(isFundingClosed(product('funding'), after)).toBe(true);
    expect(isFundingClosed(product('scheduled'), after)).toBe(true);
    expect(isFundingClosed(product('funded'), after)).toBe(false);
    expect(isFundingClosed(product('repaying'), after)).toBe(false);
  });

  it('shows investors 모집 마감 past the deadline and for a failed funding, the status word otherwise', () => {
    expect(investorStatusBadge(product('funding'), before)).toEqual({ label: '모집 중', tone: 'funding' });
    expect(investorStatusBadge(product('funding'), after)).toEqual({ label: '모집 마감', tone: 'closed' });
    expect(investorStatusBadge(product('canceled', 'funding_failed'), before)).toEqual({ label: '모집 마감', tone: 'closed' });
    expect(investorStatusBadge(product('canceled', 'operator'), after)).toEqual({ label: '모집 취소', tone: 'canceled' });
    expect(investorStatusBadge(product('funded'), after)).toEqual({ label: '모집 완료', tone: 'funded' });
  });

  it('shows operators 모집 실패 취소 apart from their own cancel, and a product awaiting the platform\'s cancel', () => {
    expect(operatorStatusBadge(product('canceled', 'funding_failed'), after)).toEqual({ label: '모집 실패 취소', tone: 'canceled' });
    expect(operatorStatusBadge(product('canceled', 'operator'), after)).toEqual({ label: '모집 취소', tone: 'canceled' });
    expect(operatorStatusBadge(product('funding'), after)).toEqual({ label: '모집 마감 (자동 취소 예정)', tone: 'closed' });
    expect(operatorStatusBadge(product('funding'), before)).toEqual({ label: '모집 중', tone: 'funding' });
  });
});
