// The kit's data-display entry: lists, tables, tags and descriptions.
export { Descriptions, Empty, List, Statistic, Table, Tag } from 'antd';
export { Avatar, Card, Typography } from 'antd';
export type { TableProps } from 'antd';
