import type { ByCycle, Masses, Readings } from './lectionary.types.js';

// Mondays that read on past their Sunday's passage in the cycle whose Sunday has just read it.
const ADVENT_1_MONDAY: Readings = {
  lectionary: 175,
  first: 'Is 2:1-5',
  psalm: 'Ps 122:1-2, 3-4b, 4cd-5, 6-7, 8-9',
  gospel: 'Mt 8:5-11',
};
const LENT_5_MONDAY: Readings = {
  lectionary: 251,
  first: 'Dn 13:1-9, 15-17, 19-30, 33-62 or 13:41c-62',
  psalm: 'Ps 23:1-3a, 3b-4, 5, 6',
  gospel: 'Jn 8:1-11',
};
const EASTER_4_MONDAY: Readings = {
  lectionary: 279,
  first: 'Acts 11:1-18',
  psalm: 'Ps 42:2-3; 43:3, 4',
  gospel: 'Jn 10:1-10',
};

/**
 * The weekdays outside Ordinary Time (Advent, Christmas Time, Lent, Holy Week, Easter Time),
 * keyed by romcal's id: US Lectionary for Mass numbers and references.
 */
export const SEASONAL_WEEKDAYS: Record<string, Masses | ByCycle> = {
  // Advent: weekdays of the 1st week
  // In Year A the Sunday has just read Is 2:1-5, so the Monday reads Is 4:2-6.
  advent_1_monday: { A: { ...ADVENT_1_MONDAY, first: 'Is 4:2-6' }, B: ADVENT_1_MONDAY, C: ADVENT_1_MONDAY },
  advent_1_tuesday: { lectionary: 176, first: 'Is 11:1-10', psalm: 'Ps 72:1-2, 7-8, 12-13, 17', gospel: 'Lk 10:21-24' },
  advent_1_wednesday: { lectionary: 177, first: 'Is 25:6-10a', psalm: 'Ps 23:1-3a, 3b-4, 5, 6', gospel: 'Mt 15:29-37' },
  advent_1_thursday: {
    lectionary: 178,
    first: 'Is 26:1-6',
    psalm: 'Ps 118:1 and 8-9, 19-21, 25-27a',
    gospel: 'Mt 7:21, 24-27',
  },
  advent_1_friday: { lectionary: 179, first: 'Is 29:17-24', psalm: 'Ps 27:1, 4, 13-14', gospel: 'Mt 9:27-31' },
  advent_1_saturday: {
    lectionary: 180,
    first: 'Is 30:19-21, 23-26',
    psalm: 'Ps 147:1-2, 3-4, 5-6',
    gospel: 'Mt 9:35—10:1, 5a, 6-8',
  },

  // Advent: weekdays of the 2nd week
  advent_2_monday: {
    lectionary: 181,
    first: 'Is 35:1-10',
    psalm: 'Ps 85:9ab and 10, 11-12, 13-14',
    gospel: 'Lk 5:17-26',
  },
  advent_2_tuesday: {
    lectionary: 182,
    first: 'Is 40:1-11',
    psalm: 'Ps 96:1-2, 3 and 10ac, 11-12, 13',
    gospel: 'Mt 18:12-14',
  },
  advent_2_wednesday: {
    lectionary: 183,
    first: 'Is 40:25-31',
    psalm: 'Ps 103:1-2, 3-4, 8 and 10',
    gospel: 'Mt 11:28-30',
  },
  advent_2_thursday: {
    lectionary: 184,
    first: 'Is 41:13-20',
    psalm: 'Ps 145:1 and 9, 10-11, 12-13ab',
    gospel: 'Mt 11:11-15',
  },
  advent_2_friday: { lectionary: 185, first: 'Is 48:17-19', psalm: 'Ps 1:1-2, 3, 4 and 6', gospel: 'Mt 11:16-19' },
  advent_2_saturday: {
    lectionary: 186,
    first: 'Sir 48:1-4, 9-11',
    psalm: 'Ps 80:2ac and 3b, 15-16, 18-19',
    gospel: 'Mt 17:9a, 10-13',
  },

  // Advent: weekdays of the 3rd week (from December 17 the dated weekdays below take over)
  advent_3_monday: {
    lectionary: 187,
    first: 'Nm 24:2-7, 15-17a',
    psalm: 'Ps 25:4-5ab, 6 and 7bc, 8-9',
    gospel: 'Mt 21:23-27',
  },
  advent_3_tuesday: {
    lectionary: 188,
    first: 'Zep 3:1-2, 9-13',
    psalm: 'Ps 34:2-3, 6-7, 17-18, 19 and 23',
    gospel: 'Mt 21:28-32',
  },
  advent_3_wednesday: {
    lectionary: 189,
    first: 'Is 45:6c-8, 18, 21c-25',
    psalm: 'Ps 85:9ab and 10, 11-12, 13-14',
    gospel: 'Lk 7:18b-23',
  },
  advent_3_thursday: {
    lectionary: 190,
    first: 'Is 54:1-10',
    psalm: 'Ps 30:2 and 4, 5-6, 11-12a and 13b',
    gospel: 'Lk 7:24-30',
  },
  advent_3_friday: { lectionary: 191, first: 'Is 56:1-3a, 6-8', psalm: 'Ps 67:2-3, 5, 7-8', gospel: 'Jn 5:33-36' },

  // Advent: December 17 to 24
  advent_december_17: {
    lectionary: 193,
    first: 'Gn 49:2, 8-10',
    psalm: 'Ps 72:1-2, 3-4ab, 7-8, 17',
    gospel: 'Mt 1:1-17',
  },
  advent_december_18: { lectionary: 194, first: 'Jer 23:5-8', psalm: 'Ps 72:1-2, 12-13, 18-19', gospel: 'Mt 1:18-25' },
  advent_december_19: {
    lectionary: 195,
    first: 'Jgs 13:2-7, 24-25a',
    psalm: 'Ps 71:3-4a, 5-6ab, 16-17',
    gospel: 'Lk 1:5-25',
  },
  advent_december_20: { lectionary: 196, first: 'Is 7:10-14', psalm: 'Ps 24:1-2, 3-4ab, 5-6', gospel: 'Lk 1:26-38' },
  advent_december_21: {
    lectionary: 197,
    first: 'Sg 2:8-14 or Zep 3:14-18a',
    psalm: 'Ps 33:2-3, 11-12, 20-21',
    gospel: 'Lk 1:39-45',
  },
  advent_december_22: {
    lectionary: 198,
    first: '1 Sm 1:24-28',
    psalm: '1 Sm 2:1, 4-5, 6-7, 8abcd',
    gospel: 'Lk 1:46-56',
  },
  advent_december_23: {
    lectionary: 199,
    first: 'Mal 3:1-4, 23-24',
    psalm: 'Ps 25:4-5ab, 8-9, 10 and 14',
    gospel: 'Lk 1:57-66',
  },
  advent_december_24: {
    lectionary: 200,
    first: '2 Sm 7:1-5, 8b-12, 14a, 16',
    psalm: 'Ps 89:2-3, 4-5, 27 and 29',
    gospel: 'Lk 1:67-79',
  },

  // Christmas Time: the weekdays within the Octave (December 29, 30, 31)
  christmas_octave_day_5: {
    lectionary: 202,
    first: '1 Jn 2:3-11',
    psalm: 'Ps 96:1-2a, 2b-3, 5b-6',
    gospel: 'Lk 2:22-35',
  },
  christmas_octave_day_6: {
    lectionary: 203,
    first: '1 Jn 2:12-17',
    psalm: 'Ps 96:7-8a, 8b-9, 10',
    gospel: 'Lk 2:36-40',
  },
  christmas_octave_day_7: {
    lectionary: 204,
    first: '1 Jn 2:18-21',
    psalm: 'Ps 96:1-2, 11-12, 13',
    gospel: 'Jn 1:1-18',
  },

  // Christmas Time: the weekdays before the Epiphany (January 2 to 7)
  christmas_time_january_2: {
    lectionary: 205,
    first: '1 Jn 2:22-28',
    psalm: 'Ps 98:1, 2-3ab, 3cd-4',
    gospel: 'Jn 1:19-28',
  },
  christmas_time_january_3: {
    lectionary: 206,
    first: '1 Jn 2:29—3:6',
    psalm: 'Ps 98:1, 3cd-4, 5-6',
    gospel: 'Jn 1:29-34',
  },
  christmas_time_january_4: { lectionary: 207, first: '1 Jn 3:7-10', psalm: 'Ps 98:1, 7-8, 9', gospel: 'Jn 1:35-42' },
  christmas_time_january_5: {
    lectionary: 208,
    first: '1 Jn 3:11-21',
    psalm: 'Ps 100:1b-2, 3, 4, 5',
    gospel: 'Jn 1:43-51',
  },
  christmas_time_january_6: {
    lectionary: 209,
    first: '1 Jn 5:5-13',
    psalm: 'Ps 147:12-13, 14-15, 19-20',
    gospel: 'Mk 1:7-11 or Lk 3:23-38 or 3:23, 31-34, 36, 38',
  },
  christmas_time_january_7: {
    lectionary: 210,
    first: '1 Jn 5:14-21',
    psalm: 'Ps 149:1-2, 3-4, 5-6a and 9b',
    gospel: 'Jn 2:1-11',
  },

  // Christmas Time: the weekdays after the Epiphany
  monday_after_epiphany: {
    lectionary: 212,
    first: '1 Jn 3:22—4:6',
    psalm: 'Ps 2:7bc-8, 10-12a',
    gospel: 'Mt 4:12-17, 23-25',
  },
  tuesday_after_epiphany: { lectionary: 213, first: '1 Jn 4:7-10', psalm: 'Ps 72:1-2, 3-4, 7-8', gospel: 'Mk 6:34-44' },
  wednesday_after_epiphany: {
    lectionary: 214,
    first: '1 Jn 4:11-18',
    psalm: 'Ps 72:1-2, 10, 12-13',
    gospel: 'Mk 6:45-52',
  },
  thursday_after_epiphany: {
    lectionary: 215,
    first: '1 Jn 4:19—5:4',
    psalm: 'Ps 72:1-2, 14 and 15bc, 17',
    gospel: 'Lk 4:14-22a',
  },
  friday_after_epiphany: {
    lectionary: 216,
    first: '1 Jn 5:5-13',
    psalm: 'Ps 147:12-13, 14-15, 19-20',
    gospel: 'Lk 5:12-16',
  },
  saturday_after_epiphany: {
    lectionary: 217,
    first: '1 Jn 5:14-21',
    psalm: 'Ps 149:1-2, 3-4, 5-6a and 9b',
    gospel: 'Jn 3:22-30',
  },

  // Lent: Ash Wednesday and the days after
  ash_wednesday: {
    lectionary: 219,
    first: 'Jl 2:12-18',
    psalm: 'Ps 51:3-4, 5-6ab, 12-13, 14 and 17',
    second: '2 Cor 5:20—6:2',
    gospel: 'Mt 6:1-6, 16-18',
  },
  thursday_after_ash_wednesday: {
    lectionary: 220,
    first: 'Dt 30:15-20',
    psalm: 'Ps 1:1-2, 3, 4 and 6',
    gospel: 'Lk 9:22-25',
  },
  friday_after_ash_wednesday: {
    lectionary: 221,
    first: 'Is 58:1-9a',
    psalm: 'Ps 51:3-4, 5-6ab, 18-19',
    gospel: 'Mt 9:14-15',
  },
  saturday_after_ash_wednesday: {
    lectionary: 222,
    first: 'Is 58:9b-14',
    psalm: 'Ps 86:1-2, 3-4, 5-6',
    gospel: 'Lk 5:27-32',
  },

  // Lent: weekdays of the 1st week
  lent_1_monday: { lectionary: 224, first: 'Lv 19:1-2, 11-18', psalm: 'Ps 19:8, 9, 10, 15', gospel: 'Mt 25:31-46' },
  lent_1_tuesday: { lectionary: 225, first: 'Is 55:10-11', psalm: 'Ps 34:4-5, 6-7, 16-17, 18-19', gospel: 'Mt 6:7-15' },
  lent_1_wednesday: { lectionary: 226, first: 'Jon 3:1-10', psalm: 'Ps 51:3-4, 12-13, 18-19', gospel: 'Lk 11:29-32' },
  lent_1_thursday: {
    lectionary: 227,
    first: 'Est C:12, 14-16, 23-25',
    psalm: 'Ps 138:1-2ab, 2cde-3, 7c-8',
    gospel: 'Mt 7:7-12',
  },
  lent_1_friday: { lectionary: 228, first: 'Ez 18:21-28', psalm: 'Ps 130:1-2, 3-4, 5-7a, 7bc-8', gospel: 'Mt 5:20-26' },
  lent_1_saturday: { lectionary: 229, first: 'Dt 26:16-19', psalm: 'Ps 119:1-2, 4-5, 7-8', gospel: 'Mt 5:43-48' },

  // Lent: weekdays of the 2nd week
  lent_2_monday: { lectionary: 230, first: 'Dn 9:4b-10', psalm: 'Ps 79:8, 9, 11 and 13', gospel: 'Lk 6:36-38' },
  lent_2_tuesday: {
    lectionary: 231,
    first: 'Is 1:10, 16-20',
    psalm: 'Ps 50:8-9, 16bc-17, 21 and 23',
    gospel: 'Mt 23:1-12',
  },
  lent_2_wednesday: { lectionary: 232, first: 'Jer 18:18-20', psalm: 'Ps 31:5-6, 14, 15-16', gospel: 'Mt 20:17-28' },
  lent_2_thursday: { lectionary: 233, first: 'Jer 17:5-10', psalm: 'Ps 1:1-2, 3, 4 and 6', gospel: 'Lk 16:19-31' },
  lent_2_friday: {
    lectionary: 234,
    first: 'Gn 37:3-4, 12-13a, 17b-28a',
    psalm: 'Ps 105:16-17, 18-19, 20-21',
    gospel: 'Mt 21:33-43, 45-46',
  },
  lent_2_saturday: {
    lectionary: 235,
    first: 'Mi 7:14-15, 18-20',
    psalm: 'Ps 103:1-2, 3-4, 9-10, 11-12',
    gospel: 'Lk 15:1-3, 11-32',
  },

  // Lent: weekdays of the 3rd week
  lent_3_monday: { lectionary: 237, first: '2 Kgs 5:1-15ab', psalm: 'Ps 42:2, 3; 43:3, 4', gospel: 'Lk 4:24-30' },
  lent_3_tuesday: {
    lectionary: 238,
    first: 'Dn 3:25, 34-43',
    psalm: 'Ps 25:4-5ab, 6 and 7bc, 8 and 9',
    gospel: 'Mt 18:21-35',
  },
  lent_3_wednesday: {
    lectionary: 239,
    first: 'Dt 4:1, 5-9',
    psalm: 'Ps 147:12-13, 15-16, 19-20',
    gospel: 'Mt 5:17-19',
  },
  lent_3_thursday: { lectionary: 240, first: 'Jer 7:23-28', psalm: 'Ps 95:1-2, 6-7, 8-9', gospel: 'Lk 11:14-23' },
  lent_3_friday: {
    lectionary: 241,
    first: 'Hos 14:2-10',
    psalm: 'Ps 81:6c-8a, 8bc-9, 10-11ab, 14 and 17',
    gospel: 'Mk 12:28-34',
  },
  lent_3_saturday: { lectionary: 242, first: 'Hos 6:1-6', psalm: 'Ps 51:3-4, 18-19, 20-21ab', gospel: 'Lk 18:9-14' },

  // Lent: weekdays of the 4th week
  lent_4_monday: {
    lectionary: 244,
    first: 'Is 65:17-21',
    psalm: 'Ps 30:2 and 4, 5-6, 11-12a and 13b',
    gospel: 'Jn 4:43-54',
  },
  lent_4_tuesday: { lectionary: 245, first: 'Ez 47:1-9, 12', psalm: 'Ps 46:2-3, 5-6, 8-9', gospel: 'Jn 5:1-16' },
  lent_4_wednesday: { lectionary: 246, first: 'Is 49:8-15', psalm: 'Ps 145:8-9, 13cd-14, 17-18', gospel: 'Jn 5:17-30' },
  lent_4_thursday: { lectionary: 247, first: 'Ex 32:7-14', psalm: 'Ps 106:19-20, 21-22, 23', gospel: 'Jn 5:31-47' },
  lent_4_friday: {
    lectionary: 248,
    first: 'Wis 2:1a, 12-22',
    psalm: 'Ps 34:17-18, 19-20, 21 and 23',
    gospel: 'Jn 7:1-2, 10, 25-30',
  },
  lent_4_saturday: { lectionary: 249, first: 'Jer 11:18-20', psalm: 'Ps 7:2-3, 9bc-10, 11-12', gospel: 'Jn 7:40-53' },

  // Lent: weekdays of the 5th week
  // In Year C the Sunday has just read Jn 8:1-11, so the Monday reads Jn 8:12-20.
  lent_5_monday: { A: LENT_5_MONDAY, B: LENT_5_MONDAY, C: { ...LENT_5_MONDAY, gospel: 'Jn 8:12-20' } },
  lent_5_tuesday: { lectionary: 252, first: 'Nm 21:4-9', psalm: 'Ps 102:2-3, 16-18, 19-21', gospel: 'Jn 8:21-30' },
  lent_5_wednesday: {
    lectionary: 253,
    first: 'Dn 3:14-20, 91-92, 95',
    psalm: 'Dn 3:52, 53, 54, 55, 56',
    gospel: 'Jn 8:31-42',
  },
  lent_5_thursday: { lectionary: 254, first: 'Gn 17:3-9', psalm: 'Ps 105:4-5, 6-7, 8-9', gospel: 'Jn 8:51-59' },
  lent_5_friday: { lectionary: 255, first: 'Jer 20:10-13', psalm: 'Ps 18:2-3a, 3bc-4, 5-6, 7', gospel: 'Jn 10:31-42' },
  lent_5_saturday: { lectionary: 256, first: 'Ez 37:21-28', psalm: 'Jer 31:10, 11-12abcd, 13', gospel: 'Jn 11:45-56' },

  // Holy Week: Monday, Tuesday and Wednesday
  holy_monday: { lectionary: 257, first: 'Is 42:1-7', psalm: 'Ps 27:1, 2, 3, 13-14', gospel: 'Jn 12:1-11' },
  holy_tuesday: {
    lectionary: 258,
    first: 'Is 49:1-6',
    psalm: 'Ps 71:1-2, 3-4a, 5ab-6ab, 15 and 17',
    gospel: 'Jn 13:21-33, 36-38',
  },
  holy_wednesday: {
    lectionary: 259,
    first: 'Is 50:4-9a',
    psalm: 'Ps 69:8-10, 21-22, 31 and 33-34',
    gospel: 'Mt 26:14-25',
  },

  // Easter Time: the Octave of Easter
  easter_monday: {
    lectionary: 261,
    first: 'Acts 2:14, 22-33',
    psalm: 'Ps 16:1-2a and 5, 7-8, 9-10, 11',
    gospel: 'Mt 28:8-15',
  },
  easter_tuesday: {
    lectionary: 262,
    first: 'Acts 2:36-41',
    psalm: 'Ps 33:4-5, 18-19, 20 and 22',
    gospel: 'Jn 20:11-18',
  },
  easter_wednesday: {
    lectionary: 263,
    first: 'Acts 3:1-10',
    psalm: 'Ps 105:1-2, 3-4, 6-7, 8-9',
    gospel: 'Lk 24:13-35',
  },
  easter_thursday: { lectionary: 264, first: 'Acts 3:11-26', psalm: 'Ps 8:2ab and 5, 6-7, 8-9', gospel: 'Lk 24:35-48' },
  easter_friday: {
    lectionary: 265,
    first: 'Acts 4:1-12',
    psalm: 'Ps 118:1-2 and 4, 22-24, 25-27a',
    gospel: 'Jn 21:1-14',
  },
  easter_saturday: {
    lectionary: 266,
    first: 'Acts 4:13-21',
    psalm: 'Ps 118:1 and 14-15ab, 16-18, 19-21',
    gospel: 'Mk 16:9-15',
  },

  // Easter Time: weekdays of the 2nd week
  easter_time_2_monday: { lectionary: 267, first: 'Acts 4:23-31', psalm: 'Ps 2:1-3, 4-7a, 7b-9', gospel: 'Jn 3:1-8' },
  easter_time_2_tuesday: { lectionary: 268, first: 'Acts 4:32-37', psalm: 'Ps 93:1ab, 1cd-2, 5', gospel: 'Jn 3:7b-15' },
  easter_time_2_wednesday: {
    lectionary: 269,
    first: 'Acts 5:17-26',
    psalm: 'Ps 34:2-3, 4-5, 6-7, 8-9',
    gospel: 'Jn 3:16-21',
  },
  easter_time_2_thursday: {
    lectionary: 270,
    first: 'Acts 5:27-33',
    psalm: 'Ps 34:2 and 9, 17-18, 19-20',
    gospel: 'Jn 3:31-36',
  },
  easter_time_2_friday: { lectionary: 271, first: 'Acts 5:34-42', psalm: 'Ps 27:1, 4, 13-14', gospel: 'Jn 6:1-15' },
  easter_time_2_saturday: {
    lectionary: 272,
    first: 'Acts 6:1-7',
    psalm: 'Ps 33:1-2, 4-5, 18-19',
    gospel: 'Jn 6:16-21',
  },

  // Easter Time: weekdays of the 3rd week
  easter_time_3_monday: {
    lectionary: 273,
    first: 'Acts 6:8-15',
    psalm: 'Ps 119:23-24, 26-27, 29-30',
    gospel: 'Jn 6:22-29',
  },
  easter_time_3_tuesday: {
    lectionary: 274,
    first: 'Acts 7:51—8:1a',
    psalm: 'Ps 31:3cd-4, 6 and 7b and 8a, 17 and 21ab',
    gospel: 'Jn 6:30-35',
  },
  easter_time_3_wednesday: {
    lectionary: 275,
    first: 'Acts 8:1b-8',
    psalm: 'Ps 66:1-3a, 4-5, 6-7a',
    gospel: 'Jn 6:35-40',
  },
  easter_time_3_thursday: {
    lectionary: 276,
    first: 'Acts 8:26-40',
    psalm: 'Ps 66:8-9, 16-17, 20',
    gospel: 'Jn 6:44-51',
  },
  easter_time_3_friday: { lectionary: 277, first: 'Acts 9:1-20', psalm: 'Ps 117:1bc, 2', gospel: 'Jn 6:52-59' },
  easter_time_3_saturday: {
    lectionary: 278,
    first: 'Acts 9:31-42',
    psalm: 'Ps 116:12-13, 14-15, 16-17',
    gospel: 'Jn 6:60-69',
  },

  // Easter Time: weekdays of the 4th week
  // In Year A the Sunday has just read Jn 10:1-10, so the Monday reads Jn 10:11-18.
  easter_time_4_monday: { A: { ...EASTER_4_MONDAY, gospel: 'Jn 10:11-18' }, B: EASTER_4_MONDAY, C: EASTER_4_MONDAY },
  easter_time_4_tuesday: {
    lectionary: 280,
    first: 'Acts 11:19-26',
    psalm: 'Ps 87:1b-3, 4-5, 6-7',
    gospel: 'Jn 10:22-30',
  },
  easter_time_4_wednesday: {
    lectionary: 281,
    first: 'Acts 12:24—13:5a',
    psalm: 'Ps 67:2-3, 5, 6 and 8',
    gospel: 'Jn 12:44-50',
  },
  easter_time_4_thursday: {
    lectionary: 282,
    first: 'Acts 13:13-25',
    psalm: 'Ps 89:2-3, 21-22, 25 and 27',
    gospel: 'Jn 13:16-20',
  },
  easter_time_4_friday: {
    lectionary: 283,
    first: 'Acts 13:26-33',
    psalm: 'Ps 2:6-7, 8-9, 10-11ab',
    gospel: 'Jn 14:1-6',
  },
  easter_time_4_saturday: {
    lectionary: 284,
    first: 'Acts 13:44-52',
    psalm: 'Ps 98:1, 2-3ab, 3cd-4',
    gospel: 'Jn 14:7-14',
  },

  // Easter Time: weekdays of the 5th week
  easter_time_5_monday: {
    lectionary: 285,
    first: 'Acts 14:5-18',
    psalm: 'Ps 115:1-2, 3-4, 15-16',
    gospel: 'Jn 14:21-26',
  },
  easter_time_5_tuesday: {
    lectionary: 286,
    first: 'Acts 14:19-28',
    psalm: 'Ps 145:10-11, 12-13ab, 21',
    gospel: 'Jn 14:27-31a',
  },
  easter_time_5_wednesday: {
    lectionary: 287,
    first: 'Acts 15:1-6',
    psalm: 'Ps 122:1-2, 3-4ab, 4cd-5',
    gospel: 'Jn 15:1-8',
  },
  easter_time_5_thursday: {
    lectionary: 288,
    first: 'Acts 15:7-21',
    psalm: 'Ps 96:1-2a, 2b-3, 10',
    gospel: 'Jn 15:9-11',
  },
  easter_time_5_friday: {
    lectionary: 289,
    first: 'Acts 15:22-31',
    psalm: 'Ps 57:8-9, 10 and 12',
    gospel: 'Jn 15:12-17',
  },
  easter_time_5_saturday: { lectionary: 290, first: 'Acts 16:1-10', psalm: 'Ps 100:1b-2, 3, 5', gospel: 'Jn 15:18-21' },

  // Easter Time: weekdays of the 6th week (Thursday where the Ascension is kept on Sunday)
  easter_time_6_monday: {
    lectionary: 291,
    first: 'Acts 16:11-15',
    psalm: 'Ps 149:1b-2, 3-4, 5-6a and 9b',
    gospel: 'Jn 15:26—16:4a',
  },
  easter_time_6_tuesday: {
    lectionary: 292,
    first: 'Acts 16:22-34',
    psalm: 'Ps 138:1-2ab, 2cde-3, 7c-8',
    gospel: 'Jn 16:5-11',
  },
  easter_time_6_wednesday: {
    lectionary: 293,
    first: 'Acts 17:15, 22—18:1',
    psalm: 'Ps 148:1-2, 11-12, 13, 14',
    gospel: 'Jn 16:12-15',
  },
  easter_time_6_thursday: {
    lectionary: 294,
    first: 'Acts 18:1-8',
    psalm: 'Ps 98:1, 2-3ab, 3cd-4',
    gospel: 'Jn 16:16-20',
  },
  easter_time_6_friday: { lectionary: 295, first: 'Acts 18:9-18', psalm: 'Ps 47:2-3, 4-5, 6-7', gospel: 'Jn 16:20-23' },
  easter_time_6_saturday: {
    lectionary: 296,
    first: 'Acts 18:23-28',
    psalm: 'Ps 47:2-3, 8-9, 10',
    gospel: 'Jn 16:23b-28',
  },

  // Easter Time: weekdays of the 7th week
  easter_time_7_monday: {
    lectionary: 297,
    first: 'Acts 19:1-8',
    psalm: 'Ps 68:2-3ab, 4-5acd, 6-7ab',
    gospel: 'Jn 16:29-33',
  },
  easter_time_7_tuesday: {
    lectionary: 298,
    first: 'Acts 20:17-27',
    psalm: 'Ps 68:10-11, 20-21',
    gospel: 'Jn 17:1-11a',
  },
  easter_time_7_wednesday: {
    lectionary: 299,
    first: 'Acts 20:28-38',
    psalm: 'Ps 68:29-30, 33-35a, 35bc-36ab',
    gospel: 'Jn 17:11b-19',
  },
  easter_time_7_thursday: {
    lectionary: 300,
    first: 'Acts 22:30; 23:6-11',
    psalm: 'Ps 16:1-2a and 5, 7-8, 9-10, 11',
    gospel: 'Jn 17:20-26',
  },
  easter_time_7_friday: {
    lectionary: 301,
    first: 'Acts 25:13b-21',
    psalm: 'Ps 103:1-2, 11-12, 19-20ab',
    gospel: 'Jn 21:15-19',
  },
  easter_time_7_saturday: {
    lectionary: 302,
    first: 'Acts 28:16-20, 30-31',
    psalm: 'Ps 11:4, 5 and 7',
    gospel: 'Jn 21:20-25',
  },
};
