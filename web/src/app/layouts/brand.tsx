import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@/config/site';

export function Brand({ to = '/', suffix }: { to?: string; suffix?: string }) {
  return (
    // The name is the visible text plus a hidden "홈", so speech input can say what it sees.
    <Link to={to} className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M6 21c4-8 16-8 20 0" stroke="#4cc3a5" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="16" cy="12" r="3" fill="#fff" />
      </svg>
      <span className="brand__name">{BRAND_NAME}</span>
      {suffix ? (
        <>
          {' '}
          <span className="brand__suffix">{suffix}</span>
        </>
      ) : null}
      <span className="visually-hidden"> 홈</span>
    </Link>
  );
}
