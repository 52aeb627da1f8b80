// The words of a transfer the law has both sides read (온투법 34조, 시행령 29조) and the Korean
// names of the market's codes, one place for the seller's and the buyer's screens.
import type { TransferEligibility } from '@/api/transfer.types';

/** The seller's statement, read before the 양도 신청 is confirmed. */
export const SELLER_STATEMENT =
  '원리금수취권 양도는 온라인투자연계금융업법 제34조와 같은 법 시행령 제29조에 따라 이 플랫폼을 통해서만, 전문·법인·소득적격 투자자 또는 투자 실적 요건을 갖춘 일반 투자자에게 할 수 있습니다. 팔리면 남은 원리금을 받을 권리 전부가 매수인에게 넘어가고 그 사실은 중앙기록관리기관에 보고됩니다. 매수인은 가격과 별도로 직전 지급일 이후의 경과이자를 회원님께 지급하며, 경과이자는 이자소득으로 원천징수됩니다. 팔리기 전에는 언제든 철회할 수 있고, 지급일이 지나거나 연체·기한이익상실·상환 완료가 되면 신청은 자동으로 끝납니다.';

/** The buyer's statement, read before the purchase is confirmed. */
export const BUYER_STATEMENT =
  '이 거래는 온라인투자연계금융업법 제34조와 같은 법 시행령 제29조에 따른 원리금수취권 양수입니다. 원금과 수익은 보장되지 않으며 예금자보호법의 보호를 받지 않습니다. 차입자가 상환하지 못하면 원금 손실이 발생할 수 있습니다. 구매일 이후 지급일이 오는 회차부터 회원님께 지급되고, 구매는 취소할 수 없으며 중앙기록관리기관에 보고됩니다.';

/** A loan installment's state in the payment history. */
export const HISTORY_STATUS_LABELS: Record<string, string> = {
  scheduled: '지급 예정',
  funded: '상환됨',
  distributed: '지급 완료',
  accelerated: '기한이익상실',
};

export const historyStatusLabel = (status: string): string => HISTORY_STATUS_LABELS[status] ?? status;

/** Whether the viewer may buy, in a sentence: why they may, or what they lack. */
export function eligibilityText(e: TransferEligibility, lookbackYears: number): string {
  if (e.eligible) {
    return e.reason === 'investor_type'
      ? '회원님은 전문·법인·소득적격 투자자로서 원리금수취권을 살 수 있습니다.'
      : `회원님은 최근 ${lookbackYears}년간 투자 실적 요건을 갖춘 일반 투자자로서 원리금수취권을 살 수 있습니다.`;
  }
  return `일반 투자자는 최근 ${lookbackYears}년간 ${e.required}회 이상 투자해야 원리금수취권을 살 수 있습니다. 회원님은 ${e.placed}회 투자하셨습니다(${e.required - e.placed}회 더 필요). 소득적격·전문 투자자는 횟수와 상관없이 살 수 있으며, 투자자 유형은 내 정보에서 신청할 수 있습니다.`;
}
