import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class GoalOption {
  @Field({ description: 'The value stored and shown in Settings.' })
  value: string;

  @Field({ description: 'The label onboarding shows.' })
  onboardingLabel: string;
}

@ObjectType({ description: "The spec's fixed option lists, the one source for onboarding, Settings and validation." })
export class ProfileOptions {
  @Field(() => [String]) ageRanges: string[];
  @Field(() => [String]) sexes: string[];
  @Field(() => [String], { description: 'The 8-step onboarding and Settings.' }) lifeStages: string[];
  @Field(() => [String], { description: 'The 3-step onboarding.' }) lifeStagesShort: string[];
  @Field(() => [String], { description: 'The 8-step onboarding and Settings.' }) spiritualMaturities: string[];
  @Field(() => [String], { description: "The 3-step slider's labels at 1, 2 and 3." }) maturityLevelLabels: string[];
  @Field(() => [GoalOption]) spiritualGoals: GoalOption[];
  @Field(() => Int) minimumAge: number;
  @Field(() => Int) firstBirthYear: number;
  @Field(() => Int, { description: 'The latest birth year allowed today (this year minus the minimum age).' })
  lastBirthYear: number;
  @Field(() => Int) defaultBirthYear: number;
}
