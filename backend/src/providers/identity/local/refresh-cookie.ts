import { parse } from 'cookie';
import type { Request, Response } from 'express';

export const REFRESH_COOKIE = 'ask_refresh';

/**
 * The refresh token lives only in this cookie: httpOnly (no script reads it),
 * SameSite=Strict (no other site sends it), scoped to /identity, Secure in production.
 */
export function setRefreshCookie(res: Response, token: string, expires: Date, secure: boolean): void {
  res.cookie(REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/identity', expires });
}

export function clearRefreshCookie(res: Response, secure: boolean): void {
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/identity' });
}

export function readRefreshCookie(req: Request): string | undefined {
  return parse(req.headers.cookie ?? '')[REFRESH_COOKIE];
}
