import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/text-field';
import { formatWon } from '@/lib/format';
import { useControlSandboxBank } from '../../api/sandbox/control-sandbox-bank';

/** What the central registry (중앙기록관리기관) reports an investor holds on other platforms, counted in their limits. */
export function ExternalHoldingsForm() {
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [realty, setRealty] = useState('');
  const [borrowerId, setBorrowerId] = useState('');
  const [borrowerAmount, setBorrowerAmount] = useState('');
  const control = useControlSandboxBank(() => toast.success('다른 플랫폼 투자 잔액을 저장했습니다.'));
  // Real estate is part of the total, as the registry counts it (the server answers over_amount otherwise).
  const realtyOverAmount = Number(realty || 0) > Number(amount || 0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (realtyOverAmount) return;
    const borrowers = borrowerId.trim() ? { [borrowerId.trim()]: Number(borrowerAmount || 0) } : {};
    control.mutate({ external_holdings: { user_id: userId.trim(), amount: Number(amount || 0), realty: Number(realty || 0), borrowers } });
  };
  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="holdings-heading">
      <h2 id="holdings-heading" className="card__title">
        중앙기록관리기관: 다른 플랫폼 투자 잔액
      </h2>
      <p className="muted">투자자가 다른 P2P 플랫폼에 투자한 잔액입니다. 투자 한도 확인에 더해집니다.</p>
      <TextField label="회원 ID (UUID)" value={userId} onChange={(e) => setUserId(e.target.value)} required />
      <TextField label="총 투자 잔액 (원)" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))} help={amount ? formatWon(Number(amount)) : undefined} required />
      <TextField
        label="그중 부동산 투자 잔액 (원, 선택)"
        inputMode="numeric"
        value={realty}
        onChange={(e) => setRealty(e.target.value.replace(/[^\d]/g, ''))}
        help={realty && !realtyOverAmount ? formatWon(Number(realty)) : '부동산 투자 한도 확인에 더해집니다.'}
        error={realtyOverAmount ? '부동산 잔액은 총 투자 잔액보다 클 수 없습니다.' : undefined}
      />
      <TextField label="차입자 ID (선택)" value={borrowerId} onChange={(e) => setBorrowerId(e.target.value)} />
      <TextField label="그 차입자에 대한 잔액 (원)" inputMode="numeric" value={borrowerAmount} onChange={(e) => setBorrowerAmount(e.target.value.replace(/[^\d]/g, ''))} disabled={!borrowerId.trim()} />
      <button type="submit" className="button button--primary" disabled={control.isPending}>
        저장
      </button>
    </form>
  );
}
