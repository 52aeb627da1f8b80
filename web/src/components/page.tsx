import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

type PageProps = {
  title: string;
  /** Visible heading; defaults to the title. */
  heading?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
  narrow?: boolean;
  children?: ReactNode;
};

/** A screen's frame: sets `document.title` and renders one h1 with an optional lead line. */
export function Page({ title, heading, lead, actions, wide, narrow, children }: PageProps) {
  useDocumentTitle(title);
  const className = ['page', wide ? 'page--wide' : '', narrow ? 'page--narrow' : ''].filter(Boolean).join(' ');
  return (
    <section className={className} aria-labelledby="page-heading">
      <header className="page__header">
        <div>
          <h1 id="page-heading" className="page__title">
            {heading ?? title}
          </h1>
          {lead ? <p className="page__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
