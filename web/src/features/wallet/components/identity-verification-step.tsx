// 본인인증, the first step of the sign-up-to-first-deposit journey: the law asks the platform to
// confirm who the investor is before a virtual account is opened or money moves (온투법 21조①,
// 특금법). Explained in plain words; the name confirmed here becomes the name on the accounts.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { phoneProblem } from '@/lib/account-rules';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { useVerifyIdentity, type IdentityClaim } from '../api/verify-identity';
import { NameChangeDialog, type NameChange } from './name-change-dialog';

const BIRTH_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Form = { name: string; birth_date: string; phone: string };
type Errors = Partial<Record<keyof Form, string>>;

function check(form: Form): Errors {
  const errors: Errors = {};
  if (!form.name.trim()) errors.name = '이름을 입력해 주세요.';
  if (!BIRTH_DATE.test(form.birth_date)) errors.birth_date = '생년월일을 1990-01-31처럼 입력해 주세요.';
  const phone = phoneProblem(form.phone);
  if (phone) errors.phone = phone;
  return errors;
}

export function IdentityVerificationStep({ defaultName }: { defaultName?: string }) {
  const [form, setForm] = useState<Form>({ name: defaultName ?? '', birth_date: '', phone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const verify = useVerifyIdentity();
  // A verified name unlike the account's: both names, asked in a dialog; "바꾸지 않기" leaves the account as it is.
  const [asked, setAsked] = useState<NameChange | null>(null);
  const [declined, setDeclined] = useState(false);
  const failed = isApiError(verify.error) && verify.error.data.fail_code === 'identity_verification_failed';
  /** A field's value, change and error. */
  const field = (key: keyof Form) => ({ value: form[key], onChange: (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value }), error: errors[key] });
  const send = (claim: IdentityClaim) =>
    verify.mutate(claim, {
      onSuccess: () => setAsked(null),
      onError: (e) => {
        if (isApiError(e) && e.data.fail_code === 'name_change_unconfirmed' && e.data.names) setAsked(e.data.names);
      },
    });
  const claim = (): IdentityClaim => ({ name: form.name.trim(), birth_date: form.birth_date, phone: form.phone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(form);
    setErrors(found);
    setDeclined(false);
    if (Object.keys(found).length === 0) send(claim());
  };
  const dialogError = asked && isApiError(verify.error) && verify.error.data.fail_code !== 'name_change_unconfirmed' ? messageForFailCode(verify.error.data.fail_code) : null;

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
      <TextField label="이름 (휴대폰 명의)" autoComplete="name" {...field('name')} required />
      <TextField label="생년월일" type="date" autoComplete="bday" {...field('birth_date')} help="예: 1990-01-31" required />
      <TextField label="휴대폰 번호" type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} help="본인 명의의 휴대폰 번호를 입력해 주세요." required />
      {failed ? (
        <p className="field__error" role="alert">
          입력하신 정보로 본인을 확인하지 못했습니다. 이름, 생년월일, 휴대폰 번호가 통신사에 등록된 정보와 같은지 확인해 주십시오.
        </p>
      ) : null}
      {declined ? (
        <p className="field__error" role="status">
          회원 이름을 바꾸지 않아 본인인증을 마치지 않았습니다. 본인인증은 휴대폰 명의의 이름으로만 할 수 있습니다.
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={verify.isPending}>
        {verify.isPending ? '확인하는 중…' : '본인인증 하기'}
      </button>
      <NameChangeDialog
        names={asked}
        busy={verify.isPending}
        error={dialogError}
        onConfirm={() => send({ ...claim(), confirm_name_change: true })}
        onClose={() => {
          setAsked(null);
          setDeclined(true);
        }}
      />
    </form>
  );
}
