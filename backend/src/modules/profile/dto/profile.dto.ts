import { Field, Float, InputType } from '@nestjs/graphql';
import { Allow } from 'class-validator';

// Fields are only @Allow()ed here: the profile service validates every value itself,
// so REST and GraphQL refuse the same things with the same field-naming codes.

@InputType({ description: 'A change to the profile: an omitted field stays as it is, null clears it.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true }) @Allow() name?: string | null;
  @Field(() => String, { nullable: true }) @Allow() ageRange?: string | null;
  @Field(() => String, { nullable: true }) @Allow() sex?: string | null;
  @Field(() => String, { nullable: true }) @Allow() lifeStage?: string | null;
  @Field(() => String, { nullable: true }) @Allow() spiritualMaturity?: string | null;
  @Field(() => Float, { nullable: true }) @Allow() spiritualMaturityLevel?: number | null;
  @Field(() => [String], { nullable: true }) @Allow() spiritualGoals?: string[];
  @Field(() => String, { nullable: true }) @Allow() avatar?: string | null;
  @Field(() => String, { nullable: true }) @Allow() theme?: string | null;
  @Field(() => String, { nullable: true }) @Allow() responseStyle?: string;
  @Field(() => Boolean, { nullable: true }) @Allow() notificationsEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) @Allow() analyticsOptOut?: boolean;
}

@InputType({
  description:
    "The spec's onboarding payload. Give spiritualMaturity (8-step label) or spiritualMaturityLevel (3-step, 1 to 3).",
})
export class OnboardingInput {
  @Field(() => String, { nullable: true }) @Allow() name?: string | null;
  @Field(() => String, { nullable: true }) @Allow() ageRange?: string | null;
  @Field(() => String, { nullable: true }) @Allow() sex?: string | null;
  @Field(() => String, { nullable: true }) @Allow() lifeStage?: string | null;
  @Field(() => String, { nullable: true }) @Allow() spiritualMaturity?: string | null;
  @Field(() => Float, { nullable: true }) @Allow() spiritualMaturityLevel?: number | null;
  @Field(() => [String], { nullable: true }) @Allow() spiritualGoals?: string[];
  @Field(() => String, { nullable: true }) @Allow() avatar?: string | null;
}
