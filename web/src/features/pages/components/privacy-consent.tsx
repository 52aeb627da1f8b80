type Props = { checked: boolean; onChange: (checked: boolean) => void; error?: string; purpose: string };

/** Consent to collecting personal data (개인정보 보호법 제15조): what, why and for how long. */
export function PrivacyConsent({ checked, onChange, error, purpose }: Props) {
  return (
    <div className="field">
      <p className="fine-print">
        수집 항목: 이름, 연락처, 이메일, 신청 내용 · 이용 목적: {purpose} · 보유 기간: 상담 종료 후 1년. 동의하지 않으실 수 있으나, 그 경우 상담을 도와드릴 수 없습니다.
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={error ? true : undefined} />
        <span>개인정보 수집·이용에 동의합니다. (필수)</span>
      </label>
      {error ? <span className="field__error">{error}</span> : null}
    </div>
  );
}
