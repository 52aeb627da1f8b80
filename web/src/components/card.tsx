import { useId, type ReactNode } from 'react';

type Props = {
  title: ReactNode;
  children: ReactNode;
  /** More classes beside `card` (`stack`…). */
  className?: string;
};

/** A titled panel of a screen: a section named by its h2, so screen readers list it as a region. */
export function Card({ title, children, className }: Props) {
  const headingId = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
