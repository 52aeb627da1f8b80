import { api } from '@/lib/api-client';

/** DELETE /investments/{id}: cancel while the product is still raising (investment_not_cancelable otherwise). */
export const cancelInvestment = (investmentId: string) => api.delete<{ balance: number }>(`/investments/${encodeURIComponent(investmentId)}`);
