import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Profile } from './profile.model.js';
import { UserEntity } from './user.entity.js';

/** Pio is the companion for anyone who has not chosen one (spec section 3). */
export const DEFAULT_AVATAR = 'pio';

export function toProfile(user: UserEntity): Profile {
  return {
    uid: user.uid,
    email: user.email,
    name: user.name,
    loginCount: user.loginCount,
    onboarded: user.onboarded,
    theme: user.theme,
    responseStyle: user.responseStyle,
    avatar: user.avatar ?? DEFAULT_AVATAR,
  };
}

@Injectable()
export class ProfileService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async getProfile(uid: string): Promise<Profile> {
    const user = await this.users.findOneBy({ uid });
    if (!user) throw new AppError(404, 'PROFILE_NOT_FOUND', 'We could not find your profile. Please sign in again.');
    return toProfile(user);
  }
}
