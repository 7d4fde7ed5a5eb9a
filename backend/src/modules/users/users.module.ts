import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { UsersController } from './users.controller';
import { ProfileService } from './profile.service';
import { UserSearchIndex } from './search/user-search-index';
import { UploadsModule } from '../../uploads/uploads.module';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), UploadsModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, ProfileService, UserSearchIndex],
  exports: [UsersService, UsersRepository, UserSearchIndex],
})
export class UsersModule {}
