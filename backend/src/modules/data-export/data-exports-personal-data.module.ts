import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads/uploads.module';
import { DataExportsPersonalData } from './data-exports-personal-data.service';

/** The data requests section of her data, without routes: for the API and for the worker. */
@Module({ imports: [UploadsModule], providers: [DataExportsPersonalData] })
export class DataExportsPersonalDataModule {}
