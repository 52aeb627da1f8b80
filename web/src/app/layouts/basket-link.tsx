// The header's basket link with the number of products in it, for a logged-in investor.
import { Link } from 'react-router-dom';
import { useBasket } from '@/api/get-basket';
import { useLoginedUser } from '@/lib/session';

export function BasketLink() {
  const user = useLoginedUser();
  const basket = useBasket(Boolean(user));
  if (!user) return null;
  const count = basket.data?.items.length ?? 0;
  return (
    <Link className="basket-link" to="/user/basket">
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
      </svg>
      <span className="basket-link__label">장바구니</span>
      {count > 0 ? (
        <span className="basket-link__count">
          <span className="visually-hidden">상품 </span>
          {count}
          <span className="visually-hidden">개</span>
        </span>
      ) : null}
    </Link>
  );
}
