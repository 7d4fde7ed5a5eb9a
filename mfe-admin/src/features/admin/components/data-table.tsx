import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import './data-table.css';
import { Spin, theme } from '@nurse/ui-kit';

export interface Column<T> {
  key: string;
  title: string;
  render(row: T): ReactNode;
  align?: 'left' | 'right';
  /** Hidden on narrow screens (below 640 px), so that the columns that matter stay in view. */
  secondary?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  loading: boolean;
  emptyText: string;
  /** Makes a row open something; rows then also respond to Enter when focused. */
  onRowClick?(row: T): void;
  rowLabel?(row: T): string;
}

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A plain, semantic table (antd's Table with its filters, sorters and selection would more than
 * double this remote's size). On narrow screens the secondary columns give way, and what is left
 * scrolls horizontally if it still does not fit.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, loading, emptyText, onRowClick, rowLabel }: DataTableProps<T>) {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: '12px 16px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    whiteSpace: 'nowrap',
    textAlign: 'left',
    verticalAlign: 'middle',
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Spin spinning={loading}>
      <div
        style={{
          overflowX: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
        }}
      >
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize }} aria-busy={loading}>
          <caption style={visuallyHidden}>{caption}</caption>
          <thead>
            <tr style={{ background: token.colorFillAlter }}>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.secondary ? 'adm-col--secondary' : undefined}
                  style={{ ...cell, fontWeight: 600, textAlign: column.align ?? 'left' }}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} style={{ ...cell, textAlign: 'center', color: token.colorTextSecondary, padding: 32 }}>
                  {loading ? '\u00a0' : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  onClick={
                    onRowClick
                      ? (event) => {
                          // A button or link inside the row does its own job, not the row's.
                          if (!(event.target as HTMLElement).closest('button, a')) onRowClick(row);
                        }
                      : undefined
                  }
                  onKeyDown={onRowClick ? (event) => handleKeyDown(event, row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  aria-label={rowLabel?.(row)}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={column.secondary ? 'adm-col--secondary' : undefined}
                      style={{ ...cell, textAlign: column.align ?? 'left' }}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Spin>
  );
}
