import { Global, Module } from '@nestjs/common';
import { DrainingSignal } from './draining.signal';

/** The shutdown's signal, for the API and the worker alike. */
@Global()
@Module({ providers: [DrainingSignal], exports: [DrainingSignal] })
export class ShutdownModule {}
