// What the contract is doing: running or stopped (and until when), what it placed of its total,
// the skips by reason ("잔액 부족으로 3건 건너뜀"), its share of the portfolio and the last
// placements; the stop, asked once in the app's own dialog, happens at once.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatWon } from '@/lib/format';
import { useStopAutoInvest, type AutoInvestView } from '../api/auto-invest';
import { skipLine, skipReason } from '../lib/auto-invest-choices';

const messageOf = (error: unknown) => (isApiError(error) ? error.data.message : '잠시 후 다시 시도해 주십시오.');

function Facts({ view }: { view: AutoInvestView }) {
  const { contract, placed, portfolio_share: share } = view;
  if (!contract) return null;
  return (
    <dl className="auto-invest__facts">
      <div className="auto-invest__fact"><dt>자동투자한 금액</dt><dd>{formatWon(placed.amount)} / {formatWon(contract.total_limit)}</dd></div>
      <div className="auto-invest__fact"><dt>자동투자 건수</dt><dd>{placed.count.toLocaleString('ko-KR')}건</dd></div>
      <div className="auto-invest__fact"><dt>포트폴리오 중 자동투자</dt><dd>{(share.share_bp / 100).toFixed(1)}%</dd></div>
    </dl>
  );
}

export function AutoInvestStatus({ view }: { view: AutoInvestView }) {
  const [confirming, setConfirming] = useState(false);
  const stop = useStopAutoInvest();
  const { contract } = view;
  const onStop = () => stop.mutate(undefined, { onSuccess: () => { setConfirming(false); toast.success('자동투자를 중지했습니다.', { duration: 2000 }); } });
  return (
    <Card title="자동투자 현황">
      <p className="auto-invest__status" aria-live="polite">
        <span className={contract?.active ? 'auto-invest__badge auto-invest__badge--on' : 'auto-invest__badge'}>{contract?.active ? '자동투자 중' : contract ? '중지됨' : '설정 전'}</span>
        <span>
          {contract ? (contract.active ? `${formatDate(contract.ends_on)}까지 (제${contract.version}판)` : contract.stopped_at ? `${formatDate(contract.stopped_at)}에 중지했습니다.` : `${formatDate(contract.ends_on)}에 끝났습니다.`) : '아래에서 조건을 정하고 시작하실 수 있습니다.'}
        </span>
      </p>
      <Facts view={view} />
      {view.skipped.map((s) => <p key={s.fail_code} className="auto-invest__skips">{skipLine(s)}</p>)}
      {view.recent.length > 0 ? (
        <ul className="auto-invest__list" aria-label="최근 자동투자">
          {view.recent.slice(0, 5).map((r) => (
            <li key={r.product_id}>
              <Link to={`/products/${r.product_id}`}>{r.title || '투자 상품'}</Link>
              <span>{r.outcome === 'placed' ? formatWon(r.amount) : `건너뜀 · ${skipReason(r.fail_code)}`}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {contract?.active ? (
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={() => { stop.reset(); setConfirming(true); }}>자동투자 중지</button>
        </div>
      ) : null}
      <ConfirmDialog open={confirming} title="자동투자 중지" confirmLabel="지금 중지하기" busyLabel="중지하는 중…" busy={stop.isPending} error={stop.isError ? messageOf(stop.error) : null} onConfirm={onStop} onClose={() => setConfirming(false)}>
        <p>중지하면 이후 모집을 시작하는 상품에는 자동으로 투자하지 않습니다. 이미 신청된 투자는 그대로이며 모집 중에는 투자 내역에서 취소하실 수 있습니다. 중지하시겠습니까?</p>
      </ConfirmDialog>
    </Card>
  );
}
