import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { notifyCookiesChanged } from '@/lib/cookies';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { emailProblem, fieldCodeMessage, nameProblem, passwordProblem, phoneProblem } from '../api/account-rules';
import { saveMarketingConsent, signUp } from '../api/sign-up';
import { Consent } from '../components/consent';

type Form = { email: string; password: string; passwordConfirm: string; name: string; phone: string; agree: boolean; agreePrivacy: boolean; agreeMarketing: boolean };
type Field = keyof Form;
type Errors = Partial<Record<Field, string>>;

/** Mirrors the server's rules so that mistakes show under each field as it is filled in. */
export function validateSignUp(form: Form): Errors {
  const errors: Errors = {
    email: emailProblem(form.email),
    password: passwordProblem(form.password),
    passwordConfirm: form.password !== form.passwordConfirm ? '비밀번호가 서로 다릅니다.' : undefined,
    name: nameProblem(form.name),
    phone: phoneProblem(form.phone),
    agree: form.agree ? undefined : '이용약관에 동의해 주세요. 동의해야 가입할 수 있습니다.',
    agreePrivacy: form.agreePrivacy ? undefined : '개인정보 수집·이용에 동의해 주세요. 동의해야 가입할 수 있습니다.',
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors;
}

const SERVER_FIELDS: Record<string, Field> = { email: 'email', password: 'password', name: 'name', phone: 'phone', agree_terms: 'agree' };

/** /user/sign_up: e-mail, password, name, phone and three separate consents (이용약관, 개인정보 수집·이용, optional marketing), validated inline. */
export function SignUpPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>({ email: '', password: '', passwordConfirm: '', name: '', phone: '', agree: false, agreePrivacy: false, agreeMarketing: false });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: (_user, input) => {
      notifyCookiesChanged();
      // The optional marketing consent is its own record (PUT /me/notification_settings), given only when ticked.
      if (input.marketing) void saveMarketingConsent().catch(() => toast.error('마케팅 정보 수신 동의를 저장하지 못했습니다. 알림 화면에서 다시 설정해 주세요.'));
      queryClient.clear();
      toast.success('회원가입이 완료되었습니다.');
      navigate('/user/welcome', { replace: true });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.data.fail_code === 'email_taken') setServerErrors({ email: '이미 가입된 이메일입니다. 로그인하거나 비밀번호를 재설정해 주세요.' });
      const fields = error.data.fields ?? {};
      const mapped: Errors = {};
      for (const [key, code] of Object.entries(fields)) if (SERVER_FIELDS[key]) mapped[SERVER_FIELDS[key]] = fieldCodeMessage(code);
      if (Object.keys(mapped).length) setServerErrors(mapped);
    },
  });
  const local = validateSignUp(form);
  // The server's answer for a field shows until that field is edited; then the local rules speak again.
  const shown = (field: Field) => (touched[field] ? (serverErrors[field] ?? local[field]) : undefined);

  const set = (key: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setForm((prev) => ({ ...prev, [key]: event.target.type === 'checkbox' ? event.target.checked : event.target.value }));
    setServerErrors((prev) => {
      const { [key]: _edited, ...rest } = prev;
      return rest;
    });
    if (event.target.type === 'checkbox') setTouched((prev) => ({ ...prev, [key]: true }));
  };
  const blur = (key: Field) => () => setTouched((prev) => ({ ...prev, [key]: true }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true, passwordConfirm: true, name: true, phone: true, agree: true, agreePrivacy: true });
    if (Object.keys(validateSignUp(form)).length > 0) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    mutation.mutate({ email: form.email.trim(), password: form.password, name: form.name.trim(), phone: form.phone.trim(), agree_terms: true, marketing: form.agreeMarketing });
  };

  return (
    <Page title="회원가입" heading="회원가입" lead="가입 후 가상계좌를 발급받으면 바로 투자할 수 있습니다." narrow>
      <form className="card form" onSubmit={onSubmit} noValidate>
        <TextField label="이메일" type="email" autoComplete="email" value={form.email} onChange={set('email')} onBlur={blur('email')} error={shown('email')} required />
        <TextField
          label="비밀번호"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          onBlur={blur('password')}
          error={shown('password')}
          help="영문과 숫자를 섞어 10자 이상"
          required
        />
        <TextField
          label="비밀번호 확인"
          type="password"
          autoComplete="new-password"
          value={form.passwordConfirm}
          onChange={set('passwordConfirm')}
          onBlur={blur('passwordConfirm')}
          error={shown('passwordConfirm')}
          required
        />
        <TextField label="이름" autoComplete="name" value={form.name} onChange={set('name')} onBlur={blur('name')} error={shown('name')} help="실명으로 입력해 주세요. 출금 계좌 예금주와 같아야 합니다." required />
        <TextField
          label="휴대폰 번호"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={form.phone}
          onChange={set('phone')}
          onBlur={blur('phone')}
          error={shown('phone')}
          placeholder="010-1234-5678"
          required
        />
        <fieldset className="consents">
          <legend className="field__label">약관 동의</legend>
          <Consent name="agree_terms" checked={form.agree} onChange={set('agree')} error={shown('agree')} required>
            <Link to="/policy/terms" target="_blank">
              이용약관
            </Link>
            에 동의합니다.
          </Consent>
          <Consent name="agree_privacy" checked={form.agreePrivacy} onChange={set('agreePrivacy')} error={shown('agreePrivacy')} required>
            <Link to="/policy/privacy" target="_blank">
              개인정보 수집·이용
            </Link>
            에 동의합니다.
          </Consent>
          <Consent name="agree_marketing" checked={form.agreeMarketing} onChange={set('agreeMarketing')}>
            새 상품과 이벤트 소식(마케팅 정보)을 이메일로 받겠습니다. 언제든 알림 설정에서 끌 수 있습니다.
          </Consent>
        </fieldset>
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
