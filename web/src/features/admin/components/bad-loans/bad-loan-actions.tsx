// The steps an operator can take on a loan in its status (기한이익상실, 회수금 기록, 채권 매각, 상각):
// choose one, fill its small form, read the confirmation (the server's preview per investor type),
// and only then is the step sent, with one Idempotency-Key per step meant (api/idempotency-key.ts).
import { useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { formatWon } from '@/lib/format';
import { answeredByServer, newIdempotencyKey } from '../../api/idempotency-key';
import { useRunBadLoanStep, type BadLoanAction, type BadLoanStep } from '../../api/loans/bad-loan-steps';
import type { LoanDetail } from '../../api/loans/loan.types';
import { useBusinessToday } from '../../api/sandbox/get-business-clock';
import { ACTION_LABELS, actionsFor, stepFieldsMessage } from './bad-loan-labels';
import { BadLoanStepConfirm } from './bad-loan-step-confirm';
import { AccelerateForm, RecoveryForm, SaleForm, WriteOffForm } from './step-forms';

const FORMS = { accelerate: AccelerateForm, recoveries: RecoveryForm, sale: SaleForm, write_off: WriteOffForm };

/** The toast once a step is booked: what happened, in a sentence. */
export function stepDoneMessage(step: BadLoanStep): string {
  switch (step.action) {
    case 'accelerate':
      return '기한이익상실을 처리했습니다. 투자자에게 알림을 보냈습니다.';
    case 'recoveries':
      return `회수금 ${formatWon(step.body.amount)}을 기록하고 투자자에게 배분했습니다.`;
    case 'sale':
      return `채권을 ${step.body.buyer_name}에 ${formatWon(step.body.price)}으로 매각했습니다.`;
    case 'write_off':
      return '남은 원금을 상각했습니다. 이후 회수금은 투자자에게 배분됩니다.';
  }
}

/** The step's refusal or failure as the operator reads it in the confirmation. */
function stepFailure(error: unknown): string {
  if (!answeredByServer(error)) return '서버의 응답을 받지 못해 처리되었는지 알 수 없습니다. 같은 내용으로 다시 확인해도 두 번 처리되지 않습니다.';
  if (!isApiError(error)) return messageForFailCode(undefined);
  const { fail_code: code, message, fields } = error.data;
  if (code === 'product_state_conflict') return '대출 상태가 바뀌어 이 처리를 할 수 없습니다. 화면을 새로 고쳐 현재 상태를 확인해 주세요.';
  if (code === 'invalid_input' && fields) return `${messageForFailCode(code)} ${stepFieldsMessage(fields)}`;
  return message || messageForFailCode(code);
}

export function BadLoanActions({ loan }: { loan: LoanDetail }) {
  const actions = actionsFor(loan.status);
  const [chosen, setChosen] = useState<BadLoanAction | null>(null);
  const [confirming, setConfirming] = useState<BadLoanStep | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const today = useBusinessToday();
  const run = useRunBadLoanStep();
  if (actions.length === 0) return null;
  const action = chosen && actions.includes(chosen) ? chosen : null;
  const Form = action ? FORMS[action] : null;
  const confirm = () => {
    if (!confirming) return;
    run.mutate(
      { productId: loan.product_id, step: confirming, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(stepDoneMessage(confirming));
          setIdempotencyKey(newIdempotencyKey());
          setConfirming(null);
          setChosen(null);
        },
        onError: (error) => {
          if (answeredByServer(error)) setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  };
  return (
    <section className="stack" aria-labelledby="bad-loan-actions">
      <h3 id="bad-loan-actions" className="section-title">
        부실 대출 처리
      </h3>
      <div className="button-row" role="group" aria-label="처리할 일">
        {actions.map((a) => (
          <button key={a} type="button" aria-pressed={action === a} className={`button button--small ${action === a ? 'button--primary' : 'button--ghost'}`} onClick={() => setChosen(a)}>
            {ACTION_LABELS[a]}
          </button>
        ))}
      </div>
      {/* A new action is a new form (its own fields, and a step's key that is not yet used). */}
      {Form ? (
        <Form
          key={action}
          today={today}
          busy={run.isPending}
          onStep={(step) => {
            run.reset();
            setConfirming(step);
          }}
        />
      ) : null}
      {confirming ? (
        <BadLoanStepConfirm productId={loan.product_id} step={confirming} busy={run.isPending} error={run.isError ? stepFailure(run.error) : null} onConfirm={confirm} onClose={() => setConfirming(null)} />
      ) : null}
    </section>
  );
}
