import { Body, Controller, Delete, Get, Header, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import type { AccountExport } from './account.model.js';
import { AccountService, exportFileName } from './account.service.js';
import { DeleteAccountBodyDto } from './dto/account.dto.js';

/** The caller's own account: their data as a download, sign-out everywhere, deletion. */
@Controller('api/me')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get('export')
  @Header('Cache-Control', 'no-store')
  async export(
    @CurrentUser() caller: VerifiedIdentity,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountExport> {
    const document = await this.account.exportOf(caller);
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(document.exportedAt)}"`);
    return document;
  }

  @Post('sign-out-everywhere')
  @HttpCode(204)
  async signOutEverywhere(@CurrentUser() caller: VerifiedIdentity): Promise<void> {
    await this.account.signOutEverywhere(caller);
  }

  /** A password check is a guess someone holding a stolen token could repeat: limited like a sign-in. */
  @RateLimit('signIn')
  @Delete()
  @HttpCode(204)
  async delete(@CurrentUser() caller: VerifiedIdentity, @Body() body: DeleteAccountBodyDto): Promise<void> {
    await this.account.deleteAccount(caller, body?.password);
  }
}
