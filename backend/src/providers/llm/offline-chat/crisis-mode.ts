import type { PersonaKey } from '../llm.port.js';

/**
 * What the offline companion writes after the crisis lines, instead of a reflection: a
 * few calm words that ask whether the person is safe, point back to the lines and to one
 * person near them, and stay. Nothing about methods or places, nothing that waits it out.
 */

// The persona's own way of staying, so a change of companion is still heard in crisis.
const STAYING: Record<PersonaKey, string> = {
  pio: 'I am praying for you as we speak, and I am not going anywhere.',
  therese: 'I am staying right here with you, and I am holding you in prayer.',
  kim: 'I am right here, and I am not going anywhere.',
  dan: 'I am here with you, and I am staying.',
};

const ASKING = [
  'Are you safe right now?',
  'Can I ask you: are you safe at this moment?',
  'Before anything else: are you safe right now, where you are?',
];

const REACHING = [
  'If you can, call or text one of the lines above now: the people there are kind, and they are awake at this hour. And if there is someone near you, a friend, someone in your family, a neighbour, let them know you are not okay.',
  'Please reach out to one of those lines now, or to emergency services if you are in danger. If there is one person you trust nearby, tell them tonight; you do not need the right words.',
];

const OPEN = [
  'If you would like, tell me what is happening tonight.',
  'You can tell me what is going on, a little at a time.',
];

/** The crisis-mode reply of the offline companion, varied by turn so a long night is not one text repeated. */
export function composeCrisisReply(persona: PersonaKey, turn: number): string {
  const at = (options: readonly string[]) => options[turn % options.length];
  return [at(ASKING), at(REACHING), `${STAYING[persona]} ${at(OPEN)}`].join('\n\n');
}

/** What the person may tap next in crisis: saying how they are is the most useful step. */
export const CRISIS_FOLLOW_UPS = ['I am safe right now', 'I am not safe right now', 'Help me tell someone'];
