import { isLicenceCurrent, WALLET_LICENCE_LABELS } from '@nurse/catalogue';
import type { CertificationEntity } from '../entities/certification.entity';
import type { LicenceEntity } from '../entities/licence.entity';
import type { ProfileCertificationDto, ProfileLicenceDto } from './dto/practice.dto';

/** "RN, compact licence" or "APRN (CNP), single-state licence"; "(not current)" once it is not in force. */
export function toProfileLicenceDto(entry: LicenceEntity, day: string): ProfileLicenceDto {
  const current = isLicenceCurrent(entry, day);
  const type = entry.type === 'APRN' && entry.aprnRole ? `APRN (${entry.aprnRole})` : WALLET_LICENCE_LABELS[entry.type];
  const scope = entry.multistate ? 'compact licence' : `single-state licence (${entry.state})`;
  return {
    type: entry.type,
    state: entry.state,
    multistate: entry.multistate,
    current,
    summary: `${type}, ${scope}${current ? '' : ' (not current)'}`,
  };
}

/** "ACLS current" or "ACLS expired"; one without an expiry date is current. */
export function toProfileCertificationDto(entry: CertificationEntity, day: string): ProfileCertificationDto {
  const current = entry.expiryDate === null || entry.expiryDate >= day;
  return { name: entry.name, current, summary: `${entry.name} ${current ? 'current' : 'expired'}` };
}
