import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { profileQueryKey } from '../api/get-profile';
import type { Profile } from '../api/profile';
import { fieldCodeMessage, nameProblem, phoneProblem } from '../api/profile-rules';
import { updateProfile } from '../api/update-profile';

/** Name and phone; the e-mail is the login and cannot change here. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  useEffect(() => {
    setName(profile.name);
    setPhone(profile.phone);
  }, [profile]);
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(profileQueryKey, user);
      toast.success('회원 정보를 저장했습니다.');
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.data.fields : undefined;
      if (fields) setErrors({ name: fieldCodeMessage(fields.name), phone: fieldCodeMessage(fields.phone) });
    },
  });
  const changed = name.trim() !== profile.name || phone.trim() !== profile.phone;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: nameProblem(name), phone: phoneProblem(phone) };
    setErrors(found);
    if (found.name || found.phone) return;
    mutation.mutate({ name: name.trim(), phone: phone.trim() });
  };
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className="card__title">
        기본 정보
      </h2>
      <TextField label="이메일" value={profile.email} readOnly disabled help="이메일은 로그인 아이디라 바꿀 수 없습니다." />
      <TextField label="이름" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} required />
      <TextField label="휴대폰 번호" type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone} required />
      <button type="submit" className="button button--primary" disabled={mutation.isPending || !changed}>
        저장
      </button>
    </form>
  );
}
