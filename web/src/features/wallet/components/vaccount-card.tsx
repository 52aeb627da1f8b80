import { formatDate } from '@/lib/format';
import type { Vaccount } from '../api/wallet-api';

export function VaccountCard({ vaccount }: { vaccount: Vaccount }) {
  return (
    <div className="vaccount-card">
      <p className="vaccount-card__bank">{vaccount.bank_name}</p>
      <p className="vaccount-card__number">{vaccount.account_number}</p>
      <p className="vaccount-card__holder">
        예금주 {vaccount.holder_name} · {formatDate(vaccount.issued_at)} 발급
      </p>
      <button
        type="button"
        className="button button--light button--small"
        onClick={() => void navigator.clipboard?.writeText(vaccount.account_number.replace(/[^\d]/g, ''))}
      >
        계좌번호 복사
      </button>
    </div>
  );
}
