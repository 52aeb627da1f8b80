import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { formatWon } from '@/lib/format';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWallet, type Wallet } from '../api/get-wallet';
import { useRegisterWithdrawAccount } from '../api/register-withdraw-account';
import { BankFailureNotice } from './bank-failure-notice';
import { WITHDRAW_BANKS, maskAccount } from './korean-banks';
import './wallet.css';

function WithdrawAccountForm({ onDone }: { onDone?: () => void }) {
  const [bankCode, setBankCode] = useState(WITHDRAW_BANKS[0]?.code ?? '004');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegisterWithdrawAccount(() => {
    toast.success('출금 계좌를 등록했습니다.');
    setPassword('');
    onDone?.();
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate({ bank_code: bankCode, account_number: accountNumber, holder_name: holderName, password });
  };
  return (
    <form className="form" onSubmit={onSubmit} aria-label="출금 계좌 등록">
      <div className="field">
        <label className="field__label" htmlFor="withdraw-bank">
          은행
        </label>
        <select id="withdraw-bank" className="field__input" value={bankCode} onChange={(e) => setBankCode(e.target.value)}>
          {WITHDRAW_BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="계좌번호"
        inputMode="numeric"
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value.replace(/[^\d]/g, ''))}
        help="'-' 없이 숫자만 입력해 주세요."
        minLength={10}
        maxLength={16}
        required
      />
      <TextField label="예금주" value={holderName} onChange={(e) => setHolderName(e.target.value)} help="본인 명의 계좌만 등록할 수 있습니다." required />
      <TextField label="비밀번호 확인" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      {register.isError ? <BankFailureNotice error={register.error} /> : null}
      <button type="submit" className="button button--primary" disabled={register.isPending}>
        {register.isPending ? '은행에서 확인하는 중…' : '출금 계좌 등록'}
      </button>
    </form>
  );
}

function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

function WithdrawForm({ wallet }: { wallet: Wallet }) {
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  // One key per withdrawal the investor means: a resubmission of the same form is the same withdrawal.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const withdraw = useCreateWithdrawal((w) => {
    toast.success(w.status === 'completed' ? `${formatWon(w.amount)}을 출금했습니다.` : '출금을 신청했습니다. 은행 처리가 끝나면 반영됩니다.');
    setAmount('');
    setPassword('');
    setIdempotencyKey(newIdempotencyKey());
  });
  const amountWon = Number(amount);
  const tooMuch = amountWon > wallet.withdrawable;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    withdraw.mutate(
      { amount: amountWon, password, idempotencyKey },
      // A refusal is final for this key: the next attempt is a new withdrawal.
      { onError: () => setIdempotencyKey(newIdempotencyKey()) },
    );
  };
  return (
    <form className="form" onSubmit={onSubmit} aria-label="출금 신청">
      <p>
        출금 가능 금액 <strong>{formatWon(wallet.withdrawable)}</strong>
        {wallet.held > 0 ? <span className="muted"> (투자 대기 {formatWon(wallet.held)}은 출금할 수 없습니다)</span> : null}
      </p>
      <TextField
        label="출금액 (원)"
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
        error={tooMuch ? '출금 가능 금액보다 많습니다.' : undefined}
        help={amountWon > 0 ? formatWon(amountWon) : undefined}
        required
      />
      <div className="button-row">
        <button type="button" className="button button--ghost button--small" onClick={() => setAmount(String(wallet.withdrawable))}>
          전액
        </button>
      </div>
      <TextField label="비밀번호 확인" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      {withdraw.isError ? <BankFailureNotice error={withdraw.error} /> : null}
      <button type="submit" className="button button--primary" disabled={withdraw.isPending || !(amountWon > 0) || tooMuch}>
        {withdraw.isPending ? '출금하는 중…' : '출금하기'}
      </button>
    </form>
  );
}

/**
 * Withdrawal account and withdrawals, for the profile page: register (or change) the account
 * money goes to, then withdraw; both ask for the password again, and every bank refusal is
 * explained in Korean next to the form.
 */
export function WithdrawAccountSection() {
  const wallet = useWallet();
  const [changing, setChanging] = useState(false);
  return (
    <section className="card stack" aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading" className="card__title">
        출금
      </h2>
      {wallet.isPending ? (
        <LoadingBlock />
      ) : wallet.isError ? (
        <ErrorState title="출금 정보를 불러오지 못했습니다." onRetry={() => void wallet.refetch()} />
      ) : !wallet.data.vaccount ? (
        <p className="muted">가상계좌를 발급받고 예치금을 입금하면 출금할 수 있습니다.</p>
      ) : (
        <>
          {wallet.data.withdraw_account && !changing ? (
            <div className="stack">
              <p>
                출금 계좌: <strong>{wallet.data.withdraw_account.bank_name}</strong> {maskAccount(wallet.data.withdraw_account.account_number)} (예금주{' '}
                {wallet.data.withdraw_account.holder_name}) <span className="badge badge--primary">확인 완료</span>
              </p>
              <div className="button-row">
                <button type="button" className="button button--ghost button--small" onClick={() => setChanging(true)}>
                  출금 계좌 변경
                </button>
              </div>
              <WithdrawForm wallet={wallet.data} />
            </div>
          ) : (
            <>
              <p className="muted">출금은 본인 명의로 확인된 계좌로만 보낼 수 있습니다.</p>
              <WithdrawAccountForm onDone={() => setChanging(false)} />
              {changing ? (
                <button type="button" className="button button--ghost button--small" onClick={() => setChanging(false)}>
                  취소
                </button>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
