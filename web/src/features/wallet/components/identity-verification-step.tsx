// 본인인증, the first step of the sign-up-to-first-deposit journey: the law asks the platform to
// confirm who the investor is before a virtual account is opened or money moves (온투법 21조①,
// 특금법). Explained in plain words; the name confirmed here becomes the name on the accounts.
// A corporation verifies its representative and declares its beneficial owner (실제소유자), the
// customer due diligence 특금법 5조의2 asks of a company. A person verified under another name than
// the account's is shown both names and asked before the account is renamed (name-change-dialog),
// and may give their resident registration number for the tax forms, with its own consent
// (resident-number-fields.tsx).
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { Corporate } from '@/api/types';
import { TextField } from '@/components/text-field';
import { nameProblem, phoneProblem } from '@/lib/account-rules';
import { isApiError } from '@/lib/api-client';
import type { IdentityClaim } from '../api/verify-identity';
import { NameChangeDialog, useVerifyAskingNameChange } from './name-change-dialog';
import { ResidentNumberFields, residentNumberProblem } from './resident-number-fields';

const BIRTH_DATE = /^\d{4}-\d{2}-\d{2}$/;
const BIRTH_DATE_HELP = '생년월일을 1990-01-31처럼 입력해 주세요.';

type Form = { name: string; birth_date: string; phone: string; owner_name: string; owner_birth_date: string; rrn: string; rrn_consent: boolean };
type TextKey = Exclude<keyof Form, 'rrn_consent'>;
type Errors = Partial<Record<TextKey, string>>;

function check(form: Form, corporate: boolean): Errors {
  const errors: Errors = {};
  if (!form.name.trim()) errors.name = corporate ? '대표자 이름을 입력해 주세요.' : '이름을 입력해 주세요.';
  if (!BIRTH_DATE.test(form.birth_date)) errors.birth_date = BIRTH_DATE_HELP;
  const phone = phoneProblem(form.phone);
  if (phone) errors.phone = phone;
  if (corporate) {
    const owner = nameProblem(form.owner_name);
    if (owner) errors.owner_name = form.owner_name.trim() ? owner : '실제소유자 이름을 입력해 주세요.';
    if (!BIRTH_DATE.test(form.owner_birth_date)) errors.owner_birth_date = BIRTH_DATE_HELP;
  }
  const rrn = form.rrn_consent && !corporate ? residentNumberProblem(form.rrn, form.birth_date) : null;
  if (rrn) errors.rrn = rrn;
  return errors;
}

function claimOf(form: Form, corporate: boolean): IdentityClaim {
  const claim = { name: form.name.trim(), birth_date: form.birth_date, phone: form.phone };
  if (corporate) return { ...claim, beneficial_owner: { name: form.owner_name.trim(), birth_date: form.owner_birth_date } };
  if (!form.rrn_consent) return claim;
  return { ...claim, rrn_consent: true, ...(form.rrn.trim() ? { rrn: form.rrn.trim() } : {}) };
}

type FieldOf = (key: TextKey) => { value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void; error?: string };

/** The beneficial owner (실제소유자) of a corporation, and why it is asked. */
function BeneficialOwnerFields({ field }: { field: FieldOf }) {
  return (
    <fieldset className="consents">
      <legend className="field__label">실제소유자</legend>
      <p className="muted">특정금융정보법에 따른 고객확인을 위해 법인을 실제로 소유하거나 지배하는 분(최대주주 등)을 확인합니다.</p>
      <TextField label="실제소유자 이름" {...field('owner_name')} required />
      <TextField label="실제소유자 생년월일" type="date" {...field('owner_birth_date')} help="예: 1965-03-04" required />
    </fieldset>
  );
}

/** Why this step exists, in plain words; a corporation's representative is the one verified. */
function Explanation({ corporate }: { corporate: Corporate | null }) {
  return corporate ? (
    <p>
      법에 따라 가상계좌를 만들기 전에 {corporate.company_name}의 대표자({corporate.representative_name})님 본인인지 휴대폰 명의로 확인합니다. 예치금 계좌와 출금 계좌는
      법인 명의({corporate.company_name})로만 쓸 수 있습니다.
    </p>
  ) : (
    <p>
      투자금을 안전하게 지키기 위해 법에 따라 가상계좌를 만들기 전에 회원님이 본인인지 확인합니다. 휴대폰 명의로 확인하며, 확인된 이름이 예치금 계좌와
      출금 계좌의 예금주 이름이 됩니다.
    </p>
  );
}

export function IdentityVerificationStep({ defaultName, corporate = null }: { defaultName?: string; corporate?: Corporate | null }) {
  const [form, setForm] = useState<Form>({
    name: corporate?.representative_name ?? defaultName ?? '', birth_date: '', phone: '', owner_name: '', owner_birth_date: '', rrn: '', rrn_consent: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const { verify, send, dialog, declined } = useVerifyAskingNameChange();
  const failure = isApiError(verify.error) && verify.error.data.fail_code === 'identity_verification_failed' ? verify.error.data.message : null;
  const field: FieldOf = (key) => ({ value: form[key], onChange: (e) => setForm({ ...form, [key]: e.target.value }), error: errors[key] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(form, corporate !== null);
    setErrors(found);
    if (Object.keys(found).length === 0) send(claimOf(form, corporate !== null));
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="identity-heading">
      <h2 id="identity-heading" className="card__title">
        {corporate ? '1단계 · 대표자 본인인증' : '1단계 · 본인인증'}
      </h2>
      <Explanation corporate={corporate} />
      <ul className="check-list">
        <li>확인한 이름은 나중에 바꿀 수 없으니 휴대폰 명의와 똑같이 입력해 주세요.</li>
        <li>인증 기록은 관련 법령에 따라 안전하게 보관합니다.</li>
      </ul>
      <TextField label={corporate ? '대표자 이름 (휴대폰 명의)' : '이름 (휴대폰 명의)'} autoComplete="name" {...field('name')} required />
      <TextField label={corporate ? '대표자 생년월일' : '생년월일'} type="date" autoComplete="bday" {...field('birth_date')} help="예: 1990-01-31" required />
      <TextField label={corporate ? '대표자 휴대폰 번호' : '휴대폰 번호'} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} help="본인 명의의 휴대폰 번호를 입력해 주세요." required />
      {corporate ? <BeneficialOwnerFields field={field} /> : <ResidentNumberFields consent={form.rrn_consent} onConsent={(c) => setForm({ ...form, rrn_consent: c })} rrn={field('rrn')} />}
      {failure ? <FailureNote corporate={corporate !== null} message={failure} /> : null}
      {declined ? (
        <p className="field__error" role="status">
          회원 이름을 바꾸지 않아 본인인증을 마치지 않았습니다. 본인인증은 휴대폰 명의의 이름으로만 할 수 있습니다.
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={verify.isPending}>
        {verify.isPending ? '확인하는 중…' : '본인인증 하기'}
      </button>
      <NameChangeDialog {...dialog} />
    </form>
  );
}

/** A refusal: the carrier's mismatch for a person; the server's own words for a corporation (it names the representative). */
function FailureNote({ corporate, message }: { corporate: boolean; message: string }) {
  return (
    <p className="field__error" role="alert">
      {corporate ? message : '입력하신 정보로 본인을 확인하지 못했습니다. 이름, 생년월일, 휴대폰 번호가 통신사에 등록된 정보와 같은지 확인해 주십시오.'}
    </p>
  );
}
