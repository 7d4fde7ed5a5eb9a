import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CareersController } from './careers.controller';
import { CareersRepository } from './careers.repository';
import { CareersService } from './careers.service';
import { JobListingEntity } from './entities/job-listing.entity';
import { LearningResourceEntity } from './entities/learning-resource.entity';

/** Job listings and learning resources; career recommendations will live here too. */
@Module({
  imports: [TypeOrmModule.forFeature([JobListingEntity, LearningResourceEntity])],
  controllers: [CareersController],
  providers: [CareersRepository, CareersService],
  exports: [CareersService],
})
export class CareersModule {}
