import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { notifyCookiesChanged } from '@/lib/cookies';
import { messageForFieldCode } from '@/lib/fail-messages';
import { signUp } from '../api/auth-api';

type Form = { email: string; password: string; passwordConfirm: string; name: string; phone: string; agree: boolean };
type Errors = Partial<Record<keyof Form, string>>;

/** Mirrors the server's rules (API.md) so most mistakes show before the request. */
export function validateSignUp(form: Form): Errors {
  const errors: Errors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = '올바른 이메일 주소를 입력해 주세요.';
  if (form.password.length < 10 || !/[A-Za-z]/.test(form.password) || !/\d/.test(form.password)) {
    errors.password = '비밀번호는 영문과 숫자를 섞어 10자 이상으로 입력해 주세요.';
  }
  if (form.password !== form.passwordConfirm) errors.passwordConfirm = '비밀번호가 서로 다릅니다.';
  if (!form.name.trim()) errors.name = '이름을 입력해 주세요.';
  if (!/^0\d{1,2}-?\d{3,4}-?\d{4}$/.test(form.phone.trim())) errors.phone = '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.';
  if (!form.agree) errors.agree = '이용약관에 동의해 주세요.';
  return errors;
}

export function SignUpPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>({ email: '', password: '', passwordConfirm: '', name: '', phone: '', agree: false });
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: () => {
      notifyCookiesChanged();
      toast.success('회원가입이 완료되었습니다.');
      navigate('/user/welcome', { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.data.fields) {
        const fields = error.data.fields;
        setErrors({
          email: messageForFieldCode(fields.email),
          password: messageForFieldCode(fields.password),
          name: messageForFieldCode(fields.name),
          phone: messageForFieldCode(fields.phone),
        });
      }
    },
  });
  const set = (key: keyof Form) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm((prev) => ({ ...prev, [key]: key === 'agree' ? event.target.checked : event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate({ email: form.email.trim(), password: form.password, name: form.name.trim(), phone: form.phone.trim(), agree_terms: true });
  };

  return (
    <Page title="회원가입" heading="회원가입" lead="가입 후 가상계좌를 발급받으면 바로 투자할 수 있습니다." narrow>
      <form className="card form" onSubmit={onSubmit} noValidate>
        <TextField label="이메일" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} required />
        <TextField
          label="비밀번호"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          help="영문과 숫자를 섞어 10자 이상"
          required
        />
        <TextField label="비밀번호 확인" type="password" autoComplete="new-password" value={form.passwordConfirm} onChange={set('passwordConfirm')} error={errors.passwordConfirm} required />
        <TextField label="이름" autoComplete="name" value={form.name} onChange={set('name')} error={errors.name} required />
        <TextField label="휴대폰 번호" type="tel" autoComplete="tel" inputMode="tel" value={form.phone} onChange={set('phone')} error={errors.phone} placeholder="010-1234-5678" required />
        <div className="field">
          <label className="checkbox">
            <input type="checkbox" checked={form.agree} onChange={set('agree')} aria-describedby="agree-note" />
            <span>
              <Link to="/policy/terms" target="_blank">
                이용약관
              </Link>
              과{' '}
              <Link to="/policy/privacy" target="_blank">
                개인정보처리방침
              </Link>
              에 동의합니다. (필수)
            </span>
          </label>
          {errors.agree ? (
            <span id="agree-note" className="field__error">
              {errors.agree}
            </span>
          ) : null}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
          {mutation.isPending ? '가입하는 중…' : '가입하기'}
        </button>
        <p className="form__links">
          이미 회원이신가요? <Link to="/user/login">로그인</Link>
        </p>
      </form>
    </Page>
  );
}
