// Withdrawing an open listing (DELETE /transfers/listings/{id}): asked once, the refusal shown in
// the dialog (listing_not_available when it was sold or ended meanwhile).
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Money } from '@/components/money';
import { isApiError } from '@/lib/api-client';
import { failMessages, messageForFailCode } from '@/lib/fail-messages';
import { lazyToast } from '@/lib/lazy-toast';
import { useRefreshMarket } from '../api/buy-listing';
import { useWithdrawListing } from '../api/listing-commands';

export function WithdrawListingButton({ listingId, priceWon }: { listingId: string; priceWon: number }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawListing();
  const refreshMarket = useRefreshMarket();
  const error = withdraw.isError ? (isApiError(withdraw.error) ? messageForFailCode(withdraw.error.data.fail_code) : failMessages.unknown_error) : null;
  const confirm = () =>
    withdraw.mutate(listingId, {
      onSuccess: () => {
        setOpen(false);
        void lazyToast((toast) => toast.success('양도 신청을 철회했습니다.'));
      },
    });
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          withdraw.reset();
          setOpen(true);
        }}
      >
        양도 철회
      </button>
      <ConfirmDialog open={open} title="양도 철회 확인" confirmLabel="양도 철회하기" busyLabel="철회하는 중…" busy={withdraw.isPending} error={error} onConfirm={confirm}
        onClose={() => {
          setOpen(false);
          if (withdraw.isError) refreshMarket();
        }}
      >
        <p>
          <Money won={priceWon} />에 낸 양도 신청을 철회합니다. 양도 마켓에서 바로 내려가며, 채권은 계속 회원님이 보유합니다.
        </p>
      </ConfirmDialog>
    </>
  );
}
