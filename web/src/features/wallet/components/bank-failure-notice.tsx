import { useScrollIntoView } from '@/lib/use-scroll-into-view';
import { explainBankFailure } from './bank-failures';

/** The bank's refusal in plain Korean, next to the form that caused it. */
export function BankFailureNotice({ error }: { error: unknown }) {
  const explained = explainBankFailure(error);
  const ref = useScrollIntoView<HTMLDivElement>(error);
  return (
    <div ref={ref} className="notice notice--error" role="alert" data-fail-code={explained.code}>
      <strong>{explained.title}</strong>
      {explained.detail ? <p>{explained.detail}</p> : null}
    </div>
  );
}
