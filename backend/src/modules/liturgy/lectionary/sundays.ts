/**
 * The Proper of Time apart from the ordinary weekdays: the Sundays of every season, the
 * solemnities and feasts of the Lord that belong to the seasons, and the Paschal Triduum.
 * US Lectionary for Mass (NAB) numbers and references, keyed by romcal's ids.
 */
import type { ByCycle, Masses, Readings } from './lectionary.types.js';

// Readings used under more than one key.

/** Third Sunday in Ordinary Time; romcal calls it the Sunday of the Word of God. */
const ORDINARY_TIME_3_SUNDAY: ByCycle = {
  A: {
    lectionary: 67,
    first: 'Is 8:23—9:3',
    psalm: 'Ps 27:1, 4, 13-14',
    second: '1 Cor 1:10-13, 17',
    gospel: 'Mt 4:12-23 or 4:12-17',
  },
  B: {
    lectionary: 68,
    first: 'Jon 3:1-5, 10',
    psalm: 'Ps 25:4-5, 6-7, 8-9',
    second: '1 Cor 7:29-31',
    gospel: 'Mk 1:14-20',
  },
  C: {
    lectionary: 69,
    first: 'Neh 8:2-4a, 5-6, 8-10',
    psalm: 'Ps 19:8, 9, 10, 15',
    second: '1 Cor 12:12-30 or 12:12-14, 27',
    gospel: 'Lk 1:1-4; 4:14-21',
  },
};

/** Lent 3-5, Year A: also the readings of the scrutinies in years B and C. */
const LENT_3_A: Readings = {
  lectionary: 28,
  first: 'Ex 17:3-7',
  psalm: 'Ps 95:1-2, 6-7, 8-9',
  second: 'Rom 5:1-2, 5-8',
  gospel: 'Jn 4:5-42 or 4:5-15, 19b-26, 39a, 40-42',
};
const LENT_4_A: Readings = {
  lectionary: 31,
  first: '1 Sm 16:1b, 6-7, 10-13a',
  psalm: 'Ps 23:1-3a, 3b-4, 5, 6',
  second: 'Eph 5:8-14',
  gospel: 'Jn 9:1-41 or 9:1, 6-9, 13-17, 34-38',
};
const LENT_5_A: Readings = {
  lectionary: 34,
  first: 'Ez 37:12-14',
  psalm: 'Ps 130:1-2, 3-4, 5-6, 7-8',
  second: 'Rom 8:8-11',
  gospel: 'Jn 11:1-45 or 11:3-7, 17, 20-27, 33b-45',
};

/** The Easter Vigil: the first of the Old Testament readings, the epistle and the gospel of the cycle. */
const EASTER_VIGIL = {
  lectionary: 41,
  first: 'Gn 1:1—2:2 or 1:1, 26-31a',
  psalm: 'Ps 104:1-2, 5-6, 10, 12, 13-14, 24, 35 or Ps 33:4-5, 6-7, 12-13, 20-22',
  second: 'Rom 6:3-11',
  mass: 'vigil',
} as const;
const EASTER_VIGIL_A: Readings = { ...EASTER_VIGIL, gospel: 'Mt 28:1-10' };
const EASTER_VIGIL_B: Readings = { ...EASTER_VIGIL, gospel: 'Mk 16:1-7' };
const EASTER_VIGIL_C: Readings = { ...EASTER_VIGIL, gospel: 'Lk 24:1-12' };
const EASTER_DAY: Readings = {
  lectionary: 42,
  first: 'Acts 10:34a, 37-43',
  psalm: 'Ps 118:1-2, 16-17, 22-23',
  second: 'Col 3:1-4 or 1 Cor 5:6b-8',
  gospel: 'Jn 20:1-9',
};

const PENTECOST_VIGIL: Readings = {
  lectionary: 62,
  first: 'Gn 11:1-9 or Ex 19:3-8a, 16-20b or Ez 37:1-14 or Jl 3:1-5',
  psalm: 'Ps 104:1-2, 24, 35, 27-28, 29, 30',
  second: 'Rom 8:22-27',
  gospel: 'Jn 7:37-39',
  mass: 'vigil',
};
const PENTECOST_DAY = { lectionary: 63, first: 'Acts 2:1-11', psalm: 'Ps 104:1, 24, 29-30, 31, 34' } as const;

