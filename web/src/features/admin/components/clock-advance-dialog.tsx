// The app's own dialog before an operator moves the sandbox's business clock: from which date to
// which, and what follows the date (it applies to every server at once and cannot be undone).
import { ConfirmDialog } from '@/components/confirm-dialog';
import { addDaysOn, formatDateLong } from '@/lib/calendar-dates';

type Props = { open: boolean; todayOn: string | null; days: number; busy: boolean; onConfirm: () => void; onClose: () => void };

/** "업무 기준일을 2026년 3월 5일에서 2026년 3월 12일로 7일 앞당깁니다." (the current date unknown: "오늘에서 7일"). */
export function clockAdvanceText(todayOn: string | null, days: number): string {
  if (!todayOn) return `업무 기준일을 ${days}일 앞당깁니다.`;
  return `업무 기준일을 ${formatDateLong(todayOn)}에서 ${formatDateLong(addDaysOn(todayOn, days))}로 ${days}일 앞당깁니다.`;
}

export function ClockAdvanceDialog({ open, todayOn, days, busy, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog open={open} title="업무 기준일 옮기기" confirmLabel={`${days}일 앞당기기`} busyLabel="옮기는 중…" busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <p>
        <strong>{clockAdvanceText(todayOn, days)}</strong>
      </p>
      <p>상품 모집 시작·마감, 상환 예정일, 연체 판단, 은행 점검 시간, 매일 상환 배치가 새 날짜를 따릅니다. 로그인 세션과 투자 티켓은 실제 시간을 따릅니다.</p>
      <p className="dialog__warning">모든 서버에 바로 적용되며 되돌릴 수 없습니다.</p>
    </ConfirmDialog>
  );
}
