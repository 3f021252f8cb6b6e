import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import type { ResponseStyle } from '../../providers/llm/llm.port.js';

@ObjectType({ description: "The signed-in person's profile (spec section 3)." })
export class Profile {
  @Field()
  uid: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => Int)
  loginCount: number;

  @Field()
  onboarded: boolean;

  @Field(() => String, { nullable: true, description: 'light or dark; null until chosen.' })
  theme: string | null;

  @Field(() => String, { description: 'default or precise.' })
  responseStyle: ResponseStyle;

  @Field({ description: 'The companion: pio, therese, kim or dan (pio when none was chosen).' })
  avatar: string;

  @Field(() => String, {
    nullable: true,
    description: 'Year of birth as text, or an age range from the 3-step onboarding.',
  })
  ageRange: string | null;

  @Field(() => String, { nullable: true })
  sex: string | null;

  @Field(() => String, { nullable: true })
  lifeStage: string | null;

  @Field(() => String, { nullable: true, description: "The 8-step onboarding's labelled maturity." })
  spiritualMaturity: string | null;

  @Field(() => Float, { nullable: true, description: "The 3-step onboarding's slider, 1 to 3." })
  spiritualMaturityLevel: number | null;

  @Field(() => [String])
  spiritualGoals: string[];

  @Field()
  notificationsEnabled: boolean;

  @Field({ description: 'The person asked not to share app analytics.' })
  analyticsOptOut: boolean;

  @Field(() => String, { nullable: true, description: 'The pastoral memory the companion keeps; null when cleared.' })
  memory: string | null;
}
