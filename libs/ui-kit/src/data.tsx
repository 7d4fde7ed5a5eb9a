// The kit's data-display entry: panels, tags and empty states; the table, the progress bar and the
// statistic are downloaded when first shown (few screens show them, and a shared entry is downloaded
// whole).
import { Skeleton } from 'antd';
import type { ProgressProps, StatisticProps, TableProps } from 'antd';
import { lazyComponent } from './lazy-component';

export { Empty, Skeleton, Tag } from 'antd';
export * from './empty-state';
export * from './panel';
export type { ProgressProps, StatisticProps, TableColumnsType, TableProps } from 'antd';

export const Table = lazyComponent<TableProps<object>>(
  () => import('antd/es/table').then((module) => module.default as React.ComponentType<TableProps<object>>),
  <Skeleton active />,
) as <Row extends object>(props: TableProps<Row>) => React.ReactElement;

export const Progress = lazyComponent<ProgressProps>(
  () => import('antd/es/progress').then((module) => module.default as React.ComponentType<ProgressProps>),
  <Skeleton.Input active block size="small" />,
);

export const Statistic = lazyComponent<StatisticProps>(
  () => import('antd/es/statistic').then((module) => module.default as React.ComponentType<StatisticProps>),
  <Skeleton.Input active size="small" />,
);
