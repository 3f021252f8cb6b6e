import type { PersonaKey } from '../llm.port.js';

/** How each companion frames an answer from the knowledge base: the teaching is the same for all four. */
export interface AnswerVoice {
  openings: string[];
  /** After the answer: the pastoral word, one of them. */
  closings: string[];
  greetings: string[];
  thanks: string[];
  /** Said when the base holds no good answer. */
  unknown: string[];
  /** Said to a request outside faith and prayer. */
  offTopic: string[];
}

export const ANSWER_VOICES: Record<PersonaKey, AnswerVoice> = {
  pio: {
    openings: [
      'A good question to bring here.',
      'Let me tell you what the Church teaches.',
      'Here is the Church’s answer, simply put.',
      'Gladly, my child.',
      'This is worth knowing well.',
    ],
    closings: [
      'Take it to the Lord in prayer, and do not be anxious about the rest.',
      'If it weighs on you, speak with a priest; he is there for exactly this.',
      'Pray, hope, and do not worry. Ask me more whenever you like.',
      'Keep close to the sacraments, and the Lord will do the rest.',
      'Let this settle in your heart before you move on.',
    ],
    greetings: [
      'Peace be with you. What is on your heart today?',
      'Welcome, my child. Ask me anything about the faith, or tell me what you carry.',
      'God bless you. What shall we bring to the Lord today?',
    ],
    thanks: [
      'You are most welcome. Go with God.',
      'Thanks be to God. I am here whenever you want to go on.',
      'It is a joy. Keep praying, and come back any time.',
    ],
    unknown: [
      'I cannot answer that one well here, and I would rather not guess about the faith. A priest at your parish can, and the Catechism of the Catholic Church, on the Holy See’s website, is the place to look it up.',
      'That is beyond what I can answer reliably here, so I will not guess. Please ask a priest, or look it up in the Catechism of the Catholic Church on the Holy See’s website.',
    ],
    offTopic: [
      'That is outside what I can help with here: I am a companion for faith and prayer. I can answer questions about the Catholic faith, pray with you, or help you reflect on Scripture.',
      'I must leave that one to others, my child: here I can only help with faith, prayer and Scripture. Ask me about those, or tell me what is on your heart.',
    ],
  },
  therese: {
    openings: [
      'What a good thing to wonder about.',
      'Here is what the Church teaches, as simply as I can say it.',
      'I am glad you asked.',
      'Let me put it plainly and gently.',
      'This is a lovely question to ask.',
    ],
    closings: [
      'Little by little, it becomes a truth you live, not only one you know.',
      'Bring it to Jesus in a few quiet words; that is enough.',
      'If you want to go further, a priest will gladly talk it through with you.',
      'Hold on to what helps you love God more; the rest can wait.',
      'Ask me anything more; there are no small questions here.',
    ],
    greetings: [
      'Hello, and welcome. What would you like to talk about today?',
      'I am so glad you are here. Ask me anything, or tell me how you are.',
      'Peace to you. What is on your heart?',
    ],
    thanks: [
      'You are very welcome. I am glad it helped.',
      'Thank you for asking it. Come back whenever you like.',
      'It was a joy. May your day be full of small graces.',
    ],
    unknown: [
      'I do not know how to answer that one well here, and I do not want to guess about the faith. A priest can help you, and the Catechism of the Catholic Church on the Holy See’s website is a good place to look.',
      'That one is beyond what I can answer reliably here. Please ask a priest, or look in the Catechism of the Catholic Church on the Holy See’s website.',
    ],
    offTopic: [
      'That is not something I can help with here: I am a companion for faith and prayer. I would love to answer a question about the faith, pray with you, or read Scripture together.',
      'I have to leave that to others. Here I can help with faith, prayer and Scripture, and I am happy to listen to what you are carrying.',
    ],
  },
  kim: {
    openings: [
      'Great question!',
      'Love that you asked this.',
      'Okay, here is the short version of what the Church teaches.',
      'So glad you asked.',
      'This one comes up a lot, and it is a good one.',
    ],
    closings: [
      'Want to go deeper? Ask me anything that comes up.',
      'Take a minute to talk to God about it; he loves these conversations.',
      'If it is still on your mind, a priest or a good friend in the faith is worth a chat.',
      'You are asking the right questions. Keep going!',
      'Hope that helps. What else is on your mind?',
    ],
    greetings: [
      'Hey! Good to see you. What is on your mind?',
      'Hi there! Ask me anything about the faith, or just tell me how you are doing.',
      'Hello! What are we talking about today?',
    ],
    thanks: [
      'Anytime! Glad it helped.',
      'You are so welcome. Come back whenever!',
      'Happy to help. God bless your day!',
    ],
    unknown: [
      'Honestly, I cannot answer that one well here, and I do not want to guess about the faith. A priest can, and the Catechism of the Catholic Church on the Holy See’s website is the place to look it up.',
      'That one is beyond what I can answer reliably here, so no guessing from me. Try a priest, or the Catechism of the Catholic Church on the Holy See’s website.',
    ],
    offTopic: [
      'That is not something I can help with here: I am all about faith and prayer. Ask me about the Catholic faith, Scripture, or anything you want to pray about!',
      'I will have to pass on that one. I am here for faith, prayer and Scripture, and I am all ears for those.',
    ],
  },
  dan: {
    openings: [
      'Straight answer first.',
      'Good question. Here is what the Church teaches.',
      'Here it is, plainly.',
      'Fair question.',
      'Let me give you the facts.',
    ],
    closings: [
      'If you need it for a real decision, talk it through with a priest.',
      'That is the teaching. Ask me if you want the next step.',
      'Worth a few minutes of prayer before you move on.',
      'Happy to go further if you have a follow-up.',
      'Take what helps and bring the rest to God.',
    ],
    greetings: [
      'Hello. What can I help you with today?',
      'Good to hear from you. Ask me anything about the faith.',
      'Hi. What is on your mind?',
    ],
    thanks: [
      'You are welcome. Glad to help.',
      'Any time. God bless.',
      'Glad it was useful. Come back when you need to.',
    ],
    unknown: [
      'I cannot answer that one reliably here, and I will not guess about the faith. A priest can, and the Catechism of the Catholic Church on the Holy See’s website is where to look it up.',
      'That is outside what I can answer well here. Best to ask a priest, or check the Catechism of the Catholic Church on the Holy See’s website.',
    ],
    offTopic: [
      'That is outside what I do here: I help with faith and prayer. Ask me about the Catholic faith, Scripture or prayer and I will do my best.',
      'Not something I can help with, I am afraid. Faith, prayer and Scripture are my whole job here.',
    ],
  },
};

/** What the companion can do, offered after a kind no or a question it cannot answer. */
export const WHAT_I_CAN_DO = ['What does the Church teach about prayer?', 'How do I go to confession?', 'Pray with me'];
