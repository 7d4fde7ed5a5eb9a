/** The closed list of continuing-education topics an activity can cover and a state can require. */
export const CE_TOPICS = [
  'pharmacology',
  'pain-management-opioids',
  'implicit-bias',
  'hiv-aids',
  'domestic-violence',
  'human-trafficking',
  'infection-control',
  'ethics',
  'child-abuse',
  'alzheimers-dementia',
  'suicide-prevention',
  'laws-and-rules',
  'other',
] as const;
export type CeTopic = (typeof CE_TOPICS)[number];

export const CE_TOPIC_LABELS: Record<CeTopic, string> = {
  pharmacology: 'Pharmacology',
  'pain-management-opioids': 'Pain management / opioids',
  'implicit-bias': 'Implicit bias',
  'hiv-aids': 'HIV/AIDS',
  'domestic-violence': 'Domestic violence',
  'human-trafficking': 'Human trafficking',
  'infection-control': 'Infection control',
  ethics: 'Ethics',
  'child-abuse': 'Child abuse',
  'alzheimers-dementia': "Alzheimer's / dementia",
  'suicide-prevention': 'Suicide prevention',
  'laws-and-rules': 'Nursing law and rules',
  other: 'Other',
};

export function isCeTopic(value: unknown): value is CeTopic {
  return typeof value === 'string' && (CE_TOPICS as readonly string[]).includes(value);
}
