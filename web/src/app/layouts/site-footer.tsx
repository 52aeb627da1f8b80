import { Link } from 'react-router-dom';
import { BRAND_NAME, CUSTOMER_CENTER_PHONE } from '@/config/site';
import { COMPANY_NAV, POLICY_NAV, SUPPORT_NAV, type NavItem } from './nav-items';

function FooterColumn({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__columns">
          <FooterColumn title="고객지원" items={SUPPORT_NAV} />
          <FooterColumn title="회사" items={COMPANY_NAV} />
          <FooterColumn title="약관 및 정책" items={POLICY_NAV} />
          <div className="site-footer__column">
            <h2 className="site-footer__heading">고객센터</h2>
            <p className="site-footer__phone">{CUSTOMER_CENTER_PHONE}</p>
            <p>평일 09:00 - 18:00 (점심 12:00 - 13:00)</p>
          </div>
        </div>
        <div className="site-footer__notice">
          <p>
            투자 상품은 예금자보호법에 따라 보호되지 않으며, 차입자의 상환 상황에 따라 원금 손실이 발생할 수 있습니다.
            투자하기 전에 상품 설명서와 약관을 반드시 확인해 주세요.
          </p>
          <p>
            {BRAND_NAME}(주) · 온라인투자연계금융업 등록 · 서울특별시 중구 세종대로 00 · 사업자등록번호 000-00-00000
          </p>
          <p>© {BRAND_NAME}. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
