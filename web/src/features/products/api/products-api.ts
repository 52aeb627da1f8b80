// The product shapes of API.md and their Korean labels; one file per endpoint sits beside this one.
export type ProductType = 'apt' | 'realty' | 'credit' | 'corporate';
export type ProductStatus = 'scheduled' | 'funding' | 'funded' | 'repaying' | 'completed' | 'overdue' | 'canceled';

export type Product = {
  id: string;
  title: string;
  type: ProductType;
  is_realty: boolean;
  grade: string;
  rate_bp: number;
  term_months: number;
  repayment_method: 'equal_installment' | 'bullet';
  target_amount: number;
  raised_amount: number;
  investor_count: number;
  min_amount: number;
  max_per_user: number;
  status: ProductStatus;
  suspended: boolean;
  opens_at: string;
  closes_at: string;
  investor_only: boolean;
};

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  apt: '아파트 담보',
  realty: '부동산 담보',
  credit: '개인 신용',
  corporate: '법인 대출',
};

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  scheduled: '모집 예정',
  funding: '모집 중',
  funded: '모집 완료',
  repaying: '상환 중',
  completed: '상환 완료',
  overdue: '연체',
  canceled: '모집 취소',
};

export const REPAYMENT_METHOD_LABELS: Record<Product['repayment_method'], string> = {
  equal_installment: '원리금균등',
  bullet: '만기일시',
};
