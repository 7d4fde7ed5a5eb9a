import { useEffect } from 'react';
import type { User } from '@nurse/api-client';
import { ROUTES, splitList, US_STATES } from '@nurse/domain';
import { ButtonLink, SecondaryText } from '@nurse/ui-kit';
import { SectionCard } from '../../shared/components/section-card';
import { useCurrentUserQuery } from '../api/profile-api';

export const LICENSURE_TEXTS = {
  manage: 'Manage in your Wallet',
  noTypes: 'No licence types yet.',
  noStates: 'No licensed states yet.',
  multistate: 'multistate (eNLC)',
  fromWallet: 'Your licences are kept in your Wallet; your profile shows them.',
} as const;

const STATE_NAMES = new Map<string, string>(US_STATES.map((state) => [state.code, state.name]));

const sameLicensure = (a: User, b: User) =>
  a.licensureType === b.licensureType && a.selectedStates === b.selectedStates && a.eNLCStates === b.eNLCStates;

/**
 * Licensure and Licensed States as the wallet gives them (the server derives these fields from her
 * licences): read-only, with a link to the Wallet where they are changed. Her record is read again on
 * arrival, so a change made in the Wallet shows here and in the session at once.
 */
export function LicensureSummary({ user, setUser }: { user: User; setUser: (user: User) => void }) {
  const { data: fresh } = useCurrentUserQuery();
  useEffect(() => {
    if (fresh && fresh.id === user.id && !sameLicensure(fresh, user)) setUser({ ...user, ...pickLicensure(fresh) });
  }, [fresh, user, setUser]);

  const shown = fresh && fresh.id === user.id ? fresh : user;
  const types = splitList(shown.licensureType);
  const multistate = new Set(splitList(shown.eNLCStates));
  const states = splitList(shown.selectedStates);
  return (
    <>
      <SectionCard
        titleId="profile-licensure-title"
        title="Licensure"
        extra={<ButtonLink to={ROUTES.wallet}>{LICENSURE_TEXTS.manage}</ButtonLink>}
      >
        <p className="pf-licensure-types">{types.length > 0 ? types.join(', ') : LICENSURE_TEXTS.noTypes}</p>
        <SecondaryText className="pf-muted">{LICENSURE_TEXTS.fromWallet}</SecondaryText>
      </SectionCard>

      <SectionCard titleId="profile-states-title" title="Licensed States">
        {states.length === 0 ? (
          <p>{LICENSURE_TEXTS.noStates}</p>
        ) : (
          <ul className="pf-licensed-states" aria-labelledby="profile-states-title">
            {states.map((code) => (
              <li key={code}>
                {STATE_NAMES.get(code) ?? code} ({code}){multistate.has(code) ? `, ${LICENSURE_TEXTS.multistate}` : ''}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}

function pickLicensure(user: User): Pick<User, 'licensureType' | 'selectedStates' | 'eNLCStates'> {
  return { licensureType: user.licensureType, selectedStates: user.selectedStates, eNLCStates: user.eNLCStates };
}
