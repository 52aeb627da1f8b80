import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOMER_CENTER_PHONE } from '@/config/site';
import { isApiError } from '@/lib/api-client';
import { Spinner } from './spinner';

export function LoadingBlock({ label }: { label?: string }) {
  return (
    <div className="state-block">
      <Spinner label={label} />
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state-block state-block--empty">
      <p className="state-block__title">{title}</p>
      {children ? <div className="state-block__text">{children}</div> : null}
    </div>
  );
}

/** What the investor can do about a failed read: waiting helps only when the server or the network is busy. */
function adviceFor(error: unknown): { text: string; retry: boolean; login?: boolean } {
  if (!isApiError(error)) return { text: '인터넷 연결을 확인한 뒤 다시 시도해 주세요.', retry: true };
  if (error.status === 401) return { text: '로그인이 끝났습니다. 다시 로그인해 주세요.', retry: false, login: true };
  if (error.status === 403) return { text: '이 정보를 볼 수 있는 권한이 없습니다. 다른 계정으로 로그인했는지 확인해 주세요.', retry: false };
  if (error.status === 404) return { text: '주소가 바뀌었거나 삭제되었습니다. 목록에서 다시 찾아 주세요.', retry: false };
  return { text: `일시적인 문제입니다. 잠시 후 다시 시도하시고, 계속되면 고객센터(${CUSTOMER_CENTER_PHONE})로 알려 주세요.`, retry: true };
}

/** A failed query: the toast already said why (global handler); this says what to do and keeps the screen usable. */
export function ErrorState({ title = '정보를 불러오지 못했습니다.', error, onRetry }: { title?: string; error?: unknown; onRetry?: () => void }) {
  const advice = adviceFor(error);
  return (
    <div className="state-block state-block--error" role="alert">
      <p className="state-block__title">{title}</p>
      <p className="state-block__text">{advice.text}</p>
      {onRetry && advice.retry ? (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          다시 시도
        </button>
      ) : null}
      {advice.login ? (
        <Link className="button button--ghost" to="/user/login">
          로그인하기
        </Link>
      ) : null}
    </div>
  );
}
