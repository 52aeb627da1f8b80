// The investor's portfolio spread (issue 29 item 4): live principal by borrower, grade family,
// product type and PF, the largest single-borrower share, and a plain Korean sentence about it.
// Live principal: a placed investment's amount while its product raises, an executed one's
// outstanding principal (a repaid loan no longer counts).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';

interface Holding { borrower_id: string; borrower_name: string; grade: string; type: string; is_pf: boolean; live: string }

const shareBp = (part: number, whole: number): number => (whole === 0 ? 0 : Math.floor((part * 10_000) / whole));

function groupBy(holdings: { key: string; label: string; won: number }[], total: number) {
  const byKey = new Map<string, { key: string; label: string; amount: number }>();
  for (const h of holdings) {
    const entry = byKey.get(h.key) ?? { key: h.key, label: h.label, amount: 0 };
    entry.amount += h.won;
    byKey.set(h.key, entry);
  }
  return [...byKey.values()].sort((a, b) => b.amount - a.amount || a.key.localeCompare(b.key)).map((g) => ({ ...g, share_bp: shareBp(g.amount, total) }));
}

/** 합니다체, one or two sentences: how concentrated the money is, and what that means. */
export function diversificationText(total: number, borrowers: number, largestBp: number): string {
  if (total === 0) return '아직 투자하신 금액이 없습니다. 여러 차입자에게 나누어 투자하면 한 곳의 연체가 전체에 주는 영향이 작아집니다.';
  const pct = (largestBp / 100).toFixed(1);
  if (largestBp >= 2_000) return `한 차입자에게 투자금의 ${pct}%가 몰려 있습니다. 이 차입자가 상환하지 못하면 손실이 커질 수 있으니 더 많은 차입자에게 나누어 투자하시기를 권합니다.`;
  if (borrowers < 10) return `${borrowers}명의 차입자에게 나누어 투자하셨습니다(가장 큰 비중 ${pct}%). 차입자 수를 늘리면 한 곳의 연체가 주는 영향이 더 작아집니다.`;
  return `${borrowers}명의 차입자에게 고르게 나누어 투자하셨습니다. 한 차입자의 비중이 가장 큰 경우도 ${pct}%로, 한 곳이 상환하지 못해도 전체에 주는 영향이 작습니다.`;
}

@Injectable()
export class DiversificationQuery {
  constructor(private readonly dataSource: DataSource) {}

  async view(userId: string) {
    const found = await rows<Holding>(
      this.dataSource,
      `SELECT p.borrower_id, p.borrower_name, p.grade, p.type, p.is_pf,
              CASE WHEN i.status = 'executed' THEN COALESCE(r.outstanding_principal, i.amount) ELSE i.amount END AS live
       FROM investments i JOIN products p ON p.id = i.product_id LEFT JOIN investment_returns r ON r.investment_id = i.id
       WHERE i.user_id = $1 AND i.status <> 'canceled'`,
      [userId],
    );
    const holdings = found.map((h) => ({ ...h, won: toWon(h.live) })).filter((h) => h.won > 0);
    const total = holdings.reduce((s, h) => s + h.won, 0);
    const byBorrower = groupBy(holdings.map((h) => ({ key: h.borrower_id, label: h.borrower_name, won: h.won })), total);
    const largest = byBorrower[0]?.share_bp ?? 0;
    const pf = holdings.filter((h) => h.is_pf).reduce((s, h) => s + h.won, 0);
    return {
      total_amount: total,
      borrower_count: byBorrower.length,
      largest_borrower_share_bp: largest,
      by_borrower: byBorrower.slice(0, 10),
      by_grade: groupBy(holdings.map((h) => ({ key: h.grade.slice(0, 1).toUpperCase(), label: `${h.grade.slice(0, 1).toUpperCase()}등급`, won: h.won })), total),
      by_type: groupBy(holdings.map((h) => ({ key: h.type, label: h.type, won: h.won })), total),
      pf: { amount: pf, share_bp: shareBp(pf, total) },
      explanation: diversificationText(total, byBorrower.length, largest),
    };
  }
}
