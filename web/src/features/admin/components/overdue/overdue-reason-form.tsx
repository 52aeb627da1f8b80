// The reason of a product's latest overdue installment: publishing it revises the overdue post and
// sends every investor of the product a notification and a mail, so the operator confirms first.
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { OverdueNotice } from '../../api/overdue/get-overdue-notices';
import { usePublishOverdueReason } from '../../api/overdue/publish-overdue-reason';

/** The server's limit on a reason (API: 1–1000 characters). */
const REASON_MAX = 1000;

export function OverdueReasonForm({ productId, latest }: { productId: string; latest: OverdueNotice }) {
  const fieldId = useId();
  const [draft, setDraft] = useState(latest.reason ?? '');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const publish = usePublishOverdueReason(productId);
  const reason = draft.trim();
  const unchanged = reason === (latest.reason ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError('연체 사유를 입력해 주세요.');
    setError(null);
    setConfirming(true);
  };
  const onConfirm = () =>
    publish.mutate(reason, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('연체 사유를 게시하고 투자자에게 알렸습니다.', { duration: 2000 });
      },
      onError: () => setConfirming(false),
    });

  return (
    <form className="stack overdue-reason" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {latest.seq}회차 연체 사유 {latest.reason ? '수정' : '입력'}
        </label>
        <textarea
          id={fieldId}
          className="field__input"
          rows={3}
          maxLength={REASON_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-note`}
          placeholder="예: 차입자의 공사 대금 회수가 늦어져 상환이 지연되고 있으며, 9월 30일까지 입금을 약속받았습니다."
        />
        {error ? <span className="field__error">{error}</span> : null}
        <span id={`${fieldId}-note`} className="field__help">
          게시하면 연체 공지 글의 사유가 바뀌고, 이 회차의 투자자 모두에게 알림과 메일이 다시 발송됩니다.
        </span>
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={publish.isPending || unchanged}>
          {latest.reason ? '사유 수정하기' : '사유 게시하기'}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="연체 사유를 게시할까요?"
        confirmLabel="게시하고 알리기"
        busyLabel="게시하는 중…"
        cancelLabel="취소"
        busy={publish.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      >
        <p>아래 사유를 연체 공지에 게시하고 투자자에게 알림과 메일로 보냅니다. 보낸 알림은 되돌릴 수 없습니다.</p>
        <blockquote className="overdue-reason__quote">{reason}</blockquote>
      </ConfirmDialog>
    </form>
  );
}
