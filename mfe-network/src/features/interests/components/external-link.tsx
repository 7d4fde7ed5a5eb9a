import type { ReactNode } from 'react';
import { Button } from '@nurse/ui-kit';

interface ExternalLinkProps {
  href: string;
  label: string;
  children: ReactNode;
  /** She followed the link. */
  onClick?: () => void;
}

/** A button-styled link to another site, opened in a new tab without handing it this page. */
export function ExternalLink({ href, label, children, onClick }: ExternalLinkProps) {
  return (
    <Button
      type="primary"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
