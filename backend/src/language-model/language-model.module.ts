import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LanguageModel } from './language-model';

/** The configured language model, or null when none is: the built-in engines answer then. */
export const LANGUAGE_MODEL = Symbol('LANGUAGE_MODEL');

@Module({
  providers: [
    {
      provide: LANGUAGE_MODEL,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.languageModel ? new LanguageModel(config.languageModel) : null),
    },
  ],
  exports: [LANGUAGE_MODEL],
})
export class LanguageModelModule {}
