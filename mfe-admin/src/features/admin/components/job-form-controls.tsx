import { useMemo, useState } from 'react';
import { describedBy } from '@nurse/ui-kit/forms';
import { Select } from '@nurse/ui-kit/choice';
import {
  ADVANCED_CERTIFICATIONS,
  BASIC_CERTIFICATIONS,
  SPECIALTIES,
  SPECIALTY_CERTIFICATIONS,
  US_STATES,
  WALLET_LICENCE_LABELS,
  WALLET_LICENCE_TYPES,
  searchSpecialties,
} from '@nurse/catalogue';
import type { JobFormValues } from '../utils/job-form-values';

const LICENCE_OPTIONS = WALLET_LICENCE_TYPES.map((type) => ({ value: type, label: WALLET_LICENCE_LABELS[type] }));
const STATE_OPTIONS = US_STATES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));
const CERTIFICATION_OPTIONS = [...new Set<string>([...BASIC_CERTIFICATIONS, ...ADVANCED_CERTIFICATIONS, ...SPECIALTY_CERTIFICATIONS])].map(
  (name) => ({ value: name, label: name }),
);
const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
/** As many suggestions as the specialty list shows while the admin types. */
const SPECIALTY_SUGGESTIONS = 20;

/**
 * A multiple select whose list closes once an item is chosen: left open, the list would take the next
 * Tab as choosing its first item instead of moving on to the next field.
 */
function useCloseOnSelect() {
  const [open, setOpen] = useState(false);
  return { open, onOpenChange: setOpen, onSelect: () => setOpen(false) };
}

interface ControlProps<Value> {
  id: string;
  value: Value;
  onChange(value: Value): void;
  error?: string;
  /** Whether its FormField shows a hint, announced with the control. */
  hint?: boolean;
}

/** Licence types a listing requires. */
export function LicencesSelect({ id, value, onChange, error }: ControlProps<JobFormValues['requiredLicences']>) {
  const closeOnSelect = useCloseOnSelect();
  return (
    <Select
      id={id}
      mode="multiple"
      {...closeOnSelect}
      // Found by the label typed ('LPN/VN'), not only by the stored code.
      showSearch={{ optionFilterProp: 'label' }}
      options={LICENCE_OPTIONS}
      value={value}
      onChange={onChange}
      {...describedBy(id, error)}
    />
  );
}

/** A US state picked by typing its name or code. */
export function StateSelect({ id, value, onChange, error }: ControlProps<string | null>) {
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      options={STATE_OPTIONS}
      value={value ?? undefined}
      onChange={onChange}
      {...describedBy(id, error)}
    />
  );
}

/** Catalogue specialties, found by their names and synonyms as the admin types; at most `max`. */
export function SpecialtiesSelect({ id, value, onChange, error, hint, max }: ControlProps<string[]> & { max: number }) {
  const [query, setQuery] = useState('');
  const closeOnSelect = useCloseOnSelect();
  const options = useMemo(() => asOptions(query.trim() ? searchSpecialties(query, SPECIALTY_SUGGESTIONS) : SPECIALTIES), [query]);
  return (
    <Select
      id={id}
      mode="multiple"
      {...closeOnSelect}
      maxCount={max}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      options={options}
      value={value}
      onChange={(names: string[]) => {
        onChange(names);
        setQuery('');
      }}
      {...describedBy(id, { error, hint })}
    />
  );
}

/** Certifications from the catalogue, or any typed and confirmed with Enter. */
export function CertificationsSelect({ id, value, onChange, error, hint, max }: ControlProps<string[]> & { max: number }) {
  const closeOnSelect = useCloseOnSelect();
  return (
    <Select
      id={id}
      mode="tags"
      {...closeOnSelect}
      maxCount={max}
      tokenSeparators={[',']}
      options={CERTIFICATION_OPTIONS}
      value={value}
      onChange={onChange}
      {...describedBy(id, { error, hint })}
    />
  );
}
