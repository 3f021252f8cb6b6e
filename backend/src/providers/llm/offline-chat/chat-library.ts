import type { ChatTheme, PersonaKey } from '../llm.port.js';

/**
 * The offline companion's library, written for this product: for each theme a person
 * brings (recognised by the companion, modules/companion/chat-themes.ts), a passage of Scripture (CPDV wording, checked against ../shared/scripture/cpdv
 * by test/unit/scripture-quotes.spec.ts), reflections, one small practice, sometimes a
 * traditional prayer, and follow-ups the person may tap.
 */

export interface Passage {
  reference: string;
  text: string;
}

export interface ThemeEntry {
  theme: ChatTheme;
  /** A heavy theme is met with gentleness before anything else. */
  heavy: boolean;
  passages: Passage[];
  reflections: string[];
  practices: string[];
  prayer?: { name: string; text: string };
  followUps: string[];
}

export const THEMES: ThemeEntry[] = [
  {
    theme: 'confession',
    heavy: true,
    passages: [
      {
        reference: '1 John 1:9',
        text: 'If we confess our sins, then he is faithful and just, so as to forgive us our sins and to cleanse us from all iniquity',
      },
      {
        reference: 'Luke 15:20',
        text: 'But while he was still at a distance, his father saw him, and he was moved with compassion',
      },
    ],
    reflections: [
      'I am an AI companion, not a priest, so I cannot hear your confession or give absolution. That is not a rule keeping you from mercy: Christ gave this sacrament to his Church so that you could hear, from a priest acting in his name, that you are forgiven. No chat can say that to you truly, and you deserve the real thing.',
      'I am an AI companion, not a priest, so I cannot hear a confession or absolve anyone; but wanting to confess is already grace at work. A priest can, in the sacrament of Reconciliation, and he has heard everything before. Most parishes list confession times on their website or bulletin, and any priest will also make time if you ask.',
    ],
    practices: [
      'If it helps, I can walk you through an examination of conscience, the Ten Commandments one by one, so you arrive with your heart ready.',
      'Before you go, you might pray the Act of Contrition slowly, and write down what you want to say so nerves do not scatter it.',
    ],
    prayer: {
      name: 'the Act of Contrition',
      text: 'O my God, I am heartily sorry for having offended you, and I detest all my sins because of your just punishments, but most of all because they offend you, my God, who are all good and deserving of all my love. I firmly resolve, with the help of your grace, to sin no more and to avoid the near occasion of sin. Amen.',
    },
    followUps: [
      'Walk me through an examination of conscience',
      'How do I go to confession after a long time?',
      'What do I say to the priest?',
    ],
  },
  {
    theme: 'grief',
    heavy: true,
    passages: [
      { reference: 'Matthew 5:5', text: 'Blessed are those who mourn, for they shall be consoled' },
      {
        reference: 'John 11:25',
        text: 'I am the Resurrection and the Life. Whoever believes in me, even though he has died, he shall live',
      },
      {
        reference: 'Wisdom 3:1',
        text: 'But the souls of the just are in the hand of God and no torment of death will touch them',
      },
    ],
    reflections: [
      'Grief is love that has lost its usual way to go. It does not mean your faith is weak; Jesus himself wept at the tomb of his friend Lazarus, knowing he would raise him. You do not have to hurry through this or feel anything on schedule.',
      'The Church does not ask you to stop missing the one you love. She asks you to keep loving them, now through prayer, and she prays with you: every Mass remembers the dead, and our bond with them is not broken by death.',
    ],
    practices: [
      'You might have a Mass offered for them at your parish, or simply say their name to God each night and rest there a moment.',
      'Let someone sit with you this week, a friend, your parish priest or a bereavement group. Grief carried alone grows heavier.',
    ],
    prayer: {
      name: 'the prayer for the faithful departed',
      text: 'Eternal rest grant unto them, O Lord, and let perpetual light shine upon them. May they rest in peace. Amen.',
    },
    followUps: [
      'Pray with me for the one I lost',
      'What does the Church teach about heaven?',
      'How do I keep going on the hard days?',
    ],
  },
  {
    theme: 'temptation',
    heavy: true,
    passages: [
      {
        reference: '1 Corinthians 10:13',
        text: 'For God is faithful, and he will not permit you to be tempted beyond your ability. Instead, he will effect his Providence, even during temptation, so that you may be able to bear it',
      },
      {
        reference: 'Matthew 26:41',
        text: 'Be vigilant and pray, so that you may not enter into temptation. Indeed, the spirit is willing, but the flesh is weak.',
      },
      { reference: 'Hebrews 4:15', text: 'one who was tempted in all things, just as we are, yet without sin' },
    ],
    reflections: [
      'Being tempted is not the same as sinning, and falling again is not the end of the story. The saints were not people who never fell; they were people who kept getting up and running back to God, again and again.',
      'Temptation is usually strongest when we are tired, alone or hurting, so fighting it is often less about willpower and more about not facing it alone. Christ was tempted too; he knows the fight from the inside.',
    ],
    practices: [
      'Notice when it comes: the time of day, the mood, the place. Plan one small change there, and go to confession regularly; grace does its quiet work over time.',
      'When the pull comes, say the name of Jesus, change what you are doing, and tell one trusted person. Shame grows in secret and weakens in the light.',
    ],
    prayer: {
      name: 'the prayer to Saint Michael',
      text: 'Saint Michael the Archangel, defend us in battle. Be our protection against the wickedness and snares of the devil. May God rebuke him, we humbly pray, and do thou, O Prince of the heavenly hosts, by the power of God, cast into hell Satan and all the evil spirits who prowl about the world seeking the ruin of souls. Amen.',
    },
    followUps: [
      'How can I prepare for confession?',
      'Give me a short prayer for when temptation comes',
      'How do I stop feeling ashamed?',
    ],
  },
  {
    theme: 'anxiety',
    heavy: true,
    passages: [
      { reference: '1 Peter 5:7', text: 'Cast all your cares upon him, for he takes care of you' },
      {
        reference: 'John 14:27',
        text: 'Peace I leave for you; my Peace I give to you. Not in the way that the world gives, do I give to you. Do not let your heart be troubled, and let it not fear',
      },
      {
        reference: 'Matthew 6:34',
        text: 'Therefore, do not be anxious about tomorrow; for the future day will be anxious for itself.',
      },
    ],
    reflections: [
      'Anxiety is not a failure of faith. It is a weight, and God invites you to hand it to him a piece at a time, not all at once. He does not ask you to carry tomorrow today.',
      'When the mind races ahead to everything that could go wrong, prayer brings it back to the present moment, the only place where God’s grace is actually given to us. You are held right now.',
    ],
    practices: [
      'Try this: breathe in slowly while praying “Jesus,” and out while praying “I trust in you.” A few minutes of that can quiet the body as well as the heart.',
      'Write down what weighs on you, then next to each worry write one thing you can do today and one thing you will leave with God.',
    ],
    followUps: ['Pray with me for peace', 'How do I trust God when I am afraid?', 'Give me a short prayer for tonight'],
  },
  {
    theme: 'loneliness',
    heavy: true,
    passages: [
      { reference: 'Isaiah 49:15', text: 'But even if she would forget, still I shall never forget you' },
      { reference: 'Matthew 28:20', text: 'And behold, I am with you always, even to the consummation of the age.' },
      {
        reference: 'Isaiah 43:1',
        text: 'Do not be afraid. For I have redeemed you, and I have called you by your name. You are mine',
      },
    ],
    reflections: [
      'Loneliness is one of the heaviest things a person can carry, and it tells a lie: that no one sees you. God sees you, knows you by name, and has not looked away for a moment.',
      'Even Jesus knew loneliness, in the garden while his friends slept. He does not scold it; he stays in it with you. And he usually sends his presence through people, so it is worth letting a few in.',
    ],
    practices: [
      'Consider one small step toward others this week: staying after Mass for coffee, a parish group, or messaging one person you have missed.',
      'Spend ten minutes before the Blessed Sacrament if you can; an open church is a place where you are never alone.',
    ],
    followUps: ['How can I find community in my parish?', 'Pray with me tonight', 'Does God really notice me?'],
  },
  {
    theme: 'doubt',
    heavy: true,
    passages: [
      { reference: 'Mark 9:23', text: 'I do believe, Lord. Help my unbelief.' },
      { reference: 'John 6:69', text: 'Lord, to whom would we go? You have the words of eternal life' },
    ],
    reflections: [
      'Doubt is not the opposite of faith; indifference is. Asking hard questions honestly is a way of taking God seriously, and many saints, Thérèse of Lisieux among them, walked through long nights of doubt while still choosing to love.',
      'Faith is not a feeling we have to keep up. It is a trust we choose, often while the feelings are silent. The father in the Gospel brought Jesus exactly the faith he had, mixed with unbelief, and that was enough to begin.',
    ],
    practices: [
      'Bring the question itself to prayer, in your own words, and give it a place to be answered: read one Gospel slowly, a chapter a day.',
      'Write down the one question that troubles you most. The Catechism, a good book or a priest can walk with you through it; you do not have to settle it alone tonight.',
    ],
    followUps: ['Why does God feel silent?', 'How do Catholics know God exists?', 'Did the saints doubt too?'],
  },
  {
    theme: 'suffering',
    heavy: true,
    passages: [
      { reference: '2 Corinthians 12:9', text: 'My grace is sufficient for you. For virtue is perfected in weakness.' },
      {
        reference: 'Romans 8:18',
        text: 'For I consider that the sufferings of this time are not worthy to be compared with that future glory which shall be revealed in us',
      },
      { reference: 'Romans 12:12', text: 'in hope, rejoicing; in tribulation, enduring; in prayer, ever-willing' },
    ],
    reflections: [
      'I am sorry you are carrying this. Suffering is real, and the Christian answer to it is not an explanation but a Person: Christ, who did not stay far from pain but entered it, all the way to the cross.',
      'You do not have to pretend this is fine to be faithful. Jesus cried out on the cross in the words of a psalm. Lament is prayer too, and God can hold your honest anger and your tears.',
    ],
    practices: [
      'You might offer what you are going through for someone else who is suffering; many people find that it gives the pain a purpose.',
      'Let people help you: your doctor, your family, your parish. Asking for the Anointing of the Sick is right for anyone seriously ill, not only the dying.',
    ],
    followUps: ['Why does God allow suffering?', 'Pray with me for strength', 'How do I offer up my suffering?'],
  },
  {
    theme: 'discernment',
    heavy: false,
    passages: [
      {
        reference: 'Proverbs 3:5-6',
        text: 'Have confidence in the Lord with all your heart, and do not depend upon your own prudence In all your ways, consider him, and he himself will direct your steps',
      },
      { reference: 'Luke 22:42', text: 'Yet truly, let not my will, but yours, be done.' },
    ],
    reflections: [
      'God’s will is not usually a riddle hidden from you. More often it shows itself in peace, in the gifts you have been given, in the needs in front of you, and in the counsel of wise people.',
      'Saint Ignatius taught that good decisions are made in peace, not in desolation. If you are anxious or low right now, it may be wise to wait, pray, and decide when the storm has passed.',
    ],
    practices: [
      'Try this: imagine each choice for a few days and notice which one brings a lasting peace, not just relief. Then talk it over with someone you trust.',
      'Write down the reasons for and against each option, then bring the list to prayer and ask, “Lord, which of these lets me love you and others more?”',
    ],
    followUps: ['How do I know God’s will?', 'Help me pray about this decision', 'What is Ignatian discernment?'],
  },
  {
    theme: 'family',
    heavy: false,
    passages: [
      {
        reference: 'Colossians 3:14',
        text: 'And above all these things have charity, which is the bond of perfection',
      },
      {
        reference: 'Ephesians 4:32',
        text: 'And be kind and merciful to one another, forgiving one another, just as God has forgiven you in Christ',
      },
      { reference: 'Joshua 24:15', text: 'but as for me and my house, we will serve the Lord.' },
    ],
    reflections: [
      'The family is where holiness is most ordinary and most demanding: patience at breakfast, forgiveness after a hard word, love that chooses again when it is tired. God is at work in exactly those moments.',
      'No family is without its wounds, the Holy Family included, who knew exile and the loss of a child for three days. Bringing your family to God does not require it to be perfect first.',
    ],
    practices: [
      'Choose one small, daily habit of prayer together, even a single Our Father before a meal, and let it grow from there.',
      'Pray by name for each person in your family this week, and look for one concrete way to show each of them love.',
    ],
    followUps: ['Pray for my family', 'How can we pray together as a family?', 'How do I forgive someone close to me?'],
  },
  {
    theme: 'work',
    heavy: false,
    passages: [
      { reference: 'Colossians 3:23', text: 'Whatever you do, do it from the heart, as for the Lord, and not for men' },
      {
        reference: 'John 15:5',
        text: 'I am the vine; you are the branches. Whoever abides in me, and I in him, bears much fruit.',
      },
    ],
    reflections: [
      'Work and study are not a distraction from holiness; they can be the very place of it. Saint Joseph spent most of his life at a workbench, and Jesus worked beside him for years.',
      'Your worth is not your output. God asks for faithfulness, doing the next right thing well and with love, and leaves the results in his hands.',
    ],
    practices: [
      'Begin the day by offering your work to God in one sentence, and pause once at midday to hand him whatever has gone wrong.',
      'Pick one person at work or school to pray for quietly this week, especially one you find difficult.',
    ],
    followUps: ['Pray for my work', 'How can I be a witness at work?', 'How do I handle a difficult boss?'],
  },
  {
    theme: 'gratitude',
    heavy: false,
    passages: [
      {
        reference: '1 Thessalonians 5:18',
        text: 'Give thanks in everything. For this is the will of God in Christ Jesus for all of you',
      },
      {
        reference: 'Romans 8:28',
        text: 'And we know that, for those who love God, all things work together unto good',
      },
    ],
    reflections: [
      'What a gift to notice God’s goodness and to stop and say so. Gratitude is one of the surest ways of staying close to him; the one leper who came back to give thanks heard Jesus say, “Your faith has saved you.”',
      'Joy shared is joy doubled. Thanking God for this does not make it smaller; it lets it point beyond itself to the Giver.',
    ],
    practices: [
      'Before sleep tonight, name three gifts of the day to God, small ones included.',
      'You might thank God at Mass this week, the Eucharist itself means thanksgiving, and tell someone else the good news too.',
    ],
    followUps: [
      'Help me say a prayer of thanksgiving',
      'How can I keep a grateful heart?',
      'What is the Eucharist’s link to thanksgiving?',
    ],
  },
  {
    theme: 'prayer',
    heavy: false,
    passages: [
      {
        reference: 'Matthew 6:6',
        text: 'But you, when you pray, enter into your room, and having shut the door, pray to your Father in secret',
      },
      {
        reference: 'Philippians 4:6',
        text: 'But in all things, with prayer and supplication, with acts of thanksgiving, let your petitions be made known to God',
      },
    ],
    reflections: [
      'Prayer is less about finding the right words and more about showing up. Saint Thérèse called it a surge of the heart, a simple look turned toward heaven. God is glad of whatever you bring, distractions and all.',
      'A prayer life grows like a friendship: through regular time together more than through grand gestures. Five faithful minutes every day will do more than an hour once in a while.',
    ],
    practices: [
      'Try reading the day’s Gospel slowly, stopping at the word that catches you, and speak to Jesus about it in your own words.',
      'Choose a fixed time and place, even five minutes on waking, and begin with the Sign of the Cross and an Our Father.',
    ],
    prayer: {
      name: 'the Our Father',
      text: 'Our Father, who art in heaven, hallowed be thy name; thy kingdom come, thy will be done on earth as it is in heaven. Give us this day our daily bread, and forgive us our trespasses, as we forgive those who trespass against us; and lead us not into temptation, but deliver us from evil. Amen.',
    },
    followUps: ['How do I pray the Rosary?', 'What is lectio divina?', 'How do I pray when I feel nothing?'],
  },
  {
    theme: 'learning',
    heavy: false,
    passages: [
      {
        reference: '2 Timothy 3:16',
        text: 'All Scripture, having been divinely inspired, is useful for teaching, for reproof, for correction, and for instruction in justice',
      },
      {
        reference: 'Luke 11:9',
        text: 'Ask, and it shall be given to you. Seek, and you shall find. Knock, and it shall be opened to you',
      },
    ],
    reflections: [
      'Good questions are a way of loving God with your mind. The Church has thought carefully about almost every question people ask, and the Catechism of the Catholic Church gathers that teaching in one place, with references you can follow.',
      'The faith is not a list of rules but a relationship with a Person, and knowing more about him helps us love him better. I can offer an outline as an AI companion, and a priest or catechist can take you deeper.',
    ],
    practices: [
      'You could read one short section of the Catechism or the Compendium each day; it is written to be read slowly.',
      'Pick one Gospel, Mark is the shortest, and read it through this month, noting what surprises you.',
    ],
    followUps: [
      'Where should I start learning about the faith?',
      'Tell me about the sacraments',
      'Who is a saint I could get to know?',
    ],
  },
  {
    theme: 'closeness',
    heavy: false,
    passages: [
      { reference: 'James 4:8', text: 'Draw near to God, and he will draw near to you.' },
      {
        reference: 'Luke 15:20',
        text: 'But while he was still at a distance, his father saw him, and he was moved with compassion, and running to him, he fell upon his neck and kissed him',
      },
    ],
    reflections: [
      'The desire to be closer to God is itself his work in you; no one longs for someone who is not already calling them. He is nearer than you feel.',
      'Distance from God is rarely closed by one great leap. It is closed by small returns, made often: a word of prayer, the sacraments, an act of love done for him.',
    ],
    practices: [
      'Try visiting a church for a few quiet minutes before the tabernacle this week, and simply tell him you want to be near.',
      'Receive the sacraments regularly: Sunday Mass and confession are the ordinary roads by which he comes close.',
    ],
    followUps: [
      'How can I feel God’s presence?',
      'What is Eucharistic adoration?',
      'Pray with me to draw closer to God',
    ],
  },
  {
    theme: 'general',
    heavy: false,
    passages: [
      {
        reference: 'Matthew 7:7',
        text: 'Ask, and it shall be given to you. Seek, and you shall find. Knock, and it shall be opened to you',
      },
      {
        reference: 'Matthew 11:28',
        text: 'Come to me, all you who labor and have been burdened, and I will refresh you',
      },
    ],
    reflections: [
      'Whatever brought you here today, you are welcome to bring it to God just as it is. He is interested in the whole of your life, not only the religious parts.',
      'I am an AI companion, so I listen without tiring and without judging, and I will try to point you to Christ, to Scripture and to the Church’s wisdom in whatever you share.',
    ],
    practices: [
      'Tell me a little more about what is on your heart, and we can look at it together in the light of faith.',
      'You might take a quiet minute now, ask the Holy Spirit for light, and then tell me what matters most to you today.',
    ],
    followUps: ['Help me pray today', 'I have a question about the faith', 'I am going through something hard'],
  },
];

