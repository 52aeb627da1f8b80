import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { useSubmitCorporateInquiry } from '../api/submit-corporate-inquiry';
import { fieldErrorsOf, parseWonInput } from './form-helpers';
import { PrivacyConsent } from './privacy-consent';
import { WonField } from './won-field';

const EMPTY = { company_name: '', contact_name: '', phone: '', email: '', amount: '', message: '' };

/** The corporate investing inquiry on /corp_invest: stored for the operators, answered by phone or e-mail. */
export function CorporateInquiryForm() {
  const [form, setForm] = useState(EMPTY);
  const [agree, setAgree] = useState(false);
  const submit = useSubmitCorporateInquiry();
  const errors = fieldErrorsOf(submit.error);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  if (submit.isSuccess) {
    return (
      <div className="card" role="status">
        <h3 className="card__title">문의가 접수되었습니다</h3>
        <p>담당 매니저가 영업일 기준 1일 안에 {form.contact_name}님께 연락드리겠습니다.</p>
        <button type="button" className="button button--ghost" onClick={() => { submit.reset(); setForm(EMPTY); setAgree(false); }}>
          새 문의 작성
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ ...form, amount: parseWonInput(form.amount), agree_privacy: agree });
  };

  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="corp-form-heading" noValidate>
      <h2 id="corp-form-heading" className="card__title">
        법인 투자 상담 신청
      </h2>
      <TextField label="회사명" name="company_name" value={form.company_name} onChange={(e) => set('company_name')(e.target.value)} error={errors.company_name} required maxLength={100} />
      <TextField label="담당자 이름" name="contact_name" value={form.contact_name} onChange={(e) => set('contact_name')(e.target.value)} error={errors.contact_name} required maxLength={50} />
      <TextField label="연락처" name="phone" type="tel" placeholder="02-1234-5678" value={form.phone} onChange={(e) => set('phone')(e.target.value)} error={errors.phone} required />
      <TextField label="이메일" name="email" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} required />
      <WonField label="투자 예정 금액 (원)" name="amount" placeholder="500,000,000" value={form.amount} onChange={set('amount')} error={errors.amount} />
      <div className="field">
        <label className="field__label" htmlFor="corp-message">
          문의 내용
        </label>
        <textarea id="corp-message" className="field__input" rows={4} maxLength={2000} value={form.message} onChange={(e) => set('message')(e.target.value)} placeholder="투자 기간, 선호하는 상품 유형 등을 적어 주시면 상담이 빨라집니다." />
        {errors.message ? <span className="field__error">{errors.message}</span> : null}
      </div>
      <PrivacyConsent checked={agree} onChange={setAgree} error={errors.agree_privacy} purpose="법인 투자 상담" />
      <button type="submit" className="button button--primary" disabled={submit.isPending}>
        {submit.isPending ? '접수하는 중…' : '상담 신청하기'}
      </button>
    </form>
  );
}
