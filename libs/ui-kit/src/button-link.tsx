import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface ButtonLinkProps {
  to: To;
  children: ReactNode;
  /** antd's button look: 'link' (the default) for a text link, 'default' or 'primary' for a button. */
  type?: ButtonProps['type'];
  block?: boolean;
}

/** A router link with the kit's button styles: a real <a href>, navigated without a page load. */
export function ButtonLink({ to, children, type = 'link', block }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button type={type} block={block} href={href} onClick={(event) => handleClick(event as React.MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Button>
  );
}
