import { Injectable } from '@nestjs/common';
import { CareersRepository } from './careers.repository';
import { JobsService } from '../jobs/jobs.service';
import type { JobListing } from '@nurse/catalogue';
import type { LearningResource } from '@nurse/catalogue';
import { matchesChips } from '../catalogue/specialty-filter';

/** The most listings the assistant and the career wizard read at once: the newest in her specialties. */
const LISTINGS_READ = 50;

/**
 * Jobs and learning by specialty chips, for the assistant and the career wizard. Jobs are the job
 * board's open listings (jobs/jobs.service.ts). Learning is a few dozen rows, filtered here rather than
 * with SQL the chip rule cannot be written in.
 */
@Injectable()
export class CareersService {
  constructor(
    private readonly careers: CareersRepository,
    private readonly board: JobsService,
  ) {}

  jobs(chips: readonly string[]): Promise<JobListing[]> {
    return this.board.listings(chips, LISTINGS_READ);
  }

  async learning(chips: readonly string[]): Promise<LearningResource[]> {
    return (await this.careers.allLearning()).filter((resource) => matchesChips(resource.specialty, chips));
  }
}
