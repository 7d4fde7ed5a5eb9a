import type { ReactNode } from 'react';
import './text.css';

interface TextProps {
  id?: string;
  className?: string;
  children: ReactNode;
}

const classes = (own: string, className?: string) => (className ? `${own} ${className}` : own);

/** A paragraph in the theme's secondary text colour: hints and empty states (AA contrast on white). */
export function SecondaryText({ id, className, children }: TextProps) {
  return (
    <p id={id} className={classes('nk-secondary', className)}>
      {children}
    </p>
  );
}

/** An inline message in the theme's error colour, such as a field's error named by aria-describedby. */
export function ErrorText({ id, className, children }: TextProps) {
  return (
    <span id={id} className={classes('nk-error-text', className)}>
      {children}
    </span>
  );
}
