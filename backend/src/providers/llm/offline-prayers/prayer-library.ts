import type { PersonaKey } from '../llm.port.js';
import type { IntentionKind } from './intention.js';

/**
 * The words the offline companion prays with, written for this product. Placeholders:
 * {obj} and {pos} are the person prayed for ('her'/'her', 'me'/'my'); {whom} is how the
 * person praying names them ('my mother', 'Anna'). No Scripture is quoted here, so nothing
 * needs checking against a translation; the doxologies are the Church's own.
 */

export interface KindWords {
  /** Opening: God addressed, and something true of him that fits the need. */
  address: string[];
  /** Fits "in/with ...": used when the intention names no particular detail. {pos} allowed. */
  need: string;
  /** Joins a named detail to the bringing sentence, when "and"/"with" would not say enough. */
  detailLink?: string;
  /** Petitions; two are chosen for a default prayer, one for a precise one. */
  petitions: string[];
  /** A petition for the people around the need (doctors, teachers, those who mourn). */
  around: string[];
  /** What a saint or Our Lady is asked to carry: "carry {pos} ... to Jesus". */
  burden: string[];
}

export const KIND_WORDS: Record<IntentionKind, KindWords> = {
  illness: {
    address: [
      'Lord Jesus, divine physician, you walked among the sick and did not turn away from any of them.',
      'Father of mercy, you are near to every body that suffers and every heart that waits by a bedside.',
      'Lord Jesus Christ, you took our weakness upon yourself and carried our sorrows to the Cross.',
      'Loving God, giver of life and health, nothing in us is hidden from your tender care.',
      'Jesus, healer of body and soul, the crowds pressed in to touch you and power went out from you.',
      'Lord of life, you touched the leper and raised the daughter of Jairus.',
    ],
    need: 'in this time of sickness',
    petitions: [
      'Lay your healing hand on {obj}, and restore {pos} strength if it is your will.',
      'Ease the pain, calm the fear, and give {obj} rest in the long hours.',
      'Let {obj} feel your presence in every treatment, every scan and every sleepless night.',
      'Give {obj} patience in weakness and the courage to hope for tomorrow.',
      'Where the body is fragile, make the spirit strong, and keep {obj} from despair.',
      'Bring healing, Lord, and where healing is slow, bring peace that nothing can take away.',
      'Unite {pos} suffering with your own, so that none of it is wasted.',
      'Keep {obj} close to you, whether the road ahead is recovery or a longer waiting.',
      'Give {obj} good sleep, good news and good people at {pos} side.',
      'Let {obj} know that {pos} worth is not measured by what {pos} body can do.',
    ],
    around: [
      'Guide the hands and minds of the doctors and nurses, and bless all who keep watch.',
      'Strengthen those who care for {obj}, and give them rest when they are weary.',
      'Bless everyone who tends the sick tonight, and make their work a work of your love.',
      'Bless the families who wait in hospital corridors, and give them hope.',
      'Remember all the sick who have no one beside them tonight.',
    ],
    burden: ['sickness', 'weakness', 'suffering'],
  },
  exams: {
    address: [
      'Lord God, source of all wisdom, you gave us minds to seek the truth and to learn.',
      'Holy Spirit, Spirit of understanding and counsel, you teach us from within.',
      'Father of light, every good gift and every clear thought comes from you.',
      'Lord Jesus, as a boy you sat among the teachers, listening and asking questions.',
      'God of wisdom, you know every hour of study and every worry that comes with it.',
      'Lord Jesus, Word of the Father, in you are hidden all the treasures of wisdom.',
    ],
    need: 'in this season of study',
    petitions: [
      'Give {obj} a clear mind and a calm heart when the papers are turned over.',
      'Help {obj} to remember what has been learned and to use it well.',
      'Bless the hours of work still to come, and keep {obj} from discouragement.',
      'Steady {pos} nerves, and let {obj} rest well the night before.',
      'Let {obj} do honest work, and then leave the results in your hands.',
      'Whatever the grades, remind {obj} that {pos} worth is not a number but your love.',
      'Give {obj} focus when attention wanders and strength when the day is long.',
      'Turn anxious cramming into steady trust, one page and one hour at a time.',
      'Let {obj} read each question calmly and answer it well.',
      'Let {obj} offer this study to you as honest work.',
    ],
    around: [
      'Bless the teachers and examiners, and let them judge with fairness and kindness.',
      'Bless all who are studying beside {obj}, and keep their friendship generous.',
      'Give wisdom to all who teach, and patience to all who learn.',
      'Bless every student who feels behind, and give them a fresh start.',
      'Bless the families who support those who study, and reward their patience.',
    ],
    burden: ['studies', 'work and worry', 'examinations'],
  },
  work: {
    address: [
      'Lord God, you gave us work to share in your creation and to provide for those we love.',
      'Jesus, carpenter of Nazareth, you knew long days, tired hands and honest labour.',
      'Father of all providence, you know what we need before we ask it.',
      'Lord of the harvest, you see every worker and every worry about tomorrow.',
      'God our provider, you feed the birds of the air and clothe the fields.',
      'Lord God, you worked six days and rested, and you bless both our work and our rest.',
    ],
    need: 'in the cares of work',
    petitions: [
      'Open the right doors for {obj}, and give {obj} the grace to walk through them.',
      'Provide what is needed for {obj} and for all who depend on {obj}.',
      'Give {obj} honest words, a steady manner and the confidence that comes from you.',
      'Let {pos} work be good work, done with integrity and offered to you.',
      'Guard {obj} from anxiety about money, and show {obj} the next right step.',
      'Where there is conflict at work, bring patience, fairness and peace.',
      'Bless the labour of {pos} hands, and let it bear fruit for others.',
      'Give {obj} rest from work as well as success in it, so that {pos} life stays whole.',
      'Give {obj} the patience to wait for the right door and the courage to knock.',
      'Let {obj} find work that is worthy of {pos} gifts, and a place to use them.',
    ],
    around: [
      'Bless those who hire and those who lead, and make them just and kind.',
      'Be with everyone who is looking for work today, and do not let them lose heart.',
      'Bless the colleagues and the household whose lives are bound up with this work.',
      'Bless all who are anxious about money this month, and provide for them.',
      'Bless every workplace where people are tired, and make it more humane.',
    ],
    burden: ['work', 'labour and its worries', 'daily bread'],
  },
  decision: {
    address: [
      'Holy Spirit, light of hearts, you guide those who ask and lead them into truth.',
      'Lord God, you have a path for each of us, and you walk it with us.',
      'Father of wisdom, you know the end from the beginning and every road between.',
      'Lord Jesus, you are the way, and no one who follows you walks in darkness.',
      'God of counsel, you spoke to your servants in silence and in the voices of friends.',
      'Lord, you called Samuel in the night, and he answered: speak, for your servant is listening.',
    ],
    need: 'at this crossroads',
    petitions: [
      'Give {obj} the freedom to choose what is good, not only what is safe or easy.',
      'Quiet the noise around {obj} so that {pos} heart can hear you.',
      'Show {obj} the next step, even if the whole road is not yet clear.',
      'Let peace be the sign of your will, and unrest the sign to wait.',
      'Give {obj} wise counsel from people who love {obj} and love you.',
      'Free {obj} from fear of getting it wrong, for you can bring good out of every honest choice.',
      'Help {obj} to weigh each path with prayer and to choose with courage.',
      'Let this decision draw {obj} closer to you, whatever is chosen.',
      'Let {obj} listen for your voice in prayer, in the Church and in {pos} own heart.',
      'If one door must close, give {obj} peace about letting it go.',
    ],
    around: [
      'Bless those whose lives this choice will touch, and keep them in your care.',
      'Send {obj} a good friend or a wise priest to listen and to pray.',
      'Bless all who must choose today between roads that both seem good.',
      'Bless those who give {obj} advice, and make their counsel wise.',
      'Be with all who are waiting to know your will.',
    ],
    burden: ['discernment', 'choices', 'uncertain road'],
  },
  thanksgiving: {
    address: [
      'Lord God, every good gift comes from you, and my heart is full today.',
      'Father of all goodness, you have heard our prayer and answered it with love.',
      'Blessed are you, Lord God, for your kindness never runs dry.',
      'Lord Jesus, you praised the one who came back to give thanks.',
      'Holy Trinity, giver of every blessing, I come to you with joy.',
      'Lord, my soul gives you thanks, for you have done great things.',
    ],
    need: 'with thanks and praise',
    detailLink: 'with thanks for',
    petitions: [
      'Receive my thanks for {detail}, and let me never take your gifts for granted.',
      'Keep me grateful in the good days, so that I trust you in the hard ones.',
      'Let this joy become praise, and let the praise become a life given back to you.',
      'Teach me to share what I have received with those who are still waiting.',
      'May I remember this day when prayer feels dry and answers seem slow.',
      'Bless everyone who had a part in this good gift, seen and unseen.',
      'Make my gratitude generous and my generosity glad.',
      'Let this blessing draw me nearer to you, the Giver, and not only to the gift.',
      'Let me give you thanks not only with words but with my life.',
      'Keep this memory fresh, so that I will trust you again next time.',
    ],
    around: [
      'Bless everyone who prayed with me and waited with me.',
      'Remember those who are still waiting for good news, and be close to them.',
      'Bless the people you used to answer this prayer.',
      'Let my thanks become a prayer for all who are still in need.',
      'Bless all who rejoice with me today.',
    ],
    burden: ['thanksgiving', 'joy', 'gratitude'],
  },
  grief: {
    address: [
      'Lord Jesus, you wept at the tomb of your friend Lazarus.',
      'God of all consolation, you are close to the broken-hearted.',
      'Father of mercies, you know the weight of loss and the length of the nights.',
      'Lord Jesus, risen Lord, you stood among your grieving friends and spoke their names.',
      'Loving God, no tear falls without your notice.',
      'Lord God, you promised that those who mourn will be comforted.',
    ],
    need: 'in this grief',
    petitions: [
      'Hold me in this sorrow, and let me not carry it alone.',
      'Give me the grace to grieve honestly, and the hope that love is stronger than death.',
      'Comfort me on the days when the absence is loudest.',
      'Let good memories become a quiet gratitude in time.',
      'Give me rest when grief exhausts me, and people who will simply stay.',
      'Where there are regrets, bring your mercy; where there are words unsaid, let your love speak.',
      'Keep my heart open to you, even when it is heavy.',
      'Lead me, one day at a time, toward the peace only you can give.',
      'Let me feel your nearness in the empty places.',
      'Give me the courage to take up life again, without forgetting.',
    ],
    around: [
      'Bless all who mourn with me, and draw us close to one another.',
      'Console everyone who is grieving tonight, especially those who grieve alone.',
      'Be with the family and friends who share this loss.',
      'Bless those who sit with the grieving and do not hurry them.',
      'Remember every family with an empty chair at the table.',
    ],
    burden: ['grief', 'sorrow', 'loss'],
  },
  dead: {
    address: [
      'Lord Jesus Christ, you are the resurrection and the life.',
      'God of the living, in you no one who has died is lost.',
      'Merciful Father, you created each of us out of love and you call us home.',
      'Lord Jesus, by your death you destroyed our death, and by your rising you restored our life.',
      'Eternal Father, your mercy is greater than every sin and every sorrow.',
      "Lord Jesus, you promised a place in your Father's house for those you love.",
    ],
    need: 'gone before us in faith',
    petitions: [
      'Eternal rest grant unto {obj}, O Lord, and let perpetual light shine upon {obj}.',
      'Forgive {obj} every sin, and welcome {obj} into the joy of your presence.',
      'Complete in {obj} the good work you began on the day of {pos} baptism.',
      'Let {obj} see your face, and find there every tear wiped away.',
      'Receive {obj} with mercy, and bring {obj} swiftly to the feast of heaven.',
      'Purify {obj} in your love, and let {obj} rest in your peace.',
      'Remember the good {obj} did and the love {obj} gave, and let none of it be lost.',
      'Bring {obj} into the company of the saints, where there is no more mourning.',
      'May the angels lead {obj} into paradise, and the martyrs come to welcome {obj}.',
      'Let {obj} rest in the love that made {obj}.',
    ],
    around: [
      'Console all who mourn {obj}, and give them the hope of meeting again.',
      'Comfort those left behind, and keep them in your peace.',
      'Be close to everyone who misses {obj} today.',
      'Give those who loved {obj} the hope of the resurrection.',
      'Remember all the faithful departed, especially those who have no one to pray for them.',
    ],
    burden: ['soul', 'rest', 'journey home'],
  },
  family: {
    address: [
      'Lord God, you placed us in families, to learn love at home.',
      'Holy Family of Nazareth, you knew ordinary days, worry and joy under one roof.',
      'Father, from whom every family in heaven and on earth takes its name.',
      'Lord Jesus, you grew in wisdom in the home of Mary and Joseph.',
      'God of love, you bind hearts together and you heal what is torn.',
      'Lord God, you set the lonely in families and you make a home for all who seek you.',
    ],
    need: 'in the life of our family',
    petitions: [
      'Bless {obj} with patience, gentleness and the grace to forgive.',
      'Heal what is wounded between us, and teach us to speak with kindness.',
      'Keep {obj} safe, and draw {obj} closer to you each day.',
      'Give {obj} the love that bears all things and hopes all things.',
      'Make our home a place of peace, where each one is known and welcomed.',
      'Where trust is broken, rebuild it slowly and surely.',
      'Let {obj} know that {pos} place in this family is a gift from you.',
      'Guard {obj} from every harm, and let your blessing rest on {pos} days.',
      'Give {obj} time together, laughter and honest conversation.',
      'Teach {obj} to say sorry and to begin again.',
    ],
    around: [
      'Bless every member of this family, the near and the far.',
      'Bless the families around us who are struggling, and give them hope.',
      'Protect the children, strengthen the parents, and honour the elders.',
      'Bless the grandparents and the godparents, and all who love this family.',
      'Make every home on our street a place of welcome.',
    ],
    burden: ['family', 'home', 'family cares'],
  },
  anxiety: {
    address: [
      'Lord Jesus, you said to your friends in the storm: take heart, it is I.',
      'Prince of Peace, your peace is not the kind the world gives.',
      'Loving Father, you know every fear before it is spoken.',
      'Lord God, you are my refuge, a shelter when the ground shakes.',
      'Jesus, you slept in the boat while the wind howled, and then you calmed the sea.',
      'Lord, you told us to cast all our cares on you, because you care for us.',
    ],
    need: 'in this anxiety',
    petitions: [
      'Quiet the racing thoughts, and let {obj} breathe in your presence.',
      'Take the fear that grips {obj}, and give {obj} your peace in its place.',
      'Help {obj} to live this day only, and leave tomorrow with you.',
      'When the worry comes back, let {obj} come back to you too.',
      'Give {obj} rest at night and courage in the morning.',
      'Show {obj} the next small step, and let that be enough for today.',
      'Remind {obj} that {pos} life is held by a Father who does not forget.',
      'Send people who will listen to {obj} and help, and the humility to ask for help.',
      'Slow {pos} breathing and loosen the knot in {pos} chest.',
      'Let {obj} hand each worry to you as it comes, one at a time.',
    ],
    around: [
      'Bless all who are afraid tonight, and let them know they are not alone.',
      'Give wisdom to those who care for anxious hearts, counsellors, doctors and friends.',
      'Be near to everyone who carries a fear they cannot name.',
      'Bless everyone who lies awake tonight with a worried mind.',
      'Send a calm friend to everyone who feels alone with their fear.',
    ],
    burden: ['fears', 'worries', 'restless heart'],
  },
  temptation: {
    address: [
      'Lord Jesus, you were tempted in the desert and you did not fall.',
      'Merciful Father, you never tire of forgiving us.',
      'Holy Spirit, you are the strength of the weak and the light of the confused.',
      'Lord God, you are faithful and you will not let us be tested beyond what we can bear.',
      'Jesus, Good Shepherd, you go after the one that wanders and carry it home.',
      'Lord Jesus, you ate with sinners and called them friends.',
    ],
    need: 'in this struggle',
    petitions: [
      'Give {obj} strength in the moment of temptation and a way out when it comes.',
      'Heal the wound that lies beneath the habit, and fill the emptiness with yourself.',
      'When {obj} falls, lift {obj} up at once, without despair.',
      'Lead {obj} to the sacrament of Reconciliation, where your mercy waits.',
      'Give {obj} good friends and honest help on this road.',
      'Make {pos} heart pure and {pos} will steady, one day at a time.',
      'Replace the old pull with a deeper desire for you.',
      'Let every small victory become thanksgiving and every failure become trust.',
      'Guard {pos} eyes, {pos} thoughts and {pos} evenings.',
      'Give {obj} a humble heart that asks for help quickly.',
    ],
    around: [
      'Bless all who struggle with the same weakness, and give them hope.',
      'Bless the priests, counsellors and friends who help people to begin again.',
      'Surround {obj} with people who want {pos} good.',
      'Bless everyone in recovery today, and keep them one step ahead.',
      'Give courage to all who are ashamed to ask for help.',
    ],
    burden: ['struggle', 'weakness', 'battle'],
  },
  general: {
    address: [
      'Lord God, you know what I carry before I can put it into words.',
      'Loving Father, you invite us to ask, to seek and to knock.',
      'Lord Jesus, you welcome everyone who comes to you.',
      'Holy Spirit, you pray within us when we do not know how to pray.',
      'God of all goodness, you are near to all who call on you.',
      'Lord God, you hear the prayer of the humble and you do not forget it.',
    ],
    need: 'with all that is on {pos} heart',
    petitions: [
      'Look with love on {obj}, and give {obj} what {pos} heart most needs.',
      'Let your will be done in this, and give {obj} peace in your will.',
      'Be the strength of {obj} today and the hope of {obj} tomorrow.',
      'Surround {obj} with your care, and let {obj} know it.',
      'Give {obj} light where things are unclear and courage where they are hard.',
      'Bless {obj} in body, mind and spirit.',
      'Do for {obj} what I cannot do, and show me what I can.',
      'Keep {obj} close to you through every part of this.',
      'Let {obj} feel that {pos} prayer has been heard.',
      'Give {obj} peace tonight and hope tomorrow.',
    ],
    around: [
      'Bless everyone who carries a similar burden today.',
      'Bless all who pray with me and for me.',
      'Remember all who have no one to pray for them.',
      'Bless everyone I love, near and far.',
      'Remember all who asked me to pray for them.',
    ],
    burden: ['intentions', 'needs', 'cares'],
  },
};

