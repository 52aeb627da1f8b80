// 본인인증, the first step of the sign-up-to-first-deposit journey: the law asks the platform to
// confirm who the investor is before a virtual account is opened or money moves (온투법 21조①,
// 특금법). Explained in plain words; the name confirmed here becomes the name on the accounts.
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useVerifyIdentity } from '../api/identity-verification';

const PHONE = /^01[016789]-?\d{3,4}-?\d{4}$/;
const BIRTH_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Errors = Partial<Record<'name' | 'birth_date' | 'phone', string>>;

function check(name: string, birthDate: string, phone: string): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = '이름을 입력해 주세요.';
  if (!BIRTH_DATE.test(birthDate)) errors.birth_date = '생년월일을 1990-01-31처럼 입력해 주세요.';
  if (!PHONE.test(phone)) errors.phone = '휴대폰 번호를 010-1234-5678처럼 입력해 주세요.';
  return errors;
}

export function IdentityVerificationStep({ defaultName }: { defaultName?: string }) {
  const [name, setName] = useState(defaultName ?? '');
  const [birthDate, setBirthDate] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const verify = useVerifyIdentity();
  const failed = isApiError(verify.error) && verify.error.data.fail_code === 'identity_verification_failed';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(name, birthDate, phone);
    setErrors(found);
    if (Object.keys(found).length === 0) verify.mutate({ name: name.trim(), birth_date: birthDate, phone });
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="identity-heading">
      <h2 id="identity-heading" className="card__title">
        1단계 · 본인인증
      </h2>
      <p>
        투자금을 안전하게 지키기 위해 법에 따라 가상계좌를 만들기 전에 회원님이 본인인지 확인합니다. 휴대폰 명의로 확인하며, 확인된 이름이 예치금 계좌와
        출금 계좌의 예금주 이름이 됩니다.
      </p>
      <ul className="check-list">
        <li>확인한 이름은 나중에 바꿀 수 없으니 휴대폰 명의와 똑같이 입력해 주세요.</li>
        <li>인증 기록은 관련 법령에 따라 안전하게 보관합니다.</li>
      </ul>
      <TextField label="이름 (휴대폰 명의)" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} required />
      <TextField
        label="생년월일"
        type="date"
        autoComplete="bday"
        value={birthDate}
        onChange={(e) => setBirthDate(e.target.value)}
        error={errors.birth_date}
        help="예: 1990-01-31"
        required
      />
      <TextField
        label="휴대폰 번호"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={errors.phone}
        help="본인 명의의 휴대폰 번호를 입력해 주세요."
        required
      />
      {failed ? (
        <p className="field__error" role="alert">
          입력하신 정보로 본인을 확인하지 못했습니다. 이름, 생년월일, 휴대폰 번호가 통신사에 등록된 정보와 같은지 확인해 주십시오.
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={verify.isPending}>
        {verify.isPending ? '확인하는 중…' : '본인인증 하기'}
      </button>
    </form>
  );
}
