import { useId, type ReactNode } from 'react';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_SETTING_LABELS,
  JOB_SETTINGS,
  SHIFT_PATTERN_LABELS,
  SHIFT_PATTERNS,
  type PayUnit,
} from '@nurse/catalogue';
import { US_STATES } from '@nurse/domain';
import { Input } from '@nurse/ui-kit';
import { Select } from '@nurse/ui-kit/choice';
import { Switch } from '@nurse/ui-kit/forms';
import { JOB_SORT_LABELS, JOB_SORTS, POSTED_WITHIN_DAYS, type JobFilters } from '../../shared/utils/job-search';
import { PAY_UNIT_OPTIONS } from '../utils/pay-unit-options';

const optionsOf = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

const STATE_OPTIONS = US_STATES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));
const EMPLOYMENT_TYPE_OPTIONS = optionsOf(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS);
const SHIFT_OPTIONS = optionsOf(SHIFT_PATTERNS, SHIFT_PATTERN_LABELS);
const SETTING_OPTIONS = optionsOf(JOB_SETTINGS, JOB_SETTING_LABELS);
const SORT_OPTIONS = optionsOf(JOB_SORTS, JOB_SORT_LABELS);
/** 0 stands for "any time" in the select; the filters hold null. */
const POSTED_OPTIONS = [
  { value: 0, label: 'Any time' },
  ...POSTED_WITHIN_DAYS.map((days) => ({ value: days, label: `Past ${days} days` })),
];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="nw-job-filters__field">
      <label htmlFor={id} className="nw-field__label">
        {label}
      </label>
      {children}
    </div>
  );
}

interface JobFilterFieldsProps {
  filters: JobFilters;
  onChange: (change: Partial<JobFilters>) => void;
}

/** The job board's filters but its words: each change narrows (or widens) the server's search at once. */
export function JobFilterFields({ filters, onChange }: JobFilterFieldsProps) {
  const id = useId();
  // No placeholder: antd draws it in a colour too faint to read; an empty select means any.
  const multiple = { mode: 'multiple' as const, allowClear: true, optionFilterProp: 'label' };
  return (
    <div className="nw-job-filters" role="group" aria-label="Job filters">
      <Field id={`${id}-state`} label="State">
        <Select
          id={`${id}-state`}
          {...multiple}
          options={STATE_OPTIONS}
          value={filters.states}
          onChange={(states: string[]) => onChange({ states })}
        />
      </Field>
      <Field id={`${id}-practice`} label="Where I can practise">
        <Switch id={`${id}-practice`} checked={filters.practiceOnly} onChange={(practiceOnly) => onChange({ practiceOnly })} />
      </Field>
      <Field id={`${id}-type`} label="Employment type">
        <Select
          id={`${id}-type`}
          {...multiple}
          options={EMPLOYMENT_TYPE_OPTIONS}
          value={filters.employmentTypes}
          onChange={(employmentTypes: JobFilters['employmentTypes']) => onChange({ employmentTypes })}
        />
      </Field>
      <Field id={`${id}-shift`} label="Shift">
        <Select
          id={`${id}-shift`}
          {...multiple}
          options={SHIFT_OPTIONS}
          value={filters.shifts}
          onChange={(shifts: JobFilters['shifts']) => onChange({ shifts })}
        />
      </Field>
      <Field id={`${id}-setting`} label="Setting">
        <Select
          id={`${id}-setting`}
          {...multiple}
          options={SETTING_OPTIONS}
          value={filters.settings}
          onChange={(settings: JobFilters['settings']) => onChange({ settings })}
        />
      </Field>
      <div className="nw-job-filters__pay">
        <Field id={`${id}-min-pay`} label="Minimum pay ($)">
          <Input
            id={`${id}-min-pay`}
            inputMode="decimal"
            value={filters.minPay}
            onChange={(event) => onChange({ minPay: event.target.value })}
          />
        </Field>
        <Field id={`${id}-min-pay-unit`} label="Minimum pay per">
          <Select
            id={`${id}-min-pay-unit`}
            options={PAY_UNIT_OPTIONS}
            value={filters.minPayUnit}
            onChange={(minPayUnit: PayUnit) => onChange({ minPayUnit })}
          />
        </Field>
      </div>
      <Field id={`${id}-posted`} label="Posted within">
        <Select
          id={`${id}-posted`}
          options={POSTED_OPTIONS}
          value={filters.postedWithinDays ?? 0}
          onChange={(days: number) => onChange({ postedWithinDays: days || null })}
        />
      </Field>
      <Field id={`${id}-sort`} label="Sort by">
        <Select id={`${id}-sort`} options={SORT_OPTIONS} value={filters.sort} onChange={(sort: JobFilters['sort']) => onChange({ sort })} />
      </Field>
    </div>
  );
}
