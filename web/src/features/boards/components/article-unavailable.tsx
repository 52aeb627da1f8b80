import { Link, useLocation } from 'react-router-dom';
import { EmptyState, ErrorState } from '@/components/states';
import { isApiError } from '@/lib/api-client';
import type { BoardName } from '@/lib/board-labels';
import { messageForFailCode } from '@/lib/fail-messages';

const ACCESS_CODES = new Set(['no_permission', 'investor_only', 'is_investor_only', 'not_invested_this_product']);

/** A post that could not be shown: one kept for its product's investors, or one that is not there. */
export function ArticleUnavailable({ board, error }: { board: BoardName; error: unknown }) {
  const location = useLocation();
  const code = isApiError(error) ? error.data.fail_code : undefined;
  const restricted = code !== undefined && ACCESS_CODES.has(code);
  return (
    <>
      {restricted ? (
        // Not a failure: the post is there, for its product's investors only (title public, body not).
        <EmptyState title="이 글은 해당 상품 투자자에게만 공개됩니다.">
          {code === 'no_permission' ? '로그인하시면 투자하신 상품의 글을 보실 수 있습니다.' : messageForFailCode(code)}
        </EmptyState>
      ) : (
        <ErrorState title="글을 찾을 수 없습니다." error={error} />
      )}
      <div className="button-row">
        {code === 'no_permission' ? (
          <Link className="button button--primary" to={`/user/login?redirect=${encodeURIComponent(location.pathname)}`}>
            로그인하기
          </Link>
        ) : null}
        <Link className="button button--ghost" to={`/${board}`}>
          목록으로
        </Link>
      </div>
    </>
  );
}