export interface PersonaWords {
  /** Who is asked to pray: the saint the persona is drawn from, or Our Lady. */
  intercessors: string[];
  /** The persona's closing line of trust. */
  trust: string[];
}

export const PERSONA_WORDS: Record<PersonaKey, PersonaWords> = {
  pio: {
    intercessors: ['Saint Pio of Pietrelcina', 'Saint Pio, friend of the suffering', 'Holy Mary, Mother of God'],
    trust: [
      'I will pray, hope and not worry, for you hear me.',
      'I leave this at the foot of the Cross, and I will not take it back.',
      'With you beside me, I fear nothing.',
      'I trust your mercy more than my fears.',
      'Stay with me, Lord, for it is toward evening, and I trust in you.',
    ],
  },
  therese: {
    intercessors: ['Saint Thérèse of Lisieux', 'Saint Thérèse, Little Flower', 'Holy Mary, Mother of God'],
    trust: [
      'I place this in your hands like a child, and I know that everything is grace.',
      'I am small, but your love is great, and that is enough.',
      'I offer you this little prayer with all my love, and I trust you with the rest.',
      'Let me rest in your arms, Jesus, like a child that is not afraid.',
      'I trust you, not because I am strong, but because you are good.',
    ],
  },
  kim: {
    intercessors: ['Holy Mary, Mother of God', 'Mary, Mother of the Church', 'Our Lady, Star of the Sea'],
    trust: [
      'I trust you with all of it, and I choose joy because you are with me.',
      'You have never let me down, and I know you will not start now.',
      'My hope is in you, and it is a hope that sings.',
      'Whatever happens, I am yours, and that makes me glad.',
      'I hand it all to you and walk on lighter.',
    ],
  },
  dan: {
    intercessors: ['Saint Joseph, guardian of families', 'Saint Joseph the Worker', 'Holy Mary, Mother of God'],
    trust: [
      'I have done what I can, and I trust you with the rest.',
      'You are a Father who provides, and I rest in that.',
      'I trust you with what I cannot fix, one day at a time.',
      'You carry what I cannot, and I am grateful.',
      'Tomorrow is yours, and so am I.',
    ],
  },
};

