import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { AsyncBoundary } from '@/components/async-boundary';
import { TextField } from '@/components/text-field';
import { useWallet } from '@/api/get-wallet';
import type { Wallet } from '@/api/types';
import { useRegisterWithdrawAccount } from '../api/register-withdraw-account';
import { BankFailureNotice } from './bank-failure-notice';
import { WITHDRAW_BANKS, maskAccount } from './korean-banks';
import { WithdrawForm } from './withdraw-form';
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

/** The verified account and the withdrawal form, or the form that registers (or changes) the account. */
function Withdrawals({ wallet }: { wallet: Wallet }) {
  const [changing, setChanging] = useState(false);
  const account = wallet.withdraw_account;
  if (account && !changing) {
    return (
      <div className="stack">
        <p>
          출금 계좌: <strong>{account.bank_name}</strong> {maskAccount(account.account_number)} (예금주 {account.holder_name}) <span className="badge badge--primary">확인 완료</span>
        </p>
        <div className="button-row">
          <button type="button" className="button button--ghost button--small" onClick={() => setChanging(true)}>
            출금 계좌 변경
          </button>
        </div>
        <WithdrawForm wallet={wallet} />
      </div>
    );
  }
  return (
    <>
      <p className="muted">출금은 본인 명의로 확인된 계좌로만 보낼 수 있습니다.</p>
      <WithdrawAccountForm onDone={() => setChanging(false)} />
      {changing ? (
        <button type="button" className="button button--ghost button--small" onClick={() => setChanging(false)}>
          취소
        </button>
      ) : null}
    </>
  );
}

/**
 * Withdrawal account and withdrawals, on the 예치금 page: register (or change) the account
 * money goes to, then withdraw; both ask for the password again, and every bank refusal is
 * explained in Korean next to the form.
 */
export function WithdrawAccountSection() {
  const wallet = useWallet();
  return (
    <section id="withdraw" className="card stack" aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading" className="card__title">
        출금
      </h2>
      <AsyncBoundary query={wallet} errorTitle="출금 정보를 불러오지 못했습니다.">
        {(data) => (data.vaccount ? <Withdrawals wallet={data} /> : <p className="muted">가상계좌를 발급받고 예치금을 입금하면 출금할 수 있습니다.</p>)}
      </AsyncBoundary>
    </section>
  );
}
