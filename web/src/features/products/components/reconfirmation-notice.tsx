// When an operator lowers a product's target, every investor in it must say again whether they
// keep their investment (온투법 12조③). The notification links here; this card asks, with the
// deadline, and tells what happens without an answer.
import { lazyToast } from '@/lib/lazy-toast';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/format';
import { useLoginedUser } from '@/lib/session';
import { useReconfirmations, type PendingReconfirmation } from '../api/get-reconfirmations';
import { useAnswerReconfirmation } from '../api/reconfirm-investment';

function Ask({ item }: { item: PendingReconfirmation }) {
  const answer = useAnswerReconfirmation();
  const reply = (keep: boolean) =>
    answer.mutate({ investmentId: item.investment_id, keep }, {
      onSuccess: () => void lazyToast((toast) => toast.success(keep ? '투자를 유지합니다.' : '투자를 취소했습니다. 투자금은 예치금으로 돌아갔습니다.')),
    });
  return (
    <section className="card stack reconfirm-card" role="region" aria-labelledby={`reconfirm-${item.investment_id}`}>
      <h2 id={`reconfirm-${item.investment_id}`} className="card__title">
        모집 금액이 바뀌었습니다. 투자를 유지할지 알려 주세요
      </h2>
      <p>
        이 상품의 모집 금액이 <Money won={item.target_amount} />으로 줄었습니다. 회원님의 투자 <Money won={item.amount} />을 그대로 유지할지, 취소하고
        예치금으로 돌려받을지 <strong>{formatDateTime(item.reconfirm_by)}</strong>까지 선택해 주십시오.
      </p>
      <p className="muted">기한까지 답하지 않으시면 투자는 자동으로 취소되고 투자금은 예치금으로 돌아갑니다. 모든 투자자가 답하기 전에는 대출이 실행되지 않습니다.</p>
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={answer.isPending} onClick={() => reply(true)}>
          투자 유지하기
        </button>
        <button type="button" className="button button--ghost" disabled={answer.isPending} onClick={() => reply(false)}>
          투자 취소하기
        </button>
      </div>
    </section>
  );
}

export function ReconfirmationNotice({ productId }: { productId: string }) {
  const user = useLoginedUser();
  const pending = useReconfirmations(productId, Boolean(user));
  if (!pending.data?.length) return null;
  return (
    <>
      {pending.data.map((item) => (
        <Ask key={item.investment_id} item={item} />
      ))}
    </>
  );
}
