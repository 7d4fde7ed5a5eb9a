import { useMemo, useState } from 'react';
import { describedBy } from '@nurse/ui-kit/forms';
import { Select } from '@nurse/ui-kit/choice';
import {
  ADVANCED_CERTIFICATIONS,
  BASIC_CERTIFICATIONS,
  SPECIALTIES,
  SPECIALTY_CERTIFICATIONS,
  US_STATES,
  searchSpecialties,
} from '@nurse/catalogue';

const STATE_OPTIONS = US_STATES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));
const CERTIFICATION_OPTIONS = [...new Set<string>([...BASIC_CERTIFICATIONS, ...ADVANCED_CERTIFICATIONS, ...SPECIALTY_CERTIFICATIONS])].map(
  (name) => ({ value: name, label: name }),
);
const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
/** As many suggestions as the specialty list shows while the admin types. */
const SPECIALTY_SUGGESTIONS = 20;

interface ControlProps<Value> {
  id: string;
  value: Value;
  onChange(value: Value): void;
  error?: string;
  /** Whether its FormField shows a hint, announced with the control. */
  hint?: boolean;
}

/** A US state picked by typing its name or code. */
export function StateSelect({ id, value, onChange, error }: ControlProps<string | null>) {
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      options={STATE_OPTIONS}
      value={value ?? undefined}
      placeholder="Type a state"
      onChange={onChange}
      {...describedBy(id, error)}
    />
  );
}

/** Catalogue specialties, found by their names and synonyms as the admin types; at most `max`. */
export function SpecialtiesSelect({ id, value, onChange, error, hint, max }: ControlProps<string[]> & { max: number }) {
  const [query, setQuery] = useState('');
  const options = useMemo(() => asOptions(query.trim() ? searchSpecialties(query, SPECIALTY_SUGGESTIONS) : SPECIALTIES), [query]);
  return (
    <Select
      id={id}
      mode="multiple"
      maxCount={max}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      options={options}
      value={value}
      placeholder="Type a specialty"
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
  return (
    <Select
      id={id}
      mode="tags"
      maxCount={max}
      tokenSeparators={[',']}
      options={CERTIFICATION_OPTIONS}
      value={value}
      placeholder="Choose or type a certification"
      onChange={onChange}
      {...describedBy(id, { error, hint })}
    />
  );
}
