import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';
import { ENGLISH_REWRITES } from './english-rewrites.js';

// Patterns read the rewritten text and its lemmas ("i be go to kill myself" for "I'm going
// to kill myself"), so each verb is written in its base form and its -ing/-ed forms are
// left to the lemmatiser; surface forms are listed where the lemmatiser is unsure.
const w = (source: string) => word(source, 'u');

const ME = String.raw`(?:myself|my ?self|meself|my life|my own life)`;
const KILL = String.raw`(?:kill|killing|killed|end|ending|ended|take|taking|off|shoot|shooting|hang|hanging|drown|drowning|poison|poisoning|gas|gassing|finish|finishing)`;
const WANT = String.raw`(?:want|wanting|wanted|wish|wishing|wished|would like|would rather|need|needing|plan|planning|planned|go|going|be go|gonna|about|ready|decide|decided|try|trying|tried|will|think about|thinking about|thinking of|think of|consider|considering|mean|meant|intend|intending)`;
const DEAD = String.raw`(?:die|dying|died|dead|be dead|gone|not here|not be here|not alive|not exist|not existing|cease to exist|disappear|never wake up|not wake up|sleep forever|never been born|not been born)`;
const SOON = String.raw`(?:tonight|right now|now|today|tomorrow|this (?:weekend|week|morning|evening|afternoon|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|my birthday)|soon|when everyone|after everyone|before (?:anyone|they|my))`;
const MEANS = String.raw`(?:pills?|tablets?|meds|medication|sleeping pills|painkillers|paracetamol|tylenol|acetaminophen|ibuprofen|insulin|rope|noose|belt|cord|gun|pistol|rifle|shotgun|firearm|bullets?|blades?|razors?|knife|knives|box cutter|poison|bleach|antifreeze|pesticide|rat poison|charcoal|exhaust|carbon monoxide|plastic bag)`;
const LEDGE = String.raw`(?:bridge|roof|rooftop|ledge|edge|tracks|train tracks|railway|platform|overpass|cliff|balcony|parking garage|top floor|window ledge)`;
const CLOSE = String.raw`(?:friend|best friend|bff|brother|sister|son|daughter|kid|child|mom|mum|mother|dad|father|roommate|flatmate|classmate|cousin|girlfriend|boyfriend|wife|husband|partner|student|girl|boy|neighbou?r|coworker|colleague)`;
const THEY_SELF = String.raw`(?:herself|himself|themselves|themself|her life|his life|their life)`;
const HURTS_ME = String.raw`(?:hit|hits|hitting|beat|beats|beating|beaten|hurt|hurts|hurting|kick|kicks|kicked|slap|slaps|slapped|punch|punches|punched|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|rape|rapes|raped|raping|molest|molests|molested|touch|touches|touched|touching|grab|grabs|grabbed|abuse|abuses|abused|abusing|threaten|threatens|threatened|push|pushes|pushed|shove|shoved|burn|burns|burned)`;
const ABUSER = String.raw`(?:he|she|they|husband|wife|partner|boyfriend|girlfriend|ex|fiance|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|step ?dad|step ?mom|uncle|aunt|grandpa|grandfather|brother|sister|cousin|priest|father \w+|deacon|pastor|youth minister|youth pastor|catechist|coach|teacher|tutor|boss|neighbou?r|babysitter|sponsor|choir director|altar server|landlord)`;

