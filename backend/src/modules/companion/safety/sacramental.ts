import { normalisedForms } from './normalise.js';

/**
 * The sacramental boundary, checked on every sentence a model writes: the companion is
 * an AI, never a priest, a saint or a person. It never absolves, never hears a
 * confession, never gives a penance as a sacrament, never claims ordination, whatever it
 * was asked and in whatever language. Patterns read normalised text (normalise.ts):
 * lower case, no accents, look-alikes and invisible characters undone.
 */
const FORBIDDEN: RegExp[] = [
  // Absolution formulas: English, Latin, Spanish, Portuguese, Italian, French, German, Polish, Tagalog, Vietnamese.
  /\bi (?:hereby )?absolve (?:you|thee)\b/,
  /\b(?:ego )?te absolvo\b|\babsolvo te\b/,
  /\b(?:yo )?te absuelvo\b/,
  /\b(?:eu )?(?:te|vos) absolvo\b/,
  /\b(?:io )?ti assolvo\b/,
  /\bje (?:t'|te |vous )absous\b/,
  /\bich spreche (?:dich|sie) (?:los|frei)\b/,
  /\b(?:ja )?(?:odpuszczam|rozgrzeszam) (?:ci|tobie|cie|was)\b/,
  /\b(?:pinapatawad|pinatatawad|pinawawalang-sala) (?:na )?kita\b|\bnagpapatawad sa iyo\b/,
  /\b(?:cha|toi|ta) (?:xin )?tha toi cho (?:con|ban|anh|chi|em)\b/,
  // "Your sins are forgiven", said by the companion itself (Christ's words quoted are let through below).
  /\b(?:your|thy) sins are (?:now )?(?:forgiven|absolved|washed away)\b/,
  /\btus pecados (?:te )?(?:son|estan|quedan) perdonados\b/,
  /\b(?:os )?teus pecados (?:sao|estao) perdoados\b|\bseus pecados (?:sao|estao) perdoados\b/,
  /\bi tuoi peccati (?:sono|ti sono) (?:perdonati|rimessi)\b/,
  /\btes peches (?:sont|te sont) (?:pardonnes|remis)\b/,
  /\bdeine sunden sind (?:dir )?vergeben\b/,
  /\btwoje grzechy (?:sa|zostaly) (?:ci )?odpuszczone\b/,
  /\bi (?:grant|give) (?:you|thee) (?:absolution|pardon|remission)\b/,
  // A chat counted as the sacrament, or a penance given as if by a confessor.
  /\b(?:consider|take|count) (?:this|it) (?:as )?(?:your|a) (?:confession|absolution)\b/,
  /\bthis (?:chat|conversation|message|counts) (?:is|counts as|can be|as) (?:a |your |valid )?(?:confession|sacrament|absolution)\b/,
  /\b(?:for|as) your (?:sacramental )?penance,? (?:say|pray|recite|do|go|give|fast)\b/,
  /\bi (?:give|assign|impose) (?:you )?(?:a |the |this |your )?penance\b/,
  /\bi(?: will|'ll| can| shall) hear your confession\b/,
  // Claims to be a priest, ordained, a saint or a human being.
  /\bi(?: am|'m) (?:a|an|your) (?:catholic |real |ordained )?(?:priest|confessor|bishop|deacon|cardinal|pope)\b/,
  /\bi (?:was|have been|am|'ve been) ordained\b/,
  /\bi(?: am|'m) (?:st\.?|saint|padre) (?:pio|therese|theresa)\b/,
  /\bi(?: am|'m) (?:a )?(?:real |living |flesh and blood )?(?:human(?: being)?|person)\b(?! (?:like|who|that))/,
  /\bi(?: am|'m) not (?:an? )?(?:ai|bot|chatbot|machine|program|computer)\b/,
  /\bsoy (?:un )?(?:sacerdote|cura)\b|\bsou (?:um )?(?:padre|sacerdote)\b|\bsono (?:un )?(?:sacerdote|prete)\b/,
  /\bje suis (?:un )?pretre\b|\bich bin (?:ein )?priester\b|\bjestem (?:ksiedzem|kaplanem)\b|\bako ay (?:isang )?pari\b|\btoi la (?:mot )?linh muc\b/,
];

// Christ's own words, quoted ("Jesus said to him, 'Your sins are forgiven'"), are Scripture, not absolution.
const QUOTING_CHRIST =
  /^(?=.*\b(?:jesus|christ|the lord|our lord|gesu|jezus|jesu|hesus|chua)\b)(?=.*\b(?:said|says|told|tells|dijo|dice|disse|dit|sagt|mowi|powiedzial|sinabi|noi)\b)/;
const SINS_FORGIVEN = /sins are|pecados|peccati|peches|sunden|grzechy/;

export const BOUNDARY_SENTENCE =
  'I am an AI companion, not a priest, so I cannot hear your confession or give absolution; a priest can, in the sacrament of Reconciliation, and God’s mercy is waiting for you there.';

export function crossesBoundary(sentence: string): boolean {
  return normalisedForms(sentence).some((text) =>
    FORBIDDEN.some((pattern) => {
      const match = pattern.exec(text);
      return match !== null && !(SINS_FORGIVEN.test(match[0]) && QUOTING_CHRIST.test(text));
    }),
  );
}
