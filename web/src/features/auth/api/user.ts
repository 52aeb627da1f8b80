/** The `user` of API.md, as the identity endpoints answer it. */
export type User = {
  id: string;
  email: string;
  name: string;
  phone: string;
  role: 'investor' | 'operator';
  investor_type: 'general' | 'income_qualified' | 'professional';
  /** 본인인증 done: `name` is the legal name and can no longer be changed. */
  identity_verified: boolean;
  has_vaccount: boolean;
  created_at: string;
};

export const INVESTOR_TYPE_LABELS: Record<User['investor_type'], string> = {
  general: '일반 투자자',
  income_qualified: '소득적격 투자자',
  professional: '전문 투자자',
};
