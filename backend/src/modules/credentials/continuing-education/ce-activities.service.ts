import { Injectable } from '@nestjs/common';
import { utcToday } from '@nurse/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../common/domain-errors';
import type { RequestAuth } from '../../../common/request-context';
import type { UserEntity } from '../../users/entities/user.entity';
import { CredentialDocuments } from '../credential-documents.service';
import type { DocumentHolder } from '../entities/credential-document';
import { WalletReadCache } from '../wallet-read-cache.service';
import { CE_LIMITS } from './ce-limits';
import { CE_MESSAGES as M } from './ce-messages';
import { toHundredths } from './ce.mapper';
import { CeRepository } from './ce.repository';
import type { CreateCeActivityDto, UpdateCeActivityDto } from './dto/ce-activity.dto';
import type { CeActivityEntity } from './entities/ce-activity.entity';
import { DomainEventBus } from '../../../events/domain-event-bus.service';

type ActivityFields = Pick<CeActivityEntity, 'title' | 'provider' | 'completedOn' | 'hoursHundredths' | 'topics'>;

/** The fields she gave; a change that leaves a field out (or sends null) keeps it. */
function fieldsOf(body: UpdateCeActivityDto): Partial<ActivityFields> {
  const fields: Partial<ActivityFields> = {};
  if (body.title != null) fields.title = body.title.trim();
  if (body.provider != null) fields.provider = body.provider.trim();
  if (body.completedOn != null) fields.completedOn = body.completedOn;
  if (body.hours != null) fields.hoursHundredths = toHundredths(body.hours);
  if (body.topics != null) fields.topics = body.topics;
  return fields;
}

/**
 * Her continuing-education activities. Only she changes them; she and administrators read them; anyone
 * else is told they do not exist.
 */
@Injectable()
export class CeActivitiesService {
  readonly documentHolder: DocumentHolder;

  constructor(
    private readonly ce: CeRepository,
    private readonly documents: CredentialDocuments,
    private readonly cache: WalletReadCache,
    private readonly events: DomainEventBus,
  ) {
    this.documentHolder = {
      notFound: M.activityNotFound,
      find: (id) => this.ce.findActivity(id),
      swapDocument: async (entry, previous, next) => {
        const swapped = await this.ce.swapDocument(entry.id, previous, next);
        if (swapped) this.events.announce({ type: 'wallet-changed', userId: entry.userId });
        return swapped;
      },
    };
  }

  /** Her activities, most recently completed first, as kept for the Wallet screen: read them, never change them. */
  entries(userId: number): Promise<readonly CeActivityEntity[]> {
    return this.cache.read(userId, 'ce-activities', () => this.ce.listActivities(userId));
  }

  list(user: UserEntity): Promise<readonly CeActivityEntity[]> {
    return this.entries(user.id);
  }

  /** The activity for its owner (from her kept activities) or an administrator. */
  async readable(id: number, auth: RequestAuth): Promise<CeActivityEntity> {
    const hers = auth.user && (await this.entries(auth.user.id)).find((entry) => entry.id === id);
    if (hers) return hers;
    const entry = auth.isAdmin ? await this.ce.findActivity(id) : null;
    if (!entry) throw new NotFoundError(M.activityNotFound);
    return entry;
  }

  /** The activity for its owner only, read afresh: what a change starts from. */
  async own(id: number, user: UserEntity): Promise<CeActivityEntity> {
    const entry = await this.ce.findActivity(id);
    if (!entry || entry.userId !== user.id) throw new NotFoundError(M.activityNotFound);
    return entry;
  }

  async create(user: UserEntity, body: CreateCeActivityDto): Promise<CeActivityEntity> {
    const fields = fieldsOf(body) as ActivityFields;
    this.checkDate(fields.completedOn);
    if ((await this.ce.countActivities(user.id)) >= CE_LIMITS.activitiesPerNurse) throw new ConflictError(M.tooManyActivities);
    const activity = await this.ce.insertActivity({ ...fields, userId: user.id });
    this.events.announce({ type: 'wallet-changed', userId: user.id });
    return activity;
  }

  async update(user: UserEntity, id: number, body: UpdateCeActivityDto): Promise<CeActivityEntity> {
    await this.own(id, user);
    const fields = fieldsOf(body);
    if (fields.completedOn) this.checkDate(fields.completedOn);
    if (Object.keys(fields).length > 0) {
      await this.ce.updateActivity(id, fields);
      this.events.announce({ type: 'wallet-changed', userId: user.id });
    }
    return this.own(id, user);
  }

  /** Deletes her activity, and then its certificate. */
  async remove(user: UserEntity, id: number): Promise<void> {
    const entry = await this.own(id, user);
    if (!(await this.ce.deleteActivity(id))) throw new NotFoundError(M.activityNotFound);
    this.events.announce({ type: 'wallet-changed', userId: user.id });
    await this.documents.removeStored(entry.documentFile);
  }

  private checkDate(completedOn: string): void {
    if (completedOn > utcToday()) throw InvalidInputError.forFields([{ field: 'completedOn', message: M.completedInFuture }]);
  }
}
