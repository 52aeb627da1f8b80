// Korean bank codes (금융결제원 표준 코드) the platform accepts for withdrawal accounts, and the
// banks the sandbox issues virtual accounts from, with their account-number lengths.
export const KOREAN_BANKS: Record<string, string> = {
  '002': 'KDB산업은행',
  '003': 'IBK기업은행',
  '004': 'KB국민은행',
  '007': '수협은행',
  '011': 'NH농협은행',
  '020': '우리은행',
  '023': 'SC제일은행',
  '027': '한국씨티은행',
  '031': 'iM뱅크',
  '032': '부산은행',
  '034': '광주은행',
  '035': '제주은행',
  '037': '전북은행',
  '039': '경남은행',
  '045': '새마을금고',
  '048': '신협',
  '071': '우체국',
  '081': '하나은행',
  '088': '신한은행',
  '089': '케이뱅크',
  '090': '카카오뱅크',
  '092': '토스뱅크',
};

export function bankNameOf(bankCode: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(KOREAN_BANKS, bankCode) ? KOREAN_BANKS[bankCode] : undefined;
}

/** Virtual-account issuers of the sandbox, with the digits of their virtual account numbers. */
export const VIRTUAL_ACCOUNT_BANKS: readonly { bankCode: string; digits: number; prefix: string }[] = [
  { bankCode: '003', digits: 14, prefix: '0' },
  { bankCode: '004', digits: 14, prefix: '4' },
  { bankCode: '020', digits: 13, prefix: '26' },
  { bankCode: '081', digits: 14, prefix: '9' },
  { bankCode: '088', digits: 12, prefix: '56' },
];

/** Shown in memos and screens: the last four digits only. */
export function maskedAccount(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}
