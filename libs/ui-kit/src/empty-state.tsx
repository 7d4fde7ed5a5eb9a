import type { ReactNode } from 'react';
import { Empty } from 'antd';

export interface EmptyStateProps {
  /** What is missing, in the screen's words: 'No users found'. */
  title: string;
  description?: ReactNode;
  /** What the user can do about it, e.g. a button. */
  action?: ReactNode;
}

/** A quiet picture, the screen's text and an optional action, where a list has nothing to show. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{title}</strong>
          {description ? <div>{description}</div> : null}
        </>
      }
    >
      {action}
    </Empty>
  );
}
