import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { User } from '@/api/types';
import { TextField } from '@/components/text-field';
import { fieldCodeMessage, nameProblem, phoneProblem } from '@/lib/account-rules';
import { isApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

/** Name and phone, saved with the password (step-up); the e-mail is the login and cannot change here. */
export function ProfileDetailsForm({ profile }: { profile: User }) {
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string; password?: string }>({});
  useEffect(() => {
    setName(profile.name);
    setPhone(profile.phone);
  }, [profile]);
  const mutation = useUpdateProfile();
  const save = (input: { name: string; phone: string; password: string }) =>
    mutation.mutate(input, {
      onSuccess: () => {
        setPassword('');
        toast.success('회원 정보를 저장했습니다.');
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.data.fields : undefined;
        if (fields) setErrors({ name: fieldCodeMessage(fields.name), phone: fieldCodeMessage(fields.phone), password: fieldCodeMessage(fields.password) });
        if (isApiError(error) && error.data.fail_code === 'invalid_credentials') setErrors({ password: '비밀번호가 올바르지 않습니다.' });
      },
    });
  const changed = name.trim() !== profile.name || phone.trim() !== profile.phone;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: nameProblem(name), phone: phoneProblem(phone), password: password ? undefined : '비밀번호를 입력해 주세요.' };
    setErrors(found);
    if (found.name || found.phone || found.password) return;
    save({ name: name.trim(), phone: phone.trim(), password });
  };
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className="card__title">
        기본 정보
      </h2>
      <TextField label="이메일" value={profile.email} readOnly disabled help="이메일은 로그인 아이디라 바꿀 수 없습니다." />
      <TextField label="이름" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} required />
      <TextField label="휴대폰 번호" type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone} required />
      {changed ? (
        <TextField label="비밀번호 확인" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} help="이름이나 휴대폰 번호를 바꾸려면 비밀번호를 입력해 주세요." required />
      ) : null}
      <button type="submit" className="button button--primary" disabled={mutation.isPending || !changed}>
        저장
      </button>
    </form>
  );
}
