import type { MemberKind } from './use-sign-up-form';

const KINDS: { value: MemberKind; label: string }[] = [
  { value: 'individual', label: '개인 회원' },
  { value: 'corporate', label: '법인 회원' },
];

/** 개인 회원 or 법인 회원: two radio buttons; choosing 법인 회원 reveals the company's fields. */
export function MemberKindChoice({ value, choose }: { value: MemberKind; choose: (kind: MemberKind) => void }) {
  return (
    <fieldset className="member-kind">
      <legend className="field__label">회원 유형</legend>
      {KINDS.map((kind) => (
        <label key={kind.value} className="checkbox">
          <input type="radio" name="member_kind" value={kind.value} checked={value === kind.value} onChange={() => choose(kind.value)} />
          <span>{kind.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
