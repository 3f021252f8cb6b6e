import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { Passage } from './scripture.service.js';

@ObjectType({ description: 'One verse, numbered as it was asked (modern Catholic numbering).' })
export class ScriptureVerse {
  @Field(() => Int)
  verse: number;

  @Field()
  text: string;
}

@ObjectType({ description: 'A passage of Scripture from the Catholic Public Domain Version, read offline.' })
export class ScripturePassage {
  @Field({ description: 'The reference as the product writes it: Psalm 23:1-3.' })
  reference: string;

  @Field({ description: 'Always the Catholic Public Domain Version.' })
  translation: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Where the passage starts in the CPDV’s own (Vulgate) numbering, when that differs: 22:1 for Psalm 23:1.',
  })
  cpdvNumbering: string | null;

  @Field(() => [ScriptureVerse])
  verses: ScriptureVerse[];
}

/** The REST shape: the same fields, in snake_case. */
export const toRestPassage = (passage: Passage) => ({
  reference: passage.reference,
  translation: passage.translation,
  cpdv_numbering: passage.cpdvNumbering,
  verses: passage.verses,
});
