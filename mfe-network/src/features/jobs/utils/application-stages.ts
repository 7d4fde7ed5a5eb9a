import type { JobApplication } from '@nurse/api-client';

export type ApplicationStage = JobApplication['stage'];

/** Her stages with a listing as the tracker names them, in the order she goes through them. */
export const APPLICATION_STAGE_LABELS: Readonly<Record<ApplicationStage, string>> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const APPLICATION_STAGES = Object.keys(APPLICATION_STAGE_LABELS) as ApplicationStage[];

export const APPLICATION_STAGE_OPTIONS = APPLICATION_STAGES.map((stage) => ({ value: stage, label: APPLICATION_STAGE_LABELS[stage] }));

/** Her tracked listings by stage, in the stages' order, stages without any left out; each keeps the server's order. */
export function groupByStage(entries: readonly JobApplication[]): { stage: ApplicationStage; entries: JobApplication[] }[] {
  return APPLICATION_STAGES.map((stage) => ({ stage, entries: entries.filter((entry) => entry.stage === stage) })).filter(
    (group) => group.entries.length > 0,
  );
}

/** Whether coming back from the employer's page asks if she applied: not once her entry is past saved. */
export function asksWhetherApplied(entry: Pick<JobApplication, 'stage'> | undefined): boolean {
  return entry === undefined || entry.stage === 'saved';
}
