import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class FirebaseClientConfig {
  @Field()
  apiKey: string;

  @Field()
  authDomain: string;

  @Field()
  projectId: string;

  @Field()
  appId: string;
}

@ObjectType({ description: 'How the client signs people in on this deployment.' })
export class AuthConfig {
  @Field({ description: 'local (our own accounts) or firebase.' })
  driver: string;

  @Field({ description: 'True when a Google sign-in button can work.' })
  googleSignIn: boolean;

  @Field(() => FirebaseClientConfig, {
    nullable: true,
    description: 'Firebase web settings, present only with the firebase driver.',
  })
  firebase: FirebaseClientConfig | null;
}

@ObjectType()
export class SignupValidation {
  @Field()
  allowed: boolean;
}

@ObjectType()
export class SuccessResult {
  @Field()
  success: boolean;
}

@ObjectType()
export class SignupPhase {
  @Field()
  name: string;

  @Field(() => Int, { nullable: true, description: 'Most accounts this phase admits; null means no cap.' })
  cap: number | null;

  @Field(() => Int, { description: 'Accounts created since this phase opened.' })
  accounts: number;

  @Field({ description: 'False once the cap is reached.' })
  open: boolean;

  @Field()
  openedAt: Date;
}

@ObjectType()
export class WaitlistEntry {
  @Field()
  email: string;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class WaitlistPage {
  @Field(() => Int)
  total: number;

  @Field(() => [WaitlistEntry])
  entries: WaitlistEntry[];
}
