// The invest box of a visitor. When the session ended under a logged-in investor (the first 401
// marks it), it says so where they were looking, keeps the amount they had typed for this product
// and brings them back to it after the login, instead of silently becoming a visitor's box.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatWon } from '@/lib/format';
import { keepInvestAmount, sessionEnded } from '@/lib/session-ended';

export function LoginToInvest({ productId, amount }: { productId: string; amount: number }) {
  const location = useLocation();
  const [ended] = useState(sessionEnded);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!ended) return;
    keepInvestAmount(productId, amount);
    noticeRef.current?.scrollIntoView?.({ block: 'center' });
    noticeRef.current?.focus();
  }, [ended, productId, amount]);
  return (
    <div className="invest-box" id="invest-box">
      <h2 className="invest-box__title">투자하기</h2>
      {ended ? (
        <p ref={noticeRef} className="session-notice" role="alert" tabIndex={-1}>
          로그인 유지 시간이 지나 로그아웃되었습니다. 다시 로그인하면 입력하신 {formatWon(amount)}으로 이어서 투자할 수 있습니다.
        </p>
      ) : (
        <p>투자하려면 로그인해 주세요.</p>
      )}
      <Link className="button button--primary button--block" to={`/user/login?redirect=${encodeURIComponent(location.pathname)}`}>
        {ended ? '다시 로그인하고 이어서 투자하기' : '로그인하고 투자하기'}
      </Link>
    </div>
  );
}
