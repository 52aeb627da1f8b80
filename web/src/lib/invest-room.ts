// What the invest box already knows before anyone consents: whether the amount fits what is left
// to raise, the investor's limits and the balance. Said under the amount as it is typed (the
// confirm button off), not after the confirmation: the server would only refuse it there.
import { formatWon } from './format';

/** The room the screen knows of; undefined: not loaded yet, null: no limit. */
export type InvestRoom = {
  remainingToRaiseWon?: number;
  perUserLeftWon?: number;
  /** A professional or corporate investor's room in this product (its share of the target). */
  institutionalLeftWon?: number | null;
  borrowerLeftWon?: number | null;
  realtyLeftWon?: number | null;
  /** Real-estate project financing's sub-limit, inside the real-estate limit (PF products only). */
  pfLeftWon?: number | null;
  totalLeftWon?: number | null;
  balanceWon?: number;
};

export type RoomProblem = { kind: 'limit' | 'balance'; overWon: number; message: string };

/** The caps (each named with its object particle) in the order an investor fixes them: what the product can take first, then the law's limits. */
const CAPS: readonly { key: Exclude<keyof InvestRoom, 'balanceWon'>; label: string }[] = [
  { key: 'remainingToRaiseWon', label: '남은 모집 금액을' },
  { key: 'perUserLeftWon', label: '1인당 투자 한도를' },
  { key: 'institutionalLeftWon', label: '이 상품의 법인·전문투자자 투자 한도를' },
  { key: 'borrowerLeftWon', label: '동일 차입자 한도를' },
  { key: 'pfLeftWon', label: '부동산 PF 투자 한도를' },
  { key: 'realtyLeftWon', label: '부동산 투자 한도를' },
  { key: 'totalLeftWon', label: '총 투자 한도를' },
];

/** The first reason `amountWon` cannot be invested, or null (also while the figures are loading). */
export function investRoomProblem(amountWon: number, room: InvestRoom): RoomProblem | null {
  for (const { key, label } of CAPS) {
    const leftWon = room[key];
    if (leftWon === undefined || leftWon === null || amountWon <= leftWon) continue;
    const overWon = amountWon - leftWon;
    return { kind: 'limit', overWon, message: `${label} ${formatWon(overWon)} 넘습니다.` };
  }
  if (room.balanceWon !== undefined && amountWon > room.balanceWon) {
    const overWon = amountWon - room.balanceWon;
    return { kind: 'balance', overWon, message: `예치금이 ${formatWon(overWon)} 부족합니다.` };
  }
  return null;
}
