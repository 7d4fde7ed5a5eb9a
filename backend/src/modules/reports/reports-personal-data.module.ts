import { Module } from '@nestjs/common';
import { ReportsPersonalData } from './reports-personal-data.service';

/** The reports section of her data, without routes: for the API and for the worker. */
@Module({ providers: [ReportsPersonalData] })
export class ReportsPersonalDataModule {}
