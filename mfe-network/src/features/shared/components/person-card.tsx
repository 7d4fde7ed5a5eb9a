import type { ReactNode } from 'react';
import type { PublicUser } from '@nurse/api-client';
import { UserAvatar } from '@nurse/ui-kit';
import { Tag } from '@nurse/ui-kit/data';
import { NETWORK_TEXTS } from '../texts';
import { shownSpecialties } from '../utils/shown-specialties';
import { SafetyActions } from './safety-actions';
import { ShownCredentials } from './shown-credentials';

interface PersonCardProps {
  person: Pick<PublicUser, 'id' | 'name' | 'profileImage' | 'location' | 'workExperience' | 'confirmedSpecialties'>;
  /** What she can do with this nurse: connect, message, accept or decline. */
  action?: ReactNode;
}

/** A nurse as others see her: photo or initials, name, location, experience, the credentials she shows and her first specialties. */
export function PersonCard({ person, action }: PersonCardProps) {
  const { shown, more } = shownSpecialties(person.confirmedSpecialties);
  return (
    <article className="nw-tile nw-person" aria-label={person.name}>
      <UserAvatar name={person.name} src={person.profileImage} size={48} />
      <div className="nw-tile__body">
        <h3 className="nw-person__name">{person.name}</h3>
        {person.location ? <p className="nw-person__location">{person.location}</p> : null}
        {person.workExperience ? <p className="nw-person__experience">{person.workExperience}</p> : null}
        <ShownCredentials userId={person.id} />
        {shown.length > 0 ? (
          <ul className="nw-person__specialties" aria-label="Specialties">
            {shown.map((specialty) => (
              <li key={specialty}>
                <Tag>{specialty}</Tag>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Tag>{NETWORK_TEXTS.moreSpecialties(more)}</Tag>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className="nw-person__actions">
        {action}
        <SafetyActions person={person} />
      </div>
    </article>
  );
}
