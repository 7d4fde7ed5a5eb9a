import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { LearningResourceEntity } from './entities/learning-resource.entity';

/** Data access for the learning resources. */
@Injectable()
export class CareersRepository {
  constructor(@InjectRepository(LearningResourceEntity) private readonly learning: Repository<LearningResourceEntity>) {}

  /** Every learning resource, by title. */
  allLearning(): Promise<LearningResourceEntity[]> {
    return this.learning.find({ order: { title: 'ASC' } });
  }
}
