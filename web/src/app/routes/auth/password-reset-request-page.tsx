import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { emailProblem } from '@/lib/account-rules';
import { requestPasswordReset } from '@/features/auth/api/request-password-reset';

/** /user/password_reset_request: the answer is the same whether or not the e-mail is a member's. */
export function PasswordResetRequestPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({ mutationFn: requestPasswordReset });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (!problem) mutation.mutate(email.trim());
  };
  return (
    <Page title="비밀번호 재설정" heading="비밀번호 재설정" lead="가입하신 이메일로 재설정 링크를 보내 드립니다." narrow>
      {mutation.isSuccess ? (
        <div className="card" role="status">
          <p>입력하신 이메일이 가입되어 있다면 재설정 링크를 보냈습니다. 링크는 30분 동안 한 번만 쓸 수 있습니다.</p>
          <p className="muted">메일이 오지 않으면 스팸함을 확인하시거나 잠시 후 다시 요청해 주세요.</p>
          <Link to="/user/login">로그인으로 돌아가기</Link>
        </div>
      ) : (
        <form className="card form" onSubmit={onSubmit} noValidate>
          <TextField label="이메일" type="email" autoComplete="email" required value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
            재설정 링크 받기
          </button>
          <p className="form__links">
            <Link to="/user/login">로그인</Link>
            <Link to="/user/sign_up">회원가입</Link>
          </p>
        </form>
      )}
    </Page>
  );
}