/** "Saint Pio, carry her sickness to the heart of Jesus." */
export const INTERCESSION_FORMS = [
  '{saint}, carry {pos} {burden} to the heart of Jesus.',
  '{saint}, place {pos} {burden} in the hands of the Lord, and pray for {obj}.',
  '{saint}, present {pos} {burden} to Jesus with your own prayer.',
];

/** How the intention is named: {whom} and {need} are filled from the reading of it. */
export const BRINGING_FOR_OTHERS = [
  'I bring before you {whom}, {need}.',
  'I lift up {whom} to you, {need}.',
  'I place {whom} in your care, {need}.',
  'I hold {whom} before you, {need}.',
];

export const BRINGING_FOR_SELF = [
  'I come to you {need}.',
  'I bring you my heart {need}.',
  'Here I am before you, {need}.',
  'I kneel before you {need}.',
];

export const DOXOLOGIES = [
  'We ask this through Christ our Lord.',
  'Through Jesus Christ, your Son, who lives and reigns with you in the unity of the Holy Spirit, one God, for ever and ever.',
  'Glory be to the Father, and to the Son, and to the Holy Spirit.',
  'In the name of the Father, and of the Son, and of the Holy Spirit.',
  'All this I ask in the name of Jesus.',
  'I ask this in the name of Jesus, who is Lord for ever and ever.',
];
