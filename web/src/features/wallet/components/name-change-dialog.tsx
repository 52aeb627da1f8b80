// Identity verification found the investor under another name than the account's: the account is
// renamed only after the investor has seen both names and agreed (the server answers
// name_change_unconfirmed until then), never silently.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { useVerifyIdentity, type IdentityClaim } from '../api/verify-identity';

export type NameChange = { current: string; verified: string };

type Props = { names: NameChange | null; busy: boolean; error: string | null; onConfirm: () => void; onClose: () => void };

export function NameChangeDialog({ names, busy, error, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      open={names !== null}
      title="회원 이름이 바뀝니다"
      confirmLabel="확인된 이름으로 바꾸기"
      busyLabel="바꾸는 중…"
      cancelLabel="바꾸지 않기"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>본인인증으로 확인된 이름이 지금 회원 이름과 다릅니다. 계속하면 회원 이름이 확인된 이름으로 바뀌고, 이후에는 바꿀 수 없습니다.</p>
      <dl className="key-facts">
        <div>
          <dt>지금 회원 이름</dt>
          <dd>{names?.current}</dd>
        </div>
        <div>
          <dt>본인인증으로 확인된 이름</dt>
          <dd>
            <strong>{names?.verified}</strong>
          </dd>
        </div>
      </dl>
      <p className="muted">예치금 계좌와 출금 계좌의 예금주 이름도 확인된 이름을 따릅니다.</p>
    </ConfirmDialog>
  );
}

/**
 * Identity verification that asks before a rename: `send` posts the claim; a name_change_unconfirmed
 * answer opens the dialog with both names, whose confirmation sends the same claim with
 * `confirm_name_change: true`; "바꾸지 않기" closes it and leaves `declined` set until the next try.
 */
export function useVerifyAskingNameChange() {
  const verify = useVerifyIdentity();
  const [asked, setAsked] = useState<{ names: NameChange; claim: IdentityClaim } | null>(null);
  const [declined, setDeclined] = useState(false);
  const send = (claim: IdentityClaim) => {
    setDeclined(false);
    verify.mutate(claim, {
      onSuccess: () => setAsked(null),
      onError: (e) => {
        if (isApiError(e) && e.data.fail_code === 'name_change_unconfirmed' && e.data.names) setAsked({ names: e.data.names, claim });
      },
    });
  };
  const error = asked && isApiError(verify.error) && verify.error.data.fail_code !== 'name_change_unconfirmed' ? messageForFailCode(verify.error.data.fail_code) : null;
  const dialog: Props = {
    names: asked?.names ?? null,
    busy: verify.isPending,
    error,
    onConfirm: () => asked && send({ ...asked.claim, confirm_name_change: true }),
    onClose: () => {
      setAsked(null);
      setDeclined(true);
    },
  };
  return { verify, send, dialog, declined };
}
