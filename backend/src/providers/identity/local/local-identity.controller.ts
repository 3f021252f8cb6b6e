import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { JSONWebKeySet } from 'jose';
import { Public } from '../../../common/auth/auth.decorators.js';
import { RateLimit } from '../../../common/rate-limit/rate-limit.decorator.js';
import { AppConfig } from '../../../config/app-config.js';
import { CredentialsDto, ResetPasswordDto } from './dto/credentials.dto.js';
import { LocalIdentityService, type IssuedSession } from './local-identity.service.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import { TokenSigner } from './token-signer.service.js';

interface SessionResponse {
  idToken: string;
  expiresIn: number;
  uid: string;
  email: string;
}

/** The local identity provider's own endpoints (IDENTITY_DRIVER=local only). */
@Controller('identity')
export class LocalIdentityController {
  constructor(
    private readonly identity: LocalIdentityService,
    private readonly config: AppConfig,
  ) {}

  private answer(res: Response, session: IssuedSession): SessionResponse {
    setRefreshCookie(res, session.refreshToken, session.refreshExpiresAt, this.config.isProduction);
    res.setHeader('Cache-Control', 'no-store');
    return { idToken: session.idToken, expiresIn: session.expiresIn, uid: session.uid, email: session.email };
  }

  @Public()
  @RateLimit('signUp')
  @Post('sign-up')
  @HttpCode(201)
  async signUp(@Body() body: CredentialsDto, @Res({ passthrough: true }) res: Response): Promise<SessionResponse> {
    return this.answer(res, await this.identity.signUp(body.email, body.password));
  }

  @Public()
  @RateLimit('signIn')
  @Post('sign-in')
  @HttpCode(200)
  async signIn(@Body() body: CredentialsDto, @Res({ passthrough: true }) res: Response): Promise<SessionResponse> {
    return this.answer(res, await this.identity.signIn(body.email, body.password));
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionResponse> {
    try {
      return this.answer(res, await this.identity.refresh(readRefreshCookie(req)));
    } catch (error) {
      clearRefreshCookie(res, this.config.isProduction);
      throw error;
    }
  }

  @Public()
  @Post('sign-out')
  @HttpCode(204)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.identity.signOut(readRefreshCookie(req));
    clearRefreshCookie(res, this.config.isProduction);
  }

  @Public()
  @RateLimit('passwordReset')
  @Post('reset-password')
  @HttpCode(204)
  async resetPassword(@Body() body: ResetPasswordDto): Promise<void> {
    await this.identity.resetPassword(body.token, body.password);
  }
}

@Controller('.well-known')
export class JwksController {
  constructor(private readonly signer: TokenSigner) {}

  @Public()
  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  jwks(): JSONWebKeySet {
    return this.signer.publicKeySet();
  }
}
