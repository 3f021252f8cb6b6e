import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description: 'How many safety events of one kind happened on one day (UTC): a number only, never text or a person.',
})
export class SafetyEventCount {
  @Field({ description: 'YYYY-MM-DD (UTC).' })
  day: string;

  @Field({
    description:
      'crisis_referral (crisis resources given), crisis_second_opinion (of those, given on the model’s second opinion alone), blocked_sacramental or blocked_harm (a model sentence or follow-up stopped).',
  })
  kind: string;

  @Field(() => Int)
  count: number;
}
