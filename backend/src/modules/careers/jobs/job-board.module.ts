import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobPayChangeEntity } from './entities/job-pay-change.entity';
import { JobSpecialtyEntity } from './entities/job-specialty.entity';
import { JobEntity } from './entities/job.entity';
import { JobSearchCache } from './job-search-cache.service';
import { JobsEngineSearch } from './jobs-engine-search.repository';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

/** The job board's listings and their search: in the API, and in the worker for the career wizard. */
@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobSpecialtyEntity, JobPayChangeEntity])],
  providers: [JobsRepository, JobsEngineSearch, JobsService, JobSearchCache],
  exports: [JobsRepository, JobsService, JobSearchCache],
})
export class JobBoardModule {}
