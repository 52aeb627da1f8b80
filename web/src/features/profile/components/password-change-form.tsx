import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { NewPasswordFields } from '@/components/new-password-fields';
import { TextField } from '@/components/text-field';
import { changePassword } from '../api/change-password';
import { passwordProblem } from '@/lib/account-rules';

/** Current password, then the new one twice; other devices are logged out by the server. */
export function PasswordChangeForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setConfirm('');
      toast.success('비밀번호를 바꿨습니다. 다른 기기에서는 다시 로그인해야 합니다.');
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: current ? undefined : '현재 비밀번호를 입력해 주세요.',
      next: passwordProblem(next) ?? (next === current ? '지금과 다른 비밀번호를 입력해 주세요.' : undefined),
      confirm: next !== confirm ? '새 비밀번호가 서로 다릅니다.' : undefined,
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    mutation.mutate({ current_password: current, new_password: next });
  };
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="password-change-heading">
      <h2 id="password-change-heading" className="card__title">
        비밀번호 변경
      </h2>
      <TextField label="현재 비밀번호" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} error={errors.current} required />
      <NewPasswordFields password={next} confirm={confirm} onPassword={setNext} onConfirm={setConfirm} errors={{ password: errors.next, confirm: errors.confirm }} />
      <button type="submit" className="button button--ghost" disabled={mutation.isPending}>
        비밀번호 바꾸기
      </button>
    </form>
  );
}
