import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { AsyncBoundary } from '@/components/async-boundary';
import { TextField } from '@/components/text-field';
import { formatDateLong } from '@/lib/calendar-dates';
import { formatDate } from '@/lib/format';
import { useAdvanceBusinessClock } from '../api/sandbox/advance-business-clock';
import { useBusinessClock } from '../api/sandbox/get-business-clock';
import { ClockAdvanceDialog } from './clock-advance-dialog';

const MAX_ADVANCE_DAYS = 400;

/** The sandbox's business clock: today's business date and a control to move it forward (never back). */
export function BusinessClockCard() {
  const clock = useBusinessClock();
  const [days, setDays] = useState('1');
  const [asking, setAsking] = useState(false);
  // "2026년 3월 12일로": a date ending in 일 always takes 로.
  const advance = useAdvanceBusinessClock((next) => toast.success(`업무 기준일을 ${formatDateLong(next.today)}로 옮겼습니다.`));
  const count = Number(days);
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_ADVANCE_DAYS;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) setAsking(true);
  };
  const confirm = () => advance.mutate(count, { onSettled: () => setAsking(false) });
  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="clock-heading">
      <h2 id="clock-heading" className="card__title">
        업무 기준일 (모의 시계)
      </h2>
      <AsyncBoundary query={clock}>
        {(data) =>
          data === null ? (
            <p>모의 시계가 없는 환경입니다. 업무 기준일은 실제 날짜와 같습니다.</p>
          ) : (
            <p data-testid="business-today">
              오늘은 <strong>{formatDate(data.today)}</strong>입니다 (실제 날짜보다 {data.offset_days}일 앞).
            </p>
          )
        }
      </AsyncBoundary>
      <p className="muted">상품 모집 시작·마감, 상환 예정일, 연체 판단, 은행 점검 시간, 매일 상환 배치가 이 날짜를 따릅니다. 로그인 세션과 투자 티켓의 유효 시간은 실제 시간을 따릅니다.</p>
      <TextField
        label="앞당길 일수"
        inputMode="numeric"
        value={days}
        onChange={(e) => setDays(e.target.value.replace(/[^\d]/g, ''))}
        help={`1일부터 ${MAX_ADVANCE_DAYS}일까지 앞으로만 옮길 수 있습니다.`}
        required
      />
      <button type="submit" className="button button--primary" disabled={advance.isPending || !valid}>
        날짜 앞당기기
      </button>
      <ClockAdvanceDialog open={asking} todayOn={clock.data?.today ?? null} days={count} busy={advance.isPending} onConfirm={confirm} onClose={() => setAsking(false)} />
    </form>
  );
}
