// The kit's data-display entry: lists, tags, descriptions; the table is downloaded when first shown.
import { Skeleton } from 'antd';
import type { TableProps } from 'antd';
import { lazyComponent } from './lazy-component';

export { Descriptions, Empty, List, Statistic, Tag } from 'antd';
export type { TableColumnsType, TableProps } from 'antd';

export const Table = lazyComponent<TableProps<object>>(
  () => import('antd').then((antd) => antd.Table as React.ComponentType<TableProps<object>>),
  <Skeleton active />,
) as <Row extends object>(props: TableProps<Row>) => React.ReactElement;
