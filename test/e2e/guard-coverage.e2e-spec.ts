import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { GraphQLSchemaHost, RESOLVER_NAME_METADATA, RESOLVER_TYPE_METADATA } from '@nestjs/graphql';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { IS_PUBLIC } from '../../backend/src/common/auth/auth.decorators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Everything a visitor may reach without signing in. A new public route or
 * field fails this suite until it is added here, on purpose.
 */
const PUBLIC_REST = [
  'GET /.well-known/jwks.json',
  'GET /api/app-info',
  // The day's readings are public facts, like a printed missal.
  'GET /api/mass-readings',
  // A passage of Scripture (public domain), like a Bible on a shelf.
  'GET /api/scripture',
  // The sandbox checkout is reached by redirect, without a bearer token; the unguessable donation id is the capability (404 unless PAYMENTS_DRIVER=sandbox).
  'GET /donate/sandbox/:id',
  'POST /donate/sandbox/:id/cancel',
  'POST /donate/sandbox/:id/complete',
  // Open to visitors (the signups-closed panel offers it); a signed-in donor's token is still verified.
  'POST /donate',
  // The payment provider's signed events: the signature over the raw body is the credential.
  'POST /api/payments/webhook',
  'GET /health/live',
  'GET /health/ready',
  'POST /api/queue',
  'POST /auth/signin',
  'POST /auth/signup',
  'POST /identity/refresh',
  'POST /identity/reset-password',
  'POST /identity/sign-in',
  'POST /identity/sign-out',
  'POST /identity/sign-up',
  'POST /send-password-reset-email',
];
const PUBLIC_GRAPHQL = [
  'Mutation.createDonationCheckout',
  'Mutation.joinWaitlist',
  'Mutation.requestPasswordReset',
  'Mutation.signIn',
  'Mutation.signUp',
  'Query.appInfo',
  'Query.authConfig',
  'Query.companionCatalogue',
  'Query.massReadings',
  'Query.profileOptions',
  'Query.scripturePassage',
];

type Handler = (...args: unknown[]) => unknown;

interface Entry {
  name: string;
  isPublic: boolean;
}

function discover(t: TestApp): { rest: Entry[]; graphql: Entry[] } {
  const reflector = t.app.get(Reflector);
  const scanner = new MetadataScanner();
  const rest: Entry[] = [];
  const graphql: Entry[] = [];
  const join = (...parts: string[]) =>
    `/${parts
      .flatMap((part) => part.split('/'))
      .filter(Boolean)
      .join('/')}`;
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new () => object) | null;
      if (!controller) continue;
      const prefix = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
      for (const method of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, Handler>)[method];
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        rest.push({
          name: `${verb} ${join(prefix, path)}`,
          isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]) === true,
        });
      }
    }
    for (const wrapper of module.providers.values()) {
      const provider = wrapper.metatype as (new () => object) | null;
      if (!provider?.prototype) continue;
      for (const method of scanner.getAllMethodNames(provider.prototype)) {
        const handler = (provider.prototype as Record<string, Handler>)[method];
        const type = Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler) as string | undefined;
        if (type !== 'Query' && type !== 'Mutation' && type !== 'Subscription') continue;
        const field = (Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) as string | undefined) ?? method;
        graphql.push({
          name: `${type}.${field}`,
          isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, provider]) === true,
        });
      }
    }
  }
  return { rest, graphql };
}

/** A syntactically valid value for a required argument, so the request reaches the guard. */
function placeholder(type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${placeholder(field.type)}`).join(', ')} }`;
  }
  return ({ Int: '1', Float: '1', Boolean: 'true' } as Record<string, string>)[named.name] ?? '"x"';
}

describe('every door is guarded unless it is on the allowlist', () => {
  let t: TestApp;
  let found: ReturnType<typeof discover>;
  beforeAll(async () => {
    t = await startTestApp();
    found = discover(t);
  });
  afterAll(() => t.close());

  it('finds the routes and fields the app serves (the scan itself works)', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const rootFields = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((field) => `Query.${field}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((field) => `Mutation.${field}`),
    ].sort();
    expect(found.graphql.map((entry) => entry.name).sort()).toEqual(rootFields);
    expect(found.rest.length).toBeGreaterThanOrEqual(PUBLIC_REST.length + 1);
  });

  it('marks public exactly the REST routes on the allowlist', () => {
    expect(
      found.rest
        .filter((entry) => entry.isPublic)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...PUBLIC_REST].sort());
  });

  it('marks public exactly the GraphQL root fields on the allowlist', () => {
    expect(
      found.graphql
        .filter((entry) => entry.isPublic)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...PUBLIC_GRAPHQL].sort());
  });

  it('answers 401 UNAUTHENTICATED on every other REST route when no token is sent', async () => {
    for (const entry of found.rest.filter((route) => !route.isPublic)) {
      const [verb, path] = entry.name.split(' ');
      const method = verb.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const res = await t.http()[method](path.replace(/:\w+/g, 'x')).send({});
      expect({ route: entry.name, status: res.status, code: res.body.code }).toEqual({
        route: entry.name,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('answers UNAUTHENTICATED on every other GraphQL root field when no token is sent', async () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    for (const entry of found.graphql.filter((field) => !field.isPublic)) {
      const [type, name] = entry.name.split('.');
      const field = (type === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[name];
      const args = field.args.filter(
        (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined,
      );
      const argText = args.length ? `(${args.map((arg) => `${arg.name}: ${placeholder(arg.type)}`).join(', ')})` : '';
      const selection = 'getFields' in getNamedType(field.type) ? ' { __typename }' : '';
      const operation = `${type === 'Query' ? 'query' : 'mutation'} { ${name}${argText}${selection} }`;
      const result = await t.graphql(operation);
      expect({ field: entry.name, code: result.errors?.[0]?.extensions?.code }).toEqual({
        field: entry.name,
        code: 'UNAUTHENTICATED',
      });
    }
  });
});