export const PROPER_OF_TIME: Record<string, Masses | ByCycle> = {
  // Advent
  advent_1_sunday: {
    A: {
      lectionary: 1,
      first: 'Is 2:1-5',
      psalm: 'Ps 122:1-2, 3-4, 4-5, 6-7, 8-9',
      second: 'Rom 13:11-14',
      gospel: 'Mt 24:37-44',
    },
    B: {
      lectionary: 2,
      first: 'Is 63:16b-17, 19b; 64:2-7',
      psalm: 'Ps 80:2-3, 15-16, 18-19',
      second: '1 Cor 1:3-9',
      gospel: 'Mk 13:33-37',
    },
    C: {
      lectionary: 3,
      first: 'Jer 33:14-16',
      psalm: 'Ps 25:4-5, 8-9, 10, 14',
      second: '1 Thes 3:12—4:2',
      gospel: 'Lk 21:25-28, 34-36',
    },
  },
  advent_2_sunday: {
    A: {
      lectionary: 4,
      first: 'Is 11:1-10',
      psalm: 'Ps 72:1-2, 7-8, 12-13, 17',
      second: 'Rom 15:4-9',
      gospel: 'Mt 3:1-12',
    },
    B: {
      lectionary: 5,
      first: 'Is 40:1-5, 9-11',
      psalm: 'Ps 85:9-10, 11-12, 13-14',
      second: '2 Pt 3:8-14',
      gospel: 'Mk 1:1-8',
    },
    C: {
      lectionary: 6,
      first: 'Bar 5:1-9',
      psalm: 'Ps 126:1-2, 2-3, 4-5, 6',
      second: 'Phil 1:4-6, 8-11',
      gospel: 'Lk 3:1-6',
    },
  },
  advent_3_sunday: {
    A: {
      lectionary: 7,
      first: 'Is 35:1-6a, 10',
      psalm: 'Ps 146:6-7, 8-9, 9-10',
      second: 'Jas 5:7-10',
      gospel: 'Mt 11:2-11',
    },
    B: {
      lectionary: 8,
      first: 'Is 61:1-2a, 10-11',
      psalm: 'Lk 1:46-48, 49-50, 53-54',
      second: '1 Thes 5:16-24',
      gospel: 'Jn 1:6-8, 19-28',
    },
    C: { lectionary: 9, first: 'Zep 3:14-18a', psalm: 'Is 12:2-3, 4, 5-6', second: 'Phil 4:4-7', gospel: 'Lk 3:10-18' },
  },
  advent_4_sunday: {
    A: { lectionary: 10, first: 'Is 7:10-14', psalm: 'Ps 24:1-2, 3-4, 5-6', second: 'Rom 1:1-7', gospel: 'Mt 1:18-24' },
    B: {
      lectionary: 11,
      first: '2 Sm 7:1-5, 8b-12, 14a, 16',
      psalm: 'Ps 89:2-3, 4-5, 27, 29',
      second: 'Rom 16:25-27',
      gospel: 'Lk 1:26-38',
    },
    C: {
      lectionary: 12,
      first: 'Mi 5:1-4a',
      psalm: 'Ps 80:2-3, 15-16, 18-19',
      second: 'Heb 10:5-10',
      gospel: 'Lk 1:39-45',
    },
  },

  // Christmas Time
  nativity_of_the_lord: [
    {
      lectionary: 13,
      first: 'Is 62:1-5',
      psalm: 'Ps 89:4-5, 16-17, 27, 29',
      second: 'Acts 13:16-17, 22-25',
      gospel: 'Mt 1:1-25 or 1:18-25',
      mass: 'vigil',
    },
    {
      lectionary: 14,
      first: 'Is 9:1-6',
      psalm: 'Ps 96:1-2, 2-3, 11-12, 13',
      second: 'Ti 2:11-14',
      gospel: 'Lk 2:1-14',
      mass: 'night',
    },
    {
      lectionary: 15,
      first: 'Is 62:11-12',
      psalm: 'Ps 97:1, 6, 11-12',
      second: 'Ti 3:4-7',
      gospel: 'Lk 2:15-20',
      mass: 'dawn',
    },
    {
      lectionary: 16,
      first: 'Is 52:7-10',
      psalm: 'Ps 98:1, 2-3, 3-4, 5-6',
      second: 'Heb 1:1-6',
      gospel: 'Jn 1:1-18 or 1:1-5, 9-14',
    },
  ],
  holy_family_of_jesus_mary_and_joseph: {
    A: {
      lectionary: 17,
      first: 'Sir 3:2-6, 12-14',
      psalm: 'Ps 128:1-2, 3, 4-5',
      second: 'Col 3:12-21 or 3:12-17',
      gospel: 'Mt 2:13-15, 19-23',
    },
    B: {
      lectionary: 17,
      first: 'Sir 3:2-6, 12-14 or Gn 15:1-6; 21:1-3',
      psalm: 'Ps 128:1-2, 3, 4-5 or Ps 105:1-2, 3-4, 5-6, 8-9',
      second: 'Col 3:12-21 or 3:12-17 or Heb 11:8, 11-12, 17-19',
      gospel: 'Lk 2:22-40 or 2:22, 39-40',
    },
    C: {
      lectionary: 17,
      first: 'Sir 3:2-6, 12-14 or 1 Sm 1:20-22, 24-28',
      psalm: 'Ps 128:1-2, 3, 4-5 or Ps 84:2-3, 5-6, 9-10',
      second: 'Col 3:12-21 or 3:12-17 or 1 Jn 3:1-2, 21-24',
      gospel: 'Lk 2:41-52',
    },
  },
  mary_mother_of_god: {
    lectionary: 18,
    first: 'Nm 6:22-27',
    psalm: 'Ps 67:2-3, 5, 6, 8',
    second: 'Gal 4:4-7',
    gospel: 'Lk 2:16-21',
  },
  second_sunday_after_christmas: {
    lectionary: 19,
    first: 'Sir 24:1-2, 8-12',
    psalm: 'Ps 147:12-13, 14-15, 19-20',
    second: 'Eph 1:3-6, 15-18',
    gospel: 'Jn 1:1-18 or 1:1-5, 9-14',
  },
  epiphany_of_the_lord: {
    lectionary: 20,
    first: 'Is 60:1-6',
    psalm: 'Ps 72:1-2, 7-8, 10-11, 12-13',
    second: 'Eph 3:2-3a, 5-6',
    gospel: 'Mt 2:1-12',
  },
  baptism_of_the_lord: {
    A: {
      lectionary: 21,
      first: 'Is 42:1-4, 6-7',
      psalm: 'Ps 29:1-2, 3-4, 3, 9-10',
      second: 'Acts 10:34-38',
      gospel: 'Mt 3:13-17',
    },
    B: {
      lectionary: 21,
      first: 'Is 42:1-4, 6-7 or Is 55:1-11',
      psalm: 'Ps 29:1-2, 3-4, 3, 9-10 or Is 12:2-3, 4bcd, 5-6',
      second: 'Acts 10:34-38 or 1 Jn 5:1-9',
      gospel: 'Mk 1:7-11',
    },
    C: {
      lectionary: 21,
      first: 'Is 42:1-4, 6-7 or Is 40:1-5, 9-11',
      psalm: 'Ps 29:1-2, 3-4, 3, 9-10 or Ps 104:1b-2, 3-4, 24-25, 27-28, 29-30',
      second: 'Acts 10:34-38 or Ti 2:11-14; 3:4-7',
      gospel: 'Lk 3:15-16, 21-22',
    },
  },

  // Lent
  lent_1_sunday: {
    A: {
      lectionary: 22,
      first: 'Gn 2:7-9; 3:1-7',
      psalm: 'Ps 51:3-4, 5-6, 12-13, 14, 17',
      second: 'Rom 5:12-19 or 5:12, 17-19',
      gospel: 'Mt 4:1-11',
    },
    B: {
      lectionary: 23,
      first: 'Gn 9:8-15',
      psalm: 'Ps 25:4-5, 6-7, 8-9',
      second: '1 Pt 3:18-22',
      gospel: 'Mk 1:12-15',
    },
    C: {
      lectionary: 24,
      first: 'Dt 26:4-10',
      psalm: 'Ps 91:1-2, 10-11, 12-13, 14-15',
      second: 'Rom 10:8-13',
      gospel: 'Lk 4:1-13',
    },
  },
  lent_2_sunday: {
    A: {
      lectionary: 25,
      first: 'Gn 12:1-4a',
      psalm: 'Ps 33:4-5, 18-19, 20, 22',
      second: '2 Tm 1:8b-10',
      gospel: 'Mt 17:1-9',
    },
    B: {
      lectionary: 26,
      first: 'Gn 22:1-2, 9a, 10-13, 15-18',
      psalm: 'Ps 116:10, 15, 16-17, 18-19',
      second: 'Rom 8:31b-34',
      gospel: 'Mk 9:2-10',
    },
    C: {
      lectionary: 27,
      first: 'Gn 15:5-12, 17-18',
      psalm: 'Ps 27:1, 7-8, 8-9, 13-14',
      second: 'Phil 3:17—4:1 or 3:20—4:1',
      gospel: 'Lk 9:28b-36',
    },
  },
  lent_3_sunday: {
    A: LENT_3_A,
    B: [
      {
        lectionary: 29,
        first: 'Ex 20:1-17 or 20:1-3, 7-8, 12-17',
        psalm: 'Ps 19:8, 9, 10, 11',
        second: '1 Cor 1:22-25',
        gospel: 'Jn 2:13-25',
      },
      { ...LENT_3_A, mass: 'scrutinies' },
    ],
    C: [
      {
        lectionary: 30,
        first: 'Ex 3:1-8a, 13-15',
        psalm: 'Ps 103:1-2, 3-4, 6-7, 8, 11',
        second: '1 Cor 10:1-6, 10-12',
        gospel: 'Lk 13:1-9',
      },
      { ...LENT_3_A, mass: 'scrutinies' },
    ],
  },
  lent_4_sunday: {
    A: LENT_4_A,
    B: [
      {
        lectionary: 32,
        first: '2 Chr 36:14-16, 19-23',
        psalm: 'Ps 137:1-2, 3, 4-5, 6',
        second: 'Eph 2:4-10',
        gospel: 'Jn 3:14-21',
      },
      { ...LENT_4_A, mass: 'scrutinies' },
    ],
    C: [
      {
        lectionary: 33,
        first: 'Jos 5:9a, 10-12',
        psalm: 'Ps 34:2-3, 4-5, 6-7',
        second: '2 Cor 5:17-21',
        gospel: 'Lk 15:1-3, 11-32',
      },
      { ...LENT_4_A, mass: 'scrutinies' },
    ],
  },
  lent_5_sunday: {
    A: LENT_5_A,
    B: [
      {
        lectionary: 35,
        first: 'Jer 31:31-34',
        psalm: 'Ps 51:3-4, 12-13, 14-15',
        second: 'Heb 5:7-9',
        gospel: 'Jn 12:20-33',
      },
      { ...LENT_5_A, mass: 'scrutinies' },
    ],
    C: [
      {
        lectionary: 36,
        first: 'Is 43:16-21',
        psalm: 'Ps 126:1-2, 2-3, 4-5, 6',
        second: 'Phil 3:8-14',
        gospel: 'Jn 8:1-11',
      },
      { ...LENT_5_A, mass: 'scrutinies' },
    ],
  },
  // Palm Sunday: the USCCB numbers the day 37 (the procession; the Mass itself is 38).
  palm_sunday_of_the_passion_of_the_lord: {
    A: {
      lectionary: 37,
      first: 'Is 50:4-7',
      psalm: 'Ps 22:8-9, 17-18, 19-20, 23-24',
      second: 'Phil 2:6-11',
      gospel: 'Mt 26:14—27:66 or 27:11-54',
    },
    B: {
      lectionary: 37,
      first: 'Is 50:4-7',
      psalm: 'Ps 22:8-9, 17-18, 19-20, 23-24',
      second: 'Phil 2:6-11',
      gospel: 'Mk 14:1—15:47 or 15:1-39',
    },
    C: {
      lectionary: 37,
      first: 'Is 50:4-7',
      psalm: 'Ps 22:8-9, 17-18, 19-20, 23-24',
      second: 'Phil 2:6-11',
      gospel: 'Lk 22:14—23:56 or 23:1-49',
    },
  },

  // The Paschal Triduum
  holy_thursday: [
    {
      lectionary: 260,
      first: 'Is 61:1-3a, 6a, 8b-9',
      psalm: 'Ps 89:21-22, 25, 27',
      second: 'Rv 1:5-8',
      gospel: 'Lk 4:16-21',
      mass: 'chrism',
    },
    {
      lectionary: 39,
      first: 'Ex 12:1-8, 11-14',
      psalm: 'Ps 116:12-13, 15-16bc, 17-18',
      second: '1 Cor 11:23-26',
      gospel: 'Jn 13:1-15',
    },
  ],
  friday_of_the_passion_of_the_lord: {
    lectionary: 40,
    first: 'Is 52:13—53:12',
    psalm: 'Ps 31:2, 6, 12-13, 15-16, 17, 25',
    second: 'Heb 4:14-16; 5:7-9',
    gospel: 'Jn 18:1—19:42',
  },
  holy_saturday: { A: EASTER_VIGIL_A, B: EASTER_VIGIL_B, C: EASTER_VIGIL_C },

  // Easter Time
  easter_sunday: { A: [EASTER_VIGIL_A, EASTER_DAY], B: [EASTER_VIGIL_B, EASTER_DAY], C: [EASTER_VIGIL_C, EASTER_DAY] },
  divine_mercy_sunday: {
    A: {
      lectionary: 43,
      first: 'Acts 2:42-47',
      psalm: 'Ps 118:2-4, 13-15, 22-24',
      second: '1 Pt 1:3-9',
      gospel: 'Jn 20:19-31',
    },
    B: {
      lectionary: 44,
      first: 'Acts 4:32-35',
      psalm: 'Ps 118:2-4, 13-15, 22-24',
      second: '1 Jn 5:1-6',
      gospel: 'Jn 20:19-31',
    },
    C: {
      lectionary: 45,
      first: 'Acts 5:12-16',
      psalm: 'Ps 118:2-4, 13-15, 22-24',
      second: 'Rv 1:9-11a, 12-13, 17-19',
      gospel: 'Jn 20:19-31',
    },
  },
  easter_time_3_sunday: {
    A: {
      lectionary: 46,
      first: 'Acts 2:14, 22-33',
      psalm: 'Ps 16:1-2, 5, 7-8, 9-10, 11',
      second: '1 Pt 1:17-21',
      gospel: 'Lk 24:13-35',
    },
    B: {
      lectionary: 47,
      first: 'Acts 3:13-15, 17-19',
      psalm: 'Ps 4:2, 4, 7-8, 9',
      second: '1 Jn 2:1-5a',
      gospel: 'Lk 24:35-48',
    },
    C: {
      lectionary: 48,
      first: 'Acts 5:27-32, 40b-41',
      psalm: 'Ps 30:2, 4, 5-6, 11-12, 13',
      second: 'Rv 5:11-14',
      gospel: 'Jn 21:1-19 or 21:1-14',
    },
  },
  easter_time_4_sunday: {
    A: {
      lectionary: 49,
      first: 'Acts 2:14a, 36-41',
      psalm: 'Ps 23:1-3a, 3b-4, 5, 6',
      second: '1 Pt 2:20b-25',
      gospel: 'Jn 10:1-10',
    },
    B: {
      lectionary: 50,
      first: 'Acts 4:8-12',
      psalm: 'Ps 118:1, 8-9, 21-23, 26, 28, 29',
      second: '1 Jn 3:1-2',
      gospel: 'Jn 10:11-18',
    },
    C: {
      lectionary: 51,
      first: 'Acts 13:14, 43-52',
      psalm: 'Ps 100:1-2, 3, 5',
      second: 'Rv 7:9, 14b-17',
      gospel: 'Jn 10:27-30',
    },
  },
  easter_time_5_sunday: {
    A: {
      lectionary: 52,
      first: 'Acts 6:1-7',
      psalm: 'Ps 33:1-2, 4-5, 18-19',
      second: '1 Pt 2:4-9',
      gospel: 'Jn 14:1-12',
    },
    B: {
      lectionary: 53,
      first: 'Acts 9:26-31',
      psalm: 'Ps 22:26-27, 28, 30, 31-32',
      second: '1 Jn 3:18-24',
      gospel: 'Jn 15:1-8',
    },
    C: {
      lectionary: 54,
      first: 'Acts 14:21-27',
      psalm: 'Ps 145:8-9, 10-11, 12-13',
      second: 'Rv 21:1-5a',
      gospel: 'Jn 13:31-33a, 34-35',
    },
  },
  easter_time_6_sunday: {
    A: {
      lectionary: 55,
      first: 'Acts 8:5-8, 14-17',
      psalm: 'Ps 66:1-3, 4-5, 6-7, 16, 20',
      second: '1 Pt 3:15-18',
      gospel: 'Jn 14:15-21',
    },
    B: {
      lectionary: 56,
      first: 'Acts 10:25-26, 34-35, 44-48',
      psalm: 'Ps 98:1, 2-3, 3-4',
      second: '1 Jn 4:7-10',
      gospel: 'Jn 15:9-17',
    },
    C: {
      lectionary: 57,
      first: 'Acts 15:1-2, 22-29',
      psalm: 'Ps 67:2-3, 5, 6, 8',
      second: 'Rv 21:10-14, 22-23',
      gospel: 'Jn 14:23-29',
    },
  },
  ascension_of_the_lord: {
    A: {
      lectionary: 58,
      first: 'Acts 1:1-11',
      psalm: 'Ps 47:2-3, 6-7, 8-9',
      second: 'Eph 1:17-23',
      gospel: 'Mt 28:16-20',
    },
    B: {
      lectionary: 58,
      first: 'Acts 1:1-11',
      psalm: 'Ps 47:2-3, 6-7, 8-9',
      second: 'Eph 1:17-23 or Eph 4:1-13 or 4:1-7, 11-13',
      gospel: 'Mk 16:15-20',
    },
    C: {
      lectionary: 58,
      first: 'Acts 1:1-11',
      psalm: 'Ps 47:2-3, 6-7, 8-9',
      second: 'Eph 1:17-23 or Heb 9:24-28; 10:19-23',
      gospel: 'Lk 24:46-53',
    },
  },
  easter_time_7_sunday: {
    A: {
      lectionary: 59,
      first: 'Acts 1:12-14',
      psalm: 'Ps 27:1, 4, 7-8',
      second: '1 Pt 4:13-16',
      gospel: 'Jn 17:1-11a',
    },
    B: {
      lectionary: 60,
      first: 'Acts 1:15-17, 20a, 20c-26',
      psalm: 'Ps 103:1-2, 11-12, 19-20',
      second: '1 Jn 4:11-16',
      gospel: 'Jn 17:11b-19',
    },
    C: {
      lectionary: 61,
      first: 'Acts 7:55-60',
      psalm: 'Ps 97:1-2, 6-7, 9',
      second: 'Rv 22:12-14, 16-17, 20',
      gospel: 'Jn 17:20-26',
    },
  },
  pentecost_sunday: {
    A: [PENTECOST_VIGIL, { ...PENTECOST_DAY, second: '1 Cor 12:3b-7, 12-13', gospel: 'Jn 20:19-23' }],
    B: [
      PENTECOST_VIGIL,
      {
        ...PENTECOST_DAY,
        second: '1 Cor 12:3b-7, 12-13 or Gal 5:16-25',
        gospel: 'Jn 20:19-23 or Jn 15:26-27; 16:12-15',
      },
    ],
    C: [
      PENTECOST_VIGIL,
      { ...PENTECOST_DAY, second: '1 Cor 12:3b-7, 12-13 or Rom 8:8-17', gospel: 'Jn 20:19-23 or Jn 14:15-16, 23b-26' },
    ],
  },

  // Solemnities of the Lord after Pentecost
  most_holy_trinity: {
    A: {
      lectionary: 164,
      first: 'Ex 34:4b-6, 8-9',
      psalm: 'Dn 3:52, 53, 54, 55, 56',
      second: '2 Cor 13:11-13',
      gospel: 'Jn 3:16-18',
    },
    B: {
      lectionary: 165,
      first: 'Dt 4:32-34, 39-40',
      psalm: 'Ps 33:4-5, 6, 9, 18-19, 20, 22',
      second: 'Rom 8:14-17',
      gospel: 'Mt 28:16-20',
    },
    C: {
      lectionary: 166,
      first: 'Prv 8:22-31',
      psalm: 'Ps 8:4-5, 6-7, 8-9',
      second: 'Rom 5:1-5',
      gospel: 'Jn 16:12-15',
    },
  },
  most_holy_body_and_blood_of_christ: {
    A: {
      lectionary: 167,
      first: 'Dt 8:2-3, 14b-16a',
      psalm: 'Ps 147:12-13, 14-15, 19-20',
      second: '1 Cor 10:16-17',
      gospel: 'Jn 6:51-58',
    },
    B: {
      lectionary: 168,
      first: 'Ex 24:3-8',
      psalm: 'Ps 116:12-13, 15-16, 17-18',
      second: 'Heb 9:11-15',
      gospel: 'Mk 14:12-16, 22-26',
    },
    C: {
      lectionary: 169,
      first: 'Gn 14:18-20',
      psalm: 'Ps 110:1, 2, 3, 4',
      second: '1 Cor 11:23-26',
      gospel: 'Lk 9:11b-17',
    },
  },
  most_sacred_heart_of_jesus: {
    A: {
      lectionary: 170,
      first: 'Dt 7:6-11',
      psalm: 'Ps 103:1-2, 3-4, 6-7, 8, 10',
      second: '1 Jn 4:7-16',
      gospel: 'Mt 11:25-30',
    },
    B: {
      lectionary: 171,
      first: 'Hos 11:1, 3-4, 8c-9',
      psalm: 'Is 12:2-3, 4, 5-6',
      second: 'Eph 3:8-12, 14-19',
      gospel: 'Jn 19:31-37',
    },
    C: {
      lectionary: 172,
      first: 'Ez 34:11-16',
      psalm: 'Ps 23:1-3a, 3b-4, 5, 6',
      second: 'Rom 5:5b-11',
      gospel: 'Lk 15:3-7',
    },
  },

  // Sundays in Ordinary Time
  ordinary_time_2_sunday: {
    A: {
      lectionary: 64,
      first: 'Is 49:3, 5-6',
      psalm: 'Ps 40:2, 4, 7-8, 8-9, 10',
      second: '1 Cor 1:1-3',
      gospel: 'Jn 1:29-34',
    },
    B: {
      lectionary: 65,
      first: '1 Sm 3:3b-10, 19',
      psalm: 'Ps 40:2, 4, 7-8, 8-9, 10',
      second: '1 Cor 6:13c-15a, 17-20',
      gospel: 'Jn 1:35-42',
    },
    C: {
      lectionary: 66,
      first: 'Is 62:1-5',
      psalm: 'Ps 96:1-2, 2-3, 7-8, 9-10',
      second: '1 Cor 12:4-11',
      gospel: 'Jn 2:1-11',
    },
  },
  ordinary_time_3_sunday: ORDINARY_TIME_3_SUNDAY,
  sunday_of_the_word_of_god: ORDINARY_TIME_3_SUNDAY,
  ordinary_time_4_sunday: {
    A: {
      lectionary: 70,
      first: 'Zep 2:3; 3:12-13',
      psalm: 'Ps 146:6-7, 8-9, 9-10',
      second: '1 Cor 1:26-31',
      gospel: 'Mt 5:1-12a',
    },
    B: {
      lectionary: 71,
      first: 'Dt 18:15-20',
      psalm: 'Ps 95:1-2, 6-7, 7-9',
      second: '1 Cor 7:32-35',
      gospel: 'Mk 1:21-28',
    },
    C: {
      lectionary: 72,
      first: 'Jer 1:4-5, 17-19',
      psalm: 'Ps 71:1-2, 3-4, 5-6, 15, 17',
      second: '1 Cor 12:31—13:13 or 13:4-13',
      gospel: 'Lk 4:21-30',
    },
  },
  ordinary_time_5_sunday: {
    A: {
      lectionary: 73,
      first: 'Is 58:7-10',
      psalm: 'Ps 112:4-5, 6-7, 8-9',
      second: '1 Cor 2:1-5',
      gospel: 'Mt 5:13-16',
    },
    B: {
      lectionary: 74,
      first: 'Jb 7:1-4, 6-7',
      psalm: 'Ps 147:1-2, 3-4, 5-6',
      second: '1 Cor 9:16-19, 22-23',
      gospel: 'Mk 1:29-39',
    },
    C: {
      lectionary: 75,
      first: 'Is 6:1-2a, 3-8',
      psalm: 'Ps 138:1-2, 2-3, 4-5, 7-8',
      second: '1 Cor 15:1-11 or 15:3-8, 11',
      gospel: 'Lk 5:1-11',
    },
  },
  ordinary_time_6_sunday: {
    A: {
      lectionary: 76,
      first: 'Sir 15:15-20',
      psalm: 'Ps 119:1-2, 4-5, 17-18, 33-34',
      second: '1 Cor 2:6-10',
      gospel: 'Mt 5:17-37 or 5:20-22a, 27-28, 33-34a, 37',
    },
    B: {
      lectionary: 77,
      first: 'Lv 13:1-2, 44-46',
      psalm: 'Ps 32:1-2, 5, 11',
      second: '1 Cor 10:31—11:1',
      gospel: 'Mk 1:40-45',
    },
    C: {
      lectionary: 78,
      first: 'Jer 17:5-8',
      psalm: 'Ps 1:1-2, 3, 4, 6',
      second: '1 Cor 15:12, 16-20',
      gospel: 'Lk 6:17, 20-26',
    },
  },
  ordinary_time_7_sunday: {
    A: {
      lectionary: 79,
      first: 'Lv 19:1-2, 17-18',
      psalm: 'Ps 103:1-2, 3-4, 8, 10, 12-13',
      second: '1 Cor 3:16-23',
      gospel: 'Mt 5:38-48',
    },
    B: {
      lectionary: 80,
      first: 'Is 43:18-19, 21-22, 24b-25',
      psalm: 'Ps 41:2-3, 4-5, 13-14',
      second: '2 Cor 1:18-22',
      gospel: 'Mk 2:1-12',
    },
    C: {
      lectionary: 81,
      first: '1 Sm 26:2, 7-9, 12-13, 22-23',
      psalm: 'Ps 103:1-2, 3-4, 8, 10, 12-13',
      second: '1 Cor 15:45-49',
      gospel: 'Lk 6:27-38',
    },
  },
  ordinary_time_8_sunday: {
    A: {
      lectionary: 82,
      first: 'Is 49:14-15',
      psalm: 'Ps 62:2-3, 6-7, 8-9',
      second: '1 Cor 4:1-5',
      gospel: 'Mt 6:24-34',
    },
    B: {
      lectionary: 83,
      first: 'Hos 2:16b, 17b, 21-22',
      psalm: 'Ps 103:1-2, 3-4, 8, 10, 12-13',
      second: '2 Cor 3:1b-6',
      gospel: 'Mk 2:18-22',
    },
    C: {
      lectionary: 84,
      first: 'Sir 27:4-7',
      psalm: 'Ps 92:2-3, 13-14, 15-16',
      second: '1 Cor 15:54-58',
      gospel: 'Lk 6:39-45',
    },
  },
  ordinary_time_9_sunday: {
    A: {
      lectionary: 85,
      first: 'Dt 11:18, 26-28, 32',
      psalm: 'Ps 31:2-3, 3-4, 17, 25',
      second: 'Rom 3:21-25, 28',
      gospel: 'Mt 7:21-27',
    },
    B: {
      lectionary: 86,
      first: 'Dt 5:12-15',
      psalm: 'Ps 81:3-4, 5-6, 6-8, 10-11',
      second: '2 Cor 4:6-11',
      gospel: 'Mk 2:23—3:6 or 2:23-28',
    },
    C: { lectionary: 87, first: '1 Kgs 8:41-43', psalm: 'Ps 117:1, 2', second: 'Gal 1:1-2, 6-10', gospel: 'Lk 7:1-10' },
  },
  ordinary_time_10_sunday: {
    A: {
      lectionary: 88,
      first: 'Hos 6:3-6',
      psalm: 'Ps 50:1, 8, 12-13, 14-15',
      second: 'Rom 4:18-25',
      gospel: 'Mt 9:9-13',
    },
    B: {
      lectionary: 89,
      first: 'Gn 3:9-15',
      psalm: 'Ps 130:1-2, 3-4, 5-6, 7-8',
      second: '2 Cor 4:13—5:1',
      gospel: 'Mk 3:20-35',
    },
    C: {
      lectionary: 90,
      first: '1 Kgs 17:17-24',
      psalm: 'Ps 30:2, 4, 5-6, 11, 12, 13',
      second: 'Gal 1:11-19',
      gospel: 'Lk 7:11-17',
    },
  },
  ordinary_time_11_sunday: {
    A: { lectionary: 91, first: 'Ex 19:2-6a', psalm: 'Ps 100:1-2, 3, 5', second: 'Rom 5:6-11', gospel: 'Mt 9:36—10:8' },
    B: {
      lectionary: 92,
      first: 'Ez 17:22-24',
      psalm: 'Ps 92:2-3, 13-14, 15-16',
      second: '2 Cor 5:6-10',
      gospel: 'Mk 4:26-34',
    },
    C: {
      lectionary: 93,
      first: '2 Sm 12:7-10, 13',
      psalm: 'Ps 32:1-2, 5, 7, 11',
      second: 'Gal 2:16, 19-21',
      gospel: 'Lk 7:36—8:3 or 7:36-50',
    },
  },
  ordinary_time_12_sunday: {
    A: {
      lectionary: 94,
      first: 'Jer 20:10-13',
      psalm: 'Ps 69:8-10, 14, 17, 33-35',
      second: 'Rom 5:12-15',
      gospel: 'Mt 10:26-33',
    },
    B: {
      lectionary: 95,
      first: 'Jb 38:1, 8-11',
      psalm: 'Ps 107:23-24, 25-26, 28-29, 30-31',
      second: '2 Cor 5:14-17',
      gospel: 'Mk 4:35-41',
    },
    C: {
      lectionary: 96,
      first: 'Zec 12:10-11; 13:1',
      psalm: 'Ps 63:2, 3-4, 5-6, 8-9',
      second: 'Gal 3:26-29',
      gospel: 'Lk 9:18-24',
    },
  },
  ordinary_time_13_sunday: {
    A: {
      lectionary: 97,
      first: '2 Kgs 4:8-11, 14-16a',
      psalm: 'Ps 89:2-3, 16-17, 18-19',
      second: 'Rom 6:3-4, 8-11',
      gospel: 'Mt 10:37-42',
    },
    B: {
      lectionary: 98,
      first: 'Wis 1:13-15; 2:23-24',
      psalm: 'Ps 30:2, 4, 5-6, 11, 12, 13',
      second: '2 Cor 8:7, 9, 13-15',
      gospel: 'Mk 5:21-43 or 5:21-24, 35b-43',
    },
    C: {
      lectionary: 99,
      first: '1 Kgs 19:16b, 19-21',
      psalm: 'Ps 16:1-2, 5, 7-8, 9-10, 11',
      second: 'Gal 5:1, 13-18',
      gospel: 'Lk 9:51-62',
    },
  },
  ordinary_time_14_sunday: {
    A: {
      lectionary: 100,
      first: 'Zec 9:9-10',
      psalm: 'Ps 145:1-2, 8-9, 10-11, 13-14',
      second: 'Rom 8:9, 11-13',
      gospel: 'Mt 11:25-30',
    },
    B: {
      lectionary: 101,
      first: 'Ez 2:2-5',
      psalm: 'Ps 123:1-2, 2, 3-4',
      second: '2 Cor 12:7-10',
      gospel: 'Mk 6:1-6a',
    },
    C: {
      lectionary: 102,
      first: 'Is 66:10-14c',
      psalm: 'Ps 66:1-3, 4-5, 6-7, 16, 20',
      second: 'Gal 6:14-18',
      gospel: 'Lk 10:1-12, 17-20 or 10:1-9',
    },
  },
  ordinary_time_15_sunday: {
    A: {
      lectionary: 103,
      first: 'Is 55:10-11',
      psalm: 'Ps 65:10, 11, 12-13, 14',
      second: 'Rom 8:18-23',
      gospel: 'Mt 13:1-23 or 13:1-9',
    },
    B: {
      lectionary: 104,
      first: 'Am 7:12-15',
      psalm: 'Ps 85:9-10, 11-12, 13-14',
      second: 'Eph 1:3-14 or 1:3-10',
      gospel: 'Mk 6:7-13',
    },
    C: {
      lectionary: 105,
      first: 'Dt 30:10-14',
      psalm: 'Ps 69:14, 17, 30-31, 33-34, 36, 37 or Ps 19:8, 9, 10, 11',
      second: 'Col 1:15-20',
      gospel: 'Lk 10:25-37',
    },
  },
  ordinary_time_16_sunday: {
    A: {
      lectionary: 106,
      first: 'Wis 12:13, 16-19',
      psalm: 'Ps 86:5-6, 9-10, 15-16',
      second: 'Rom 8:26-27',
      gospel: 'Mt 13:24-43 or 13:24-30',
    },
    B: {
      lectionary: 107,
      first: 'Jer 23:1-6',
      psalm: 'Ps 23:1-3, 3-4, 5, 6',
      second: 'Eph 2:13-18',
      gospel: 'Mk 6:30-34',
    },
    C: {
      lectionary: 108,
      first: 'Gn 18:1-10a',
      psalm: 'Ps 15:2-3, 3-4, 5',
      second: 'Col 1:24-28',
      gospel: 'Lk 10:38-42',
    },
  },
  ordinary_time_17_sunday: {
    A: {
      lectionary: 109,
      first: '1 Kgs 3:5, 7-12',
      psalm: 'Ps 119:57, 72, 76-77, 127-128, 129-130',
      second: 'Rom 8:28-30',
      gospel: 'Mt 13:44-52 or 13:44-46',
    },
    B: {
      lectionary: 110,
      first: '2 Kgs 4:42-44',
      psalm: 'Ps 145:10-11, 15-16, 17-18',
      second: 'Eph 4:1-6',
      gospel: 'Jn 6:1-15',
    },
    C: {
      lectionary: 111,
      first: 'Gn 18:20-32',
      psalm: 'Ps 138:1-2, 2-3, 6-7, 7-8',
      second: 'Col 2:12-14',
      gospel: 'Lk 11:1-13',
    },
  },
  ordinary_time_18_sunday: {
    A: {
      lectionary: 112,
      first: 'Is 55:1-3',
      psalm: 'Ps 145:8-9, 15-16, 17-18',
      second: 'Rom 8:35, 37-39',
      gospel: 'Mt 14:13-21',
    },
    B: {
      lectionary: 113,
      first: 'Ex 16:2-4, 12-15',
      psalm: 'Ps 78:3-4, 23-24, 25, 54',
      second: 'Eph 4:17, 20-24',
      gospel: 'Jn 6:24-35',
    },
    C: {
      lectionary: 114,
      first: 'Eccl 1:2; 2:21-23',
      psalm: 'Ps 90:3-4, 5-6, 12-13, 14, 17',
      second: 'Col 3:1-5, 9-11',
      gospel: 'Lk 12:13-21',
    },
  },
  ordinary_time_19_sunday: {
    A: {
      lectionary: 115,
      first: '1 Kgs 19:9a, 11-13a',
      psalm: 'Ps 85:9, 10, 11-12, 13-14',
      second: 'Rom 9:1-5',
      gospel: 'Mt 14:22-33',
    },
    B: {
      lectionary: 116,
      first: '1 Kgs 19:4-8',
      psalm: 'Ps 34:2-3, 4-5, 6-7, 8-9',
      second: 'Eph 4:30—5:2',
      gospel: 'Jn 6:41-51',
    },
    C: {
      lectionary: 117,
      first: 'Wis 18:6-9',
      psalm: 'Ps 33:1, 12, 18-19, 20-22',
      second: 'Heb 11:1-2, 8-19 or 11:1-2, 8-12',
      gospel: 'Lk 12:32-48 or 12:35-40',
    },
  },
  ordinary_time_20_sunday: {
    A: {
      lectionary: 118,
      first: 'Is 56:1, 6-7',
      psalm: 'Ps 67:2-3, 5, 6, 8',
      second: 'Rom 11:13-15, 29-32',
      gospel: 'Mt 15:21-28',
    },
    B: {
      lectionary: 119,
      first: 'Prv 9:1-6',
      psalm: 'Ps 34:2-3, 10-11, 12-13, 14-15',
      second: 'Eph 5:15-20',
      gospel: 'Jn 6:51-58',
    },
    C: {
      lectionary: 120,
      first: 'Jer 38:4-6, 8-10',
      psalm: 'Ps 40:2, 3, 4, 18',
      second: 'Heb 12:1-4',
      gospel: 'Lk 12:49-53',
    },
  },
  ordinary_time_21_sunday: {
    A: {
      lectionary: 121,
      first: 'Is 22:19-23',
      psalm: 'Ps 138:1-2, 2-3, 6, 8',
      second: 'Rom 11:33-36',
      gospel: 'Mt 16:13-20',
    },
    B: {
      lectionary: 122,
      first: 'Jos 24:1-2a, 15-17, 18b',
      psalm: 'Ps 34:2-3, 16-17, 18-19, 20-21',
      second: 'Eph 5:21-32 or 5:2a, 25-32',
      gospel: 'Jn 6:60-69',
    },
    C: {
      lectionary: 123,
      first: 'Is 66:18-21',
      psalm: 'Ps 117:1, 2',
      second: 'Heb 12:5-7, 11-13',
      gospel: 'Lk 13:22-30',
    },
  },
  ordinary_time_22_sunday: {
    A: {
      lectionary: 124,
      first: 'Jer 20:7-9',
      psalm: 'Ps 63:2, 3-4, 5-6, 8-9',
      second: 'Rom 12:1-2',
      gospel: 'Mt 16:21-27',
    },
    B: {
      lectionary: 125,
      first: 'Dt 4:1-2, 6-8',
      psalm: 'Ps 15:2-3, 3-4, 4-5',
      second: 'Jas 1:17-18, 21b-22, 27',
      gospel: 'Mk 7:1-8, 14-15, 21-23',
    },
    C: {
      lectionary: 126,
      first: 'Sir 3:17-18, 20, 28-29',
      psalm: 'Ps 68:4-5, 6-7, 10-11',
      second: 'Heb 12:18-19, 22-24a',
      gospel: 'Lk 14:1, 7-14',
    },
  },
  ordinary_time_23_sunday: {
    A: {
      lectionary: 127,
      first: 'Ez 33:7-9',
      psalm: 'Ps 95:1-2, 6-7, 8-9',
      second: 'Rom 13:8-10',
      gospel: 'Mt 18:15-20',
    },
    B: {
      lectionary: 128,
      first: 'Is 35:4-7a',
      psalm: 'Ps 146:6-7, 8-9, 9-10',
      second: 'Jas 2:1-5',
      gospel: 'Mk 7:31-37',
    },
    C: {
      lectionary: 129,
      first: 'Wis 9:13-18b',
      psalm: 'Ps 90:3-4, 5-6, 12-13, 14, 17',
      second: 'Phlm 9-10, 12-17',
      gospel: 'Lk 14:25-33',
    },
  },
  ordinary_time_24_sunday: {
    A: {
      lectionary: 130,
      first: 'Sir 27:30—28:7',
      psalm: 'Ps 103:1-2, 3-4, 9-10, 11-12',
      second: 'Rom 14:7-9',
      gospel: 'Mt 18:21-35',
    },
    B: {
      lectionary: 131,
      first: 'Is 50:5-9a',
      psalm: 'Ps 116:1-2, 3-4, 5-6, 8-9',
      second: 'Jas 2:14-18',
      gospel: 'Mk 8:27-35',
    },
    C: {
      lectionary: 132,
      first: 'Ex 32:7-11, 13-14',
      psalm: 'Ps 51:3-4, 12-13, 17, 19',
      second: '1 Tm 1:12-17',
      gospel: 'Lk 15:1-32 or 15:1-10',
    },
  },
  ordinary_time_25_sunday: {
    A: {
      lectionary: 133,
      first: 'Is 55:6-9',
      psalm: 'Ps 145:2-3, 8-9, 17-18',
      second: 'Phil 1:20c-24, 27a',
      gospel: 'Mt 20:1-16a',
    },
    B: {
      lectionary: 134,
      first: 'Wis 2:12, 17-20',
      psalm: 'Ps 54:3-4, 5, 6, 8',
      second: 'Jas 3:16—4:3',
      gospel: 'Mk 9:30-37',
    },
    C: {
      lectionary: 135,
      first: 'Am 8:4-7',
      psalm: 'Ps 113:1-2, 4-6, 7-8',
      second: '1 Tm 2:1-8',
      gospel: 'Lk 16:1-13 or 16:10-13',
    },
  },
  ordinary_time_26_sunday: {
    A: {
      lectionary: 136,
      first: 'Ez 18:25-28',
      psalm: 'Ps 25:4-5, 6-7, 8-9',
      second: 'Phil 2:1-11 or 2:1-5',
      gospel: 'Mt 21:28-32',
    },
    B: {
      lectionary: 137,
      first: 'Nm 11:25-29',
      psalm: 'Ps 19:8, 10, 12-13, 14',
      second: 'Jas 5:1-6',
      gospel: 'Mk 9:38-43, 45, 47-48',
    },
    C: {
      lectionary: 138,
      first: 'Am 6:1a, 4-7',
      psalm: 'Ps 146:7, 8-9, 9-10',
      second: '1 Tm 6:11-16',
      gospel: 'Lk 16:19-31',
    },
  },
  ordinary_time_27_sunday: {
    A: {
      lectionary: 139,
      first: 'Is 5:1-7',
      psalm: 'Ps 80:9, 12, 13-14, 15-16, 19-20',
      second: 'Phil 4:6-9',
      gospel: 'Mt 21:33-43',
    },
    B: {
      lectionary: 140,
      first: 'Gn 2:18-24',
      psalm: 'Ps 128:1-2, 3, 4-5, 6',
      second: 'Heb 2:9-11',
      gospel: 'Mk 10:2-16 or 10:2-12',
    },
    C: {
      lectionary: 141,
      first: 'Hb 1:2-3; 2:2-4',
      psalm: 'Ps 95:1-2, 6-7, 8-9',
      second: '2 Tm 1:6-8, 13-14',
      gospel: 'Lk 17:5-10',
    },
  },
  ordinary_time_28_sunday: {
    A: {
      lectionary: 142,
      first: 'Is 25:6-10a',
      psalm: 'Ps 23:1-3a, 3b-4, 5, 6',
      second: 'Phil 4:12-14, 19-20',
      gospel: 'Mt 22:1-14 or 22:1-10',
    },
    B: {
      lectionary: 143,
      first: 'Wis 7:7-11',
      psalm: 'Ps 90:12-13, 14-15, 16-17',
      second: 'Heb 4:12-13',
      gospel: 'Mk 10:17-30 or 10:17-27',
    },
    C: {
      lectionary: 144,
      first: '2 Kgs 5:14-17',
      psalm: 'Ps 98:1, 2-3, 3-4',
      second: '2 Tm 2:8-13',
      gospel: 'Lk 17:11-19',
    },
  },
  ordinary_time_29_sunday: {
    A: {
      lectionary: 145,
      first: 'Is 45:1, 4-6',
      psalm: 'Ps 96:1, 3, 4-5, 7-8, 9-10',
      second: '1 Thes 1:1-5b',
      gospel: 'Mt 22:15-21',
    },
    B: {
      lectionary: 146,
      first: 'Is 53:10-11',
      psalm: 'Ps 33:4-5, 18-19, 20, 22',
      second: 'Heb 4:14-16',
      gospel: 'Mk 10:35-45 or 10:42-45',
    },
    C: {
      lectionary: 147,
      first: 'Ex 17:8-13',
      psalm: 'Ps 121:1-2, 3-4, 5-6, 7-8',
      second: '2 Tm 3:14—4:2',
      gospel: 'Lk 18:1-8',
    },
  },
  ordinary_time_30_sunday: {
    A: {
      lectionary: 148,
      first: 'Ex 22:20-26',
      psalm: 'Ps 18:2-3, 3-4, 47, 51',
      second: '1 Thes 1:5c-10',
      gospel: 'Mt 22:34-40',
    },
    B: {
      lectionary: 149,
      first: 'Jer 31:7-9',
      psalm: 'Ps 126:1-2, 2-3, 4-5, 6',
      second: 'Heb 5:1-6',
      gospel: 'Mk 10:46-52',
    },
    C: {
      lectionary: 150,
      first: 'Sir 35:12-14, 16-18',
      psalm: 'Ps 34:2-3, 17-18, 19, 23',
      second: '2 Tm 4:6-8, 16-18',
      gospel: 'Lk 18:9-14',
    },
  },
  ordinary_time_31_sunday: {
    A: {
      lectionary: 151,
      first: 'Mal 1:14b—2:2b, 8-10',
      psalm: 'Ps 131:1, 2, 3',
      second: '1 Thes 2:7b-9, 13',
      gospel: 'Mt 23:1-12',
    },
    B: {
      lectionary: 152,
      first: 'Dt 6:2-6',
      psalm: 'Ps 18:2-3, 3-4, 47, 51',
      second: 'Heb 7:23-28',
      gospel: 'Mk 12:28b-34',
    },
    C: {
      lectionary: 153,
      first: 'Wis 11:22—12:2',
      psalm: 'Ps 145:1-2, 8-9, 10-11, 13, 14',
      second: '2 Thes 1:11—2:2',
      gospel: 'Lk 19:1-10',
    },
  },
  ordinary_time_32_sunday: {
    A: {
      lectionary: 154,
      first: 'Wis 6:12-16',
      psalm: 'Ps 63:2, 3-4, 5-6, 7-8',
      second: '1 Thes 4:13-18 or 4:13-14',
      gospel: 'Mt 25:1-13',
    },
    B: {
      lectionary: 155,
      first: '1 Kgs 17:10-16',
      psalm: 'Ps 146:7, 8-9, 9-10',
      second: 'Heb 9:24-28',
      gospel: 'Mk 12:38-44 or 12:41-44',
    },
    C: {
      lectionary: 156,
      first: '2 Mc 7:1-2, 9-14',
      psalm: 'Ps 17:1, 5-6, 8, 15',
      second: '2 Thes 2:16—3:5',
      gospel: 'Lk 20:27-38 or 20:27, 34-38',
    },
  },
  ordinary_time_33_sunday: {
    A: {
      lectionary: 157,
      first: 'Prv 31:10-13, 19-20, 30-31',
      psalm: 'Ps 128:1-2, 3, 4-5',
      second: '1 Thes 5:1-6',
      gospel: 'Mt 25:14-30 or 25:14-15, 19-21',
    },
    B: {
      lectionary: 158,
      first: 'Dn 12:1-3',
      psalm: 'Ps 16:5, 8, 9-10, 11',
      second: 'Heb 10:11-14, 18',
      gospel: 'Mk 13:24-32',
    },
    C: {
      lectionary: 159,
      first: 'Mal 3:19-20a',
      psalm: 'Ps 98:5-6, 7-8, 9',
      second: '2 Thes 3:7-12',
      gospel: 'Lk 21:5-19',
    },
  },
  // Last Sunday in Ordinary Time
  our_lord_jesus_christ_king_of_the_universe: {
    A: {
      lectionary: 160,
      first: 'Ez 34:11-12, 15-17',
      psalm: 'Ps 23:1-2, 2-3, 5-6',
      second: '1 Cor 15:20-26, 28',
      gospel: 'Mt 25:31-46',
    },
    B: { lectionary: 161, first: 'Dn 7:13-14', psalm: 'Ps 93:1, 1-2, 5', second: 'Rv 1:5-8', gospel: 'Jn 18:33b-37' },
    C: {
      lectionary: 162,
      first: '2 Sm 5:1-3',
      psalm: 'Ps 122:1-2, 3-4, 4-5',
      second: 'Col 1:12-20',
      gospel: 'Lk 23:35-43',
    },
  },
};
