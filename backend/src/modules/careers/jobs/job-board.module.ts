import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobPayChangeEntity } from './entities/job-pay-change.entity';
import { JobSpecialtyEntity } from './entities/job-specialty.entity';
import { JobEntity } from './entities/job.entity';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

/** The job board's listings and their search: in the API, and in the worker for the career wizard. */
@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobSpecialtyEntity, JobPayChangeEntity])],
  providers: [JobsRepository, JobsService],
  exports: [JobsRepository, JobsService],
})
export class JobBoardModule {}
