import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { UsersController } from './users.controller';
import { ProfileService } from './profile.service';
import { UploadsModule } from '../../uploads/uploads.module';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), UploadsModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, ProfileService],
  exports: [UsersService, UsersRepository],
})
export class UsersModule {}
