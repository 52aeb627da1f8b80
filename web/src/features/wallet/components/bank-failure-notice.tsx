import { explainBankFailure } from './bank-failures';

/** The bank's refusal in plain Korean, next to the form that caused it. */
export function BankFailureNotice({ error }: { error: unknown }) {
  const explained = explainBankFailure(error);
  if (!explained) return null;
  return (
    <div className="notice notice--error" role="alert" data-fail-code={explained.code}>
      <strong>{explained.title}</strong>
      {explained.detail ? <p>{explained.detail}</p> : null}
    </div>
  );
}
