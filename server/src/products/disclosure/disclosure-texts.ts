// The fixed wording of the disclosure (합니다체): the risks every product carries, how overdue
// loans are collected and what that costs, and the fee rule. Changing a text changes every
// product's disclosure version, as it should: investors confirmed the old wording.
export const RISKS: string[] = [
  '원금과 수익이 보장되지 않으며, 차입자가 갚지 못하면 원금 손실이 발생할 수 있습니다.',
  '차입자가 상환일에 갚지 못하면 상환이 늦어지고(연체), 연체 기간 동안 이자를 받지 못할 수 있습니다.',
  '차입자가 만기 전에 갚으면(중도상환) 남은 기간의 이자를 받지 못합니다.',
  '모집이 끝나면 투자를 취소할 수 없고, 만기 전에 돈을 돌려받을 수 없습니다.',
  '담보가 있는 상품도 처분 가격이 감정가보다 낮거나 선순위 채권이 먼저 변제되어 원금을 모두 회수하지 못할 수 있습니다.',
  '당사는 손실을 보전하지 않으며, 예금자보호법에 따라 보호되지 않습니다.',
];

export const FEES_NOTE = '투자자 플랫폼 이용료는 받은 이자에서 위 비율만큼 공제합니다. 차입자 수수료는 이자와 별도로 차입자가 부담하며 투자자 수익에서 빠지지 않습니다.';

export const VALUATION_DEFAULT = '감정평가 또는 시세 기준';

export const COLLECTION = {
  procedure: '상환일 다음 날부터 차입자에게 독촉하고, 연체 사실과 사유를 5영업일 안에 투자자에게 알리며 연체 게시판에 공지합니다. 담보 상품은 연체가 길어지면 담보권을 실행(경매·공매)하여 회수합니다.',
  debt_sale: '회수가 어렵다고 판단되면 투자자에게 알린 뒤 채권을 매각할 수 있으며, 매각 대금은 투자 금액 비율대로 나누어 지급합니다.',
  costs: '추심·경매·매각에 든 비용(법무 비용, 감정·경매 수수료 등)은 회수한 금액에서 먼저 공제한 뒤 투자자에게 지급합니다.',
};
