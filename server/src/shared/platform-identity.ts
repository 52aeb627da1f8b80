// Who the platform is, as every document it issues says it (the tax statement's issuer block) and as
// the site's footer shows it (web/src/app/layouts/site-footer.tsx, BRAND_NAME and
// CUSTOMER_CENTER_PHONE in web/src/config/site.ts): change them together.
export const PLATFORM_IDENTITY = {
  /** The company's registered name. */
  companyName: '온다리펀딩(주)',
  /** Its registration as a P2P lender (온라인투자연계금융업, 온투법 5조). */
  registration: '온라인투자연계금융업 등록',
  address: '서울특별시 중구 세종대로 00',
  businessNumber: '000-00-00000',
  customerCenterPhone: '1588-0000',
} as const;
