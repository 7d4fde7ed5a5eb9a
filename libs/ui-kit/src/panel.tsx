import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import './panel.css';

export interface PanelProps {
  /** The heading row's content; a screen passes its own heading element when the panel names a region. */
  title?: ReactNode;
  /** Actions at the end of the heading row (an Edit button). */
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * A bordered surface with an optional heading row, drawn from the theme's tokens so it matches antd's
 * Card. antd's Card is not used because it always brings its tab strip (tabs, menus and dropdowns,
 * about 30 KB gzipped), and a shared kit entry is downloaded whole: every page with a panel paid for it.
 */
export function Panel({ title, extra, className, children }: PanelProps) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const surface = {
    '--nk-panel-padding': `${token.paddingLG}px`,
    background: token.colorBgContainer,
    border,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    fontSize: token.fontSize,
  } as CSSProperties;
  return (
    <div className={className ? `nk-panel ${className}` : 'nk-panel'} style={surface}>
      {title || extra ? (
        <div
          className="nk-panel__head"
          style={{
            borderBottom: border,
            padding: `${token.paddingXS}px var(--nk-panel-padding)`,
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
          }}
        >
          <div className="nk-panel__title">{title}</div>
          {extra ? <div className="nk-panel__extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="nk-panel__body">{children}</div>
    </div>
  );
}
