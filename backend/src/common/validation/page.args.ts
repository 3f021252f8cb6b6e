import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';

/** limit/offset paging for staff lists (the type check sits last: class-validator runs bottom-up). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 50 })
  @Min(1, { message: 'limit must be from 1 to 200.' })
  @Max(200, { message: 'limit must be from 1 to 200.' })
  @IsInt({ message: 'limit must be a whole number.' })
  limit: number;

  @Field(() => Int, { defaultValue: 0 })
  @Min(0, { message: 'offset must be 0 or more.' })
  @IsInt({ message: 'offset must be a whole number.' })
  offset: number;
}
