import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { NewPasswordFields } from '@/components/new-password-fields';
import { isApiError } from '@/lib/api-client';
import { passwordProblem } from '@/lib/account-rules';
import { verifyPasswordReset } from '@/features/auth/api/verify-password-reset';

/** /user_password_reset_verify?token=: the link from the reset mail; sets a new password once. */
export function PasswordResetVerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const mutation = useMutation({
    mutationFn: () => verifyPasswordReset(token, password),
    onSuccess: () => {
      toast.success('비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.');
      navigate('/user/login', { replace: true });
    },
  });
  const tokenRejected = isApiError(mutation.error) && mutation.error.data.fail_code === 'invalid_reset_token';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { password: passwordProblem(password), confirm: password !== confirm ? '비밀번호가 서로 다릅니다.' : undefined };
    setErrors(found);
    if (!found.password && !found.confirm) mutation.mutate();
  };
  return (
    <Page title="새 비밀번호 설정" heading="새 비밀번호 설정" narrow>
      {!token || tokenRejected ? (
        <div className="card" role="alert">
          <p>재설정 링크가 만료되었거나 이미 사용되었습니다. 링크는 30분 동안 한 번만 쓸 수 있습니다.</p>
          <Link className="button button--primary" to="/user/password_reset_request">
            재설정 다시 요청하기
          </Link>
        </div>
      ) : (
        <form className="card form" onSubmit={onSubmit} noValidate>
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
          <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
            비밀번호 바꾸기
          </button>
        </form>
      )}
    </Page>
  );
}
