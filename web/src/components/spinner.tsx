/** The loading indicator every lazy screen and query shows while it waits. */
export function Spinner({ label = '불러오는 중입니다…', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'spinner spinner--inline' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
