// Proves the tax statement says its dates as the site does (2026.03.05 in the table, 2026년 3월 5일
// for the issue date, never a bare 2026-03-05) and carries the issuer block of the site's footer:
// the platform's name, registration, address, business number and customer centre.
import { PLATFORM_IDENTITY } from '../../shared/platform-identity';
import type { TaxStatement } from './tax-statements.schema';
import { longDate, siteDate, taxStatementText } from './tax-statement.text';

const statement: TaxStatement = {
  year: 2026,
  items: [
    { product_id: 'p-1', title: '송도 아파트 담보 3호', seq: 1, kind: 'repayment' as const, paid_on: '2026-03-05', interest: 10_666, late_interest: 0, tax_income: 1_490, tax_local: 140 },
    { product_id: 'p-1', title: '송도 아파트 담보 3호', seq: 2, kind: 'repayment' as const, paid_on: '2026-12-31', interest: 9_870, late_interest: 0, tax_income: 1_380, tax_local: 130 },
  ],
  total_interest: 20_536,
  total_tax_income: 2_870,
  total_tax_local: 270,
};

describe('tax statement text', () => {
  const text = taxStatementText(statement, { name: '김투자', email: 'kim@example.com' }, '2027-01-09');

  it('writes dates as the site does, never YYYY-MM-DD', () => {
    expect(siteDate('2026-03-05')).toBe('2026.03.05');
    expect(longDate('2027-01-09')).toBe('2027년 1월 9일');
    expect(text.issuedOn).toBe('발급일: 2027년 1월 9일');
    expect(text.rows.map((r) => r[0])).toEqual(['2026.03.05', '2026.12.31']);
    expect(JSON.stringify(text)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('carries the issuer block of the site footer', () => {
    expect(text.issuer).toEqual([
      `발급자: ${PLATFORM_IDENTITY.companyName} · 온라인투자연계금융업 등록`,
      '서울특별시 중구 세종대로 00 · 사업자등록번호 000-00-00000',
      '고객센터 1588-0000 (평일 09:00 - 18:00)',
    ]);
    expect(PLATFORM_IDENTITY.companyName).toBe('온다리펀딩(주)');
  });

  it('names a recovery and a sale’s price of a loan gone bad apart from installments', () => {
    const bad = taxStatementText({
      ...statement,
      items: [
        { ...statement.items[0], seq: null, kind: 'recovery', paid_on: '2026-06-02', interest: 4_000, late_interest: 1_000, tax_income: 560, tax_local: 50 },
        { ...statement.items[0], seq: null, kind: 'sale', paid_on: '2026-07-02', interest: 300, tax_income: 40, tax_local: 0 },
      ],
    }, { name: '김투자', email: 'kim@example.com' }, '2027-01-09');
    expect(bad.rows).toEqual([
      ['2026.06.02', '송도 아파트 담보 3호 회수', '4,000원', '560원', '50원'],
      ['2026.07.02', '송도 아파트 담보 3호 채권 매각', '300원', '40원', '0원'],
    ]);
  });

  it('lists each payment in won with its taxes, and says so when there were none', () => {
    expect(text.rows[0]).toEqual(['2026.03.05', '송도 아파트 담보 3호 1회차', '10,666원', '1,490원', '140원']);
    expect(text.totals).toEqual(['이자 합계 20,536원', '이자소득세 합계 2,870원', '지방소득세 합계 270원']);
    expect(text.empty).toBeNull();
    const none = taxStatementText({ ...statement, items: [], total_interest: 0, total_tax_income: 0, total_tax_local: 0 }, { name: '김투자', email: 'kim@example.com' }, '2027-01-09');
    expect(none.empty).toBe('2026년에 지급된 이자가 없습니다.');
  });
});
