import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BibleModule } from '../bible/bible.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { DonationsModule } from '../donations/donations.module.js';
import { FeedbackModule } from '../feedback/feedback.module.js';
import { ProfileModule } from '../profile/profile.module.js';
import { AccountController } from './account.controller.js';
import { AccountResolver } from './account.resolver.js';
import { AccountService } from './account.service.js';

/** The person's own account as a whole (`/api/me`): export, sign-out everywhere, deletion. */
@Module({
  imports: [ProfileModule, ChatModule, FeedbackModule, BibleModule, DonationsModule, AuthModule],
  controllers: [AccountController],
  providers: [AccountService, AccountResolver],
})
export class AccountModule {}
