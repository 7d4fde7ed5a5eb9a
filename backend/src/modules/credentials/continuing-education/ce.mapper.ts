import type { CeActivityHours, CustomCeRequirement } from '@nurse/catalogue';
import type { CredentialDocumentDto } from '../dto/credential-document.dto';
import type { CeActivityDto } from './dto/ce-activity.dto';
import type { CeRequirementDto } from './dto/ce-requirement.dto';
import type { CeActivityEntity } from './entities/ce-activity.entity';
import type { CeRequirementEntity } from './entities/ce-requirement.entity';

/** Where the owner and administrators download an activity's certificate. */
export function ceDocumentUrl(id: number): string {
  return `/api/credentials/ce-activities/${id}/document`;
}

/** Hours as stored (hundredths) and as shown (1.5). */
export const toHundredths = (hours: number): number => Math.round(hours * 100);
export const fromHundredths = (hundredths: number): number => hundredths / 100;

function toDocumentDto(entry: CeActivityEntity): CredentialDocumentDto | null {
  return entry.documentFile ? { name: entry.documentName ?? 'certificate', url: ceDocumentUrl(entry.id) } : null;
}

export function toCeActivityDto(entry: CeActivityEntity): CeActivityDto {
  return {
    id: entry.id,
    title: entry.title,
    provider: entry.provider,
    completedOn: entry.completedOn,
    hours: fromHundredths(entry.hoursHundredths),
    topics: entry.topics,
    document: toDocumentDto(entry),
  };
}

export function toActivityHours(entry: CeActivityEntity): CeActivityHours {
  return { completedOn: entry.completedOn, hours: fromHundredths(entry.hoursHundredths), topics: entry.topics };
}

export function toCustomRequirement(entry: CeRequirementEntity): CustomCeRequirement {
  return { hours: fromHundredths(entry.hoursHundredths), cycleStart: entry.cycleStart, cycleEnd: entry.cycleEnd, topics: entry.topics };
}

export function toCeRequirementDto(entry: CeRequirementEntity): CeRequirementDto {
  const { hours, cycleStart, cycleEnd, topics } = toCustomRequirement(entry);
  return {
    licenceId: entry.licenceId,
    hours,
    cycleStart,
    cycleEnd,
    topics: topics.map(({ topic, hours }) => ({ topic, hours: hours ?? 0 })),
  };
}