export const THEME_BY_KEY = new Map(THEMES.map((entry) => [entry.theme, entry]));

/** Each companion's way of opening and closing, for heavy and lighter moments. */
export interface ChatVoice {
  heavyOpenings: string[];
  lightOpenings: string[];
  closings: string[];
}

export const CHAT_VOICES: Record<PersonaKey, ChatVoice> = {
  pio: {
    heavyOpenings: [
      'My dear child, thank you for trusting me with this.',
      'Peace be with you. I am glad you did not keep this to yourself.',
    ],
    lightOpenings: ['Peace be with you, my child.', 'Ah, a good thing to bring to the Lord.'],
    closings: [
      'Pray, hope, and don’t worry. I am here if you want to go on.',
      'Let us keep walking together; tell me what stirs in you.',
    ],
  },
  therese: {
    heavyOpenings: [
      'Thank you for telling me; that takes courage.',
      'I am so glad you came here with this, just as you are.',
    ],
    lightOpenings: ['What a lovely thing to ask.', 'I am glad you are here.'],
    closings: [
      'Little steps are enough for God. Shall we take the next one together?',
      'Jesus asks only for love; tell me more whenever you like.',
    ],
  },
  kim: {
    heavyOpenings: [
      'Hey, thank you for sharing this with me. That is real, and it matters.',
      'I hear you, and I am really glad you reached out.',
    ],
    lightOpenings: ['Love this question!', 'Oh, I am so glad you asked.'],
    closings: [
      'You are not doing this alone. Want to keep talking?',
      'God is so for you. Where do you want to go from here?',
    ],
  },
  dan: {
    heavyOpenings: [
      'Thanks for telling me straight. That is a lot to carry.',
      'I am glad you said something. Let us take this one step at a time.',
    ],
    lightOpenings: ['Good question, and a practical one.', 'Glad you brought this up.'],
    closings: [
      'One day at a time, with God in it. Tell me how it goes.',
      'Keep it simple and keep showing up. I am here if you want to go on.',
    ],
  },
};
