import type { ReactNode } from 'react';
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

/** A failed query: the toast already said why (global handler); this keeps the screen usable. */
export function ErrorState({ title = '정보를 불러오지 못했습니다.', onRetry }: { title?: string; onRetry?: () => void }) {
  return (
    <div className="state-block state-block--error">
      <p className="state-block__title">{title}</p>
      <p className="state-block__text">잠시 후 다시 시도해 주세요.</p>
      {onRetry ? (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          다시 시도
        </button>
      ) : null}
    </div>
  );
}
