import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { WordReflectionEntity } from './word-reflection.entity.js';

@ObjectType({
  description: 'A reflection of Today’s Word: on a reading, on the saint or feast, or a study of a reading.',
})
export class WordReflection {
  @Field(() => ID)
  id: string;

  @Field({ description: "Always 'ai'." })
  sender: string;

  @Field()
  text: string;

  @Field({ description: 'When it was first written (later calls are served the same one).' })
  timestamp: Date;
}

export const toWordReflection = (reflection: WordReflectionEntity): WordReflection => ({
  id: reflection.id,
  sender: 'ai',
  text: reflection.text,
  timestamp: reflection.createdAt,
});

/** The spec's REST shape: `{ id, sender, text, timestamp }`. */
export const toRestReflection = (reflection: WordReflectionEntity) => ({
  id: reflection.id,
  sender: 'ai' as const,
  text: reflection.text,
  timestamp: reflection.createdAt.toISOString(),
});
