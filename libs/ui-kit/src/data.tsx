// The kit's data-display entry: panels, tags, statistics and empty states; the
// table is downloaded when first shown.
import { Skeleton } from 'antd';
import type { TableProps } from 'antd';
import { lazyComponent } from './lazy-component';

export { Empty, Progress, Skeleton, Statistic, Tag } from 'antd';
export * from './empty-state';
export * from './panel';
export type { TableColumnsType, TableProps } from 'antd';

export const Table = lazyComponent<TableProps<object>>(
  () => import('antd').then((antd) => antd.Table as React.ComponentType<TableProps<object>>),
  <Skeleton active />,
) as <Row extends object>(props: TableProps<Row>) => React.ReactElement;
