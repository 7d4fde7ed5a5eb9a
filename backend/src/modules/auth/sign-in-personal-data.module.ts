import { Module } from '@nestjs/common';
import { SignInPersonalData } from './sign-in-personal-data.service';

/** Her sign-in section of her data, without routes: for the API and for the worker. */
@Module({ providers: [SignInPersonalData] })
export class SignInPersonalDataModule {}
