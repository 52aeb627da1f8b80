/** The policies the site publishes (GET /api/policies lists them with their dates). */
export const POLICY_LINKS = [
  { terms: 'terms', label: '이용약관' },
  { terms: 'privacy', label: '개인정보처리방침' },
  { terms: 'investment', label: '투자약관' },
  { terms: 'linked_loan', label: '연계대출 약관' },
] as const;
