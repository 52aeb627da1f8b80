// Who issues the platform's documents and withholds its investors' taxes: the payer on the
// 원천징수영수증 and the 지급명세서, the platform party of every 연계투자 계약서, the issuer block of
// every PDF. The same facts as the site's footer (web/src/app/layouts/site-footer.tsx); change
// both together when the company's registration changes.
export const PLATFORM_ISSUER = {
  companyName: '주식회사 온다리펀딩',
  brandName: '온다리펀딩',
  /** 사업자등록번호 as printed. */
  businessNumber: '000-00-00000',
  address: '서울특별시 중구 세종대로 00',
  registration: '온라인투자연계금융업 등록(금융위원회)',
  customerCenter: '1588-0000 (평일 09:00-18:00)',
} as const;

export type PlatformIssuer = typeof PLATFORM_ISSUER;
