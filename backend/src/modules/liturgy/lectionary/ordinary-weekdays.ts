import type { OrdinaryWeekday } from './lectionary.types.js';

/**
 * Weekdays of Ordinary Time, weeks 1 to 34, Monday to Saturday (US Lectionary for Mass,
 * nos. 305-508), keyed by romcal id. The first reading and psalm follow the weekday cycle
 * (Year I in odd years, Year II in even years); the gospel is the same in both. The resolver
 * computes the lectionary number: 305 + 6 * (week - 1) + (0 for Monday .. 5 for Saturday).
 */
export const ORDINARY_WEEKDAYS: Record<string, OrdinaryWeekday> = {
  // Week 1. Year I: Hebrews. Year II: 1 Samuel. Gospel: Mark.
  ordinary_time_1_monday: {
    I: { first: 'Heb 1:1-6', psalm: 'Ps 97:1 and 2b, 6 and 7c, 9' },
    II: { first: '1 Sm 1:1-8', psalm: 'Ps 116:12-13, 14-17, 18-19' },
    gospel: 'Mk 1:14-20',
  },
  ordinary_time_1_tuesday: {
    I: { first: 'Heb 2:5-12', psalm: 'Ps 8:2ab and 5, 6-7, 8-9' },
    II: { first: '1 Sm 1:9-20', psalm: '1 Sm 2:1, 4-5, 6-7, 8abcd' },
    gospel: 'Mk 1:21-28',
  },
  ordinary_time_1_wednesday: {
    I: { first: 'Heb 2:14-18', psalm: 'Ps 105:1-2, 3-4, 6-7, 8-9' },
    II: { first: '1 Sm 3:1-10, 19-20', psalm: 'Ps 40:2 and 5, 7-8a, 8b-9, 10' },
    gospel: 'Mk 1:29-39',
  },
  ordinary_time_1_thursday: {
    I: { first: 'Heb 3:7-14', psalm: 'Ps 95:6-7c, 8-9, 10-11' },
    II: { first: '1 Sm 4:1-11', psalm: 'Ps 44:10-11, 14-15, 24-25' },
    gospel: 'Mk 1:40-45',
  },
  ordinary_time_1_friday: {
    I: { first: 'Heb 4:1-5, 11', psalm: 'Ps 78:3 and 4bc, 6c-7, 8' },
    II: { first: '1 Sm 8:4-7, 10-22a', psalm: 'Ps 89:16-17, 18-19' },
    gospel: 'Mk 2:1-12',
  },
  ordinary_time_1_saturday: {
    I: { first: 'Heb 4:12-16', psalm: 'Ps 19:8, 9, 10, 15' },
    II: { first: '1 Sm 9:1-4, 17-19; 10:1a', psalm: 'Ps 21:2-3, 4-5, 6-7' },
    gospel: 'Mk 2:13-17',
  },
  // Week 2. Year I: Hebrews. Year II: 1 Samuel, 2 Samuel. Gospel: Mark.
  ordinary_time_2_monday: {
    I: { first: 'Heb 5:1-10', psalm: 'Ps 110:1, 2, 3, 4' },
    II: { first: '1 Sm 15:16-23', psalm: 'Ps 50:8-9, 16bc-17, 21 and 23' },
    gospel: 'Mk 2:18-22',
  },
  ordinary_time_2_tuesday: {
    I: { first: 'Heb 6:10-20', psalm: 'Ps 111:1-2, 4-5, 9 and 10c' },
    II: { first: '1 Sm 16:1-13', psalm: 'Ps 89:20, 21-22, 27-28' },
    gospel: 'Mk 2:23-28',
  },
  ordinary_time_2_wednesday: {
    I: { first: 'Heb 7:1-3, 15-17', psalm: 'Ps 110:1, 2, 3, 4' },
    II: { first: '1 Sm 17:32-33, 37, 40-51', psalm: 'Ps 144:1b, 2, 9-10' },
    gospel: 'Mk 3:1-6',
  },
  ordinary_time_2_thursday: {
    I: { first: 'Heb 7:25—8:6', psalm: 'Ps 40:7-8a, 8b-9, 10, 17' },
    II: { first: '1 Sm 18:6-9; 19:1-7', psalm: 'Ps 56:2-3, 9-10a, 10b-11, 12-13' },
    gospel: 'Mk 3:7-12',
  },
  ordinary_time_2_friday: {
    I: { first: 'Heb 8:6-13', psalm: 'Ps 85:8 and 10, 11-12, 13-14' },
    II: { first: '1 Sm 24:3-21', psalm: 'Ps 57:2, 3-4, 6 and 11' },
    gospel: 'Mk 3:13-19',
  },
  ordinary_time_2_saturday: {
    I: { first: 'Heb 9:2-3, 11-14', psalm: 'Ps 47:2-3, 6-7, 8-9' },
    II: { first: '2 Sm 1:1-4, 11-12, 19, 23-27', psalm: 'Ps 80:2-3, 5-7' },
    gospel: 'Mk 3:20-21',
  },
  // Week 3. Year I: Hebrews. Year II: 2 Samuel. Gospel: Mark.
  ordinary_time_3_monday: {
    I: { first: 'Heb 9:15, 24-28', psalm: 'Ps 98:1, 2-3ab, 3cd-4, 5-6' },
    II: { first: '2 Sm 5:1-7, 10', psalm: 'Ps 89:20, 21-22, 25-26' },
    gospel: 'Mk 3:22-30',
  },
  ordinary_time_3_tuesday: {
    I: { first: 'Heb 10:1-10', psalm: 'Ps 40:2 and 4ab, 7-8a, 10, 11' },
    II: { first: '2 Sm 6:12b-15, 17-19', psalm: 'Ps 24:7, 8, 9, 10' },
    gospel: 'Mk 3:31-35',
  },
  ordinary_time_3_wednesday: {
    I: { first: 'Heb 10:11-18', psalm: 'Ps 110:1, 2, 3, 4' },
    II: { first: '2 Sm 7:4-17', psalm: 'Ps 89:4-5, 27-28, 29-30' },
    gospel: 'Mk 4:1-20',
  },
  ordinary_time_3_thursday: {
    I: { first: 'Heb 10:19-25', psalm: 'Ps 24:1-2, 3-4ab, 5-6' },
    II: { first: '2 Sm 7:18-19, 24-29', psalm: 'Ps 132:1-2, 3-5, 11, 12, 13-14' },
    gospel: 'Mk 4:21-25',
  },
  ordinary_time_3_friday: {
    I: { first: 'Heb 10:32-39', psalm: 'Ps 37:3-4, 5-6, 23-24, 39-40' },
    II: { first: '2 Sm 11:1-4a, 5-10a, 13-17', psalm: 'Ps 51:3-4, 5-6a, 6bcd-7, 10-11' },
    gospel: 'Mk 4:26-34',
  },
  ordinary_time_3_saturday: {
    I: { first: 'Heb 11:1-2, 8-19', psalm: 'Lk 1:69-70, 71-72, 73-75' },
    II: { first: '2 Sm 12:1-7a, 10-17', psalm: 'Ps 51:12-13, 14-15, 16-17' },
    gospel: 'Mk 4:35-41',
  },
  // Week 4. Year I: Hebrews. Year II: 2 Samuel, 1 Kings, Sirach. Gospel: Mark.
  ordinary_time_4_monday: {
    I: { first: 'Heb 11:32-40', psalm: 'Ps 31:20, 21, 22, 23, 24' },
    II: { first: '2 Sm 15:13-14, 30; 16:5-13', psalm: 'Ps 3:2-3, 4-5, 6-7' },
    gospel: 'Mk 5:1-20',
  },
  ordinary_time_4_tuesday: {
    I: { first: 'Heb 12:1-4', psalm: 'Ps 22:26b-27, 28 and 30, 31-32' },
    II: { first: '2 Sm 18:9-10, 14b, 24-25a, 30—19:3', psalm: 'Ps 86:1-2, 3-4, 5-6' },
    gospel: 'Mk 5:21-43',
  },
  ordinary_time_4_wednesday: {
    I: { first: 'Heb 12:4-7, 11-15', psalm: 'Ps 103:1-2, 13-14, 17-18a' },
    II: { first: '2 Sm 24:2, 9-17', psalm: 'Ps 32:1-2, 5, 6, 7' },
    gospel: 'Mk 6:1-6',
  },
  ordinary_time_4_thursday: {
    I: { first: 'Heb 12:18-19, 21-24', psalm: 'Ps 48:2-3ab, 3cd-4, 9, 10-11' },
    II: { first: '1 Kgs 2:1-4, 10-12', psalm: '1 Chr 29:10, 11ab, 11d-12a, 12bcd' },
    gospel: 'Mk 6:7-13',
  },
  ordinary_time_4_friday: {
    I: { first: 'Heb 13:1-8', psalm: 'Ps 27:1, 3, 5, 8b-9abc' },
    II: { first: 'Sir 47:2-11', psalm: 'Ps 18:31, 47 and 50, 51' },
    gospel: 'Mk 6:14-29',
  },
  ordinary_time_4_saturday: {
    I: { first: 'Heb 13:15-17, 20-21', psalm: 'Ps 23:1-3a, 3b-4, 5, 6' },
    II: { first: '1 Kgs 3:4-13', psalm: 'Ps 119:9, 10, 11, 12, 13, 14' },
    gospel: 'Mk 6:30-34',
  },
  // Week 5. Year I: Genesis. Year II: 1 Kings. Gospel: Mark.
  ordinary_time_5_monday: {
    I: { first: 'Gn 1:1-19', psalm: 'Ps 104:1-2a, 5-6, 10 and 12, 24 and 35c' },
    II: { first: '1 Kgs 8:1-7, 9-13', psalm: 'Ps 132:6-7, 8-10' },
    gospel: 'Mk 6:53-56',
  },
  ordinary_time_5_tuesday: {
    I: { first: 'Gn 1:20—2:4a', psalm: 'Ps 8:4-5, 6-7, 8-9' },
    II: { first: '1 Kgs 8:22-23, 27-30', psalm: 'Ps 84:3, 4, 5 and 10, 11' },
    gospel: 'Mk 7:1-13',
  },
  ordinary_time_5_wednesday: {
    I: { first: 'Gn 2:4b-9, 15-17', psalm: 'Ps 104:1-2a, 27-28, 29bc-30' },
    II: { first: '1 Kgs 10:1-10', psalm: 'Ps 37:5-6, 30-31, 39-40' },
    gospel: 'Mk 7:14-23',
  },
  ordinary_time_5_thursday: {
    I: { first: 'Gn 2:18-25', psalm: 'Ps 128:1-2, 3, 4-5' },
    II: { first: '1 Kgs 11:4-13', psalm: 'Ps 106:3-4, 35-36, 37 and 40' },
    gospel: 'Mk 7:24-30',
  },
  ordinary_time_5_friday: {
    I: { first: 'Gn 3:1-8', psalm: 'Ps 32:1-2, 5, 6, 7' },
    II: { first: '1 Kgs 11:29-32; 12:19', psalm: 'Ps 81:10-11ab, 12-13, 14-15' },
    gospel: 'Mk 7:31-37',
  },
  ordinary_time_5_saturday: {
    I: { first: 'Gn 3:9-24', psalm: 'Ps 90:2, 3-4abc, 5-6, 12-13' },
    II: { first: '1 Kgs 12:26-32; 13:33-34', psalm: 'Ps 106:6-7ab, 19-20, 21-22' },
    gospel: 'Mk 8:1-10',
  },
  // Week 6. Year I: Genesis, Hebrews. Year II: James. Gospel: Mark.
  ordinary_time_6_monday: {
    I: { first: 'Gn 4:1-15, 25', psalm: 'Ps 50:1 and 8, 16bc-17, 20-21' },
    II: { first: 'Jas 1:1-11', psalm: 'Ps 119:67, 68, 71, 72, 75, 76' },
    gospel: 'Mk 8:11-13',
  },
  ordinary_time_6_tuesday: {
    I: { first: 'Gn 6:5-8; 7:1-5, 10', psalm: 'Ps 29:1a and 2, 3ac-4, 3b and 9c-10' },
    II: { first: 'Jas 1:12-18', psalm: 'Ps 94:12-13a, 14-15, 18-19' },
    gospel: 'Mk 8:14-21',
  },
  ordinary_time_6_wednesday: {
    I: { first: 'Gn 8:6-13, 20-22', psalm: 'Ps 116:12-13, 14-15, 18-19' },
    II: { first: 'Jas 1:19-27', psalm: 'Ps 15:2-3a, 3bc-4ab, 5' },
    gospel: 'Mk 8:22-26',
  },
  ordinary_time_6_thursday: {
    I: { first: 'Gn 9:1-13', psalm: 'Ps 102:16-18, 19-21, 29 and 22-23' },
    II: { first: 'Jas 2:1-9', psalm: 'Ps 34:2-3, 4-5, 6-7' },
    gospel: 'Mk 8:27-33',
  },
  ordinary_time_6_friday: {
    I: { first: 'Gn 11:1-9', psalm: 'Ps 33:10-11, 12-13, 14-15' },
    II: { first: 'Jas 2:14-24, 26', psalm: 'Ps 112:1-2, 3-4, 5-6' },
    gospel: 'Mk 8:34—9:1',
  },
  ordinary_time_6_saturday: {
    I: { first: 'Heb 11:1-7', psalm: 'Ps 145:2-3, 4-5, 10-11' },
    II: { first: 'Jas 3:1-10', psalm: 'Ps 12:2-3, 4-5, 7-8' },
    gospel: 'Mk 9:2-13',
  },
  // Week 7. Year I: Sirach. Year II: James. Gospel: Mark.
  ordinary_time_7_monday: {
    I: { first: 'Sir 1:1-10', psalm: 'Ps 93:1ab, 1cd-2, 5' },
    II: { first: 'Jas 3:13-18', psalm: 'Ps 19:8, 9, 10, 15' },
    gospel: 'Mk 9:14-29',
  },
  ordinary_time_7_tuesday: {
    I: { first: 'Sir 2:1-11', psalm: 'Ps 37:3-4, 18-19, 27-28, 39-40' },
    II: { first: 'Jas 4:1-10', psalm: 'Ps 55:7-8, 9-10a, 10b-11a, 23' },
    gospel: 'Mk 9:30-37',
  },
  ordinary_time_7_wednesday: {
    I: { first: 'Sir 4:11-19', psalm: 'Ps 119:165, 168, 171, 172, 174, 175' },
    II: { first: 'Jas 4:13-17', psalm: 'Ps 49:2-3, 6-7, 8-10, 11' },
    gospel: 'Mk 9:38-40',
  },
  ordinary_time_7_thursday: {
    I: { first: 'Sir 5:1-8', psalm: 'Ps 1:1-2, 3, 4 and 6' },
    II: { first: 'Jas 5:1-6', psalm: 'Ps 49:14-15ab, 15cd-16, 17-18, 19-20' },
    gospel: 'Mk 9:41-50',
  },
  ordinary_time_7_friday: {
    I: { first: 'Sir 6:5-17', psalm: 'Ps 119:12, 16, 18, 27, 34, 35' },
    II: { first: 'Jas 5:9-12', psalm: 'Ps 103:1-2, 3-4, 8-9, 11-12' },
    gospel: 'Mk 10:1-12',
  },
  ordinary_time_7_saturday: {
    I: { first: 'Sir 17:1-15', psalm: 'Ps 103:13-14, 15-16, 17-18' },
    II: { first: 'Jas 5:13-20', psalm: 'Ps 141:1-2, 3 and 8' },
    gospel: 'Mk 10:13-16',
  },
  // Week 8. Year I: Sirach. Year II: 1 Peter, Jude. Gospel: Mark.
  ordinary_time_8_monday: {
    I: { first: 'Sir 17:20-24', psalm: 'Ps 32:1-2, 5, 6, 7' },
    II: { first: '1 Pt 1:3-9', psalm: 'Ps 111:1-2, 5-6, 9 and 10c' },
    gospel: 'Mk 10:17-27',
  },
  ordinary_time_8_tuesday: {
    I: { first: 'Sir 35:1-12', psalm: 'Ps 50:5-6, 7-8, 14 and 23' },
    II: { first: '1 Pt 1:10-16', psalm: 'Ps 98:1, 2-3ab, 3cd-4' },
    gospel: 'Mk 10:28-31',
  },
  ordinary_time_8_wednesday: {
    I: { first: 'Sir 36:1, 4-5a, 10-17', psalm: 'Ps 79:8, 9, 11 and 13' },
    II: { first: '1 Pt 1:18-25', psalm: 'Ps 147:12-13, 14-15, 19-20' },
    gospel: 'Mk 10:32-45',
  },
  ordinary_time_8_thursday: {
    I: { first: 'Sir 42:15-25', psalm: 'Ps 33:2-3, 4-5, 6-7, 8-9' },
    II: { first: '1 Pt 2:2-5, 9-12', psalm: 'Ps 100:2, 3, 4, 5' },
    gospel: 'Mk 10:46-52',
  },
  ordinary_time_8_friday: {
    I: { first: 'Sir 44:1, 9-13', psalm: 'Ps 149:1b-2, 3-4, 5-6a and 9b' },
    II: { first: '1 Pt 4:7-13', psalm: 'Ps 96:10, 11-12, 13' },
    gospel: 'Mk 11:11-26',
  },
  ordinary_time_8_saturday: {
    I: { first: 'Sir 51:12cd-20', psalm: 'Ps 19:8, 9, 10, 11' },
    II: { first: 'Jude 17, 20b-25', psalm: 'Ps 63:2, 3-4, 5-6' },
    gospel: 'Mk 11:27-33',
  },
  // Week 9. Year I: Tobit. Year II: 2 Peter, 2 Timothy. Gospel: Mark.
  ordinary_time_9_monday: {
    I: { first: 'Tb 1:3; 2:1a-8', psalm: 'Ps 112:1b-2, 3b-4, 5-6' },
    II: { first: '2 Pt 1:2-7', psalm: 'Ps 91:1-2, 14-15b, 15c-16' },
    gospel: 'Mk 12:1-12',
  },
  ordinary_time_9_tuesday: {
    I: { first: 'Tb 2:9-14', psalm: 'Ps 112:1-2, 7-8, 9' },
    II: { first: '2 Pt 3:12-15a, 17-18', psalm: 'Ps 90:2, 3-4, 10, 14 and 16' },
    gospel: 'Mk 12:13-17',
  },
  ordinary_time_9_wednesday: {
    I: { first: 'Tb 3:1-11a, 16-17a', psalm: 'Ps 25:2-3, 4-5ab, 6 and 7bc, 8-9' },
    II: { first: '2 Tm 1:1-3, 6-12', psalm: 'Ps 123:1b-2ab, 2cdef' },
    gospel: 'Mk 12:18-27',
  },
  ordinary_time_9_thursday: {
    I: { first: 'Tb 6:10-11; 7:1bcde, 9-17; 8:4-9a', psalm: 'Ps 128:1-2, 3, 4-5' },
    II: { first: '2 Tm 2:8-15', psalm: 'Ps 25:4-5ab, 8-9, 10 and 14' },
    gospel: 'Mk 12:28-34',
  },
  ordinary_time_9_friday: {
    I: { first: 'Tb 11:5-17', psalm: 'Ps 146:1b-2, 6c-7, 8-9a, 9bc-10' },
    II: { first: '2 Tm 3:10-17', psalm: 'Ps 119:157, 160, 161, 165, 166, 168' },
    gospel: 'Mk 12:35-37',
  },
  ordinary_time_9_saturday: {
    I: { first: 'Tb 12:1, 5-15, 20', psalm: 'Tb 13:2, 6efgh, 7, 8' },
    II: { first: '2 Tm 4:1-8', psalm: 'Ps 71:8-9, 14-15ab, 16-17, 22' },
    gospel: 'Mk 12:38-44',
  },
  // Week 10. Year I: 2 Corinthians. Year II: 1 Kings. Gospel: Matthew.
  ordinary_time_10_monday: {
    I: { first: '2 Cor 1:1-7', psalm: 'Ps 34:2-3, 4-5, 6-7, 8-9' },
    II: { first: '1 Kgs 17:1-6', psalm: 'Ps 121:1bc-2, 3-4, 5-6, 7-8' },
    gospel: 'Mt 5:1-12',
  },
  ordinary_time_10_tuesday: {
    I: { first: '2 Cor 1:18-22', psalm: 'Ps 119:129, 130, 131, 132, 133, 135' },
    II: { first: '1 Kgs 17:7-16', psalm: 'Ps 4:2-3, 4-5, 7b-8' },
    gospel: 'Mt 5:13-16',
  },
  ordinary_time_10_wednesday: {
    I: { first: '2 Cor 3:4-11', psalm: 'Ps 99:5, 6, 7, 8, 9' },
    II: { first: '1 Kgs 18:20-39', psalm: 'Ps 16:1b-2ab, 4, 5ab and 8, 11' },
    gospel: 'Mt 5:17-19',
  },
  ordinary_time_10_thursday: {
    I: { first: '2 Cor 3:15—4:1, 3-6', psalm: 'Ps 85:9ab and 10, 11-12, 13-14' },
    II: { first: '1 Kgs 18:41-46', psalm: 'Ps 65:10, 11, 12-13' },
    gospel: 'Mt 5:20-26',
  },
  ordinary_time_10_friday: {
    I: { first: '2 Cor 4:7-15', psalm: 'Ps 116:10-11, 15-16, 17-18' },
    II: { first: '1 Kgs 19:9a, 11-16', psalm: 'Ps 27:7-8a, 8b-9abc, 13-14' },
    gospel: 'Mt 5:27-32',
  },
  ordinary_time_10_saturday: {
    I: { first: '2 Cor 5:14-21', psalm: 'Ps 103:1-2, 3-4, 9-10, 11-12' },
    II: { first: '1 Kgs 19:19-21', psalm: 'Ps 16:1b-2a and 5, 7-8, 9-10' },
    gospel: 'Mt 5:33-37',
  },
  // Week 11. Year I: 2 Corinthians. Year II: Kings, Sirach, Chronicles. Gospel: Matthew.
  ordinary_time_11_monday: {
    I: { first: '2 Cor 6:1-10', psalm: 'Ps 98:1, 2b, 3ab, 3cd-4' },
    II: { first: '1 Kgs 21:1-16', psalm: 'Ps 5:2-3ab, 4b-6a, 6b-7' },
    gospel: 'Mt 5:38-42',
  },
  ordinary_time_11_tuesday: {
    I: { first: '2 Cor 8:1-9', psalm: 'Ps 146:2, 5-6ab, 6c-7, 8-9a' },
    II: { first: '1 Kgs 21:17-29', psalm: 'Ps 51:3-4, 5-6ab, 11 and 16' },
    gospel: 'Mt 5:43-48',
  },
  ordinary_time_11_wednesday: {
    I: { first: '2 Cor 9:6-11', psalm: 'Ps 112:1bc-2, 3-4, 9' },
    II: { first: '2 Kgs 2:1, 6-14', psalm: 'Ps 31:20, 21, 24' },
    gospel: 'Mt 6:1-6, 16-18',
  },
  ordinary_time_11_thursday: {
    I: { first: '2 Cor 11:1-11', psalm: 'Ps 111:1b-2, 3-4, 7-8' },
    II: { first: 'Sir 48:1-14', psalm: 'Ps 97:1-2, 3-4, 5-6, 7' },
    gospel: 'Mt 6:7-15',
  },
  ordinary_time_11_friday: {
    I: { first: '2 Cor 11:18, 21-30', psalm: 'Ps 34:2-3, 4-5, 6-7' },
    II: { first: '2 Kgs 11:1-4, 9-18, 20', psalm: 'Ps 132:11, 12, 13-14, 17-18' },
    gospel: 'Mt 6:19-23',
  },
  ordinary_time_11_saturday: {
    I: { first: '2 Cor 12:1-10', psalm: 'Ps 34:8-9, 10-11, 12-13' },
    II: { first: '2 Chr 24:17-25', psalm: 'Ps 89:4-5, 29-30, 31-32, 33-34' },
    gospel: 'Mt 6:24-34',
  },
  // Week 12. Year I: Genesis. Year II: 2 Kings, Lamentations. Gospel: Matthew.
  ordinary_time_12_monday: {
    I: { first: 'Gn 12:1-9', psalm: 'Ps 33:12-13, 18-19, 20 and 22' },
    II: { first: '2 Kgs 17:5-8, 13-15a, 18', psalm: 'Ps 60:3, 4-5, 12-13' },
    gospel: 'Mt 7:1-5',
  },
  ordinary_time_12_tuesday: {
    I: { first: 'Gn 13:2, 5-18', psalm: 'Ps 15:2-3a, 3bc-4ab, 5' },
    II: { first: '2 Kgs 19:9b-11, 14-21, 31-35a, 36', psalm: 'Ps 48:2-3ab, 3cd-4, 10-11' },
    gospel: 'Mt 7:6, 12-14',
  },
  ordinary_time_12_wednesday: {
    I: { first: 'Gn 15:1-12, 17-18', psalm: 'Ps 105:1-2, 3-4, 6-7, 8-9' },
    II: { first: '2 Kgs 22:8-13; 23:1-3', psalm: 'Ps 119:33, 34, 35, 36, 37, 40' },
    gospel: 'Mt 7:15-20',
  },
  ordinary_time_12_thursday: {
    I: { first: 'Gn 16:1-12, 15-16 or 16:6b-12, 15-16', psalm: 'Ps 106:1b-2, 3-4a, 4b-5' },
    II: { first: '2 Kgs 24:8-17', psalm: 'Ps 79:1b-2, 3-5, 8, 9' },
    gospel: 'Mt 7:21-29',
  },
  ordinary_time_12_friday: {
    I: { first: 'Gn 17:1, 9-10, 15-22', psalm: 'Ps 128:1-2, 3, 4-5' },
    II: { first: '2 Kgs 25:1-12', psalm: 'Ps 137:1-2, 3, 4-5, 6' },
    gospel: 'Mt 8:1-4',
  },
  ordinary_time_12_saturday: {
    I: { first: 'Gn 18:1-15', psalm: 'Lk 1:46-47, 48-49, 50 and 53, 54-55' },
    II: { first: 'Lam 2:2, 10-14, 18-19', psalm: 'Ps 74:1b-2, 3-5, 6-7, 20-21' },
    gospel: 'Mt 8:5-17',
  },
  // Week 13. Year I: Genesis. Year II: Amos. Gospel: Matthew.
  ordinary_time_13_monday: {
    I: { first: 'Gn 18:16-33', psalm: 'Ps 103:1b-2, 3-4, 8-9, 10-11' },
    II: { first: 'Am 2:6-10, 13-16', psalm: 'Ps 50:16bc-17, 18-19, 20-21, 22-23' },
    gospel: 'Mt 8:18-22',
  },
  ordinary_time_13_tuesday: {
    I: { first: 'Gn 19:15-29', psalm: 'Ps 26:2-3, 9-10, 11-12' },
    II: { first: 'Am 3:1-8; 4:11-12', psalm: 'Ps 5:4b-6a, 6b-7, 8' },
    gospel: 'Mt 8:23-27',
  },
  ordinary_time_13_wednesday: {
    I: { first: 'Gn 21:5, 8-20a', psalm: 'Ps 34:7-8, 10-11, 12-13' },
    II: { first: 'Am 5:14-15, 21-24', psalm: 'Ps 50:7, 8-9, 10-11, 12-13, 16bc-17' },
    gospel: 'Mt 8:28-34',
  },
  ordinary_time_13_thursday: {
    I: { first: 'Gn 22:1b-19', psalm: 'Ps 115:1-2, 3-4, 5-6, 8-9' },
    II: { first: 'Am 7:10-17', psalm: 'Ps 19:8, 9, 10, 11' },
    gospel: 'Mt 9:1-8',
  },
  ordinary_time_13_friday: {
    I: { first: 'Gn 23:1-4, 19; 24:1-8, 62-67', psalm: 'Ps 106:1b-2, 3-4a, 4b-5' },
    II: { first: 'Am 8:4-6, 9-12', psalm: 'Ps 119:2, 10, 20, 30, 40, 131' },
    gospel: 'Mt 9:9-13',
  },
  ordinary_time_13_saturday: {
    I: { first: 'Gn 27:1-5, 15-29', psalm: 'Ps 135:1b-2, 3-4, 5-6' },
    II: { first: 'Am 9:11-15', psalm: 'Ps 85:9ab and 10, 11-12, 13-14' },
    gospel: 'Mt 9:14-17',
  },
  // Week 14. Year I: Genesis. Year II: Hosea, Isaiah. Gospel: Matthew.
  ordinary_time_14_monday: {
    I: { first: 'Gn 28:10-22a', psalm: 'Ps 91:1-2, 3-4, 14-15ab' },
    II: { first: 'Hos 2:16, 17b-18, 21-22', psalm: 'Ps 145:2-3, 4-5, 6-7, 8-9' },
    gospel: 'Mt 9:18-26',
  },
  ordinary_time_14_tuesday: {
    I: { first: 'Gn 32:23-33', psalm: 'Ps 17:1b, 2-3, 6-7ab, 8b and 15' },
    II: { first: 'Hos 8:4-7, 11-13', psalm: 'Ps 115:3-4, 5-6, 7ab-8, 9-10' },
    gospel: 'Mt 9:32-38',
  },
  ordinary_time_14_wednesday: {
    I: { first: 'Gn 41:55-57; 42:5-7a, 17-24a', psalm: 'Ps 33:2-3, 10-11, 18-19' },
    II: { first: 'Hos 10:1-3, 7-8, 12', psalm: 'Ps 105:2-3, 4-5, 6-7' },
    gospel: 'Mt 10:1-7',
  },
  ordinary_time_14_thursday: {
    I: { first: 'Gn 44:18-21, 23b-29; 45:1-5', psalm: 'Ps 105:16-17, 18-19, 20-21' },
    II: { first: 'Hos 11:1-4, 8e-9', psalm: 'Ps 80:2ac and 3b, 15-16' },
    gospel: 'Mt 10:7-15',
  },
  ordinary_time_14_friday: {
    I: { first: 'Gn 46:1-7, 28-30', psalm: 'Ps 37:3-4, 18-19, 27-28, 39-40' },
    II: { first: 'Hos 14:2-10', psalm: 'Ps 51:3-4, 8-9, 12-13, 14 and 17' },
    gospel: 'Mt 10:16-23',
  },
  ordinary_time_14_saturday: {
    I: { first: 'Gn 49:29-32; 50:15-26a', psalm: 'Ps 105:1-2, 3-4, 6-7' },
    II: { first: 'Is 6:1-8', psalm: 'Ps 93:1ab, 1cd-2, 5' },
    gospel: 'Mt 10:24-33',
  },
  // Week 15. Year I: Exodus. Year II: Isaiah, Micah. Gospel: Matthew.
  ordinary_time_15_monday: {
    I: { first: 'Ex 1:8-14, 22', psalm: 'Ps 124:1b-3, 4-6, 7-8' },
    II: { first: 'Is 1:10-17', psalm: 'Ps 50:8-9, 16bc-17, 21 and 23' },
    gospel: 'Mt 10:34—11:1',
  },
  ordinary_time_15_tuesday: {
    I: { first: 'Ex 2:1-15a', psalm: 'Ps 69:3, 14, 30-31, 33-34' },
    II: { first: 'Is 7:1-9', psalm: 'Ps 48:2-3a, 3b-4, 5-6, 7-8' },
    gospel: 'Mt 11:20-24',
  },
  ordinary_time_15_wednesday: {
    I: { first: 'Ex 3:1-6, 9-12', psalm: 'Ps 103:1b-2, 3-4, 6-7' },
    II: { first: 'Is 10:5-7, 13b-16', psalm: 'Ps 94:5-6, 7-8, 9-10, 14-15' },
    gospel: 'Mt 11:25-27',
  },
  ordinary_time_15_thursday: {
    I: { first: 'Ex 3:13-20', psalm: 'Ps 105:1 and 5, 8-9, 24-25, 26-27' },
    II: { first: 'Is 26:7-9, 12, 16-19', psalm: 'Ps 102:13-14ab and 15, 16-18, 19-21' },
    gospel: 'Mt 11:28-30',
  },
  ordinary_time_15_friday: {
    I: { first: 'Ex 11:10—12:14', psalm: 'Ps 116:12-13, 15 and 16bc, 17-18' },
    II: { first: 'Is 38:1-6, 21-22, 7-8', psalm: 'Is 38:10, 11, 12abcd, 16' },
    gospel: 'Mt 12:1-8',
  },
  ordinary_time_15_saturday: {
    I: { first: 'Ex 12:37-42', psalm: 'Ps 136:1 and 23-24, 10-12, 13-15' },
    II: { first: 'Mi 2:1-5', psalm: 'Ps 10:1-2, 3-4, 7-8, 14' },
    gospel: 'Mt 12:14-21',
  },
  // Week 16. Year I: Exodus. Year II: Micah, Jeremiah. Gospel: Matthew.
  ordinary_time_16_monday: {
    I: { first: 'Ex 14:5-18', psalm: 'Ex 15:1bc-2, 3-4, 5-6' },
    II: { first: 'Mi 6:1-4, 6-8', psalm: 'Ps 50:5-6, 8-9, 16bc-17, 21 and 23' },
    gospel: 'Mt 12:38-42',
  },
  ordinary_time_16_tuesday: {
    I: { first: 'Ex 14:21—15:1', psalm: 'Ex 15:8-9, 10 and 12, 17' },
    II: { first: 'Mi 7:14-15, 18-20', psalm: 'Ps 85:2-4, 5-6, 7-8' },
    gospel: 'Mt 12:46-50',
  },
  ordinary_time_16_wednesday: {
    I: { first: 'Ex 16:1-5, 9-15', psalm: 'Ps 78:18-19, 23-24, 25-26, 27-28' },
    II: { first: 'Jer 1:1, 4-10', psalm: 'Ps 71:1-2, 3-4a, 5-6ab, 15ab and 17' },
    gospel: 'Mt 13:1-9',
  },
  ordinary_time_16_thursday: {
    I: { first: 'Ex 19:1-2, 9-11, 16-20b', psalm: 'Dn 3:52, 53, 54, 55, 56' },
    II: { first: 'Jer 2:1-3, 7-8, 12-13', psalm: 'Ps 36:6-7ab, 8-9, 10-11' },
    gospel: 'Mt 13:10-17',
  },
  ordinary_time_16_friday: {
    I: { first: 'Ex 20:1-17', psalm: 'Ps 19:8, 9, 10, 11' },
    II: { first: 'Jer 3:14-17', psalm: 'Jer 31:10, 11-12abcd, 13' },
    gospel: 'Mt 13:18-23',
  },
  ordinary_time_16_saturday: {
    I: { first: 'Ex 24:3-8', psalm: 'Ps 50:1b-2, 5-6, 14-15' },
    II: { first: 'Jer 7:1-11', psalm: 'Ps 84:3, 4, 5-6a and 8a, 11' },
    gospel: 'Mt 13:24-30',
  },
  // Week 17. Year I: Exodus, Leviticus. Year II: Jeremiah. Gospel: Matthew.
  ordinary_time_17_monday: {
    I: { first: 'Ex 32:15-24, 30-34', psalm: 'Ps 106:19-20, 21-22, 23' },
    II: { first: 'Jer 13:1-11', psalm: 'Dt 32:18-19, 20, 21' },
    gospel: 'Mt 13:31-35',
  },
  ordinary_time_17_tuesday: {
    I: { first: 'Ex 33:7-11; 34:5b-9, 28', psalm: 'Ps 103:6-7, 8-9, 10-11, 12-13' },
    II: { first: 'Jer 14:17-22', psalm: 'Ps 79:8, 9, 11 and 13' },
    gospel: 'Mt 13:36-43',
  },
  ordinary_time_17_wednesday: {
    I: { first: 'Ex 34:29-35', psalm: 'Ps 99:5, 6, 7, 9' },
    II: { first: 'Jer 15:10, 16-21', psalm: 'Ps 59:2-3, 4, 10-11, 17, 18' },
    gospel: 'Mt 13:44-46',
  },
  ordinary_time_17_thursday: {
    I: { first: 'Ex 40:16-21, 34-38', psalm: 'Ps 84:3, 4, 5-6a and 8a, 11' },
    II: { first: 'Jer 18:1-6', psalm: 'Ps 146:1b-2, 3-4, 5-6ab' },
    gospel: 'Mt 13:47-53',
  },
  ordinary_time_17_friday: {
    I: { first: 'Lv 23:1, 4-11, 15-16, 27, 34b-37', psalm: 'Ps 81:3-4, 5-6, 10-11ab' },
    II: { first: 'Jer 26:1-9', psalm: 'Ps 69:5, 8-10, 14' },
    gospel: 'Mt 13:54-58',
  },
  ordinary_time_17_saturday: {
    I: { first: 'Lv 25:1, 8-17', psalm: 'Ps 67:2-3, 5, 7-8' },
    II: { first: 'Jer 26:11-16, 24', psalm: 'Ps 69:15-16, 30-31, 33-34' },
    gospel: 'Mt 14:1-12',
  },
  // Week 18. Year I: Numbers, Deuteronomy. Year II: Jeremiah, Nahum, Habakkuk. Gospel: Matthew.
  // The gospel alternatives on Monday and Tuesday are for Year A, when Sunday has read
  // Mt 14:13-21: Monday then reads Mt 14:22-36 and Tuesday Mt 15:1-2, 10-14.
  ordinary_time_18_monday: {
    I: { first: 'Nm 11:4b-15', psalm: 'Ps 81:12-13, 14-15, 16-17' },
    II: { first: 'Jer 28:1-17', psalm: 'Ps 119:29, 43, 79, 80, 95, 102' },
    gospel: 'Mt 14:13-21',
    gospelAfterItsSunday: 'Mt 14:22-36',
  },
  ordinary_time_18_tuesday: {
    I: { first: 'Nm 12:1-13', psalm: 'Ps 51:3-4, 5-6ab, 6cd-7, 12-13' },
    II: { first: 'Jer 30:1-2, 12-15, 18-22', psalm: 'Ps 102:16-18, 19-21, 29 and 22-23' },
    gospel: 'Mt 14:22-36',
    gospelAfterItsSunday: 'Mt 15:1-2, 10-14',
  },
  ordinary_time_18_wednesday: {
    I: { first: 'Nm 13:1-2, 25—14:1, 26-29a, 34-35', psalm: 'Ps 106:6-7ab, 13-14, 21-22, 23' },
    II: { first: 'Jer 31:1-7', psalm: 'Jer 31:10, 11-12ab, 13' },
    gospel: 'Mt 15:21-28',
  },
  ordinary_time_18_thursday: {
    I: { first: 'Nm 20:1-13', psalm: 'Ps 95:1-2, 6-7, 8-9' },
    II: { first: 'Jer 31:31-34', psalm: 'Ps 51:12-13, 14-15, 18-19' },
    gospel: 'Mt 16:13-23',
  },
  ordinary_time_18_friday: {
    I: { first: 'Dt 4:32-40', psalm: 'Ps 77:12-13, 14-15, 16 and 21' },
    II: { first: 'Na 2:1, 3; 3:1-3, 6-7', psalm: 'Dt 32:35cd-36ab, 39abcd, 41' },
    gospel: 'Mt 16:24-28',
  },
  ordinary_time_18_saturday: {
    I: { first: 'Dt 6:4-13', psalm: 'Ps 18:2-3a, 3bc-4, 47 and 51' },
    II: { first: 'Hb 1:12—2:4', psalm: 'Ps 9:8-9, 10-11, 12-13' },
    gospel: 'Mt 17:14-20',
  },
  // Week 19. Year I: Deuteronomy, Joshua. Year II: Ezekiel. Gospel: Matthew.
  ordinary_time_19_monday: {
    I: { first: 'Dt 10:12-22', psalm: 'Ps 147:12-13, 14-15, 19-20' },
    II: { first: 'Ez 1:2-5, 24-28c', psalm: 'Ps 148:1-2, 11-12, 13, 14' },
    gospel: 'Mt 17:22-27',
  },
  ordinary_time_19_tuesday: {
    I: { first: 'Dt 31:1-8', psalm: 'Dt 32:3-4ab, 7, 8, 9 and 12' },
    II: { first: 'Ez 2:8—3:4', psalm: 'Ps 119:14, 24, 72, 103, 111, 131' },
    gospel: 'Mt 18:1-5, 10, 12-14',
  },
  ordinary_time_19_wednesday: {
    I: { first: 'Dt 34:1-12', psalm: 'Ps 66:1-3a, 5 and 8, 16-17' },
    II: { first: 'Ez 9:1-7; 10:18-22', psalm: 'Ps 113:1-2, 3-4, 5-6' },
    gospel: 'Mt 18:15-20',
  },
  ordinary_time_19_thursday: {
    I: { first: 'Jos 3:7-10a, 11, 13-17', psalm: 'Ps 114:1-2, 3-4, 5-6' },
    II: { first: 'Ez 12:1-12', psalm: 'Ps 78:56-57, 58-59, 61-62' },
    gospel: 'Mt 18:21—19:1',
  },
  ordinary_time_19_friday: {
    I: { first: 'Jos 24:1-13', psalm: 'Ps 136:1-3, 16-18, 21-22 and 24' },
    II: { first: 'Ez 16:1-15, 60, 63 or 16:59-63', psalm: 'Is 12:2-3, 4bcd, 5-6' },
    gospel: 'Mt 19:3-12',
  },
  ordinary_time_19_saturday: {
    I: { first: 'Jos 24:14-29', psalm: 'Ps 16:1-2a and 5, 7-8, 11' },
    II: { first: 'Ez 18:1-10, 13b, 30-32', psalm: 'Ps 51:12-13, 14-15, 18-19' },
    gospel: 'Mt 19:13-15',
  },
  // Week 20. Year I: Judges, Ruth. Year II: Ezekiel. Gospel: Matthew.
  ordinary_time_20_monday: {
    I: { first: 'Jgs 2:11-19', psalm: 'Ps 106:34-35, 36-37, 39-40, 43ab and 44' },
    II: { first: 'Ez 24:15-23', psalm: 'Dt 32:18-19, 20, 21' },
    gospel: 'Mt 19:16-22',
  },
  ordinary_time_20_tuesday: {
    I: { first: 'Jgs 6:11-24a', psalm: 'Ps 85:9, 11-12, 13-14' },
    II: { first: 'Ez 28:1-10', psalm: 'Dt 32:26-27ab, 27cd-28, 30, 35cd-36ab' },
    gospel: 'Mt 19:23-30',
  },
  ordinary_time_20_wednesday: {
    I: { first: 'Jgs 9:6-15', psalm: 'Ps 21:2-3, 4-5, 6-7' },
    II: { first: 'Ez 34:1-11', psalm: 'Ps 23:1-3a, 3b-4, 5, 6' },
    gospel: 'Mt 20:1-16',
  },
  ordinary_time_20_thursday: {
    I: { first: 'Jgs 11:29-39a', psalm: 'Ps 40:5, 7-8a, 8b-9, 10' },
    II: { first: 'Ez 36:23-28', psalm: 'Ps 51:12-13, 14-15, 18-19' },
    gospel: 'Mt 22:1-14',
  },
  ordinary_time_20_friday: {
    I: { first: 'Ru 1:1, 3-6, 14b-16, 22', psalm: 'Ps 146:5-6ab, 6c-7, 8-9a, 9bc-10' },
    II: { first: 'Ez 37:1-14', psalm: 'Ps 107:2-3, 4-5, 6-7, 8-9' },
    gospel: 'Mt 22:34-40',
  },
  ordinary_time_20_saturday: {
    I: { first: 'Ru 2:1-3, 8-11; 4:13-17', psalm: 'Ps 128:1b-2, 3, 4, 5' },
    II: { first: 'Ez 43:1-7ab', psalm: 'Ps 85:9ab and 10, 11-12, 13-14' },
    gospel: 'Mt 23:1-12',
  },
  // Week 21. Year I: 1 Thessalonians. Year II: 2 Thessalonians, 1 Corinthians. Gospel: Matthew.
  ordinary_time_21_monday: {
    I: { first: '1 Thes 1:1-5, 8b-10', psalm: 'Ps 149:1b-2, 3-4, 5-6a and 9b' },
    II: { first: '2 Thes 1:1-5, 11-12', psalm: 'Ps 96:1-2a, 2b-3, 4-5' },
    gospel: 'Mt 23:13-22',
  },
  ordinary_time_21_tuesday: {
    I: { first: '1 Thes 2:1-8', psalm: 'Ps 139:1-3, 4-6' },
    II: { first: '2 Thes 2:1-3a, 14-17', psalm: 'Ps 96:10, 11-12, 13' },
    gospel: 'Mt 23:23-26',
  },
  ordinary_time_21_wednesday: {
    I: { first: '1 Thes 2:9-13', psalm: 'Ps 139:7-8, 9-10, 11-12ab' },
    II: { first: '2 Thes 3:6-10, 16-18', psalm: 'Ps 128:1-2, 4-5' },
    gospel: 'Mt 23:27-32',
  },
  ordinary_time_21_thursday: {
    I: { first: '1 Thes 3:7-13', psalm: 'Ps 90:3-5a, 12-13, 14 and 17' },
    II: { first: '1 Cor 1:1-9', psalm: 'Ps 145:2-3, 4-5, 6-7' },
    gospel: 'Mt 24:42-51',
  },
  ordinary_time_21_friday: {
    I: { first: '1 Thes 4:1-8', psalm: 'Ps 97:1 and 2b, 5-6, 10, 11-12' },
    II: { first: '1 Cor 1:17-25', psalm: 'Ps 33:1-2, 4-5, 10-11' },
    gospel: 'Mt 25:1-13',
  },
  ordinary_time_21_saturday: {
    I: { first: '1 Thes 4:9-11', psalm: 'Ps 98:1, 7-8, 9' },
    II: { first: '1 Cor 1:26-31', psalm: 'Ps 33:12-13, 18-19, 20-21' },
    gospel: 'Mt 25:14-30',
  },
  // Week 22. Year I: 1 Thessalonians, Colossians. Year II: 1 Corinthians. Gospel: Luke.
  ordinary_time_22_monday: {
    I: { first: '1 Thes 4:13-18', psalm: 'Ps 96:1 and 3, 4-5, 11-12, 13' },
    II: { first: '1 Cor 2:1-5', psalm: 'Ps 119:97, 98, 99, 100, 101, 102' },
    gospel: 'Lk 4:16-30',
  },
  ordinary_time_22_tuesday: {
    I: { first: '1 Thes 5:1-6, 9-11', psalm: 'Ps 27:1, 4, 13-14' },
    II: { first: '1 Cor 2:10b-16', psalm: 'Ps 145:8-9, 10-11, 12-13ab, 13cd-14' },
    gospel: 'Lk 4:31-37',
  },
  ordinary_time_22_wednesday: {
    I: { first: 'Col 1:1-8', psalm: 'Ps 52:10, 11' },
    II: { first: '1 Cor 3:1-9', psalm: 'Ps 33:12-13, 14-15, 20-21' },
    gospel: 'Lk 4:38-44',
  },
  ordinary_time_22_thursday: {
    I: { first: 'Col 1:9-14', psalm: 'Ps 98:2-3ab, 3cd-4, 5-6' },
    II: { first: '1 Cor 3:18-23', psalm: 'Ps 24:1bc-2, 3-4ab, 5-6' },
    gospel: 'Lk 5:1-11',
  },
  ordinary_time_22_friday: {
    I: { first: 'Col 1:15-20', psalm: 'Ps 100:1b-2, 3, 4, 5' },
    II: { first: '1 Cor 4:1-5', psalm: 'Ps 37:3-4, 5-6, 27-28, 39-40' },
    gospel: 'Lk 5:33-39',
  },
  ordinary_time_22_saturday: {
    I: { first: 'Col 1:21-23', psalm: 'Ps 54:3-4, 6 and 8' },
    II: { first: '1 Cor 4:6b-15', psalm: 'Ps 145:17-18, 19-20, 21' },
    gospel: 'Lk 6:1-5',
  },
  // Week 23. Year I: Colossians, 1 Timothy. Year II: 1 Corinthians. Gospel: Luke.
  ordinary_time_23_monday: {
    I: { first: 'Col 1:24—2:3', psalm: 'Ps 62:6-7, 9' },
    II: { first: '1 Cor 5:1-8', psalm: 'Ps 5:5-6, 7, 12' },
    gospel: 'Lk 6:6-11',
  },
  ordinary_time_23_tuesday: {
    I: { first: 'Col 2:6-15', psalm: 'Ps 145:1b-2, 8-9, 10-11' },
    II: { first: '1 Cor 6:1-11', psalm: 'Ps 149:1b-2, 3-4, 5-6a and 9b' },
    gospel: 'Lk 6:12-19',
  },
  ordinary_time_23_wednesday: {
    I: { first: 'Col 3:1-11', psalm: 'Ps 145:2-3, 10-11, 12-13ab' },
    II: { first: '1 Cor 7:25-31', psalm: 'Ps 45:11-12, 14-15, 16-17' },
    gospel: 'Lk 6:20-26',
  },
  ordinary_time_23_thursday: {
    I: { first: 'Col 3:12-17', psalm: 'Ps 150:1b-2, 3-4, 5-6' },
    II: { first: '1 Cor 8:1b-7, 11-13', psalm: 'Ps 139:1b-3, 13-14ab, 23-24' },
    gospel: 'Lk 6:27-38',
  },
  ordinary_time_23_friday: {
    I: { first: '1 Tm 1:1-2, 12-14', psalm: 'Ps 16:1b-2a and 5, 7-8, 11' },
    II: { first: '1 Cor 9:16-19, 22b-27', psalm: 'Ps 84:3, 4, 5-6, 12' },
    gospel: 'Lk 6:39-42',
  },
  ordinary_time_23_saturday: {
    I: { first: '1 Tm 1:15-17', psalm: 'Ps 113:1b-2, 3-4, 5a and 6-7' },
    II: { first: '1 Cor 10:14-22', psalm: 'Ps 116:12-13, 17-18' },
    gospel: 'Lk 6:43-49',
  },
  // Week 24. Year I: 1 Timothy. Year II: 1 Corinthians. Gospel: Luke.
  ordinary_time_24_monday: {
    I: { first: '1 Tm 2:1-8', psalm: 'Ps 28:2, 7, 8-9' },
    II: { first: '1 Cor 11:17-26, 33', psalm: 'Ps 40:7-8a, 8b-9, 10, 17' },
    gospel: 'Lk 7:1-10',
  },
  ordinary_time_24_tuesday: {
    I: { first: '1 Tm 3:1-13', psalm: 'Ps 101:1b-2ab, 2cd-3ab, 5, 6' },
    II: { first: '1 Cor 12:12-14, 27-31a', psalm: 'Ps 100:1b-2, 3, 4, 5' },
    gospel: 'Lk 7:11-17',
  },
  ordinary_time_24_wednesday: {
    I: { first: '1 Tm 3:14-16', psalm: 'Ps 111:1-2, 3-4, 5-6' },
    II: { first: '1 Cor 12:31—13:13', psalm: 'Ps 33:2-3, 4-5, 12 and 22' },
    gospel: 'Lk 7:31-35',
  },
  ordinary_time_24_thursday: {
    I: { first: '1 Tm 4:12-16', psalm: 'Ps 111:7-8, 9, 10' },
    II: { first: '1 Cor 15:1-11', psalm: 'Ps 118:1b-2, 16ab-17, 28' },
    gospel: 'Lk 7:36-50',
  },
  ordinary_time_24_friday: {
    I: { first: '1 Tm 6:2c-12', psalm: 'Ps 49:6-7, 8-10, 17-18, 19-20' },
    II: { first: '1 Cor 15:12-20', psalm: 'Ps 17:1bcd, 6-7, 8b and 15' },
    gospel: 'Lk 8:1-3',
  },
  ordinary_time_24_saturday: {
    I: { first: '1 Tm 6:13-16', psalm: 'Ps 100:1b-2, 3, 4, 5' },
    II: { first: '1 Cor 15:35-37, 42-49', psalm: 'Ps 56:10c-12, 13-14' },
    gospel: 'Lk 8:4-15',
  },
  // Week 25. Year I: Ezra, Haggai, Zechariah. Year II: Proverbs, Ecclesiastes. Gospel: Luke.
  ordinary_time_25_monday: {
    I: { first: 'Ezr 1:1-6', psalm: 'Ps 126:1b-2ab, 2cd-3, 4-5, 6' },
    II: { first: 'Prv 3:27-34', psalm: 'Ps 15:2-3a, 3bc-4ab, 5' },
    gospel: 'Lk 8:16-18',
  },
  ordinary_time_25_tuesday: {
    I: { first: 'Ezr 6:7-8, 12b, 14-20', psalm: 'Ps 122:1-2, 3-4ab, 4cd-5' },
    II: { first: 'Prv 21:1-6, 10-13', psalm: 'Ps 119:1, 27, 30, 34, 35, 44' },
    gospel: 'Lk 8:19-21',
  },
  ordinary_time_25_wednesday: {
    I: { first: 'Ezr 9:5-9', psalm: 'Tb 13:2, 3-4a, 4befghn, 7-8' },
    II: { first: 'Prv 30:5-9', psalm: 'Ps 119:29, 72, 89, 101, 104, 163' },
    gospel: 'Lk 9:1-6',
  },
  ordinary_time_25_thursday: {
    I: { first: 'Hg 1:1-8', psalm: 'Ps 149:1b-2, 3-4, 5-6a and 9b' },
    II: { first: 'Eccl 1:2-11', psalm: 'Ps 90:3-4, 5-6, 12-13, 14 and 17bc' },
    gospel: 'Lk 9:7-9',
  },
  ordinary_time_25_friday: {
    I: { first: 'Hg 2:1-9', psalm: 'Ps 43:1, 2, 3, 4' },
    II: { first: 'Eccl 3:1-11', psalm: 'Ps 144:1b and 2abc, 3-4' },
    gospel: 'Lk 9:18-22',
  },
  ordinary_time_25_saturday: {
    I: { first: 'Zec 2:5-9, 14-15a', psalm: 'Jer 31:10, 11-12ab, 13' },
    II: { first: 'Eccl 11:9—12:8', psalm: 'Ps 90:3-4, 5-6, 12-13, 14 and 17' },
    gospel: 'Lk 9:43b-45',
  },
  // Week 26. Year I: Zechariah, Nehemiah, Baruch. Year II: Job. Gospel: Luke.
  ordinary_time_26_monday: {
    I: { first: 'Zec 8:1-8', psalm: 'Ps 102:16-18, 19-21, 29 and 22-23' },
    II: { first: 'Jb 1:6-22', psalm: 'Ps 17:1bcd, 2-3, 6-7' },
    gospel: 'Lk 9:46-50',
  },
  ordinary_time_26_tuesday: {
    I: { first: 'Zec 8:20-23', psalm: 'Ps 87:1b-3, 4-5, 6-7' },
    II: { first: 'Jb 3:1-3, 11-17, 20-23', psalm: 'Ps 88:2-3, 4-5, 6, 7-8' },
    gospel: 'Lk 9:51-56',
  },
  ordinary_time_26_wednesday: {
    I: { first: 'Neh 2:1-8', psalm: 'Ps 137:1-2, 3, 4-5, 6' },
    II: { first: 'Jb 9:1-12, 14-16', psalm: 'Ps 88:10bc-11, 12-13, 14-15' },
    gospel: 'Lk 9:57-62',
  },
  ordinary_time_26_thursday: {
    I: { first: 'Neh 8:1-4a, 5-6, 7b-12', psalm: 'Ps 19:8, 9, 10, 11' },
    II: { first: 'Jb 19:21-27', psalm: 'Ps 27:7-8a, 8b-9abc, 13-14' },
    gospel: 'Lk 10:1-12',
  },
  ordinary_time_26_friday: {
    I: { first: 'Bar 1:15-22', psalm: 'Ps 79:1b-2, 3-5, 8, 9' },
    II: { first: 'Jb 38:1, 12-21; 40:3-5', psalm: 'Ps 139:1-3, 7-8, 9-10, 13-14ab' },
    gospel: 'Lk 10:13-16',
  },
  ordinary_time_26_saturday: {
    I: { first: 'Bar 4:5-12, 27-29', psalm: 'Ps 69:33-35, 36-37' },
    II: { first: 'Jb 42:1-3, 5-6, 12-17', psalm: 'Ps 119:66, 71, 75, 91, 125, 130' },
    gospel: 'Lk 10:17-24',
  },
  // Week 27. Year I: Jonah, Malachi, Joel. Year II: Galatians. Gospel: Luke.
  ordinary_time_27_monday: {
    I: { first: 'Jon 1:1—2:2, 11', psalm: 'Jon 2:3, 4, 5, 8' },
    II: { first: 'Gal 1:6-12', psalm: 'Ps 111:1b-2, 7-8, 9 and 10c' },
    gospel: 'Lk 10:25-37',
  },
  ordinary_time_27_tuesday: {
    I: { first: 'Jon 3:1-10', psalm: 'Ps 130:1b-2, 3-4ab, 7-8' },
    II: { first: 'Gal 1:13-24', psalm: 'Ps 139:1b-3, 13-14ab, 14c-15' },
    gospel: 'Lk 10:38-42',
  },
  ordinary_time_27_wednesday: {
    I: { first: 'Jon 4:1-11', psalm: 'Ps 86:3-4, 5-6, 9-10' },
    II: { first: 'Gal 2:1-2, 7-14', psalm: 'Ps 117:1bc, 2' },
    gospel: 'Lk 11:1-4',
  },
  ordinary_time_27_thursday: {
    I: { first: 'Mal 3:13-20b', psalm: 'Ps 1:1-2, 3, 4 and 6' },
    II: { first: 'Gal 3:1-5', psalm: 'Lk 1:69-70, 71-72, 73-75' },
    gospel: 'Lk 11:5-13',
  },
  ordinary_time_27_friday: {
    I: { first: 'Jl 1:13-15; 2:1-2', psalm: 'Ps 9:2-3, 6 and 16, 8-9' },
    II: { first: 'Gal 3:7-14', psalm: 'Ps 111:1b-2, 3-4, 5-6' },
    gospel: 'Lk 11:15-26',
  },
  ordinary_time_27_saturday: {
    I: { first: 'Jl 4:12-21', psalm: 'Ps 97:1-2, 5-6, 11-12' },
    II: { first: 'Gal 3:22-29', psalm: 'Ps 105:2-3, 4-5, 6-7' },
    gospel: 'Lk 11:27-28',
  },
  // Week 28. Year I: Romans. Year II: Galatians, Ephesians. Gospel: Luke.
  ordinary_time_28_monday: {
    I: { first: 'Rom 1:1-7', psalm: 'Ps 98:1bcde, 2-3ab, 3cd-4' },
    II: { first: 'Gal 4:22-24, 26-27, 31—5:1', psalm: 'Ps 113:1b-2, 3-4, 5a and 6-7' },
    gospel: 'Lk 11:29-32',
  },
  ordinary_time_28_tuesday: {
    I: { first: 'Rom 1:16-25', psalm: 'Ps 19:2-3, 4-5' },
    II: { first: 'Gal 5:1-6', psalm: 'Ps 119:41, 43, 44, 45, 47, 48' },
    gospel: 'Lk 11:37-41',
  },
  ordinary_time_28_wednesday: {
    I: { first: 'Rom 2:1-11', psalm: 'Ps 62:2-3, 6-7, 9' },
    II: { first: 'Gal 5:18-25', psalm: 'Ps 1:1-2, 3, 4 and 6' },
    gospel: 'Lk 11:42-46',
  },
  ordinary_time_28_thursday: {
    I: { first: 'Rom 3:21-30', psalm: 'Ps 130:1b-2, 3-4, 5-6ab' },
    II: { first: 'Eph 1:1-10', psalm: 'Ps 98:1, 2-3ab, 3cd-4, 5-6' },
    gospel: 'Lk 11:47-54',
  },
  ordinary_time_28_friday: {
    I: { first: 'Rom 4:1-8', psalm: 'Ps 32:1b-2, 5, 11' },
    II: { first: 'Eph 1:11-14', psalm: 'Ps 33:1-2, 4-5, 12-13' },
    gospel: 'Lk 12:1-7',
  },
  ordinary_time_28_saturday: {
    I: { first: 'Rom 4:13, 16-18', psalm: 'Ps 105:6-7, 8-9, 42-43' },
    II: { first: 'Eph 1:15-23', psalm: 'Ps 8:2-3ab, 4-5, 6-7' },
    gospel: 'Lk 12:8-12',
  },
  // Week 29. Year I: Romans. Year II: Ephesians. Gospel: Luke.
  ordinary_time_29_monday: {
    I: { first: 'Rom 4:20-25', psalm: 'Lk 1:69-70, 71-72, 73-75' },
    II: { first: 'Eph 2:1-10', psalm: 'Ps 100:1b-2, 3, 4ab, 4c-5' },
    gospel: 'Lk 12:13-21',
  },
  ordinary_time_29_tuesday: {
    I: { first: 'Rom 5:12, 15b, 17-19, 20b-21', psalm: 'Ps 40:7-8a, 8b-9, 10, 17' },
    II: { first: 'Eph 2:12-22', psalm: 'Ps 85:9ab-10, 11-12, 13-14' },
    gospel: 'Lk 12:35-38',
  },
  ordinary_time_29_wednesday: {
    I: { first: 'Rom 6:12-18', psalm: 'Ps 124:1b-3, 4-6, 7-8' },
    II: { first: 'Eph 3:2-12', psalm: 'Is 12:2-3, 4bcd, 5-6' },
    gospel: 'Lk 12:39-48',
  },
  ordinary_time_29_thursday: {
    I: { first: 'Rom 6:19-23', psalm: 'Ps 1:1-2, 3, 4 and 6' },
    II: { first: 'Eph 3:14-21', psalm: 'Ps 33:1-2, 4-5, 11-12, 18-19' },
    gospel: 'Lk 12:49-53',
  },
  ordinary_time_29_friday: {
    I: { first: 'Rom 7:18-25a', psalm: 'Ps 119:66, 68, 76, 77, 93, 94' },
    II: { first: 'Eph 4:1-6', psalm: 'Ps 24:1-2, 3-4ab, 5-6' },
    gospel: 'Lk 12:54-59',
  },
  ordinary_time_29_saturday: {
    I: { first: 'Rom 8:1-11', psalm: 'Ps 24:1b-2, 3-4ab, 5-6' },
    II: { first: 'Eph 4:7-16', psalm: 'Ps 122:1-2, 3-4ab, 4cd-5' },
    gospel: 'Lk 13:1-9',
  },
  // Week 30. Year I: Romans. Year II: Ephesians, Philippians. Gospel: Luke.
  ordinary_time_30_monday: {
    I: { first: 'Rom 8:12-17', psalm: 'Ps 68:2 and 4, 6-7ab, 20-21' },
    II: { first: 'Eph 4:32—5:8', psalm: 'Ps 1:1-2, 3, 4 and 6' },
    gospel: 'Lk 13:10-17',
  },
  ordinary_time_30_tuesday: {
    I: { first: 'Rom 8:18-25', psalm: 'Ps 126:1b-2ab, 2cd-3, 4-5, 6' },
    II: { first: 'Eph 5:21-33 or 5:2a, 25-32', psalm: 'Ps 128:1-2, 3, 4-5' },
    gospel: 'Lk 13:18-21',
  },
  ordinary_time_30_wednesday: {
    I: { first: 'Rom 8:26-30', psalm: 'Ps 13:4-5, 6' },
    II: { first: 'Eph 6:1-9', psalm: 'Ps 145:10-11, 12-13ab, 13cd-14' },
    gospel: 'Lk 13:22-30',
  },
  ordinary_time_30_thursday: {
    I: { first: 'Rom 8:31b-39', psalm: 'Ps 109:21-22, 26-27, 30-31' },
    II: { first: 'Eph 6:10-20', psalm: 'Ps 144:1b, 2, 9-10' },
    gospel: 'Lk 13:31-35',
  },
  ordinary_time_30_friday: {
    I: { first: 'Rom 9:1-5', psalm: 'Ps 147:12-13, 14-15, 19-20' },
    II: { first: 'Phil 1:1-11', psalm: 'Ps 111:1-2, 3-4, 5-6' },
    gospel: 'Lk 14:1-6',
  },
  ordinary_time_30_saturday: {
    I: { first: 'Rom 11:1-2a, 11-12, 25-29', psalm: 'Ps 94:12-13a, 14-15, 17-18' },
    II: { first: 'Phil 1:18b-26', psalm: 'Ps 42:2, 3, 5cdef' },
    gospel: 'Lk 14:1, 7-11',
  },
  // Week 31. Year I: Romans. Year II: Philippians. Gospel: Luke.
  ordinary_time_31_monday: {
    I: { first: 'Rom 11:29-36', psalm: 'Ps 69:30-31, 33-34, 36' },
    II: { first: 'Phil 2:1-4', psalm: 'Ps 131:1bcde, 2, 3' },
    gospel: 'Lk 14:12-14',
  },
  ordinary_time_31_tuesday: {
    I: { first: 'Rom 12:5-16b', psalm: 'Ps 131:1bcde, 2, 3' },
    II: { first: 'Phil 2:5-11', psalm: 'Ps 22:26b-27, 28-30ab, 30e, 31-32' },
    gospel: 'Lk 14:15-24',
  },
  ordinary_time_31_wednesday: {
    I: { first: 'Rom 13:8-10', psalm: 'Ps 112:1b-2, 4-5, 9' },
    II: { first: 'Phil 2:12-18', psalm: 'Ps 27:1, 4, 13-14' },
    gospel: 'Lk 14:25-33',
  },
  ordinary_time_31_thursday: {
    I: { first: 'Rom 14:7-12', psalm: 'Ps 27:1bcde, 4, 13-14' },
    II: { first: 'Phil 3:3-8a', psalm: 'Ps 105:2-3, 4-5, 6-7' },
    gospel: 'Lk 15:1-10',
  },
  ordinary_time_31_friday: {
    I: { first: 'Rom 15:14-21', psalm: 'Ps 98:1, 2-3ab, 3cd-4' },
    II: { first: 'Phil 3:17—4:1', psalm: 'Ps 122:1-2, 3-4ab, 4cd-5' },
    gospel: 'Lk 16:1-8',
  },
  ordinary_time_31_saturday: {
    I: { first: 'Rom 16:3-9, 16, 22-27', psalm: 'Ps 145:2-3, 4-5, 10-11' },
    II: { first: 'Phil 4:10-19', psalm: 'Ps 112:1b-2, 5-6, 8a and 9' },
    gospel: 'Lk 16:9-15',
  },
  // Week 32. Year I: Wisdom. Year II: Titus, Philemon, 2 John, 3 John. Gospel: Luke.
  ordinary_time_32_monday: {
    I: { first: 'Wis 1:1-7', psalm: 'Ps 139:1b-3, 4-6, 7-8, 9-10' },
    II: { first: 'Ti 1:1-9', psalm: 'Ps 24:1b-2, 3-4ab, 5-6' },
    gospel: 'Lk 17:1-6',
  },
  ordinary_time_32_tuesday: {
    I: { first: 'Wis 2:23—3:9', psalm: 'Ps 34:2-3, 16-17, 18-19' },
    II: { first: 'Ti 2:1-8, 11-14', psalm: 'Ps 37:3-4, 18 and 23, 27 and 29' },
    gospel: 'Lk 17:7-10',
  },
  ordinary_time_32_wednesday: {
    I: { first: 'Wis 6:1-11', psalm: 'Ps 82:3-4, 6-7' },
    II: { first: 'Ti 3:1-7', psalm: 'Ps 23:1b-3a, 3bc-4, 5, 6' },
    gospel: 'Lk 17:11-19',
  },
  ordinary_time_32_thursday: {
    I: { first: 'Wis 7:22b—8:1', psalm: 'Ps 119:89, 90, 91, 130, 135, 175' },
    II: { first: 'Phlm 7-20', psalm: 'Ps 146:7, 8-9a, 9bc-10' },
    gospel: 'Lk 17:20-25',
  },
  ordinary_time_32_friday: {
    I: { first: 'Wis 13:1-9', psalm: 'Ps 19:2-3, 4-5ab' },
    II: { first: '2 Jn 4-9', psalm: 'Ps 119:1, 2, 10, 11, 17, 18' },
    gospel: 'Lk 17:26-37',
  },
  ordinary_time_32_saturday: {
    I: { first: 'Wis 18:14-16; 19:6-9', psalm: 'Ps 105:2-3, 36-37, 42-43' },
    II: { first: '3 Jn 5-8', psalm: 'Ps 112:1-2, 3-4, 5-6' },
    gospel: 'Lk 18:1-8',
  },
  // Week 33. Year I: 1 and 2 Maccabees. Year II: Revelation. Gospel: Luke.
  ordinary_time_33_monday: {
    I: { first: '1 Mc 1:10-15, 41-43, 54-57, 62-63', psalm: 'Ps 119:53, 61, 134, 150, 155, 158' },
    II: { first: 'Rv 1:1-4; 2:1-5', psalm: 'Ps 1:1-2, 3, 4 and 6' },
    gospel: 'Lk 18:35-43',
  },
  ordinary_time_33_tuesday: {
    I: { first: '2 Mc 6:18-31', psalm: 'Ps 3:2-3, 4-5, 6-7' },
    II: { first: 'Rv 3:1-6, 14-22', psalm: 'Ps 15:2-3a, 3bc-4ab, 5' },
    gospel: 'Lk 19:1-10',
  },
  ordinary_time_33_wednesday: {
    I: { first: '2 Mc 7:1, 20-31', psalm: 'Ps 17:1bcd, 5-6, 8b and 15' },
    II: { first: 'Rv 4:1-11', psalm: 'Ps 150:1b-2, 3-4, 5-6' },
    gospel: 'Lk 19:11-28',
  },
  ordinary_time_33_thursday: {
    I: { first: '1 Mc 2:15-29', psalm: 'Ps 50:1b-2, 5-6, 14-15' },
    II: { first: 'Rv 5:1-10', psalm: 'Ps 149:1b-2, 3-4, 5-6a and 9b' },
    gospel: 'Lk 19:41-44',
  },
  ordinary_time_33_friday: {
    I: { first: '1 Mc 4:36-37, 52-59', psalm: '1 Chr 29:10bcd, 11abc, 11d-12a, 12bcd' },
    II: { first: 'Rv 10:8-11', psalm: 'Ps 119:14, 24, 72, 103, 111, 131' },
    gospel: 'Lk 19:45-48',
  },
  ordinary_time_33_saturday: {
    I: { first: '1 Mc 6:1-13', psalm: 'Ps 9:2-3, 4 and 6, 16 and 19' },
    II: { first: 'Rv 11:4-12', psalm: 'Ps 144:1, 2, 9-10' },
    gospel: 'Lk 20:27-40',
  },
  // Week 34. Year I: Daniel. Year II: Revelation. Gospel: Luke.
  ordinary_time_34_monday: {
    I: { first: 'Dn 1:1-6, 8-20', psalm: 'Dn 3:52, 53, 54, 55, 56' },
    II: { first: 'Rv 14:1-3, 4b-5', psalm: 'Ps 24:1bc-2, 3-4ab, 5-6' },
    gospel: 'Lk 21:1-4',
  },
  ordinary_time_34_tuesday: {
    I: { first: 'Dn 2:31-45', psalm: 'Dn 3:57, 58, 59, 60, 61' },
    II: { first: 'Rv 14:14-19', psalm: 'Ps 96:10, 11-12, 13' },
    gospel: 'Lk 21:5-11',
  },
  ordinary_time_34_wednesday: {
    I: { first: 'Dn 5:1-6, 13-14, 16-17, 23-28', psalm: 'Dn 3:62, 63, 64, 65, 66, 67' },
    II: { first: 'Rv 15:1-4', psalm: 'Ps 98:1, 2-3ab, 7-8, 9' },
    gospel: 'Lk 21:12-19',
  },
  ordinary_time_34_thursday: {
    I: { first: 'Dn 6:12-28', psalm: 'Dn 3:68, 69, 70, 71, 72, 73, 74' },
    II: { first: 'Rv 18:1-2, 21-23; 19:1-3, 9a', psalm: 'Ps 100:1b-2, 3, 4, 5' },
    gospel: 'Lk 21:20-28',
  },
  ordinary_time_34_friday: {
    I: { first: 'Dn 7:2-14', psalm: 'Dn 3:75, 76, 77, 78, 79, 80, 81' },
    II: { first: 'Rv 20:1-4, 11—21:2', psalm: 'Ps 84:3, 4, 5-6a and 8a' },
    gospel: 'Lk 21:29-33',
  },
  ordinary_time_34_saturday: {
    I: { first: 'Dn 7:15-27', psalm: 'Dn 3:82, 83, 84, 85, 86, 87' },
    II: { first: 'Rv 22:1-7', psalm: 'Ps 95:1-2, 3-5, 6-7ab' },
    gospel: 'Lk 21:34-36',
  },
};
