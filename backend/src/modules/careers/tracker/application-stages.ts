/** Where she is with a listing: saved, then the stages of applying, each with the day she reached it. */
export const APPLICATION_STAGES = ['saved', 'applied', 'interviewing', 'offer', 'accepted', 'declined', 'withdrawn'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export interface StageReached {
  stage: ApplicationStage;
  /** The calendar day, YYYY-MM-DD. */
  on: string;
}

export const TRACKER_LIMITS = { noteMax: 2000, trackedPerNurse: 500 } as const;

export const TRACKER_MESSAGES = {
  notTracked: 'That job is not in your tracker',
  jobNotFound: 'That job listing was not found',
  closedListing: 'This listing is closed: it can no longer be saved',
  tooMany: `You are following ${TRACKER_LIMITS.trackedPerNurse} jobs; remove some before saving more`,
  dayInFuture: 'The day cannot be after today',
} as const;

/**
 * Her stage history after moving to `stage` on `day`: staying where she is adds nothing; any move, a
 * move back from interviewing to applied included, is a new step with its day.
 */
export function movedTo(history: readonly StageReached[], stage: ApplicationStage, day: string): StageReached[] {
  const last = history.at(-1);
  if (last?.stage === stage) return [...history];
  return [...history, { stage, on: day }];
}
