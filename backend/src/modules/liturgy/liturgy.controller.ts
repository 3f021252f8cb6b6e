import { Controller, Get, Query } from '@nestjs/common';
import { Public } from '../../common/auth/auth.decorators.js';
import { LiturgyService, type DayReadings, type ReadingView } from './liturgy.service.js';

interface MassReadingsResponse {
  date: string;
  readings: { first: ReadingView; second?: ReadingView; psalm: ReadingView; gospel: ReadingView };
  saint: string;
  celebration: { id: string; name: string; rank: string };
  optional_memorials: { id: string; name: string; rank: string }[];
  season: string;
  color: string;
  lectionary_number: number;
  sunday_cycle: string;
  weekday_cycle: string;
  masses: { name: string; title: string; lectionary_number: number; readings: MassReadingsResponse['readings'] }[];
  texts_url: string;
}

/** `GET /api/mass-readings`: public, like a printed missal; the spec's fields first, in snake_case. */
@Public()
@Controller('api/mass-readings')
export class LiturgyController {
  constructor(private readonly liturgy: LiturgyService) {}

  @Get()
  async get(@Query('date_str') date: unknown): Promise<MassReadingsResponse> {
    return toResponse(await this.liturgy.readings(date));
  }
}

function toResponse(day: DayReadings): MassReadingsResponse {
  return {
    date: day.date,
    readings: day.readings,
    saint: day.saint,
    celebration: day.celebration,
    optional_memorials: day.optionalMemorials,
    season: day.season,
    color: day.color,
    lectionary_number: day.lectionary,
    sunday_cycle: day.sundayCycle,
    weekday_cycle: day.weekdayCycle,
    masses: day.masses.map((mass) => ({
      name: mass.name,
      title: mass.title,
      lectionary_number: mass.lectionary,
      readings: mass.readings,
    })),
    texts_url: day.textsUrl,
  };
}
