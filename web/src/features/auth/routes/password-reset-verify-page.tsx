import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { verifyPasswordReset } from '../api/auth-api';

export function PasswordResetVerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: () => verifyPasswordReset(token, password),
    onSuccess: () => {
      toast.success('비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.');
      navigate('/user/login', { replace: true });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 10 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
      setError('비밀번호는 영문과 숫자를 섞어 10자 이상으로 입력해 주세요.');
      return;
    }
    if (password !== confirm) {
      setError('비밀번호가 서로 다릅니다.');
      return;
    }
    setError(undefined);
    mutation.mutate();
  };
  return (
    <Page title="새 비밀번호 설정" heading="새 비밀번호 설정" narrow>
      {!token ? (
        <div className="card">
          <p>재설정 링크가 올바르지 않습니다. 메일의 링크를 다시 눌러 주시거나 재설정을 다시 요청해 주세요.</p>
          <Link className="button button--primary" to="/user/password_reset_request">
            재설정 다시 요청하기
          </Link>
        </div>
      ) : (
        <form className="card form" onSubmit={onSubmit} noValidate>
          <TextField label="새 비밀번호" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} help="영문과 숫자를 섞어 10자 이상" required />
          <TextField label="새 비밀번호 확인" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={error} required />
          <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
            비밀번호 바꾸기
          </button>
        </form>
      )}
    </Page>
  );
}
