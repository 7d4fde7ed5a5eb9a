import { Injectable } from '@nestjs/common';
import { CE_TOPIC_LABELS, formatHours } from '@nurse/catalogue';
import { stringify } from 'csv-stringify/sync';
import type { UserEntity } from '../../users/entities/user.entity';
import { WalletService } from '../wallet.service';
import { fromHundredths } from './ce.mapper';
import { CeProgressService } from './ce-progress.service';
import { CeRepository } from './ce.repository';

const HEADER = ['Completed on', 'Title', 'Provider', 'Contact hours', 'Topics', 'Certificate'];

export interface CeTranscript {
  fileName: string;
  csv: string;
}

/**
 * Her CE transcript as CSV for an audit: every activity, or those in one licence's current cycle. A
 * cell starting with =, +, -, @, tab or carriage return is prefixed with ' (csv-stringify's
 * escape_formulas) so a spreadsheet shows it as text instead of running it.
 */
@Injectable()
export class CeTranscriptService {
  constructor(
    private readonly ce: CeRepository,
    private readonly wallet: WalletService,
    private readonly progress: CeProgressService,
  ) {}

  async transcript(user: UserEntity, licenceId?: number): Promise<CeTranscript> {
    let activities = await this.ce.listActivities(user.id);
    let fileName = 'ce-transcript.csv';
    if (licenceId !== undefined) {
      const licence = await this.wallet.own('licences', licenceId, user);
      const { cycleStart, cycleEnd } = await this.progress.progressOf(licence);
      activities = cycleStart && cycleEnd ? activities.filter((a) => a.completedOn >= cycleStart && a.completedOn <= cycleEnd) : [];
      fileName = `ce-transcript-${licence.state}-${licence.type}.csv`;
    }
    const rows = [...activities]
      .reverse()
      .map((a) => [
        a.completedOn,
        a.title,
        a.provider,
        formatHours(fromHundredths(a.hoursHundredths)),
        a.topics.map((topic) => CE_TOPIC_LABELS[topic]).join('; '),
        a.documentName ?? (a.documentFile ? 'certificate' : 'no certificate'),
      ]);
    return { fileName, csv: stringify([HEADER, ...rows], { escape_formulas: true, record_delimiter: 'windows' }) };
  }
}
