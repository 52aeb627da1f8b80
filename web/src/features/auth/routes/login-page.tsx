import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { notifyCookiesChanged } from '@/lib/cookies';
import { login } from '../api/auth-api';
import { safeRedirect } from './safe-redirect';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      notifyCookiesChanged();
      queryClient.clear();
      toast.success(`${user.name}님, 반갑습니다.`);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ email: email.trim(), password });
  };

  return (
    <Page title="로그인" heading="로그인" lead="이메일과 비밀번호로 로그인해 주세요." narrow>
      <form className="card form" onSubmit={onSubmit}>
        <TextField label="이메일" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="비밀번호"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
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
