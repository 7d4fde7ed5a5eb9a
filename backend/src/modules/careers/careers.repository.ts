import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JobListingEntity } from './entities/job-listing.entity';
import { LearningResourceEntity } from './entities/learning-resource.entity';

/** Data access for the job listings and learning resources. */
@Injectable()
export class CareersRepository {
  constructor(
    @InjectRepository(JobListingEntity) private readonly jobs: Repository<JobListingEntity>,
    @InjectRepository(LearningResourceEntity) private readonly learning: Repository<LearningResourceEntity>,
  ) {}

  /** Every job listing, most recently posted first. */
  allJobs(): Promise<JobListingEntity[]> {
    return this.jobs.find({ order: { DatePosted: 'DESC', JobID: 'ASC' } });
  }

  /** Every learning resource, by title. */
  allLearning(): Promise<LearningResourceEntity[]> {
    return this.learning.find({ order: { title: 'ASC' } });
  }
}
