import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { Consent } from '@/features/auth/components/consent';
import { useSignUpForm } from '@/features/auth/components/use-sign-up-form';

/** /user/sign_up: e-mail, password, name, phone and three separate consents (이용약관, 개인정보 수집·이용, optional marketing) with 전체 동의 above them, validated inline. */
export function SignUpPage() {
  const { field, consent, consentAll, onSubmit, pending } = useSignUpForm();
  return (
    <Page title="회원가입" heading="회원가입" lead="가입 후 가상계좌를 발급받으면 바로 투자할 수 있습니다." narrow>
      <form className="card form" onSubmit={onSubmit} noValidate>
        <TextField label="이메일" type="email" autoComplete="email" {...field('email')} required />
        <TextField label="비밀번호" type="password" autoComplete="new-password" {...field('password')} help="영문과 숫자를 섞어 10자 이상" required />
        <TextField label="비밀번호 확인" type="password" autoComplete="new-password" {...field('passwordConfirm')} required />
        <TextField label="이름" autoComplete="name" {...field('name')} help="실명으로 입력해 주세요. 출금 계좌 예금주와 같아야 합니다." required />
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
