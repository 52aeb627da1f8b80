import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type FeatureItem = {
  title: string;
  /** A short aside after the title ("40%"). */
  note?: string;
  text: ReactNode;
  /** The whole card links here (the operators' home). */
  to?: string;
};

type Props = {
  items: readonly FeatureItem[];
  /** h2 when the grid is the page's first level, h3 under a section heading. */
  headingLevel?: 2 | 3;
};

function FeatureBody({ item, headingLevel }: { item: FeatureItem; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading>
        {item.title}
        {item.note ? <span className="muted"> ({item.note})</span> : null}
      </Heading>
      <p>{item.text}</p>
    </>
  );
}

/** Cards of a title and a short text side by side: the information pages' reasons, safeguards and rules. */
export function FeatureGrid({ items, headingLevel = 2 }: Props) {
  return (
    <div className="feature-grid">
      {items.map((item) =>
        item.to ? (
          <Link key={item.title} to={item.to} className="feature feature--link">
            <FeatureBody item={item} headingLevel={headingLevel} />
          </Link>
        ) : (
          <article key={item.title} className="feature">
            <FeatureBody item={item} headingLevel={headingLevel} />
          </article>
        ),
      )}
    </div>
  );
}
