import type { DeclaredLicence } from '@nurse/api-client';
import { US_STATES } from '@nurse/domain';
import { SecondaryText } from '@nurse/ui-kit';
import { SectionCard } from '../../shared/components/section-card';
import { useDeclaredLicencesQuery, useRemoveDeclaredLicenceMutation } from '../api/declared-licences-api';
import { ConfirmButton } from './card-parts';
import { useNotifiedCall } from './use-notified-call';

const STATE_NAMES = new Map<string, string>(US_STATES.map((state) => [state.code, state.name]));

/** 'RN in Texas (TX), multistate (eNLC)', 'APRN', 'A licence in Ohio (OH)'. */
export function declaredLicenceText(entry: DeclaredLicence): string {
  const state = entry.state ? `${STATE_NAMES.get(entry.state) ?? entry.state} (${entry.state})` : '';
  const what = entry.type && state ? `${entry.type} in ${state}` : entry.type || `A licence in ${state}`;
  return entry.multistate ? `${what}, multistate (eNLC)` : what;
}

/**
 * The licences she named on onboarding or the profile, which count for her profile until she adds
 * each one complete (number and dates) above; she may also remove one she does not hold. Nothing shows
 * when there are none.
 */
export function DeclaredLicencesSection() {
  const run = useNotifiedCall();
  const { data: declared = [] } = useDeclaredLicencesQuery();
  const [remove] = useRemoveDeclaredLicenceMutation();
  if (declared.length === 0) return null;
  return (
    <SectionCard titleId="wallet-declared-title" title="Licences to complete">
      <SecondaryText>
        You named these on your profile. They show on your profile as they are; add each one above with its number and dates to complete it.
      </SecondaryText>
      <ul className="wl-declared" aria-labelledby="wallet-declared-title">
        {declared.map((entry) => {
          const text = declaredLicenceText(entry);
          return (
            <li key={entry.id} className="wl-declared__item">
              <span>{text}</span>
              <ConfirmButton
                text="Remove"
                label={`Remove ${text}`}
                question="Remove this licence from your profile?"
                okText="Remove"
                cancelText="Keep it"
                onConfirm={async () => {
                  await run(() => remove(entry.id).unwrap(), 'Licence removed from your profile', 'The licence was not removed');
                }}
              >
                <p>{text} no longer shows on your profile.</p>
              </ConfirmButton>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
