import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';

export interface TabItem {
  key: string;
  label: string;
  /** The panel, mounted only while its tab is selected. */
  children: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers. */
  'aria-label'?: string;
  /** The selected tab, when the screen keeps it (in its address, say); the first one otherwise. */
  activeKey?: string;
  /** Called with the key of the tab she selects. */
  onChange?: (key: string) => void;
}

/**
 * WAI-ARIA tabs drawn from the theme's tokens: arrow keys, Home and End move between tabs, and only the
 * selected panel is mounted. antd's Tabs is not used because it always brings its overflow menu and
 * dropdown (about 20 KB gzipped); the product's tab lists are short enough never to overflow.
 */
export function Tabs({ items, 'aria-label': ariaLabel, activeKey: chosenKey, onChange }: TabsProps) {
  const { token } = theme.useToken();
  const baseId = useId();
  const [ownKey, setOwnKey] = useState<string | undefined>(items[0]?.key);
  const activeKey = chosenKey ?? ownKey;
  const setActiveKey = (key: string | undefined) => {
    setOwnKey(key);
    if (key !== undefined && key !== activeKey) onChange?.(key);
  };
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === activeKey),
  );

  const focusTab = (index: number) => {
    const next = (index + items.length) % items.length;
    setActiveKey(items[next]?.key);
    tabRefs.current[next]?.focus();
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: activeIndex + 1, ArrowLeft: activeIndex - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  const active = items[activeIndex];
  return (
    <div>
      <div
        role="tablist"
        aria-label={ariaLabel}
        style={{
          display: 'flex',
          // More tabs than a phone's width holds go on a second row instead of widening the page.
          flexWrap: 'wrap',
          gap: token.marginXS,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          marginBottom: token.margin,
        }}
      >
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActiveKey(item.key)}
              onKeyDown={moveFocus}
              style={{
                background: 'none',
                border: 'none',
                borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                color: selected ? token.colorPrimary : token.colorText,
                fontWeight: selected ? token.fontWeightStrong : 400,
                fontSize: token.fontSize,
                padding: `${token.paddingSM}px ${token.paddingSM}px`,
                marginBottom: -token.lineWidth,
                cursor: 'pointer',
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div role="tabpanel" id={`${baseId}-panel-${active.key}`} aria-labelledby={`${baseId}-tab-${active.key}`} tabIndex={0}>
          {active.children}
        </div>
      ) : null}
    </div>
  );
}