export const ENGLISH: CrisisLexicon = {
  languages: ['en'],
  lemmatise: true,
  rewrites: ENGLISH_REWRITES,
  closePeople: w(
    String.raw`(?:my|our) ${CLOSE}[^.!?]{0,40}(?:said|says|say|texted|text|wrote|write|posted|post|messaged|message|sent|send|told|tell|dm'?d|snapped)`,
  ),
  signals: {
    intent: [
      w(String.raw`${KILL} ${ME}`),
      w(
        String.raw`(?:commit|committing|attempt|attempting|think about|thinking about|considering|consider|plan|planning|contemplate|contemplating) suicide`,
      ),
      w(String.raw`(?:want|wish|need|please|somebody|someone|god|lord|anyone) [^.]{0,20}(?:to )?(?:kill|end) me\b`),
      w(
        String.raw`(?:can not stop|keep|always|constantly|all i do be|all i can do be) (?:think|thinking|dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:about|of) (?:die|dying|death|being dead|kill myself|killing myself|ending it|suicide|not being here|jumping)`,
      ),
      w(String.raw`suicidal|suicide attempt|attempt suicide|suicide plan|suicidal thoughts?|suicidal ideation`),
      w(String.raw`(?:be suicidal|feel suicidal|go suicidal)`),
      w(String.raw`${WANT} (?:to )?(?:end (?:it|it all|everything|things|this)|do it|go through with it)(?! with)`),
      w(String.raw`(?:end|ending) (?:it all|my life|everything)`),
      w(String.raw`(?:catch the bus|rope ?maxx?ing|an hero)`),
      w(String.raw`(?:make|made|making) (?:my|a) (?:plan|decision) to (?:die|end|leave this world)`),
      w(
        String.raw`(?:take|taking) (?:all (?:of )?)?(?:my|the|these|those) (?:pills|tablets|meds) (?:at once|tonight|and (?:die|sleep|not wake))`,
      ),
      w(String.raw`(?:jump|jumping) (?:off|from|in front of) (?:a|the|this) (?:${LEDGE}|train|bus|car|building)`),
      w(String.raw`(?:swallow|swallowing|swallowed|overdose|overdosing|overdosed) ${SOON}`),
      w(String.raw`(?:take|took|taking) an overdose|(?:i|i have|i be) overdose`),
    ],
    'passive-wish': [
      w(
        String.raw`(?:want|wish|wanted|wished|wishing|would like|would rather|rather|prefer|hope|hoping|pray|praying|ask god|beg god|begging god) (?:to |that i |i could |i would |i |if i )?(?:just |could |would |be |were |was |had |simply |finally )*${DEAD}`,
      ),
      w(String.raw`(?:let|make) me (?:just )?(?:die|be dead|go to sleep forever|not wake up|disappear)`),
      w(
        String.raw`(?:take|call) me (?:home|away|now) (?:lord|god|jesus|already)|(?:lord|god|jesus),? (?:please )?(?:just )?take me(?! to)`,
      ),
      w(
        String.raw`(?:do|does|did) not want to (?:live|exist|be here|be alive|wake up|go on|be around|keep living|keep going|be on this earth)`,
      ),
      w(String.raw`(?:tired|sick|exhausted) of (?:living|existing|being alive|life|being here|waking up)`),
      w(String.raw`(?:sleep|go to sleep|fall asleep) (?:and )?(?:forever|never wake up|not wake up)`),
      w(String.raw`would not mind (?:if|dying|being dead|not waking)`),
      w(
        String.raw`(?:hope|wish|pray) (?:i|that i) (?:do not|would not|will not|never|not) (?:wake up|make it|survive|see (?:tomorrow|the morning))`,
      ),
      w(String.raw`wish (?:i|that i) (?:had never|was never|were never|never) (?:been born|existed|woke up)`),
      w(String.raw`(?:no|lost (?:the|my|all)) (?:will|desire|wish) to live`),
      w(
        String.raw`(?:better|easier) (?:if i (?:be |was |were |had )?(?:dead|die|died|gone|not here|never born|not wake up))`,
      ),
      w(String.raw`(?:if|hope) (?:a|the) (?:car|bus|truck|train) (?:hit|hits|would hit) me`),
      w(String.raw`(?:ready|waiting) to die|want (?:it|this|everything|life) (?:all )?to (?:be over|end|stop)`),
      w(String.raw`(?:wanna|want to|going to) (?:disappear|vanish) (?:forever|for real|for good|and never come back)`),
    ],
    hopelessness: [
      w(
        String.raw`better off (?:without me|if i (?:be |was |were |am )?(?:dead|gone|not here|never|not around|died|disappear))`,
      ),
      w(
        String.raw`(?:everyone|they|my family|my kids|my parents|the world) (?:would|will|be|'d)? ?(?:be )?(?:better|happier|relieved|free) (?:off )?(?:without me|if i (?:be |was |were )?(?:dead|gone|died|not here))`,
      ),
      w(
        String.raw`(?:i be|i am|i feel|feel like|just) (?:such )?(?:a|an|the) (?:burden|weight|waste of space|waste of air|mistake)(?: to| on| for)?`,
      ),
      w(
        String.raw`no (?:way out|reason to (?:live|stay|go on|keep going|be here|exist|try)|point (?:in|to) (?:living|going on|staying|being here|anything|life)|future for me|hope left)`,
      ),
      w(
        String.raw`(?:dying|death|being dead) (?:would be|be|is|seems) (?:easier|better|a relief|the only way|the answer|peaceful)`,
      ),
      w(
        String.raw`(?:can not|could not|do not think i can) (?:go on|keep going|take (?:it|this) anymore|do this anymore|live like this|keep living|survive this|hold on)`,
      ),
      w(String.raw`(?:only|one) way (?:out|to make (?:it|this|the pain) stop)`),
      w(String.raw`(?:rather|prefer to) (?:die|be dead)|would rather (?:die|be dead)`),
      w(String.raw`(?:nobody|no one) would (?:even )?(?:miss|notice|care) (?:me|if i)`),
      w(
        String.raw`(?:life|my life|living) (?:is|be) (?:not|no longer) worth (?:living|it|anything)|not worth living|(?:do not|can not) see the point (?:of|in) (?:living|life|going on|anything anymore)`,
      ),
      w(String.raw`(?:end|stop) (?:the|this) pain (?:for good|forever|permanently)`),
    ],
    finality: [
      w(String.raw`(?:suicide|goodbye|farewell|last|final) (?:note|letter|message|post|text|video)s?`),
      w(
        String.raw`(?:write|wrote|written|leave|left|writing) (?:a |the |some |my )?(?:letter|note|message)s? (?:to|for) [^.]{0,60}(?:after i|when i be gone|when i am gone|for after|once i|after my death)`,
      ),
      w(String.raw`(?:for|after) (?:after )?(?:i (?:be|am) (?:gone|dead)|i die|my death|i be not here)`),
      w(
        String.raw`(?:give|gave|giving|given) away (?:my|all (?:of )?my|everything|most of my|all my)(?! (?:old )?(?:clothes|books) to (?:the )?(?:parish|church|charity|rummage|thrift))`,
      ),
      w(String.raw`(?:give|gave|giving) my (?:dog|cat|pet|guitar|things|stuff|belongings|rosary|bike|car|plants) to`),
      w(
        String.raw`(?:put|putting|get|getting|got) (?:my )?(?:affairs|things|everything) in order|everything be in order`,
      ),
      w(
        String.raw`(?:this be|this is|it be|it is) (?:my )?(?:last|final) (?:message|night|day|time|post|goodbye|prayer)`,
      ),
      w(String.raw`my (?:last|final) (?:night|day|message|post|goodbye|hours)`),
      w(String.raw`(?:pick|picked|choose|chose|chosen|set) (?:the|a|my) (?:date|day|time)`),
      w(String.raw`if i (?:be |am )?not (?:here|around|alive) (?:tomorrow|anymore|by|after|next)`),
      w(
        String.raw`(?:will not|won't) be (?:here|around|alive) (?:for|by|tomorrow|much longer|next|after|anymore|to see)`,
      ),
      w(
        String.raw`(?:do not think|not sure|doubt|do not know if) (?:that )?i(?: will| would| be go to| be going to)? (?:be|make it|still be|live) (?:here|around|alive|to|for|until|through)`,
      ),
      w(
        String.raw`(?:goodbye|bye) (?:everyone|forever|world|for good|for the last time)|(?:say|said|saying) (?:my )?goodbyes?`,
      ),
      w(
        String.raw`(?:tell|let) [^.]{0,30}(?:i love|i loved|that i love|that i loved|it be not their fault|it was not (?:their|your|his|her) fault)`,
      ),
      w(
        String.raw`(?:update|updated|make|made|write|wrote) my will|(?:cancel|cancelled|canceled) my (?:phone|plan|subscriptions?|insurance)`,
      ),
    ],
    means: [
      w(
        String.raw`(?:have|got|get|buy|bought|save|saving|saved|stockpile|stockpiling|collect|collecting|hoard|hoarding|count|counted|counting|keep|keeping|hide|hiding|hid|find|found|steal|stole|order|ordered) (?:up )?(?:\d+ |all |enough |a bunch of |a lot of |some |a |the |my |her |his |their |of )*(?:[\w']+ ){0,3}${MEANS}`,
      ),
      w(String.raw`enough (?:${MEANS}|of them|to (?:die|do it|kill|end it|overdose))`),
      w(
        String.raw`how (?:many|much) [^.?]{0,40}(?:to die|would it take|does it take|to overdose|to kill|be lethal|be fatal|to end it)`,
      ),
      w(
        String.raw`(?:painless|quick|quickest|easy|easiest|best|fastest|surest) ways? (?:to die|to kill|to end it|of dying)|suicide methods?|methods? (?:of|for) suicide`,
      ),
      w(
        String.raw`(?:stand|standing|sit|sitting|be|am|on|at|up on|climbed|climb) (?:on |at |up )?(?:the |a |this |my )?(?:${LEDGE})(?: of| over| above)?`,
      ),
      w(
        String.raw`(?:legs|feet) (?:over|off) the (?:edge|side|ledge|railing)|(?:look|looking) down (?:from|at the)|over the (?:railing|edge)`,
      ),
      w(
        String.raw`(?:gun|pistol|rifle|firearm) (?:be|is) (?:in|under|at|loaded|unlocked|not locked)|know where (?:the|he keeps the|she keeps the) (?:key|gun|pills)`,
      ),
      w(String.raw`(?:shoot|shooting) myself|(?:loaded|load) (?:the|a|my) gun`),
    ],
    'self-harm': [
      w(
        String.raw`(?:cut|cutting|burn|burning|hit|hitting|punch|punching|scratch|scratching|bang|banging|carve|carving|starve|starving|bruise|bruising|stab|stabbing|hurt|hurting|harm|harming|punish|punishing) (?:myself|my ?self|my (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|head|face|stomach|hand|hands|body))`,
      ),
      w(String.raw`self harm(?:ing|ed)?|self injur(?:y|e|ing)|self mutilat`),
      w(
        String.raw`(?:cut|cutting|burned|burnt) (?:again|tonight|today|last night|yesterday)|(?:relapse|relapsed|relapsing) (?:again|on|with|into)? ?(?:cutting|self harm|sh|burning)?`,
      ),
      w(String.raw`(?:hide|hiding|cover|covering) (?:the|my) (?:cuts|scars|burns|marks|bruises)`),
      w(
        String.raw`the (?:blade|razor|lighter) (?:be|is) (?:the only|all that)|only (?:thing|way) that (?:help|helps|make|makes)[^.]{0,30}(?:blade|cut|pain|hurt)`,
      ),
      w(String.raw`(?:punch|punching|hit|hitting|bang|banging) (?:walls?|my head)`),
      w(
        String.raw`(?:not|have not|did not|do not|stopped) (?:eat|eaten|eating) (?:in|for) [^.]{0,20}(?:on purpose|to punish|because i do not deserve|deserve)|(?:deserve|deserved) (?:to (?:hurt|suffer|bleed|starve|be punished|feel pain)|it|the pain)`,
      ),
      w(String.raw`(?:want|need) to (?:be punished|feel pain|bleed|hurt myself)`),
    ],
    abuse: [
      w(String.raw`${ABUSER} [^.]{0,40}${HURTS_ME} me`),
      w(
        String.raw`(?:make|makes|made|force|forces|forced|forcing|pressure|pressures|pressured) me (?:to )?(?:do (?:things|stuff|it|sexual)|have sex|touch|watch|send (?:him|her|them)? ?(?:photos|pictures|pics|nudes)|undress|sleep with)`,
      ),
      w(String.raw`(?:if i tell|if i told|if i say anything|if i report|if i leave|if i go to the police)`),
      w(
        String.raw`(?:our|a) (?:little )?secret|(?:ask|asks|asked|asking) (?:me )?(?:for )?(?:photos|pictures|pics|nudes)`,
      ),
      w(
        String.raw`(?:take|took|takes|taken) (?:away )?my (?:phone|keys|car keys|passport|money|cards|documents)|(?:lock|locks|locked) me (?:in|out|up)|(?:will not|won't|does not) let me (?:leave|go out|see|call)`,
      ),
      w(
        String.raw`(?:scared|afraid|terrified|frightened) (?:to go home|of going home|of (?:him|her|my (?:dad|father|husband|wife|partner|boyfriend|girlfriend|mom|mother|stepdad|stepfather|uncle)))`,
      ),
      w(
        String.raw`(?:threaten|threatens|threatened|threatening) to (?:kill|hurt|beat|take) (?:me|my)|(?:kill|hurt|beat) me if i|(?:said|says|say|told me|swore) (?:he|she|they) (?:will|would|be go to|going to) (?:kill|hurt|beat) me|(?:scared|afraid|terrified) (?:that )?(?:he|she|they) (?:will|would|might|be go to|going to) (?:kill|hurt) me`,
      ),
      w(
        String.raw`${ABUSER} [^.]{0,40}(?:break|broke|broken|fracture|fractured) my (?:wrist|arm|nose|ribs?|jaw|finger|hand|leg|tooth|teeth)|(?:give|gave) me (?:a )?(?:black eye|bruises|concussion)`,
      ),
      w(String.raw`what (?:the |my |our |a )?(?:${ABUSER}|\w+) (?:did|do|does|be doing|has done|have done) to me`),
      w(String.raw`(?:no one|nobody) (?:would|will) believe (?:me|a kid|a child)`),
      w(
        String.raw`(?:being|getting|was|been) (?:abused|raped|molested|beaten|groomed|assaulted|trafficked)|(?:domestic|sexual) (?:violence|abuse|assault)`,
      ),
      w(String.raw`(?:come|comes|came|coming) into my (?:room|bed)`),
      w(
        String.raw`(?:texting|writing|hiding) (?:from|in) (?:the )?(?:bathroom|closet|car)[^.]{0,40}(?:can not leave|he|she|they)`,
      ),
    ],
    'danger-to-others': [
      w(
        String.raw`(?:she|he|they|${CLOSE}) (?:be |is |are |was )?(?:go to|going to|gonna|plan to|planning to|about to|want to|wants to|wanted to|try to|trying to|threaten to|threatening to|threatens to|say (?:she|he|they) (?:will|be go to|want to)|said (?:she|he|they) (?:will|would|be go to|want to|wanted to)|text (?:me )?that (?:she|he|they)|texted (?:me )?that (?:she|he|they))[^.]{0,30}(?:kill|hurt|cut|hang|shoot|end) ${THEY_SELF}`,
      ),
      w(
        String.raw`(?:she|he|they) (?:say|said|says|text|texted|wrote|post|posted) [^.]{0,40}(?:want|wants|wanted) to die`,
      ),
      w(
        String.raw`${CLOSE} [^.]{0,60}(?:suicidal|(?:talk|talks|talked|talking|think|thinks|thinking) about (?:suicide|killing|dying)|kill ${THEY_SELF}|want(?:s|ed)? to die|overdose[sd]? (?:on|tonight|now)|swallow(?:ed)?[^.]{0,20}(?:pills|tablets)|cut (?:her|his|their) (?:arms?|wrists?))`,
      ),
      w(
        String.raw`(?:${CLOSE}|she|he|they) [^.]{0,40}(?:said|say|text|texted|sent|post|posted) (?:goodbye|bye|farewell|adieu)`,
      ),
      w(
        String.raw`(?:afraid|scared|terrified|worried) (?:that )?i (?:will|would|might|be go to|could) (?:hurt|kill|harm|shake|drown|smother) (?:my|him|her|them|someone|somebody|the|a)`,
      ),
      w(
        String.raw`(?:i|i be) (?:go to|going to|want to) (?:kill|hurt|stab|shoot) (?:him|her|them|my (?:ex|husband|wife|boss|dad|mom|father|mother|brother|sister|neighbou?r))`,
      ),
      w(
        String.raw`(?:scream|screaming|crying|cry)[^.]{0,60}(?:hit|hitting|beat|beating|bang|banging|thud)|(?:hit|hitting|beat|beating)[^.]{0,40}(?:kid|child|baby|mom|mum|her|him)[^.]{0,30}(?:right now|now|next door)`,
      ),
      w(
        String.raw`(?:is|be) (?:beating|hitting|hurting|choking|strangling) (?:my|his|her|the) (?:mom|mum|mother|dad|wife|kid|kids|child|children|sister|brother|baby)`,
      ),
    ],
  },
  compounds: [
    [
      w(String.raw`${MEANS}|${LEDGE}`),
      w(
        String.raw`(?:think|thinking|thought) about (?:it|that|using|doing)|not locked|unlocked|know where|have (?:enough|them|it|all)|got (?:them|it|enough)|(?:i|i be) (?:ready|here)|still here|looking down`,
      ),
      'means',
    ],
    [
      w(
        String.raw`(?:take|takes|took|taking) (?:their|his|her|your|one'?s) own life|suicide|kill(?:s|ed|ing)? (?:themselves|himself|herself)`,
      ),
      w(
        String.raw`(?:asking|ask) for (?:me|myself|a friend)|i(?:'m| am| be) asking because|(?:it be|it is|it's|i mean) (?:me|myself)`,
      ),
      'intent',
    ],
    [
      w(String.raw`letters?|notes?`),
      w(
        String.raw`(?:will|would|can|could) find (?:them|it)|for after|when i(?:'m| am| be) gone|after i(?:'m| am)? (?:gone|dead)`,
      ),
      'finality',
    ],
    [
      w(String.raw`cut|cutting|self harm|self-harm|burn(?:ing)? myself|relapse`),
      w(
        String.raw`thought i (?:stopped|quit|was over it)|(?:second|third|fourth|\d+(?:st|nd|rd|th)) time (?:this|today|tonight)|again (?:tonight|today|this week)`,
      ),
      'self-harm',
    ],
  ],
  defusers: [
    // Negated: the writer says it is not so (in English, or with the negation of a language mixed in: "di ako suicidal").
    w(
      String.raw`(?:not|never|no longer|no way i would|would never|will never|do not|did not|am not|be not|hindi|di|hnd|khong|ko|nie|nicht|no|non|nao|pas)(?: really| even| ever| actually| go to| going to| plan to| plan on| want to| try to| think about| thinking about| be| feel| feeling| ako| aq| naman| toi| minh| em)* (?:suicidal|kill|killing|hurt|hurting|harm|harming|end|ending|cut|cutting|die|dying|self harm)(?! (?:me|my ?self|myself)? ?(?:but|yet|though|anymore))`,
    ),
    w(
      String.raw`(?:i be|i am|i feel|i be feeling) (?:safe|ok|okay|fine|alright|better) (?:now|today|again)|not in (?:any )?danger`,
    ),
    // Over and done.
    /^(?!.*\b(?:again|tonight|right now|today|this week|relapse|relapsed|still|now)\b).*\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|few|many|several|some) (?:years?|months?|decades?) ago\b/u,
    /^(?!.*\b(?:again|tonight|right now|today|relapse|relapsed|still)\b).*(?:^|\bi |\bwhen i (?:be|was) )(?:use to|used to|a teenager|younger|a kid|in high school|in college)\b/u,
    w(
      String.raw`(?:be|been|have be|have been|be now) (?:free|clean|sober) (?:of it |from it |of self harm )?(?:for|since)(?![^.]{0,40}(?:until|but|again|tonight|relapse))`,
    ),
    w(
      String.raw`(?:good|better|great|healthy) place now|thank(?:ful|s)? (?:to )?god (?:i|that i) (?:be still here|survive|survived|did not)|grateful (?:to be alive|every day that|i be still here|i am still here|god kept me)`,
    ),
    // Joking or exaggerating.
    /(?:\blol\b|\blmao\b|\blmfao\b|\bhaha\w*|\bhehe\w*|\bjk\b|\bjust kidding\b|\bkidding\b|\bjoking\b|😂|🤣|😅|😆|😹|💀)/u,
    w(
      String.raw`(?:exam|test|homework|class|course|work|job|shift|traffic|wifi|commute|boss|heat|song|music|hymn|choir|practice|workout|diet|fast|feet|back) (?:be |is |are )?(?:killing|kill|murdering|destroying) me`,
    ),
    // Spiritual: dying to self, martyrdom, Christ's death.
    w(
      String.raw`die to (?:myself|my ?self|self|sin|my (?:pride|ego|self|old self|will|sins?|flesh))|(?:put|putting) to death (?:the|my) (?:old self|flesh|deeds|sin)|(?:kill|killing|mortify|mortifying) (?:my|the) (?:pride|ego|habit|flesh|old self|sin|vices?|self|selfishness|desire)`,
    ),
    w(
      String.raw`die for (?:my faith|the faith|christ|jesus|god|him|my beliefs|the church|the gospel|others|my friends)|(?:willing|ready) to die for|martyr|dying to (?:see|meet|know|try|hear|go|get|tell|read)`,
    ),
    w(
      String.raw`(?:depart|departing) and be with christ|i die because i do not die|(?:jesus|christ|the lord|he) (?:die|died|dies|dying) (?:on|for)`,
    ),
    // A question of teaching or history, asked about others or in general.
    /^(?!.*\b(?:i|me|myself)\b[^?]*\b(?:die|dying|dead|kill|killing|end|ending|hurt|cut)\b)(?=.*\b(?:church|catechism|bible|scripture|pope|canon law|teach|teaching|doctrine|theology|sin|mortal|heaven|hell|purgatory|funeral|burial|consecrated|saint|historically|history|judas|class|essay|paper|homework|students?|lesson|talk|policy|safeguarding|mass|pray|praying|prayer|priest|sacrament|god)\b)(?=.*\?)(?!.*\b(?:i am asking for me|asking for me|for me\b|i mean it)\b)/u,
    w(
      String.raw`for my (?:class|homework|essay|paper|project|talk|lesson|students|youth group|bible study|thesis|research|article|sermon|homily)`,
    ),
  ],
  safeReplies: [
    w(
      String.raw`(?:i be|i am|i feel) (?:safe|ok|okay|fine|alright|better)(?: now)?|i (?:will|do|did) (?:call|text|talk to|tell)|(?:i|i have) (?:called|texted|told|talked to)|no,? i (?:be|am) (?:not|fine|ok|okay)|i (?:will|would) not (?:do it|do anything|hurt myself)|(?:thank you|thanks)(?:,? i (?:will|feel))?`,
    ),
  ],
};
