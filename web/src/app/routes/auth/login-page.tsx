import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '@/api/types';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useScrollIntoView } from '@/lib/use-scroll-into-view';
import { emailProblem } from '@/lib/account-rules';
import { clearSessionEnded } from '@/lib/session-ended';
import { useLogin } from '@/features/auth/api/login';
import { loginFailureMessage } from '@/features/auth/components/login-failure';
import { safeRedirect } from '@/features/auth/components/safe-redirect';

/** /user/login: back to the page that asked for the login (`?redirect=`, same-site paths only). */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const redirect = params.get('redirect');
  const mutation = useLogin();
  const onLoggedIn = ({ user }: { user: User }) => {
    toast.dismiss(); // an earlier failure's toast no longer applies
    clearSessionEnded();
    toast.success(`${user.name}님, 반갑습니다.`);
    navigate(safeRedirect(redirect, user.role === 'operator' ? '/admin' : '/user/dashboard'), { replace: true });
  };
  const failure = loginFailureMessage(mutation.error);
  const failureRef = useScrollIntoView<HTMLParagraphElement>(mutation.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailProblem(email), password: password ? undefined : '비밀번호를 입력해 주세요.' };
    setErrors(found);
    if (found.email || found.password) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    mutation.mutate({ email: email.trim(), password }, { onSuccess: onLoggedIn });
  };

  return (
    <Page title="로그인" heading="로그인" lead="이메일과 비밀번호로 로그인해 주세요." narrow>
      <form className="card form" onSubmit={onSubmit} noValidate>
        <TextField label="이메일" type="email" name="email" autoComplete="username" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="비밀번호"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {failure ? (
          <p ref={failureRef} className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
          {mutation.isPending ? '로그인 중…' : '로그인'}
        </button>
        <p className="form__links">
          <Link to="/user/password_reset_request">비밀번호를 잊으셨나요?</Link>
          <Link to="/user/sign_up">회원가입</Link>
        </p>
      </form>
    </Page>
  );
}
