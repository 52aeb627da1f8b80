// The sign-up form's state: the fields, which ones were visited, the server's answer per field,
// and the request. The rules are the server's (lib/account-rules, lib/business-number), checked as
// the form is filled. A corporation (법인 회원) also gives its business number, company name and
// representative; those fields count only when that choice is made.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { putNotificationSettings } from '@/api/put-notification-settings';
import { companyNameProblem, emailProblem, fieldCodeMessage, nameProblem, passwordProblem, phoneProblem } from '@/lib/account-rules';
import { isApiError } from '@/lib/api-client';
import { businessNumberProblem, formatBusinessNumberInput } from '@/lib/business-number';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSignUp, type SignUpInput } from '../api/sign-up';

export type MemberKind = 'individual' | 'corporate';
export type SignUpForm = {
  kind: MemberKind;
  email: string;
  password: string;
  passwordConfirm: string;
  name: string;
  phone: string;
  businessNumber: string;
  companyName: string;
  representativeName: string;
  agree: boolean;
  agreePrivacy: boolean;
  agreeMarketing: boolean;
};
type Field = Exclude<keyof SignUpForm, 'kind'>;
type Errors = Partial<Record<Field, string>>;
type TextKey = Exclude<Field, 'agree' | 'agreePrivacy' | 'agreeMarketing'>;

const EMPTY: SignUpForm = {
  kind: 'individual', email: '', password: '', passwordConfirm: '', name: '', phone: '',
  businessNumber: '', companyName: '', representativeName: '', agree: false, agreePrivacy: false, agreeMarketing: false,
};
const REQUIRED: Field[] = ['email', 'password', 'passwordConfirm', 'name', 'phone', 'agree', 'agreePrivacy'];
const CORPORATE_REQUIRED: Field[] = ['businessNumber', 'companyName', 'representativeName'];
const SERVER_FIELDS: Record<string, Field> = {
  email: 'email', password: 'password', name: 'name', phone: 'phone', agree_terms: 'agree',
  'corporate.business_number': 'businessNumber', 'corporate.company_name': 'companyName', 'corporate.representative_name': 'representativeName',
};

/** The company's fields: asked only of a corporation. */
function corporateErrors(form: SignUpForm): Errors {
  if (form.kind !== 'corporate') return {};
  const representative = nameProblem(form.representativeName);
  return {
    businessNumber: businessNumberProblem(form.businessNumber),
    companyName: companyNameProblem(form.companyName),
    representativeName: representative && !form.representativeName.trim() ? '대표자 이름을 입력해 주세요.' : representative,
  };
}

/** Mirrors the server's rules so that mistakes show under each field as it is filled in. */
export function validateSignUp(form: SignUpForm): Errors {
  const errors: Errors = {
    ...corporateErrors(form),
    email: emailProblem(form.email),
    password: passwordProblem(form.password),
    passwordConfirm: form.password !== form.passwordConfirm ? '비밀번호가 서로 다릅니다.' : undefined,
    name: nameProblem(form.name),
    phone: phoneProblem(form.phone),
    agree: form.agree ? undefined : '이용약관에 동의해 주세요. 동의해야 가입할 수 있습니다.',
    agreePrivacy: form.agreePrivacy ? undefined : '개인정보 수집·이용에 동의해 주세요. 동의해야 가입할 수 있습니다.',
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors;
}

/** The server's refusal as errors under the fields it names. */
function serverErrorsOf(error: unknown): Errors | null {
  if (!isApiError(error)) return null;
  if (error.data.fail_code === 'email_taken') return { email: '이미 가입된 이메일입니다. 로그인하거나 비밀번호를 재설정해 주세요.' };
  const mapped: Errors = {};
  for (const [key, code] of Object.entries(error.data.fields ?? {})) if (SERVER_FIELDS[key]) mapped[SERVER_FIELDS[key]] = fieldCodeMessage(code);
  return Object.keys(mapped).length ? mapped : null;
}

function useSignUpRequest(onRefused: (errors: Errors) => void) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const submit = (input: SignUpInput) =>
    signUp.mutate(input, {
      onSuccess: () => {
        // The optional marketing consent is its own record (PUT /me/notification_settings), given only when ticked.
        if (input.marketing) void putNotificationSettings({ marketing: true, source: 'sign_up' }).catch(() => toast.error('마케팅 정보 수신 동의를 저장하지 못했습니다. 알림 화면에서 다시 설정해 주세요.'));
        toast.success('회원가입이 완료되었습니다.');
        navigate('/user/welcome', { replace: true });
      },
      onError: (error) => {
        const errors = serverErrorsOf(error);
        if (errors) onRefused(errors);
      },
    });
  return { submit, pending: signUp.isPending };
}

/** The request for a valid form: a corporation's sign-up carries its company. */
function signUpInputOf(form: SignUpForm): SignUpInput {
  const corporate = form.kind === 'corporate'
    ? { corporate: { business_number: form.businessNumber.trim(), company_name: form.companyName.trim(), representative_name: form.representativeName.trim() } }
    : {};
  return { email: form.email.trim(), password: form.password, name: form.name.trim(), phone: form.phone.trim(), agree_terms: true, ...corporate, marketing: form.agreeMarketing };
}

export function useSignUpForm() {
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const request = useSignUpRequest(setServerErrors);
  const local = validateSignUp(form);
  // The server's answer for a field shows until that field is edited; then the local rules speak again.
  const shown = (field: Field) => (touched[field] ? (serverErrors[field] ?? local[field]) : undefined);

  const onChange = (key: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const checkbox = event.target.type === 'checkbox';
    // The business number is dashed as it is typed (123-45-67890).
    const typed = key === 'businessNumber' ? formatBusinessNumberInput(event.target.value) : event.target.value;
    setForm((prev) => ({ ...prev, [key]: checkbox ? event.target.checked : typed }));
    setServerErrors((prev) => {
      const { [key]: _edited, ...rest } = prev;
      return rest;
    });
    if (checkbox) setTouched((prev) => ({ ...prev, [key]: true }));
  };
  /** A text field's wiring: value, change, blur (marks it visited) and its error. */
  const field = (key: TextKey) => ({
    value: form[key],
    onChange: onChange(key),
    onBlur: () => setTouched((prev) => ({ ...prev, [key]: true })),
    error: shown(key),
  });
  /** A consent box's wiring. */
  const consent = (key: 'agree' | 'agreePrivacy' | 'agreeMarketing') => ({ checked: form[key], onChange: onChange(key), error: shown(key) });
  /** 전체 동의: ticks (or clears) the three consents at once, and is ticked when all three are. */
  const consentAll = {
    checked: form.agree && form.agreePrivacy && form.agreeMarketing,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const on = event.target.checked;
      setForm((prev) => ({ ...prev, agree: on, agreePrivacy: on, agreeMarketing: on }));
      setTouched((prev) => ({ ...prev, agree: true, agreePrivacy: true, agreeMarketing: true }));
    },
  };
  /** 개인 회원 or 법인 회원: the company's fields appear with the latter. */
  const kind = { value: form.kind, choose: (value: MemberKind) => setForm((prev) => ({ ...prev, kind: value })) };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries([...REQUIRED, ...(form.kind === 'corporate' ? CORPORATE_REQUIRED : [])].map((key) => [key, true])));
    if (Object.keys(validateSignUp(form)).length > 0) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    request.submit(signUpInputOf(form));
  };
  return { field, consent, consentAll, kind, onSubmit, pending: request.pending };
}
