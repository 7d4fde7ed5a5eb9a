import { Global, Module } from '@nestjs/common';
import { PersonalDataRowsRepository } from './personal-data-rows.repository';
import { PersonalDataRegistry } from './personal-data.registry';

/**
 * The registry of what each feature holds about a nurse (personal-data-contributor.ts). Global, like
 * the domain event bus: feature modules register their contributor with it in `onModuleInit`; their
 * contributors erase her rows through PersonalDataRowsRepository.
 */
@Global()
@Module({ providers: [PersonalDataRegistry, PersonalDataRowsRepository], exports: [PersonalDataRegistry, PersonalDataRowsRepository] })
export class PersonalDataModule {}
