import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Which adapter serves one outside capability.' })
export class DriverInfo {
  @Field({ description: 'The capability: llm, identity, payments, speech, push or mail.' })
  name: string;

  @Field({ description: 'The adapter chosen by <NAME>_DRIVER.' })
  driver: string;
}

@ObjectType({ description: 'Public facts about this deployment, shown on the About and legal pages.' })
export class AppInfo {
  @Field()
  name: string;

  @Field({ description: 'The legal name of the ministry that runs the app.' })
  operatorName: string;

  @Field()
  version: string;

  @Field({ description: 'development, test or production.' })
  environment: string;

  @Field()
  supportEmail: string;

  @Field()
  privacyEmail: string;

  @Field({ description: 'The public address of the app, used in shared links.' })
  publicUrl: string;

  @Field(() => [DriverInfo])
  drivers: DriverInfo[];
}
