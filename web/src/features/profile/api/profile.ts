/** The logged-in user's account as GET/PATCH /api/me answer it (the `user` of API.md). */
export type Profile = {
  id: string;
  email: string;
  name: string;
  phone: string;
  role: 'investor' | 'operator';
  investor_type: InvestorType;
  has_vaccount: boolean;
  created_at: string;
};

export type InvestorType = 'general' | 'income_qualified' | 'professional';
export type RequestableType = Exclude<InvestorType, 'general'>;

export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  general: '일반 투자자',
  income_qualified: '소득적격 투자자',
  professional: '전문 투자자',
};
