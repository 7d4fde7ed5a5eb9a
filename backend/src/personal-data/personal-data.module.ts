import { Global, Module } from '@nestjs/common';
import { PersonalDataRegistry } from './personal-data.registry';

/**
 * The registry of what each feature holds about a nurse (personal-data-contributor.ts). Global, like
 * the domain event bus: feature modules register their contributor with it in `onModuleInit`.
 */
@Global()
@Module({ providers: [PersonalDataRegistry], exports: [PersonalDataRegistry] })
export class PersonalDataModule {}
