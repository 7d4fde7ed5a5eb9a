import { useState } from 'react';
import { Button } from '@nurse/ui-kit';
import { Checkbox, Input } from '@nurse/ui-kit/forms';
import {
  BASIC_CERTIFICATIONS,
  addCustomCertifications,
  splitCertificationText,
  suggestCertifications,
  type CertificationSelection,
} from '@nurse/catalogue';
import { ChipList, SuggestInput } from '@nurse/pickers';

interface CertificationFieldsProps {
  value: CertificationSelection;
  onChange: (value: CertificationSelection) => void;
}

/**
 * Basic certifications (checkboxes), specialty and advanced certifications (suggested while typing) and
 * additional free-text ones, which go into the basic or advanced list when they match one, ignoring case.
 */
export function CertificationFields({ value, onChange }: CertificationFieldsProps) {
  const [advancedText, setAdvancedText] = useState('');
  const [customText, setCustomText] = useState('');
  const taken = [...value.certifications, ...value.advancedCertifications, ...value.customCertifications].map((c) => c.toLowerCase());
  const advancedSuggestions = suggestCertifications(advancedText, 10)
    .filter((c) => !taken.includes(c.toLowerCase()))
    .slice(0, 5);

  const addAdvanced = (certification: string) => {
    if (!taken.includes(certification.toLowerCase())) {
      onChange({ ...value, advancedCertifications: [...value.advancedCertifications, certification] });
    }
    setAdvancedText('');
  };

  const addCustom = () => {
    const entries = splitCertificationText(customText);
    if (entries.length === 0) return;
    onChange(addCustomCertifications(value, entries));
    setCustomText('');
  };

  return (
    <>
      <fieldset className="pf-fieldset">
        <legend className="pf-legend">Basic Certifications</legend>
        <Checkbox.Group
          options={[...BASIC_CERTIFICATIONS]}
          value={[...value.certifications]}
          onChange={(checked) => onChange({ ...value, certifications: checked })}
        />
      </fieldset>

      <fieldset className="pf-fieldset">
        <legend className="pf-legend">Specialty &amp; Advanced certifications</legend>
        <label htmlFor="onboarding-advanced" className="pf-field__label">
          Search certifications
        </label>
        <SuggestInput
          id="onboarding-advanced"
          value={advancedText}
          onChange={setAdvancedText}
          suggestions={advancedSuggestions}
          onPick={addAdvanced}
          onEnter={() => {
            const first = advancedSuggestions[0];
            if (first) addAdvanced(first);
          }}
          placeholder="e.g. CCRN, CEN, OCN"
          maxLength={60}
        />
        <ChipList
          items={value.advancedCertifications}
          label="Specialty and advanced certifications"
          color="geekblue"
          onRemove={(item) => onChange({ ...value, advancedCertifications: value.advancedCertifications.filter((c) => c !== item) })}
        />
      </fieldset>

      <fieldset className="pf-fieldset">
        <legend className="pf-legend">Additional</legend>
        <label htmlFor="onboarding-custom" className="pf-field__label">
          Other certifications, separated by commas
        </label>
        <div className="nk-picker__row">
          <Input
            id="onboarding-custom"
            value={customText}
            maxLength={200}
            onChange={(event) => setCustomText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addCustom();
            }}
            placeholder="e.g. TNCC, NIHSS"
          />
          <Button onClick={addCustom} disabled={customText.trim() === ''} aria-label="Add certifications">
            Add
          </Button>
        </div>
        <ChipList
          items={value.customCertifications}
          label="Additional certifications"
          onRemove={(item) => onChange({ ...value, customCertifications: value.customCertifications.filter((c) => c !== item) })}
        />
      </fieldset>
    </>
  );
}
