import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncBoundary } from '@/components/async-boundary';
import { useControlSandboxBank } from '../../api/sandbox/control-sandbox-bank';
import { BANK_FAIL_CODES, useSandboxBank, type SandboxBankState } from '../../api/sandbox/get-sandbox-bank';

const FAIL_LABELS: Record<string, string> = {
  bank_closed: '은행 점검 중',
  seyfert_error: '가상계좌 서버 오류',
  __poll: '가상계좌 처리 오류',
  REQUEST_HAS_TIME_OUT: '출금 응답 시간 초과',
  CHECK_BNK_NM_DENIED: '예금주명 불일치',
  BNK_NM_COULD_NOT_BE_VERIFIED: '계좌 확인 불가',
  BNK_NM_NEED_REVIEW: '예금주명 검토 필요',
};

/** Forced closed, forced open, or the bank's own maintenance hours. */
const MODES: { closed: boolean | null; label: string }[] = [
  { closed: true, label: '강제 점검' },
  { closed: false, label: '강제 영업' },
  { closed: null, label: '일정대로' },
];

function describe(state: SandboxBankState): string {
  const mode = state.closed === true ? '강제 점검' : state.closed === false ? '강제 영업' : `일정대로 (점검 ${state.maintenance ?? '없음'})`;
  return `${state.open ? '영업 중' : '점검 중'} · ${mode}`;
}

/** The sandbox bank's maintenance switch and a one-shot failure for its next call. */
export function BankControls() {
  const bank = useSandboxBank();
  const control = useControlSandboxBank(() => toast.success('모의 은행 설정을 바꿨습니다.'));
  const [failNext, setFailNext] = useState<string>(BANK_FAIL_CODES[0]);
  return (
    <div className="two-columns">
      <div className="card stack">
        <h2 className="card__title">점검 상태</h2>
        <AsyncBoundary query={bank}>{(data) => <p data-testid="bank-state">{describe(data)}</p>}</AsyncBoundary>
        <div className="button-row" role="group" aria-label="점검 상태 바꾸기">
          {MODES.map((mode) => (
            <button key={mode.label} type="button" className="button button--ghost" aria-pressed={bank.data?.closed === mode.closed} onClick={() => control.mutate({ closed: mode.closed })}>
              {mode.label}
            </button>
          ))}
        </div>
      </div>
      <div className="card stack">
        <h2 className="card__title">다음 호출 실패시키기</h2>
        <p className="muted">
          다음 은행 호출 한 번이 고른 코드로 실패합니다. 현재: <strong>{bank.data?.fail_next ? `${FAIL_LABELS[bank.data.fail_next] ?? ''} (${bank.data.fail_next})` : '없음'}</strong>
        </p>
        <div className="field">
          <label className="field__label" htmlFor="fail-next">
            실패 코드
          </label>
          <select id="fail-next" className="field__input" value={failNext} onChange={(e) => setFailNext(e.target.value)}>
            {BANK_FAIL_CODES.map((code) => (
              <option key={code} value={code}>
                {FAIL_LABELS[code]} ({code})
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => control.mutate({ fail_next: failNext })}>
            적용
          </button>
          <button type="button" className="button button--ghost" onClick={() => control.mutate({ fail_next: null })}>
            해제
          </button>
        </div>
      </div>
    </div>
  );
}
