import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../common/domain-errors';
import type { RequestAuth } from '../../../common/request-context';
import type { UserEntity } from '../../users/entities/user.entity';
import { CredentialDocuments } from '../credential-documents.service';
import type { DocumentHolder } from '../entities/credential-document';
import { utcToday } from '../wallet.service';
import { CE_LIMITS } from './ce-limits';
import { CE_MESSAGES as M } from './ce-messages';
import { toHundredths } from './ce.mapper';
import { CeRepository } from './ce.repository';
import type { CreateCeActivityDto, UpdateCeActivityDto } from './dto/ce-activity.dto';
import type { CeActivityEntity } from './entities/ce-activity.entity';

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
  ) {
    this.documentHolder = {
      notFound: M.activityNotFound,
      find: (id) => this.ce.findActivity(id),
      swapDocument: (id, previous, next) => this.ce.swapDocument(id, previous, next),
    };
  }

  list(user: UserEntity): Promise<CeActivityEntity[]> {
    return this.ce.listActivities(user.id);
  }

  async readable(id: number, auth: RequestAuth): Promise<CeActivityEntity> {
    const entry = await this.ce.findActivity(id);
    if (!entry || (!auth.isAdmin && entry.userId !== auth.user?.id)) throw new NotFoundError(M.activityNotFound);
    return entry;
  }

  async own(id: number, user: UserEntity): Promise<CeActivityEntity> {
    const entry = await this.ce.findActivity(id);
    if (!entry || entry.userId !== user.id) throw new NotFoundError(M.activityNotFound);
    return entry;
  }

  async create(user: UserEntity, body: CreateCeActivityDto): Promise<CeActivityEntity> {
    const fields = fieldsOf(body) as ActivityFields;
    this.checkDate(fields.completedOn);
    if ((await this.ce.countActivities(user.id)) >= CE_LIMITS.activitiesPerNurse) throw new ConflictError(M.tooManyActivities);
    return this.ce.insertActivity({ ...fields, userId: user.id });
  }

  async update(user: UserEntity, id: number, body: UpdateCeActivityDto): Promise<CeActivityEntity> {
    await this.own(id, user);
    const fields = fieldsOf(body);
    if (fields.completedOn) this.checkDate(fields.completedOn);
    if (Object.keys(fields).length > 0) await this.ce.updateActivity(id, fields);
    return this.own(id, user);
  }

  /** Deletes her activity, and then its certificate. */
  async remove(user: UserEntity, id: number): Promise<void> {
    const entry = await this.own(id, user);
    if (!(await this.ce.deleteActivity(id))) throw new NotFoundError(M.activityNotFound);
    await this.documents.removeStored(entry.documentFile);
  }

  private checkDate(completedOn: string): void {
    if (completedOn > utcToday()) throw InvalidInputError.forFields([{ field: 'completedOn', message: M.completedInFuture }]);
  }
}
