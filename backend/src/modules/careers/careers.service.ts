import { Injectable } from '@nestjs/common';
import { CareersRepository } from './careers.repository';
import type { JobListing } from './job-listing';
import type { LearningResource } from './learning-resource';
import { matchesChips } from './specialty-filter';

/**
 * Jobs and learning for the interests screen, filtered by its specialty chips. The catalogue is a
 * few dozen rows, so it is filtered here rather than with SQL the rule cannot be written in.
 */
@Injectable()
export class CareersService {
  constructor(private readonly careers: CareersRepository) {}

  async jobs(chips: readonly string[]): Promise<JobListing[]> {
    return (await this.careers.allJobs()).filter((job) => matchesChips(job.Specialty, chips));
  }

  async learning(chips: readonly string[]): Promise<LearningResource[]> {
    return (await this.careers.allLearning()).filter((resource) => matchesChips(resource.specialty, chips));
  }
}
