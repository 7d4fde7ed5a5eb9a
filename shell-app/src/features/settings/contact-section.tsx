import { CONTACT_POLICIES, CONTACT_POLICY_LABELS, type ContactPolicy } from '@nurse/domain';
import { Radio } from '@nurse/ui-kit/choice';
import { Switch } from '@nurse/ui-kit/forms';
import { useSaveContactSettingsMutation, type ContactSettings } from './settings-api';
import { SETTINGS_TEXTS } from './settings-texts';
import { useSaveFeedback } from './use-save-feedback';

const POLICY_OPTIONS = CONTACT_POLICIES.map((policy) => ({ value: policy, label: CONTACT_POLICY_LABELS[policy] }));

/** Who may start a conversation with her, and whether she shows read receipts and typing. */
export function ContactSection({ settings }: { settings: ContactSettings }) {
  const [save] = useSaveContactSettingsMutation();
  const saveWithFeedback = useSaveFeedback();
  const store = (change: Partial<ContactSettings>) => void saveWithFeedback(() => save(change).unwrap());

  return (
    <section className="nk-settings__section" aria-labelledby="settings-contact">
      <h2 id="settings-contact">Contact</h2>
      <fieldset className="nk-settings__fieldset">
        <legend>Who can start a conversation with you</legend>
        <Radio.Group
          name="contactPolicy"
          className="nk-settings__policies"
          value={settings.contactPolicy}
          options={POLICY_OPTIONS}
          onChange={(event) => store({ contactPolicy: event.target.value as ContactPolicy })}
        />
      </fieldset>
      <div className="nk-settings__row">
        <label htmlFor="settings-read-receipts">{SETTINGS_TEXTS.readReceipts}</label>
        <Switch id="settings-read-receipts" checked={settings.readReceipts} onChange={(on) => store({ readReceipts: on })} />
      </div>
    </section>
  );
}
