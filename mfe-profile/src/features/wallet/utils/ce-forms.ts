/**
 * The CE forms as plain values and the request bodies made from them. The rules are the server's
 * (backend/src/modules/credentials/continuing-education/dto): the forms send what she typed and show
 * each refused field's message beside it.
 */
import type { CeActivity, CeRequirement, CreateCeActivityRequest, Licence, PutCeRequirementRequest } from '@nurse/api-client';
import type { CeTopic } from '@nurse/catalogue';
import type { FieldWording } from '@nurse/host';
import { CONTROL_WORDS, whenEmpty } from './wallet-forms';

/** A CE date left empty (or typed in part) is asked for in the date field's words; see `whenEmpty`. */
export const CE_ACTIVITY_WORDING: FieldWording<CeActivityFormValues> = {
  completedOn: whenEmpty('completedOn', CONTROL_WORDS.date),
};

export const CE_REQUIREMENT_WORDING: FieldWording<CeRequirementFormValues> = {
  cycleStart: whenEmpty('cycleStart', CONTROL_WORDS.date),
  cycleEnd: whenEmpty('cycleEnd', CONTROL_WORDS.date),
};

export interface CeActivityFormValues {
  title: string;
  provider: string;
  completedOn: string;
  /** As typed: '1.5' or '1,5'. */
  hours: string;
  topics: CeTopic[];
  /** Her certificate, sent once the activity is stored; none keeps the one it has. */
  document: File | null;
}

export interface CeTopicHoursValues {
  topic: CeTopic | null;
  hours: string;
}

export interface CeRequirementFormValues {
  hours: string;
  cycleStart: string;
  cycleEnd: string;
  topics: CeTopicHoursValues[];
}

export const EMPTY_CE_ACTIVITY: CeActivityFormValues = {
  title: '',
  provider: '',
  completedOn: '',
  hours: '',
  topics: [],
  document: null,
};

/**
 * Hours as a number; a comma is read as the decimal point. Anything else that is not a number is sent as
 * null (JSON has no NaN), which the server refuses with its message for the field.
 */
export function parseHours(typed: string): number {
  return Number(typed.trim().replace(',', '.'));
}

export function ceActivityFormValues(activity: CeActivity): CeActivityFormValues {
  const { title, provider, completedOn, hours, topics } = activity;
  return { title, provider, completedOn, hours: String(hours), topics: [...topics], document: null };
}

export function ceActivityRequest(values: CeActivityFormValues): CreateCeActivityRequest {
  return {
    title: values.title.trim(),
    provider: values.provider.trim(),
    completedOn: values.completedOn,
    hours: parseHours(values.hours),
    topics: values.topics,
  };
}

/** Her requirement as entered, or a new one over the licence's own term (where most boards count CE). */
export function ceRequirementFormValues(
  requirement: CeRequirement | undefined,
  licence: Pick<Licence, 'issueDate' | 'expiryDate'>,
): CeRequirementFormValues {
  if (!requirement) return { hours: '', cycleStart: licence.issueDate, cycleEnd: licence.expiryDate, topics: [] };
  return {
    hours: String(requirement.hours),
    cycleStart: requirement.cycleStart,
    cycleEnd: requirement.cycleEnd,
    topics: requirement.topics.map(({ topic, hours }) => ({ topic, hours: String(hours) })),
  };
}

/** Her requirement as the API takes it; a topic row with no topic chosen and no hours is left out. */
export function ceRequirementRequest(values: CeRequirementFormValues): PutCeRequirementRequest {
  return {
    hours: parseHours(values.hours),
    cycleStart: values.cycleStart,
    cycleEnd: values.cycleEnd,
    topics: values.topics
      .filter((row) => row.topic !== null || row.hours.trim() !== '')
      // A row without a topic is sent as typed, so the server names what is missing.
      .map((row) => ({ topic: row.topic as CeTopic, hours: parseHours(row.hours) })),
  };
}

/** Toggles one topic in the list, keeping the order of the closed list. */
export function toggleTopic(topics: readonly CeTopic[], topic: CeTopic, on: boolean, order: readonly CeTopic[]): CeTopic[] {
  const chosen = new Set(topics);
  if (on) chosen.add(topic);
  else chosen.delete(topic);
  return order.filter((item) => chosen.has(item));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A refused upload (a file that is not a PDF, PNG or JPEG, or too large) as a refusal of the form's
 * `field`, so its message shows beside the file chooser rather than above the form.
 */
export function asFieldRefusal(error: unknown, field: string): unknown {
  if (!isRecord(error) || !isRecord(error['data']) || typeof error['data']['message'] !== 'string') return error;
  if (Array.isArray(error['data']['errors'])) return error;
  return { ...error, data: { ...error['data'], errors: [{ field, message: error['data']['message'] }] } };
}
