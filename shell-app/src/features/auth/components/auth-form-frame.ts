import type { ReactNode } from 'react';

/** How a page places one of the account forms: the links to the other forms, and what surrounds the card. */
export interface AuthFormFrame {
  /** Under the form: the ways to the other account forms (links to their routes, or a mode switch). */
  links: ReactNode;
  /** The card's title, where the page names the form its own way. */
  title?: string;
  /** Below the card, on the page. */
  after?: ReactNode;
  /** The page's footer. */
  footer?: ReactNode;
}
