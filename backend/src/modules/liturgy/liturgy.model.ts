import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One reading of a Mass: where it is in Scripture, and which reading it is.' })
export class Reading {
  @Field({ description: 'US lectionary style, e.g. "1 Kgs 17:1-6"; a longer and shorter form read "A or B".' })
  reference: string;

  @Field({ description: 'First Reading, Responsorial Psalm, Second Reading or Gospel Reading.' })
  title: string;
}

@ObjectType()
export class MassReadingSet {
  @Field(() => Reading)
  first: Reading;

  @Field(() => Reading)
  psalm: Reading;

  @Field(() => Reading, { nullable: true, description: 'Only on days that have one.' })
  second?: Reading;

  @Field(() => Reading)
  gospel: Reading;
}

@ObjectType({ description: 'A celebration of the calendar.' })
export class CelebrationInfo {
  @Field({ description: 'Stable id (romcal’s).' })
  id: string;

  @Field()
  name: string;

  @Field({ description: 'SOLEMNITY, SUNDAY, FEAST, MEMORIAL, OPTIONAL_MEMORIAL or WEEKDAY.' })
  rank: string;
}

@ObjectType({ description: 'One Mass of a day that may have several (Christmas, the great vigils).' })
export class MassInfo {
  @Field({ description: 'day for the Mass of the day; else vigil, night, dawn, chrism or scrutinies.' })
  name: string;

  @Field()
  title: string;

  @Field(() => Int, { description: 'US lectionary number.' })
  lectionary: number;

  @Field(() => MassReadingSet)
  readings: MassReadingSet;
}

@ObjectType({ description: 'A day of the liturgical year with its readings, computed for any date.' })
export class MassReadings {
  @Field()
  date: string;

  @Field(() => MassReadingSet, { description: 'The readings of the Mass of the day.' })
  readings: MassReadingSet;

  @Field({ description: 'The saint or feast of the day (on a weekday, its first optional memorial if any).' })
  saint: string;

  @Field(() => CelebrationInfo)
  celebration: CelebrationInfo;

  @Field(() => [CelebrationInfo])
  optionalMemorials: CelebrationInfo[];

  @Field({ description: 'advent, christmas_time, lent, paschal_triduum, easter_time or ordinary_time.' })
  season: string;

  @Field({ description: 'Liturgical colour.' })
  color: string;

  @Field(() => Int, { description: 'US lectionary number of the Mass of the day.' })
  lectionary: number;

  @Field()
  sundayCycle: string;

  @Field()
  weekdayCycle: string;

  @Field(() => [MassInfo])
  masses: MassInfo[];

  @Field({ description: 'The day’s full texts on the US bishops’ site.' })
  textsUrl: string;
}
