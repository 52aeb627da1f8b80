import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { formatRateBp } from '@/lib/format';
import { useSubmitLoanApplication } from '../api/submit-loan-application';
import { fieldErrorsOf, parseWonInput } from './form-helpers';
import { PrivacyConsent } from './privacy-consent';
import { WonField } from './won-field';

const EMPTY = { address: '', estimated_value: '', requested_amount: '', name: '', phone: '', email: '', message: '' };

/** The apartment-secured loan application on /landing/apt and /loan/apt. */
export function LoanApplicationForm({ source }: { source: 'landing_apt' | 'loan_apt' }) {
  const [form, setForm] = useState(EMPTY);
  const [agree, setAgree] = useState(false);
  const submit = useSubmitLoanApplication();
  const errors = fieldErrorsOf(submit.error);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const value = parseWonInput(form.estimated_value);
  const requested = parseWonInput(form.requested_amount);
  const ltvBp = value > 0 && requested > 0 ? Math.floor((requested * 10_000) / value) : null;

  if (submit.isSuccess) {
    return (
      <div className="card" role="status">
        <h3 className="card__title">대출 상담 신청이 접수되었습니다</h3>
        <p>심사역이 시세를 확인한 뒤 영업일 기준 1일 안에 {form.name}님께 연락드리겠습니다.</p>
        <button type="button" className="button button--ghost" onClick={() => { submit.reset(); setForm(EMPTY); setAgree(false); }}>
          새 신청 작성
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({
      address: form.address,
      estimated_value: value,
      requested_amount: requested,
      name: form.name,
      phone: form.phone,
      ...(form.email.trim() ? { email: form.email } : {}),
      message: form.message,
      source,
      agree_privacy: agree,
    });
  };

  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="loan-form-heading" noValidate>
      <h2 id="loan-form-heading" className="card__title">
        아파트 담보대출 상담 신청
      </h2>
      <TextField label="아파트 주소 (동·호수까지)" name="address" placeholder="서울특별시 ○○구 ○○로 00, 101동 1203호" value={form.address} onChange={(e) => set('address')(e.target.value)} error={errors.address} required maxLength={200} />
      <WonField label="추정 시세 (원)" name="estimated_value" placeholder="900,000,000" value={form.estimated_value} onChange={set('estimated_value')} error={errors.estimated_value} />
      <WonField label="신청 금액 (원)" name="requested_amount" placeholder="200,000,000" value={form.requested_amount} onChange={set('requested_amount')} error={errors.requested_amount} />
      {ltvBp !== null ? <p className="muted">신청 금액 기준 LTV {formatRateBp(ltvBp)} (선순위 대출 제외)</p> : null}
      <TextField label="이름" name="name" value={form.name} onChange={(e) => set('name')(e.target.value)} error={errors.name} required maxLength={50} />
      <TextField label="휴대전화" name="phone" type="tel" placeholder="010-1234-5678" value={form.phone} onChange={(e) => set('phone')(e.target.value)} error={errors.phone} required />
      <TextField label="이메일 (선택)" name="email" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} />
      <div className="field">
        <label className="field__label" htmlFor="loan-message">
          남기실 말씀 (선택)
        </label>
        <textarea id="loan-message" className="field__input" rows={3} maxLength={2000} value={form.message} onChange={(e) => set('message')(e.target.value)} placeholder="선순위 대출 잔액, 자금 용도, 연락 가능한 시간 등" />
      </div>
      <PrivacyConsent checked={agree} onChange={setAgree} error={errors.agree_privacy} purpose="대출 상담과 담보 시세 확인" />
      <button type="submit" className="button button--primary" disabled={submit.isPending}>
        {submit.isPending ? '접수하는 중…' : '상담 신청하기'}
      </button>
    </form>
  );
}
