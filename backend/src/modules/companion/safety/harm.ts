import { normalisedForms } from './normalise.js';

/**
 * Words no companion may say to anyone, checked on every sentence a model writes: encouraging
 * or permitting self-harm or suicide, methods or lethality, urging secrecy, minimising
 * abuse, telling someone to stop prescribed medication. Patterns read normalised text
 * (normalise.ts). The companion's own words of care ("please tell someone you trust", "a
 * priest can help") never match.
 */
const YOURSELF = '(?:yourself|your ?self|urself|your life|it all|your pain)';
const PERMIT =
  "(?:you should|you ought to|go ahead and|feel free to|why not|it'?s (?:ok|okay|fine|alright|understandable|your right|brave) to|it is (?:ok|okay|fine|alright|understandable|your right|brave) to|there'?s nothing wrong with|you have my permission to)";
const ABUSE = '(?:abuse|abuser|abusive|rape|assault|violence|violent|hits? you|beats? you|hurts? you)';

const HARMFUL: RegExp[] = [
  // Encouragement or permission.
  new RegExp(`\\b${PERMIT} (?:really )?(?:kill|hurt|harm|cut|burn|end|starve|unalive|punish) ${YOURSELF}`),
  new RegExp(
    `\\b${PERMIT} (?:die|end it|take (?:all )?(?:of )?(?:the |your |those )?(?:pills|tablets|meds)|overdose|jump)\\b`,
  ),
  /\b(?:the world|everyone|your family|they|people) (?:would|will) be better (?:off )?without you\b/,
  /\b(?:death|dying|suicide|ending it|ending your life) (?:is|would be|could be|might be) (?:a |the |your )?(?:answer|solution|relief|way out|release|best option|only option|escape)\b/,
  // Methods and lethality.
  /\b(?:lethal|fatal|deadly|overdose) (?:dose|amount|quantity)\b/,
  /\b(?:painless|quickest|fastest|easiest|surest|best|most effective|certain) (?:way|method|means)s? (?:to|of) (?:die|dying|kill|end|suicide|overdose)\b/,
  /\bhow (?:to|you can|one can) (?:tie a noose|hang yourself|overdose|slit|cut (?:your )?wrists|kill yourself|end your life)\b/,
  /\b\d+ ?(?:mg|milligrams|grams|g|pills|tablets|capsules)\b[^.]*\b(?:would|will|should|is enough to|enough to) (?:kill|be fatal|be lethal|end|stop your heart)\b/,
  /\b(?:cut|slit) (?:along|down|across) (?:the|your) (?:vein|wrist|arm)s?\b/,
  // Secrecy.
  /\b(?:don'?t|do not|never|no need to|you don'?t (?:have|need) to) (?:tell|talk to) (?:anyone|anybody|a soul|your (?:parents|mom|mum|dad|family|priest|teacher|doctor|therapist|counsellor|counselor|friends))\b(?! (?:else )?(?:who|that) )/,
  /(?<!(?:not|n'?t|never) )\bkeep (?:this|it|these|them|what (?:he|she|they) did) (?:a )?secret\b|(?<!(?:not|n'?t|never) )\bkeep (?:this|it) (?:to yourself|between (?:us|you and me))\b/,
  /\b(?:this|it) (?:stays|will stay|remains|is just) between (?:us|you and me)\b|\b(?:no one|nobody) (?:needs|has) to know\b/,
  // Minimising abuse.
  /\b(?:that|it|this|what (?:he|she|they) did) (?:isn'?t|is not|wasn'?t|was not|doesn'?t count as|does not count as) (?:really |technically |actually )?(?:abuse|rape|assault|violence)\b/,
  /\b(?:he|she|they) (?:probably )?(?:didn'?t|did not|doesn'?t|does not) (?:really )?mean (?:it|to hurt you|any harm)\b/,
  /\byou (?:probably |must have |may have |might have )?(?:deserved|provoked|asked for|caused) (?:it|this|that|what happened)\b/,
  new RegExp(
    `\\b(?:a good (?:wife|husband|christian|catholic|child|daughter|son)|you) (?:should|must|have to|need to) (?:stay|submit|endure|put up with|keep quiet|obey)\\b[^.]*\\b${ABUSE}`,
  ),
  new RegExp(
    `\\b(?:offer (?:it|this|the (?:abuse|beatings|violence)) up|(?:a|your) cross to bear)\\b[^.]*\\b${ABUSE}|\\b${ABUSE}\\b[^.]*\\b(?:offer it up|(?:a|your) cross to bear)\\b`,
  ),
  // Prescribed medication.
  /(?<!(?:don'?t|do not|never|not|without|before you) )\b(?:stop|quit|come off|throw away|flush|skip) (?:taking )?(?:your |the |those |these |all )?(?:meds|medication|medications|medicine|antidepressants|prescriptions?|lithium|insulin)\b/,
  /\byou don'?t (?:really )?need (?:your |the |any )?(?:meds|medication|medicine|antidepressants|therapy|therapist|psychiatrist)\b/,
  /\b(?:prayer|faith|god|jesus|the rosary|fasting) (?:instead of|rather than|is better than|replaces|can replace|will replace) (?:your |taking )?(?:meds|medication|medicine|antidepressants|therapy|doctors?|treatment)\b/,
];

/** What stands in for a sentence that was stopped. */
export const HARM_SENTENCE =
  'I cannot say anything that could put you or anyone else in danger. If you are thinking of hurting yourself or are not safe, please contact a crisis line or your local emergency number now, and tell someone you trust.';

export function isHarmful(sentence: string): boolean {
  return normalisedForms(sentence).some((text) => HARMFUL.some((pattern) => pattern.test(text)));
}
