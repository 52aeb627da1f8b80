// 주민등록번호 for the tax forms (이자소득 원천징수영수증, 지급명세서): optional, asked once here with
// its own consent, apart from the verification itself. Left empty with the consent, the identity
// provider returns it. The server keeps it encrypted and shows it only masked (850315-1******).
import type { ChangeEvent } from 'react';
import { TextField } from '@/components/text-field';

const RESIDENT_NUMBER = /^(\d{6})-?\d{7}$/;

/** What is wrong with a typed number for this birth date (YYYY-MM-DD), or null; empty is fine (the provider returns it). */
export function residentNumberProblem(rrn: string, birthDate: string): string | null {
  const text = rrn.trim();
  if (!text) return null;
  const match = RESIDENT_NUMBER.exec(text);
  if (!match) return '주민등록번호 13자리를 900131-1234567처럼 입력해 주세요.';
  if (match[1] !== birthDate.replaceAll('-', '').slice(2)) return '주민등록번호 앞자리가 생년월일과 다릅니다.';
  return null;
}

type Props = {
  consent: boolean;
  onConsent: (consent: boolean) => void;
  rrn: { value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void; error?: string };
};

export function ResidentNumberFields({ consent, onConsent, rrn }: Props) {
  return (
    <fieldset className="consents">
      <legend className="field__label">주민등록번호 (선택)</legend>
      <p className="muted">
        이자소득 원천징수영수증과 세무서에 내는 지급명세서에 필요합니다. 동의하지 않아도 투자할 수 있지만, 세금 서류에는 주민등록번호가 미등록으로 표시됩니다.
      </p>
      <label className="consent-check">
        <input type="checkbox" checked={consent} onChange={(event) => onConsent(event.target.checked)} />
        <span>세금 서류 발급을 위한 주민등록번호 수집·이용에 동의합니다. (선택)</span>
      </label>
      {consent ? (
        <TextField
          label="주민등록번호"
          inputMode="numeric"
          autoComplete="off"
          placeholder="900131-1234567"
          help="비워 두면 본인인증 기관에서 받아 옵니다. 암호화하여 보관하고 서류에는 뒷자리를 가려 표시합니다."
          {...rrn}
        />
      ) : null}
    </fieldset>
  );
}
