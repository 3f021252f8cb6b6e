import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';

/** The Express request behind a REST call or a GraphQL field alike (STACK.md trap 4). */
export type AppRequest = Request & { user?: VerifiedIdentity };

export function requestOf(context: ExecutionContext): AppRequest {
  if (context.getType<string>() === 'graphql')
    return GqlExecutionContext.create(context).getContext<{ req: AppRequest }>().req;
  return context.switchToHttp().getRequest<AppRequest>();
}

/** The call's input: a REST body or a GraphQL field's arguments. */
export function inputOf(context: ExecutionContext): Record<string, unknown> {
  if (context.getType<string>() === 'graphql')
    return GqlExecutionContext.create(context).getArgs<Record<string, unknown>>();
  const body: unknown = context.switchToHttp().getRequest<Request>().body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}
