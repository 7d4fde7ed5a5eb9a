import type { ReactNode } from 'react';
import { Panel } from '@nurse/ui-kit/data';
import './auth-card.css';

/** Centred card used by the public account screens; fits a 375 px screen. */
export function AuthCard({
  title,
  subtitle,
  children,
  before,
  after,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  /** The page's footer, below the main content. */
  footer?: ReactNode;
}) {
  return (
    <div className="nk-auth-page">
      <main className="nk-auth-page__column">
        {before}
        <Panel className="nk-auth-card">
          <h1 className="nk-auth-card__title">{title}</h1>
          {subtitle ? <p className="nk-auth-card__subtitle">{subtitle}</p> : null}
          {children}
        </Panel>
        {after}
      </main>
      {footer}
    </div>
  );
}
