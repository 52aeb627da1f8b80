// Proves the invest box says at the field every cap the screen knows, the PF sub-limit and a
// professional or corporate investor's share of the product included, before the balance.
import { investRoomProblem } from './invest-room';

describe('what the invest box says before consent', () => {
  const room = { remainingToRaiseWon: 50_000_000, borrowerLeftWon: 5_000_000, realtyLeftWon: 20_000_000, totalLeftWon: 40_000_000, balanceWon: 100_000_000 };

  it('names the PF sub-limit when a PF product is over it, though the real-estate room would take it', () => {
    expect(investRoomProblem(3_000_000, { ...room, pfLeftWon: 2_000_000 })).toEqual({ kind: 'limit', overWon: 1_000_000, message: '부동산 PF 투자 한도를 1,000,000원 넘습니다.' });
    expect(investRoomProblem(2_000_000, { ...room, pfLeftWon: 2_000_000 })).toBeNull();
  });

  it('names a professional or corporate investor\'s share of the product', () => {
    expect(investRoomProblem(4_010_000, { ...room, institutionalLeftWon: 4_000_000, borrowerLeftWon: null })).toEqual({
      kind: 'limit', overWon: 10_000, message: '이 상품의 법인·전문투자자 투자 한도를 10,000원 넘습니다.',
    });
  });

  it('ignores caps not loaded yet or not applying (null), and then checks the balance', () => {
    expect(investRoomProblem(3_000_000, { ...room, pfLeftWon: null, institutionalLeftWon: undefined, balanceWon: 1_000_000 })).toMatchObject({ kind: 'balance', overWon: 2_000_000 });
  });
});
