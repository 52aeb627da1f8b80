import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { Consent } from '@/features/auth/components/consent';
import { MemberKindChoice } from '@/features/auth/components/member-kind-choice';
import { useSignUpForm } from '@/features/auth/components/use-sign-up-form';

type Field = ReturnType<typeof useSignUpForm>['field'];

/** A corporation's company: business number (dashed as typed), company name and representative. */
function CorporateFields({ field }: { field: Field }) {
  return (
    <fieldset className="consents">
      <legend className="field__label">법인 정보</legend>
      <TextField label="사업자등록번호" inputMode="numeric" autoComplete="off" placeholder="123-45-67890" {...field('businessNumber')} help="숫자 10자리를 입력하면 자동으로 나뉩니다." required />
      <TextField label="법인명" autoComplete="organization" {...field('companyName')} help="출금 계좌는 이 법인 명의 계좌만 등록할 수 있습니다." required />
      <TextField label="대표자 이름" {...field('representativeName')} help="본인인증은 대표자 본인이 합니다." required />
    </fieldset>
  );
}

/**
 * /user/sign_up: 개인 or 법인 회원 (a corporation adds its business number, company name and
 * representative), e-mail, password, name, phone and three separate consents (이용약관, 개인정보
 * 수집·이용, optional marketing) with 전체 동의 above them, validated inline.
 */
export function SignUpPage() {
  const { field, consent, consentAll, kind, onSubmit, pending } = useSignUpForm();
  const corporate = kind.value === 'corporate';
  return (
    <Page title="회원가입" heading="회원가입" lead="가입 후 가상계좌를 발급받으면 바로 투자할 수 있습니다." narrow>
      <form className="card form" onSubmit={onSubmit} noValidate>
        <MemberKindChoice value={kind.value} choose={kind.choose} />
        {corporate ? <CorporateFields field={field} /> : null}
        <TextField label="이메일" type="email" autoComplete="email" {...field('email')} required />
        <TextField label="비밀번호" type="password" autoComplete="new-password" {...field('password')} help="영문과 숫자를 섞어 10자 이상" required />
        <TextField label="비밀번호 확인" type="password" autoComplete="new-password" {...field('passwordConfirm')} required />
        <TextField
          label="이름"
          autoComplete="name"
          {...field('name')}
          help={corporate ? '가입하는 분의 실명을 입력해 주세요. 본인인증 뒤에는 인증한 대표자 이름이 됩니다.' : '실명으로 입력해 주세요. 출금 계좌 예금주와 같아야 합니다.'}
          required
        />
        <TextField label="휴대폰 번호" type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} placeholder="010-1234-5678" required />
        <fieldset className="consents">
          <legend className="field__label">약관 동의</legend>
          <label className="checkbox consents__all">
            <input type="checkbox" name="agree_all" {...consentAll} />
            <span>
              <strong>전체 동의</strong> <span className="muted">(선택 항목 포함)</span>
            </span>
          </label>
          <Consent name="agree_terms" {...consent('agree')} required>
            <Link to="/policy/terms" target="_blank">
              이용약관
            </Link>
            에 동의합니다.
          </Consent>
          <Consent name="agree_privacy" {...consent('agreePrivacy')} required>
            <Link to="/policy/privacy" target="_blank">
              개인정보 수집·이용
            </Link>
            에 동의합니다.
          </Consent>
          <Consent name="agree_marketing" {...consent('agreeMarketing')}>
            새 상품과 이벤트 소식(마케팅 정보)을 이메일로 받겠습니다. 언제든 알림 설정에서 끌 수 있습니다.
          </Consent>
        </fieldset>
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? '가입하는 중…' : '가입하기'}
        </button>
        <p className="form__links">
          이미 회원이신가요? <Link to="/user/login">로그인</Link>
        </p>
      </form>
    </Page>
  );
}
