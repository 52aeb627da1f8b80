type Props = { page: number; size: number; total: number; onChange: (page: number) => void };

/** Page links for `{page, size, total}` lists; bounded to 5 page buttons around the current one. */
export function Pagination({ page, size, total, onChange }: Props) {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, size)));
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label="페이지 이동">
      <button type="button" className="pagination__button" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        이전
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          className={p === page ? 'pagination__button is-current' : 'pagination__button'}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button type="button" className="pagination__button" onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
        다음
      </button>
    </nav>
  );
}
