import type { SanctoralEntry } from './lectionary.types.js';

/**
 * The Proper of Saints of the General Roman Calendar and of the United States (US Lectionary
 * for Mass numbers), keyed by romcal's ids, in calendar order.
 *
 * Solemnities and feasts have their own `readings`. A memorial appears only where the US
 * bishops' daily readings use some of its proper readings in place of the weekday's (`proper`);
 * every other memorial keeps the weekday's readings and needs no entry. Where the Lectionary
 * offers alternatives that the US bishops print side by side, both are given, joined by " or ".
 */
export const SANCTORAL: Record<string, SanctoralEntry> = {
  // January
  conversion_of_saint_paul_the_apostle: {
    readings: {
      lectionary: 519,
      first: 'Acts 22:3-16 or 9:1-22',
      psalm: 'Ps 117:1bc, 2',
      gospel: 'Mk 16:15-18',
    },
  },
  timothy_of_ephesus_and_titus_of_crete_bishops: {
    proper: { lectionary: 520, first: '2 Tm 1:1-8 or Ti 1:1-5', psalm: 'Ps 96:1-2a, 2b-3, 7-8a, 10' },
  },

  // February
  presentation_of_the_lord: {
    readings: {
      lectionary: 524,
      first: 'Mal 3:1-4',
      psalm: 'Ps 24:7, 8, 9, 10',
      second: 'Heb 2:14-18',
      gospel: 'Lk 2:22-40 or 2:22-32',
    },
  },
  chair_of_saint_peter_the_apostle: {
    readings: {
      lectionary: 535,
      first: '1 Pt 5:1-4',
      psalm: 'Ps 23:1-3a, 4, 5, 6',
      gospel: 'Mt 16:13-19',
    },
  },

  // March
  joseph_spouse_of_mary: {
    readings: {
      lectionary: 543,
      first: '2 Sm 7:4-5a, 12-14a, 16',
      psalm: 'Ps 89:2-3, 4-5, 27 and 29',
      second: 'Rom 4:13, 16-18, 22',
      gospel: 'Mt 1:16, 18-21, 24a or Lk 2:41-51a',
    },
  },
  annunciation_of_the_lord: {
    readings: {
      lectionary: 545,
      first: 'Is 7:10-14; 8:10',
      psalm: 'Ps 40:7-8a, 8b-9, 10, 11',
      second: 'Heb 10:4-10',
      gospel: 'Lk 1:26-38',
    },
  },

  // April
  mark_evangelist: {
    readings: {
      lectionary: 555,
      first: '1 Pt 5:5b-14',
      psalm: 'Ps 89:2-3, 6-7, 16-17',
      gospel: 'Mk 16:15-20',
    },
  },

  // May
  philip_and_james_apostles: {
    readings: {
      lectionary: 561,
      first: '1 Cor 15:1-8',
      psalm: 'Ps 19:2-3, 4-5',
      gospel: 'Jn 14:6-14',
    },
  },
  matthias_apostle: {
    readings: {
      lectionary: 564,
      first: 'Acts 1:15-17, 20-26',
      psalm: 'Ps 113:1-2, 3-4, 5-6, 7-8',
      gospel: 'Jn 15:9-17',
    },
  },
  visitation_of_mary: {
    readings: {
      lectionary: 572,
      first: 'Zep 3:14-18a or Rom 12:9-16',
      psalm: 'Is 12:2-3, 4bcd, 5-6',
      gospel: 'Lk 1:39-56',
    },
  },
  // Monday after Pentecost (the US Lectionary's 572A).
  mary_mother_of_the_church: {
    readings: {
      lectionary: 572,
      first: 'Gn 3:9-15, 20 or Acts 1:12-14',
      psalm: 'Ps 87:1-2, 3 and 5, 6-7',
      gospel: 'Jn 19:25-34',
    },
  },

  // June
  // The US bishops keep the weekday's gospel with Barnabas's own first reading and psalm.
  barnabas_apostle: {
    proper: { lectionary: 580, first: 'Acts 11:21b-26; 13:1-3', psalm: 'Ps 98:1, 2-3ab, 3cd-4, 5-6' },
  },
  // Saturday after the Sacred Heart: the weekday's first reading and psalm, the memorial's gospel.
  immaculate_heart_of_mary: {
    proper: { gospel: 'Lk 2:41-51' },
  },
  nativity_of_john_the_baptist: {
    readings: [
      {
        mass: 'vigil',
        lectionary: 586,
        first: 'Jer 1:4-10',
        psalm: 'Ps 71:1-2, 3-4a, 5-6ab, 15ab and 17',
        second: '1 Pt 1:8-12',
        gospel: 'Lk 1:5-17',
      },
      {
        lectionary: 587,
        first: 'Is 49:1-6',
        psalm: 'Ps 139:1b-3, 13-14ab, 14c-15',
        second: 'Acts 13:22-26',
        gospel: 'Lk 1:57-66, 80',
      },
    ],
  },
  peter_and_paul_apostles: {
    readings: [
      {
        mass: 'vigil',
        lectionary: 590,
        first: 'Acts 3:1-10',
        psalm: 'Ps 19:2-3, 4-5',
        second: 'Gal 1:11-20',
        gospel: 'Jn 21:15-19',
      },
      {
        lectionary: 591,
        first: 'Acts 12:1-11',
        psalm: 'Ps 34:2-3, 4-5, 6-7, 8-9',
        second: '2 Tm 4:6-8, 17-18',
        gospel: 'Mt 16:13-19',
      },
    ],
  },

  // July
  thomas_apostle: {
    readings: {
      lectionary: 593,
      first: 'Eph 2:19-22',
      psalm: 'Ps 117:1bc, 2',
      gospel: 'Jn 20:24-29',
    },
  },
  mary_magdalene: {
    readings: {
      lectionary: 603,
      first: 'Sg 3:1-4b or 2 Cor 5:14-17',
      psalm: 'Ps 63:2, 3-4, 5-6, 8-9',
      gospel: 'Jn 20:1-2, 11-18',
    },
  },
  james_apostle: {
    readings: {
      lectionary: 605,
      first: '2 Cor 4:7-15',
      psalm: 'Ps 126:1bc-2ab, 2cd-3, 4-5, 6',
      gospel: 'Mt 20:20-28',
    },
  },
  martha_of_bethany_mary_of_bethany_and_lazarus_of_bethany: {
    proper: { gospel: 'Jn 11:19-27 or Lk 10:38-42' },
  },

  // August
  transfiguration_of_the_lord: {
    readings: {
      A: {
        lectionary: 614,
        first: 'Dn 7:9-10, 13-14',
        psalm: 'Ps 97:1-2, 5-6, 9',
        second: '2 Pt 1:16-19',
        gospel: 'Mt 17:1-9',
      },
      B: {
        lectionary: 614,
        first: 'Dn 7:9-10, 13-14',
        psalm: 'Ps 97:1-2, 5-6, 9',
        second: '2 Pt 1:16-19',
        gospel: 'Mk 9:2-10',
      },
      C: {
        lectionary: 614,
        first: 'Dn 7:9-10, 13-14',
        psalm: 'Ps 97:1-2, 5-6, 9',
        second: '2 Pt 1:16-19',
        gospel: 'Lk 9:28b-36',
      },
    },
  },
  lawrence_of_rome_deacon: {
    readings: {
      lectionary: 618,
      first: '2 Cor 9:6-10',
      psalm: 'Ps 112:1-2, 5-6, 7-8, 9',
      gospel: 'Jn 12:24-26',
    },
  },
  assumption_of_the_blessed_virgin_mary: {
    readings: [
      {
        mass: 'vigil',
        lectionary: 621,
        first: '1 Chr 15:3-4, 15-16; 16:1-2',
        psalm: 'Ps 132:6-7, 9-10, 13-14',
        second: '1 Cor 15:54b-57',
        gospel: 'Lk 11:27-28',
      },
      {
        lectionary: 622,
        first: 'Rv 11:19a; 12:1-6a, 10ab',
        psalm: 'Ps 45:10, 11, 12, 16',
        second: '1 Cor 15:20-27',
        gospel: 'Lk 1:39-56',
      },
    ],
  },
  bartholomew_apostle: {
    readings: {
      lectionary: 629,
      first: 'Rv 21:9b-14',
      psalm: 'Ps 145:10-11, 12-13, 17-18',
      gospel: 'Jn 1:45-51',
    },
  },
  // The weekday's number, first reading and psalm, with the memorial's gospel.
  passion_of_saint_john_the_baptist: {
    proper: { gospel: 'Mk 6:17-29' },
  },

  // September
  nativity_of_the_blessed_virgin_mary: {
    readings: {
      lectionary: 636,
      first: 'Mi 5:1-4a or Rom 8:28-30',
      psalm: 'Ps 13:6ab, 6c',
      gospel: 'Mt 1:1-16, 18-23 or 1:18-23',
    },
  },
  exaltation_of_the_holy_cross: {
    readings: {
      lectionary: 638,
      first: 'Nm 21:4b-9',
      psalm: 'Ps 78:1bc-2, 34-35, 36-37, 38',
      second: 'Phil 2:6-11',
      gospel: 'Jn 3:13-17',
    },
  },
  our_lady_of_sorrows: {
    proper: { gospel: 'Jn 19:25-27 or Lk 2:33-35' },
  },
  matthew_apostle: {
    readings: {
      lectionary: 643,
      first: 'Eph 4:1-7, 11-13',
      psalm: 'Ps 19:2-3, 4-5',
      gospel: 'Mt 9:9-13',
    },
  },
  michael_gabriel_and_raphael_archangels: {
    readings: {
      lectionary: 647,
      first: 'Dn 7:9-10, 13-14 or Rv 12:7-12ab',
      psalm: 'Ps 138:1-2ab, 2cde-3, 4-5',
      gospel: 'Jn 1:47-51',
    },
  },

  // October
  holy_guardian_angels: {
    proper: { gospel: 'Mt 18:1-5, 10' },
  },
  luke_evangelist: {
    readings: {
      lectionary: 661,
      first: '2 Tm 4:10-17b',
      psalm: 'Ps 145:10-11, 12-13, 17-18',
      gospel: 'Lk 10:1-9',
    },
  },
  simon_and_jude_apostles: {
    readings: {
      lectionary: 666,
      first: 'Eph 2:19-22',
      psalm: 'Ps 19:2-3, 4-5',
      gospel: 'Lk 6:12-16',
    },
  },

  // November
  all_saints: {
    readings: {
      lectionary: 667,
      first: 'Rv 7:2-4, 9-14',
      psalm: 'Ps 24:1bc-2, 3-4ab, 5-6',
      second: '1 Jn 3:1-3',
      gospel: 'Mt 5:1-12a',
    },
  },
  // All Souls: of the Lectionary's many choices, the set the US bishops print (they vary the
  // second reading from year to year between Rom 6:3-9 and Rom 5:5-11).
  commemoration_of_all_the_faithful_departed: {
    readings: {
      lectionary: 668,
      first: 'Wis 3:1-9',
      psalm: 'Ps 23:1-3a, 3b-4, 5, 6',
      second: 'Rom 6:3-9',
      gospel: 'Jn 6:37-40',
    },
  },
  dedication_of_the_lateran_basilica: {
    readings: {
      lectionary: 671,
      first: 'Ez 47:1-2, 8-9, 12',
      psalm: 'Ps 46:2-3, 5-6, 8-9',
      second: '1 Cor 3:9c-11, 16-17',
      gospel: 'Jn 2:13-22',
    },
  },
  andrew_apostle: {
    readings: {
      lectionary: 684,
      first: 'Rom 10:9-18',
      psalm: 'Ps 19:8, 9, 10, 11',
      gospel: 'Mt 4:18-22',
    },
  },

  // December
  immaculate_conception_of_the_blessed_virgin_mary: {
    readings: {
      lectionary: 689,
      first: 'Gn 3:9-15, 20',
      psalm: 'Ps 98:1, 2-3ab, 3cd-4',
      second: 'Eph 1:3-6, 11-12',
      gospel: 'Lk 1:26-38',
    },
  },
  // A feast in the United States (the US Lectionary's 690A).
  our_lady_of_guadalupe: {
    readings: {
      lectionary: 690,
      first: 'Zec 2:14-17 or Rv 11:19a; 12:1-6a, 10ab',
      psalm: 'Jdt 13:18bcde, 19',
      gospel: 'Lk 1:26-38 or 1:39-47',
    },
  },
  stephen_the_first_martyr: {
    readings: {
      lectionary: 696,
      first: 'Acts 6:8-10; 7:54-59',
      psalm: 'Ps 31:3cd-4, 6 and 8ab, 16bc and 17',
      gospel: 'Mt 10:17-22',
    },
  },
  john_apostle: {
    readings: {
      lectionary: 697,
      first: '1 Jn 1:1-4',
      psalm: 'Ps 97:1-2, 5-6, 11-12',
      gospel: 'Jn 20:1a, 2-8',
    },
  },
  holy_innocents_martyrs: {
    readings: {
      lectionary: 698,
      first: '1 Jn 1:5—2:2',
      psalm: 'Ps 124:2-3, 4-5, 7b-8',
      gospel: 'Mt 2:13-18',
    },
  },
};
