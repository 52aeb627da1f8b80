// Proves the operators' registry card says in Korean how many reports wait and for how long, lists
// them with their attempts and last error, and names each investor whose outstanding principal
// differs from the registry's — or says that every one matches.
import { screen, within } from '@testing-library/react';
import { renderAlone, serveAnswers } from '@/test/serve-answers';
import { RegistryReportsCard } from './registry-reports-card';

const USER = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const pending = {
  id: 'b1c2d3e4-0000-4000-8000-000000000001', kind: 'repayment', user_id: USER, product_id: 'b1c2d3e4-0000-4000-8000-000000000002', amount: 81_234,
  at: '2026-11-21T01:00:00.000Z', state: 'pending', attempts: 3, next_attempt_at: '2026-11-21T01:00:08.000Z', last_error: 'the sandbox registry is down', acknowledged_at: null,
};

describe('RegistryReportsCard', () => {
  it('shows the reports waiting, the oldest one\'s age and an investor whose principal differs', async () => {
    serveAnswers({
      'GET /api/admin/registry/reports': { counts: { pending: 1, acknowledged: 12, stuck: 0 }, oldest_pending_at: '2026-11-21T01:00:00.000Z', oldest_pending_age_seconds: 192, items: [pending] },
      'GET /api/admin/registry/reconciliation': { ok: false, differences: [{ user_id: USER, platform: 418_766, registry: 500_000 }] },
    });
    renderAlone(<RegistryReportsCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('전달 대기 1건 · 전달 완료 12건');
    expect(screen.getByText(/3분 12초 전에 만들어졌습니다/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '전달을 기다리는 보고' });
    expect(within(table).getByText('원금 상환')).toBeInTheDocument();
    expect(within(table).getByText('81,234원')).toBeInTheDocument();
    expect(within(table).getByText('3회')).toBeInTheDocument();
    expect(await screen.findByText('잔여 원금이 다른 투자자 1명')).toBeInTheDocument();
    expect(screen.getByText(/플랫폼 418,766원, 중앙기록관리기관 500,000원/)).toBeInTheDocument();
  });

  it('says every investor matches when nothing waits', async () => {
    serveAnswers({
      'GET /api/admin/registry/reports': { counts: { pending: 0, acknowledged: 12, stuck: 0 }, oldest_pending_at: null, oldest_pending_age_seconds: null, items: [] },
      'GET /api/admin/registry/reconciliation': { ok: true, differences: [] },
    });
    renderAlone(<RegistryReportsCard />);
    expect(await screen.findByText('모든 투자자의 잔여 원금이 중앙기록관리기관의 기록과 일치합니다.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('전달 대기 0건');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
