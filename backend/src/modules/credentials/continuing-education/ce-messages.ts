import { CE_TOPICS } from '@nurse/catalogue';
import { CE_LIMITS as L } from './ce-limits';

/** What the CE routes answer when they refuse, worded so she knows what to change. */
export const CE_MESSAGES = {
  title: `Enter the activity's title as on its certificate (at most ${L.titleMax} characters)`,
  provider: `Enter who provided it, e.g. the approved provider's name (at most ${L.providerMax} characters)`,
  completedOn: 'Enter the day you completed it as YYYY-MM-DD, e.g. 2026-03-14',
  completedInFuture: 'The completion date cannot be in the future',
  hours: `Enter the contact hours as a number from ${L.hoursMin} to ${L.hoursMax} with at most two decimals, e.g. 1.5`,
  topics: `Choose the topics from: ${CE_TOPICS.join(', ')}`,
  requirementHours: `Enter the hours your board requires per cycle, from 0 to ${L.requirementHoursMax} with at most two decimals`,
  topicHours: `Enter each topic's hours from 0.1 to ${L.requirementHoursMax} with at most two decimals`,
  topicTwice: 'List each topic once in your requirement',
  cycleOrder: 'The cycle must end after it starts',
  cycleTooLong: `A renewal cycle is at most ${L.requirementCycleMaxDays / 366} years long`,
  activityNotFound: 'CE activity not found',
  noRequirement: 'You have not entered a CE requirement for this licence',
  activityDeleted: 'CE activity deleted',
  requirementDeleted: 'Your CE requirement for this licence was deleted; the product’s rule applies again, if it has one',
  tooManyActivities: `Your CE record holds at most ${L.activitiesPerNurse} activities; delete old ones you no longer need first`,
  licenceId: 'licenceId must be the id of one of your licences',
} as const;
