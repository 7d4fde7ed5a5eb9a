import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from '@nurse/ui-kit';

interface TabItem {
  key: string;
  label: string;
  render(): ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel is mounted. */
export function AdminTabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  const { token } = theme.useToken();
  const baseId = useId();
  const [activeKey, setActiveKey] = useState(items[0]?.key);
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

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
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
        aria-label={label}
        style={{ display: 'flex', gap: 8, borderBottom: `1px solid ${token.colorBorderSecondary}`, marginBottom: 16 }}
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
              onKeyDown={handleKeyDown}
              style={{
                background: 'none',
                border: 'none',
                borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                color: selected ? token.colorPrimary : token.colorText,
                fontWeight: selected ? 600 : 400,
                fontSize: token.fontSize,
                padding: '10px 12px',
                marginBottom: -1,
                cursor: 'pointer',
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={`${baseId}-panel-${active.key}`} aria-labelledby={`${baseId}-tab-${active.key}`} tabIndex={0}>
          {active.render()}
        </div>
      )}
    </div>
  );
}
