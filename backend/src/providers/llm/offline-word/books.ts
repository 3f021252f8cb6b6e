/**
 * What the offline companion knows of each book of the Catholic canon: its names and
 * abbreviations (US lectionary style), its kind, and a few plain sentences of context
 * written for this product. Reflections and studies are built from these, with the
 * reference cited, never the text quoted (the texts are not ours to reproduce).
 */

export type BookKind = 'law' | 'history' | 'wisdom' | 'psalm' | 'prophet' | 'gospel' | 'acts' | 'letter' | 'revelation';

export interface Book {
  name: string;
  abbreviations: string[];
  kind: BookKind;
  /** One or two sentences: who wrote or gathered it, for whom, and why it matters. */
  context: string;
  /** Themes a reflection can draw on. */
  themes: string[];
}

export const BOOKS: Book[] = [
  {
    name: 'Genesis',
    abbreviations: ['gn', 'gen'],
    kind: 'law',
    context:
      'Genesis tells of beginnings: a good creation, a human family that turns away, and a God who keeps calling people back through Abraham, Isaac, Jacob and Joseph.',
    themes: ['creation', 'promise', 'covenant', 'faith that sets out'],
  },
  {
    name: 'Exodus',
    abbreviations: ['ex', 'exod'],
    kind: 'law',
    context:
      'Exodus is the story of liberation: God hears the cry of his people in Egypt, leads them through the sea and binds himself to them at Sinai.',
    themes: ['freedom', 'covenant', 'the God who hears', 'the journey'],
  },
  {
    name: 'Leviticus',
    abbreviations: ['lv', 'lev'],
    kind: 'law',
    context: 'Leviticus shapes a holy people: worship, sacrifice and everyday life are all brought before the Lord.',
    themes: ['holiness', 'worship', 'mercy toward the neighbour'],
  },
  {
    name: 'Numbers',
    abbreviations: ['nm', 'num'],
    kind: 'law',
    context:
      'Numbers follows Israel through the wilderness, with its grumbling and its blessings, toward the land God promised.',
    themes: ['the wilderness', 'blessing', 'patience of God'],
  },
  {
    name: 'Deuteronomy',
    abbreviations: ['dt', 'deut'],
    kind: 'law',
    context:
      'Deuteronomy gathers Moses’ last words to the people on the edge of the promised land: remember, love the Lord with all your heart, choose life.',
    themes: ['memory', 'love of God', 'choosing life'],
  },
  {
    name: 'Joshua',
    abbreviations: ['jos', 'josh'],
    kind: 'history',
    context: 'Joshua tells how the people crossed into the land, trusting that the Lord goes before them.',
    themes: ['courage', 'faithfulness', 'entering the promise'],
  },
  {
    name: 'Judges',
    abbreviations: ['jgs', 'judg'],
    kind: 'history',
    context: 'Judges tells of a people who forget God and are rescued again and again by unlikely leaders.',
    themes: ['repentance', 'God’s patience', 'unlikely instruments'],
  },
  {
    name: 'Ruth',
    abbreviations: ['ru', 'ruth'],
    kind: 'history',
    context:
      'Ruth is a short story of loyal love: a foreign widow who will not abandon her mother-in-law becomes an ancestor of David.',
    themes: ['faithful love', 'welcome of the stranger', 'providence'],
  },
  {
    name: '1 Samuel',
    abbreviations: ['1 sm', '1 sam'],
    kind: 'history',
    context:
      'First Samuel tells of the boy who listened in the night, of Saul, and of the shepherd David chosen by God who looks at the heart.',
    themes: ['listening', 'calling', 'the heart God sees'],
  },
  {
    name: '2 Samuel',
    abbreviations: ['2 sm', '2 sam'],
    kind: 'history',
    context: 'Second Samuel follows David as king, in his greatness and his sin, and God’s promise of a lasting house.',
    themes: ['promise', 'repentance', 'kingship'],
  },
  {
    name: '1 Kings',
    abbreviations: ['1 kgs', '1 kings'],
    kind: 'history',
    context:
      'First Kings tells of Solomon’s wisdom and temple, the divided kingdom, and the prophet Elijah who met God in a quiet voice.',
    themes: ['wisdom', 'the quiet voice of God', 'faithfulness'],
  },
  {
    name: '2 Kings',
    abbreviations: ['2 kgs', '2 kings'],
    kind: 'history',
    context: 'Second Kings follows Elisha and the kings to the exile, a hard history read in hope.',
    themes: ['God’s power in small things', 'exile', 'hope'],
  },
  {
    name: '1 Chronicles',
    abbreviations: ['1 chr', '1 chron'],
    kind: 'history',
    context: 'First Chronicles retells Israel’s story around David and the worship of God.',
    themes: ['worship', 'memory'],
  },
  {
    name: '2 Chronicles',
    abbreviations: ['2 chr', '2 chron'],
    kind: 'history',
    context: 'Second Chronicles retells the kings of Judah with an eye to the temple and to turning back to God.',
    themes: ['return to God', 'worship'],
  },
  {
    name: 'Ezra',
    abbreviations: ['ezr', 'ezra'],
    kind: 'history',
    context: 'Ezra tells of the return from exile and the rebuilding of a people around God’s word.',
    themes: ['return', 'rebuilding', 'the word'],
  },
  {
    name: 'Nehemiah',
    abbreviations: ['neh'],
    kind: 'history',
    context: 'Nehemiah tells of rebuilding Jerusalem’s walls and of a people weeping and rejoicing as the law is read.',
    themes: ['rebuilding', 'joy of the Lord'],
  },
  {
    name: 'Tobit',
    abbreviations: ['tb', 'tob'],
    kind: 'history',
    context:
      'Tobit is a story of a faithful family in exile, of almsgiving and prayer, and of the angel Raphael who travels unseen beside them.',
    themes: ['providence', 'prayer', 'family'],
  },
  {
    name: 'Judith',
    abbreviations: ['jdt', 'jth'],
    kind: 'history',
    context: 'Judith tells of a widow’s courage and prayer that saves her people.',
    themes: ['courage', 'prayer'],
  },
  {
    name: 'Esther',
    abbreviations: ['est', 'esth'],
    kind: 'history',
    context: 'Esther tells of a young queen who risks everything for her people, trusting God behind the scenes.',
    themes: ['courage', 'providence'],
  },
  {
    name: '1 Maccabees',
    abbreviations: ['1 mc', '1 macc'],
    kind: 'history',
    context: 'First Maccabees tells of fidelity under persecution and the rededication of the temple.',
    themes: ['fidelity', 'courage'],
  },
  {
    name: '2 Maccabees',
    abbreviations: ['2 mc', '2 macc'],
    kind: 'history',
    context: 'Second Maccabees tells of martyrs who hoped in the resurrection and of prayer for the dead.',
    themes: ['hope of resurrection', 'witness'],
  },
  {
    name: 'Job',
    abbreviations: ['jb', 'job'],
    kind: 'wisdom',
    context: 'Job wrestles honestly with suffering, and finds not an explanation but an encounter with God.',
    themes: ['suffering', 'honest prayer', 'trust'],
  },
  {
    name: 'Psalms',
    abbreviations: ['ps', 'pss', 'psalm', 'psalms'],
    kind: 'psalm',
    context:
      'The Psalms are Israel’s prayer book, prayed by Jesus and by the Church every day: praise, lament, trust and thanksgiving.',
    themes: ['praise', 'lament', 'trust', 'thanksgiving'],
  },
  {
    name: 'Proverbs',
    abbreviations: ['prv', 'prov'],
    kind: 'wisdom',
    context: 'Proverbs gathers practical wisdom for daily life, rooted in the fear of the Lord.',
    themes: ['wisdom', 'daily life', 'speech'],
  },
  {
    name: 'Ecclesiastes',
    abbreviations: ['eccl', 'qoh'],
    kind: 'wisdom',
    context: 'Ecclesiastes looks honestly at how fleeting life is, and teaches us to receive each day as a gift.',
    themes: ['fleeting life', 'gift of the day'],
  },
  {
    name: 'Song of Songs',
    abbreviations: ['sg', 'song'],
    kind: 'wisdom',
    context:
      'The Song of Songs sings of love between bride and bridegroom, read by the Church as the love of God for his people.',
    themes: ['love', 'longing'],
  },
  {
    name: 'Wisdom',
    abbreviations: ['wis'],
    kind: 'wisdom',
    context: 'The Book of Wisdom speaks of the just who are in God’s hand and of Wisdom who makes friends of God.',
    themes: ['the just in God’s hand', 'wisdom'],
  },
  {
    name: 'Sirach',
    abbreviations: ['sir'],
    kind: 'wisdom',
    context: 'Sirach is a teacher’s book of wisdom for families, friendships and prayer.',
    themes: ['friendship', 'humility', 'prayer'],
  },
  {
    name: 'Isaiah',
    abbreviations: ['is', 'isa'],
    kind: 'prophet',
    context:
      'Isaiah is the great prophet of hope: a child to be born, a servant who suffers for many, a people comforted and brought home.',
    themes: ['hope', 'comfort', 'the coming Messiah'],
  },
  {
    name: 'Jeremiah',
    abbreviations: ['jer'],
    kind: 'prophet',
    context:
      'Jeremiah spoke in a time of collapse, suffered for his message, and promised a new covenant written on hearts.',
    themes: ['new covenant', 'faithfulness in hard times'],
  },
  {
    name: 'Lamentations',
    abbreviations: ['lam'],
    kind: 'prophet',
    context:
      'Lamentations gives words to grief over a ruined city, and still says that the Lord’s mercies are new every morning.',
    themes: ['grief', 'mercy'],
  },
  {
    name: 'Baruch',
    abbreviations: ['bar'],
    kind: 'prophet',
    context: 'Baruch calls the exiles to repentance and to the joy of returning home.',
    themes: ['return', 'joy'],
  },
  {
    name: 'Ezekiel',
    abbreviations: ['ez', 'ezek'],
    kind: 'prophet',
    context: 'Ezekiel saw God’s glory in exile, and promised a new heart and dry bones brought to life.',
    themes: ['new heart', 'new life', 'the shepherd'],
  },
  {
    name: 'Daniel',
    abbreviations: ['dn', 'dan'],
    kind: 'prophet',
    context: 'Daniel tells of faithfulness in a foreign court and visions of God’s kingdom that will not pass away.',
    themes: ['faithfulness', 'God’s kingdom'],
  },
  {
    name: 'Hosea',
    abbreviations: ['hos'],
    kind: 'prophet',
    context: 'Hosea speaks of God’s love as a faithful spouse who will not give up on an unfaithful people.',
    themes: ['faithful love', 'return'],
  },
  {
    name: 'Joel',
    abbreviations: ['jl', 'joel'],
    kind: 'prophet',
    context: 'Joel calls for a return to God with the whole heart, and promises the Spirit poured out on all.',
    themes: ['repentance', 'the Spirit'],
  },
  {
    name: 'Amos',
    abbreviations: ['am', 'amos'],
    kind: 'prophet',
    context: 'Amos, a shepherd, cried out for justice for the poor.',
    themes: ['justice', 'the poor'],
  },
  {
    name: 'Obadiah',
    abbreviations: ['ob', 'obad'],
    kind: 'prophet',
    context: 'Obadiah is the shortest prophecy, a word on pride and the day of the Lord.',
    themes: ['humility', 'justice'],
  },
  {
    name: 'Jonah',
    abbreviations: ['jon', 'jonah'],
    kind: 'prophet',
    context: 'Jonah is the story of a reluctant prophet and a God whose mercy is wider than his servant’s.',
    themes: ['mercy', 'second chances'],
  },
  {
    name: 'Micah',
    abbreviations: ['mi', 'mic'],
    kind: 'prophet',
    context: 'Micah asks what the Lord requires: to do justice, love goodness and walk humbly with God.',
    themes: ['justice', 'humility', 'Bethlehem'],
  },
  {
    name: 'Nahum',
    abbreviations: ['na', 'nah'],
    kind: 'prophet',
    context: 'Nahum announces that the Lord is a refuge in the day of distress.',
    themes: ['refuge'],
  },
  {
    name: 'Habakkuk',
    abbreviations: ['hb', 'hab'],
    kind: 'prophet',
    context: 'Habakkuk argues with God in a time of violence and learns to wait in faith.',
    themes: ['waiting', 'faith'],
  },
  {
    name: 'Zephaniah',
    abbreviations: ['zep', 'zeph'],
    kind: 'prophet',
    context: 'Zephaniah ends with a song: the Lord rejoices over his people and renews them in his love.',
    themes: ['joy', 'the humble remnant'],
  },
  {
    name: 'Haggai',
    abbreviations: ['hg', 'hag'],
    kind: 'prophet',
    context: 'Haggai urges the returned exiles to rebuild the house of the Lord.',
    themes: ['priorities', 'rebuilding'],
  },
  {
    name: 'Zechariah',
    abbreviations: ['zec', 'zech'],
    kind: 'prophet',
    context: 'Zechariah sees a humble king riding on a donkey and a people renewed.',
    themes: ['the humble king', 'hope'],
  },
  {
    name: 'Malachi',
    abbreviations: ['mal'],
    kind: 'prophet',
    context: 'Malachi, the last of the prophets, promises a messenger to prepare the way of the Lord.',
    themes: ['preparing the way', 'faithfulness'],
  },
  {
    name: 'Matthew',
    abbreviations: ['mt', 'matt'],
    kind: 'gospel',
    context:
      'Matthew’s Gospel presents Jesus as Emmanuel, God with us, the teacher of the Sermon on the Mount who fulfils the promises of Israel.',
    themes: ['the kingdom of heaven', 'God with us', 'discipleship'],
  },
  {
    name: 'Mark',
    abbreviations: ['mk', 'mark'],
    kind: 'gospel',
    context:
      'Mark’s Gospel is the shortest and most urgent: Jesus acts, heals and calls, and the way of the Son of God passes through the Cross.',
    themes: ['following Jesus', 'the Cross', 'faith'],
  },
  {
    name: 'Luke',
    abbreviations: ['lk', 'luke'],
    kind: 'gospel',
    context:
      'Luke’s Gospel is the Gospel of mercy: Jesus welcomes sinners, lifts up the poor, and prays at every turning point.',
    themes: ['mercy', 'prayer', 'the poor'],
  },
  {
    name: 'John',
    abbreviations: ['jn', 'john'],
    kind: 'gospel',
    context:
      'John’s Gospel looks deep into who Jesus is: the Word made flesh, the bread of life, the good shepherd, the resurrection and the life.',
    themes: ['abiding in Christ', 'light', 'love'],
  },
  {
    name: 'Acts',
    abbreviations: ['acts'],
    kind: 'acts',
    context:
      'The Acts of the Apostles tells how the Holy Spirit carried the Gospel from Jerusalem to the ends of the earth through very ordinary disciples.',
    themes: ['the Holy Spirit', 'mission', 'community'],
  },
  {
    name: 'Romans',
    abbreviations: ['rom'],
    kind: 'letter',
    context:
      'In Romans Saint Paul sets out the Gospel of grace: nothing can separate us from the love of God in Christ.',
    themes: ['grace', 'hope', 'the love of God'],
  },
  {
    name: '1 Corinthians',
    abbreviations: ['1 cor'],
    kind: 'letter',
    context:
      'First Corinthians is Paul’s letter to a gifted and divided church: one body, many gifts, and love above all.',
    themes: ['unity', 'love', 'the Eucharist'],
  },
  {
    name: '2 Corinthians',
    abbreviations: ['2 cor'],
    kind: 'letter',
    context:
      'Second Corinthians shows Paul’s heart: power made perfect in weakness and the ministry of reconciliation.',
    themes: ['weakness', 'reconciliation'],
  },
  {
    name: 'Galatians',
    abbreviations: ['gal'],
    kind: 'letter',
    context: 'Galatians is Paul’s letter on freedom in Christ and the fruit of the Spirit.',
    themes: ['freedom', 'the Spirit'],
  },
  {
    name: 'Ephesians',
    abbreviations: ['eph'],
    kind: 'letter',
    context: 'Ephesians sings of God’s plan to gather all things in Christ and calls us to live as one body.',
    themes: ['unity', 'grace', 'the Church'],
  },
  {
    name: 'Philippians',
    abbreviations: ['phil'],
    kind: 'letter',
    context: 'Philippians, written from prison, is Paul’s letter of joy and of Christ who emptied himself.',
    themes: ['joy', 'humility'],
  },
  {
    name: 'Colossians',
    abbreviations: ['col'],
    kind: 'letter',
    context: 'Colossians proclaims Christ as the image of the invisible God, in whom all things hold together.',
    themes: ['Christ at the centre', 'new life'],
  },
  {
    name: '1 Thessalonians',
    abbreviations: ['1 thes', '1 thess'],
    kind: 'letter',
    context:
      'First Thessalonians is perhaps Paul’s earliest letter: encouragement, hope for the dead, and prayer without ceasing.',
    themes: ['hope', 'prayer', 'watchfulness'],
  },
  {
    name: '2 Thessalonians',
    abbreviations: ['2 thes', '2 thess'],
    kind: 'letter',
    context: 'Second Thessalonians steadies a worried church: stand firm and keep doing good.',
    themes: ['perseverance'],
  },
  {
    name: '1 Timothy',
    abbreviations: ['1 tm', '1 tim'],
    kind: 'letter',
    context: 'First Timothy is counsel to a young pastor about prayer, leadership and the mystery of faith.',
    themes: ['prayer for all', 'faithfulness'],
  },
  {
    name: '2 Timothy',
    abbreviations: ['2 tm', '2 tim'],
    kind: 'letter',
    context: 'Second Timothy is Paul’s last letter: fan into flame the gift of God, and finish the race.',
    themes: ['perseverance', 'the gift of God'],
  },
  {
    name: 'Titus',
    abbreviations: ['ti', 'titus'],
    kind: 'letter',
    context: 'Titus speaks of the grace of God that has appeared, training us to live well.',
    themes: ['grace', 'good works'],
  },
  {
    name: 'Philemon',
    abbreviations: ['phlm'],
    kind: 'letter',
    context: 'Philemon is a short, personal letter asking a master to welcome back a slave as a brother.',
    themes: ['reconciliation', 'brotherhood'],
  },
  {
    name: 'Hebrews',
    abbreviations: ['heb'],
    kind: 'letter',
    context:
      'Hebrews presents Jesus as the great high priest who understands our weakness, and calls us to run the race with our eyes on him.',
    themes: ['Christ our high priest', 'faith', 'perseverance'],
  },
  {
    name: 'James',
    abbreviations: ['jas'],
    kind: 'letter',
    context:
      'The Letter of James is practical: faith shows itself in works, in careful speech and in care for the poor.',
    themes: ['faith and works', 'speech', 'the poor'],
  },
  {
    name: '1 Peter',
    abbreviations: ['1 pt', '1 pet'],
    kind: 'letter',
    context:
      'First Peter encourages Christians who suffer: you are a chosen people, living stones, born to a living hope.',
    themes: ['living hope', 'suffering', 'identity'],
  },
  {
    name: '2 Peter',
    abbreviations: ['2 pt', '2 pet'],
    kind: 'letter',
    context: 'Second Peter calls believers to grow in virtue and to trust the Lord’s patience.',
    themes: ['growth', 'patience'],
  },
  {
    name: '1 John',
    abbreviations: ['1 jn', '1 john'],
    kind: 'letter',
    context: 'First John is a letter about love: God is love, and whoever loves is born of God.',
    themes: ['love', 'light', 'truth'],
  },
  {
    name: '2 John',
    abbreviations: ['2 jn', '2 john'],
    kind: 'letter',
    context: 'Second John is a brief note urging love and truth together.',
    themes: ['love', 'truth'],
  },
  {
    name: '3 John',
    abbreviations: ['3 jn', '3 john'],
    kind: 'letter',
    context: 'Third John praises hospitality to those who work for the truth.',
    themes: ['hospitality'],
  },
  {
    name: 'Jude',
    abbreviations: ['jude'],
    kind: 'letter',
    context: 'Jude urges believers to keep themselves in the love of God.',
    themes: ['perseverance'],
  },
  {
    name: 'Revelation',
    abbreviations: ['rv', 'rev', 'apoc'],
    kind: 'revelation',
    context:
      'The Book of Revelation lifts the veil on history: the Lamb who was slain reigns, and he makes all things new.',
    themes: ['the victory of the Lamb', 'hope', 'worship'],
  },
];

function normalise(text: string): string {
  return text.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
}

const INDEX = new Map<string, Book>();
for (const book of BOOKS) {
  INDEX.set(normalise(book.name), book);
  for (const abbreviation of book.abbreviations) INDEX.set(abbreviation, book);
}

/** The book a reference starts in ("1 Jn 2:22-28" → 1 John), or null when it is not recognised. */
export function bookOf(reference: string): Book | null {
  const match = /^\s*((?:[1-3]\s*)?[A-Za-zÀ-ÿ .]+?)\s*\d/.exec(reference);
  if (!match) return null;
  const key = normalise(match[1]!).replace(/^([1-3])\s*/, '$1 ');
  return INDEX.get(key) ?? null;
}
