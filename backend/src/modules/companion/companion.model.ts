import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class CompanionPictures {
  @Field({ description: 'Path of the picture for the light theme.' })
  light: string;

  @Field({ description: 'Path of the picture for the dark theme.' })
  dark: string;
}

@ObjectType({ description: 'One of the four AI companions.' })
export class Companion {
  @Field({ description: 'pio, therese, kim or dan.' })
  key: string;

  @Field()
  name: string;

  @Field()
  tagline: string;

  @Field()
  description: string;

  @Field({ description: 'Shown first on the prayer (Knock) screen.' })
  prayerGreeting: string;

  @Field({ description: "Shown first on the Today's Word (Seek) screen." })
  bibleGreeting: string;

  @Field(() => [String], { description: 'Chat opening greetings; one is picked at random per new chat.' })
  greetings: string[];

  @Field(() => [String], { description: "Conversation starters for the chat input's rotating placeholder." })
  prompts: string[];

  @Field({ description: "The chat input's resting placeholder." })
  placeholder: string;

  @Field(() => CompanionPictures)
  pictures: CompanionPictures;
}

@ObjectType({ description: 'The catalogue of companions with the two defaults.' })
export class CompanionCatalogue {
  @Field(() => [Companion])
  companions: Companion[];

  @Field({ description: 'The companion of anyone who has not chosen one.' })
  defaultKey: string;

  @Field({ description: 'The companion preselected in onboarding.' })
  onboardingDefaultKey: string;
}
