import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { formatDate } from '@/lib/format';
import { INVESTOR_TYPE_LABELS, changePassword, profileQueryKey, requestInvestorType, updateProfile, useProfile, type Profile } from '../api/profile-api';

function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
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
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ name: name.trim(), phone: phone.trim() });
  };
  return (
    <form className="card form" onSubmit={onSubmit}>
      <h2 className="card__title">기본 정보</h2>
      <TextField label="이메일" value={profile.email} readOnly disabled />
      <TextField label="이름" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField label="휴대폰 번호" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} required />
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        저장
      </button>
    </form>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setCurrent('');
      setNext('');
      toast.success('비밀번호를 바꿨습니다.');
    },
  });
  return (
    <form
      className="card form"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ current_password: current, new_password: next });
      }}
    >
      <h2 className="card__title">비밀번호 변경</h2>
      <TextField label="현재 비밀번호" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} required />
      <TextField label="새 비밀번호" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} help="영문과 숫자를 섞어 10자 이상" required minLength={10} />
      <button type="submit" className="button button--ghost" disabled={mutation.isPending}>
        비밀번호 바꾸기
      </button>
    </form>
  );
}

function InvestorTypeForm({ profile }: { profile: Profile }) {
  const [type, setType] = useState<'income_qualified' | 'professional'>('income_qualified');
  const [evidence, setEvidence] = useState('');
  const mutation = useMutation({
    mutationFn: requestInvestorType,
    onSuccess: () => toast.success('투자자 유형 변경을 신청했습니다. 심사 후 알려 드립니다.'),
  });
  return (
    <form
      className="card form"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ investor_type: type, evidence: evidence.trim() });
      }}
    >
      <h2 className="card__title">투자자 유형</h2>
      <p>
        현재 유형: <strong>{INVESTOR_TYPE_LABELS[profile.investor_type] ?? profile.investor_type}</strong>
      </p>
      <div className="field">
        <label className="field__label" htmlFor="investor-type">
          신청할 유형
        </label>
        <select id="investor-type" className="field__input" value={type} onChange={(e) => setType(e.target.value as typeof type)}>
          <option value="income_qualified">소득적격 투자자</option>
          <option value="professional">전문 투자자</option>
        </select>
      </div>
      <TextField label="증빙 내용" value={evidence} onChange={(e) => setEvidence(e.target.value)} help="예: 2024년 근로소득 원천징수영수증 (이자·배당소득 2천만 원 초과)" required />
      <button type="submit" className="button button--ghost" disabled={mutation.isPending || !evidence.trim()}>
        심사 신청
      </button>
    </form>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  return (
    <Page title="내 정보" heading="내 정보" lead={profile.data ? `${formatDate(profile.data.created_at)} 가입` : undefined}>
      {profile.isPending ? (
        <LoadingBlock />
      ) : profile.isError ? (
        <ErrorState title="회원 정보를 불러오지 못했습니다." onRetry={() => void profile.refetch()} />
      ) : (
        <div className="stack">
          <ProfileForm profile={profile.data} />
          <div className="card">
            <h2 className="card__title">가상계좌</h2>
            <p>{profile.data.has_vaccount ? '가상계좌가 발급되어 있습니다.' : '아직 가상계좌가 없습니다.'}</p>
            <Link to={profile.data.has_vaccount ? '/user/deposit' : '/user/create_vaccount'}>
              {profile.data.has_vaccount ? '예치금 관리' : '가상계좌 발급하기'}
            </Link>
          </div>
          <InvestorTypeForm profile={profile.data} />
          <PasswordForm />
        </div>
      )}
    </Page>
  );
}
