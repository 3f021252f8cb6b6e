import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "The signed-in person's profile." })
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

  @Field({ description: 'default or precise.' })
  responseStyle: string;

  @Field({ description: 'The companion: pio, therese, kim or dan.' })
  avatar: string;
}
