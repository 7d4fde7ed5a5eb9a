import { PAY_UNIT_LABELS, PAY_UNITS } from '@nurse/catalogue';

/** The pay units as a select offers them: 'an hour', 'a week', 'a year'. */
export const PAY_UNIT_OPTIONS = PAY_UNITS.map((unit) => ({ value: unit, label: PAY_UNIT_LABELS[unit] }));
