import toast from 'react-hot-toast';
import { formatAccountNumber } from '@/lib/account-number';
import { formatDate } from '@/lib/format';
import type { Vaccount } from '@/api/types';

/** The investor's own deposit account: bank, number, holder, and a copy button. */
export function VaccountCard({ vaccount }: { vaccount: Vaccount }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(vaccount.account_number);
      toast.success('계좌번호를 복사했습니다.');
    } catch {
      toast.error('복사하지 못했습니다. 계좌번호를 직접 선택해 복사해 주세요.');
    }
  };
  return (
    <div className="vaccount-card" aria-label="입금 가상계좌">
      <p className="vaccount-card__bank">{vaccount.bank_name}</p>
      <p className="vaccount-card__number" data-testid="vaccount-number">
        {formatAccountNumber(vaccount.bank_code, vaccount.account_number)}
      </p>
      <p className="vaccount-card__holder">
        예금주 {vaccount.holder_name} · {formatDate(vaccount.issued_at)} 발급
      </p>
      <button type="button" className="button button--light button--small" onClick={() => void copy()}>
        계좌번호 복사
      </button>
    </div>
  );
}
