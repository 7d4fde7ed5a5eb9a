import { Global, Module } from '@nestjs/common';
import { SigningKeysService } from './signing-keys.service';

/** The per-purpose HMAC keys, for the API and the worker alike. */
@Global()
@Module({ providers: [SigningKeysService], exports: [SigningKeysService] })
export class SigningKeysModule {}
