/** Jobs by state, for the metrics. */
export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  /** Jobs that failed their last attempt and are kept for inspection until a sweep runs them again. */
  failed: number;
}
