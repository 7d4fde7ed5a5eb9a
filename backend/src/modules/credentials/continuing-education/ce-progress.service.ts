import { Injectable } from '@nestjs/common';
import { ceProgress, type CeProgress } from '@nurse/catalogue';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { InvalidInputError, NotFoundError } from '../../../common/domain-errors';
import type { RequestAuth } from '../../../common/request-context';
import type { UserEntity } from '../../users/entities/user.entity';
import type { LicenceEntity } from '../entities/licence.entity';
import { WalletReadCache } from '../wallet-read-cache.service';
import { WalletService } from '../wallet.service';
import { CeActivitiesService } from './ce-activities.service';
import { CE_LIMITS } from './ce-limits';
import { CE_MESSAGES as M } from './ce-messages';
import { toActivityHours, toCustomRequirement, toHundredths } from './ce.mapper';
import { CeRepository } from './ce.repository';
import type { PutCeRequirementDto } from './dto/ce-requirement.dto';
import type { CeRequirementEntity } from './entities/ce-requirement.entity';
import { DomainEventBus } from '../../../events/domain-event-bus.service';

function requirementProblems(body: PutCeRequirementDto): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const days = differenceInCalendarDays(parseISO(body.cycleEnd), parseISO(body.cycleStart));
  if (days <= 0) problems.push({ field: 'cycleEnd', message: M.cycleOrder });
  else if (days > CE_LIMITS.requirementCycleMaxDays) problems.push({ field: 'cycleEnd', message: M.cycleTooLong });
  if (new Set(body.topics.map((t) => t.topic)).size !== body.topics.length) problems.push({ field: 'topics', message: M.topicTwice });
  return problems;
}

/** Her CE progress per licence, and the requirement she enters for a licence the product has no rule for. */
@Injectable()
export class CeProgressService {
  constructor(
    private readonly ce: CeRepository,
    private readonly wallet: WalletService,
    private readonly activities: CeActivitiesService,
    private readonly cache: WalletReadCache,
    private readonly events: DomainEventBus,
  ) {}

  /** The licence's progress for its owner or an administrator. */
  async progress(licenceId: number, auth: RequestAuth): Promise<CeProgress> {
    return this.progressOf(await this.wallet.readable('licences', licenceId, auth));
  }

  async progressOf(licence: LicenceEntity): Promise<CeProgress> {
    const [activities, requirements] = await Promise.all([this.activities.entries(licence.userId), this.requirementsOf(licence.userId)]);
    const custom = requirements.find((requirement) => requirement.licenceId === licence.id) ?? null;
    return ceProgress(licence, activities.map(toActivityHours), custom && toCustomRequirement(custom));
  }

  async requirement(licenceId: number, auth: RequestAuth): Promise<CeRequirementEntity> {
    const licence = await this.wallet.readable('licences', licenceId, auth);
    const found = (await this.requirementsOf(licence.userId)).find((requirement) => requirement.licenceId === licenceId);
    if (!found) throw new NotFoundError(M.noRequirement);
    return found;
  }

  async saveRequirement(licenceId: number, user: UserEntity, body: PutCeRequirementDto): Promise<CeRequirementEntity> {
    await this.wallet.own('licences', licenceId, user);
    const problems = requirementProblems(body);
    if (problems.length > 0) throw InvalidInputError.forFields(problems);
    const saved = await this.ce.saveRequirement({
      licenceId,
      hoursHundredths: toHundredths(body.hours),
      cycleStart: body.cycleStart,
      cycleEnd: body.cycleEnd,
      topics: body.topics.map(({ topic, hours }) => ({ topic, hours })),
    });
    this.events.announce({ type: 'wallet-changed', userId: user.id });
    return saved;
  }

  async deleteRequirement(licenceId: number, user: UserEntity): Promise<void> {
    await this.wallet.own('licences', licenceId, user);
    if (!(await this.ce.deleteRequirement(licenceId))) throw new NotFoundError(M.noRequirement);
    this.events.announce({ type: 'wallet-changed', userId: user.id });
  }

  /** The requirements she entered for her licences, as kept for the Wallet screen. */
  private requirementsOf(userId: number): Promise<readonly CeRequirementEntity[]> {
    return this.cache.read(userId, 'ce-requirements', () => this.ce.listRequirements(userId));
  }
}
