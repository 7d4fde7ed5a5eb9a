import type { ReactNode } from 'react';
import { Panel } from '@nurse/ui-kit/data';

interface SectionCardProps {
  /** Id of the heading, which names the section for screen readers. */
  titleId: string;
  title: string;
  /** Actions beside the heading (an Edit button). */
  extra?: ReactNode;
  id?: string;
  children: ReactNode;
}

/** A page section as a card: a region named by its h2 heading. */
export function SectionCard({ titleId, title, extra, id, children }: SectionCardProps) {
  return (
    <section id={id} aria-labelledby={titleId} className="pf-section">
      <Panel
        title={
          <h2 id={titleId} className="pf-section-title">
            {title}
          </h2>
        }
        extra={extra}
      >
        {children}
      </Panel>
    </section>
  );
}
