import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';
import { ENGLISH_REWRITES } from './english-rewrites.js';

// Patterns read the rewritten text and its lemmas ("i be go to kill myself" for "I'm going
// to kill myself"), so each verb is written in its base form and its -ing/-ed forms are
// left to the lemmatiser; surface forms are listed where the lemmatiser is unsure.
const w = (source: string) => word(source, 'u');

const ME = String.raw`(?:myself|my ?self|meself|my life|my own life)`;
const KILL = String.raw`(?:kill|killing|killed|end|ending|ended|take|taking|off|offing|offed|shoot|shooting|hang|hanging|drown|drowning|poison|poisoning|gas|gassing|finish|finishing)`;
const WANT = String.raw`(?:want|wanting|wanted|wish|wishing|wished|would like|would rather|need|needing|plan|planning|planned|go|going|be go|gonna|about|ready|decide|decided|try|trying|tried|will|think about|thinking about|thinking of|think of|consider|considering|mean|meant|intend|intending)`;
const DEAD = String.raw`(?:die|dying|died|dead|be dead|gone|not here|not be here|not alive|not exist|not existing|cease to exist|cease to be|be no more|stop existing|disappear(?! (?:into|for|to|from|on|under|with|in (?:a|the|my)|behind|off)\b)|vanish(?! (?:into|for|to|from|on|under|with|in (?:a|the|my)|behind)\b)|fade away|waste away|wither away|starve to death|never wake up|not wake up|sleep forever|sleep for good|never been born|not been born)`;
const SOON = String.raw`(?:tonight|right now|now|today|tomorrow|this (?:weekend|week|morning|evening|afternoon|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|my birthday)|soon|when everyone|after everyone|before (?:anyone|they|my))`;
// Medicines people keep at home and take too many of, by kind and by name.
const DRUGS = String.raw`(?:pills?|tablets?|capsules?|meds|medication|medicine|sleeping pills|painkillers|paracetamol|tylenol|acetaminophen|ibuprofen|advil|aspirin|insulin|antidepressants?|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|xanax|valium|diazepam|klonopin|ativan|benzos|oxy|oxycodone|oxycontin|percocet|vicodin|morphine|fentanyl|heroin|lithium|seroquel|quetiapine|benadryl|ambien|zolpidem|opioids|codeine|tramadol|amitriptyline|gabapentin)`;
const MEANS = String.raw`(?:${DRUGS}|rope|noose|belt|cord|gun|pistol|rifle|shotgun|firearm|bullets?|blades?|razors?|knife|knives|box cutter|poison|bleach|antifreeze|pesticide|rat poison|charcoal|exhaust|carbon monoxide|plastic bag)`;
// Where the body is hurt: for self-harm ("carved into my leg").
const BODY = String.raw`(?:arms?|wrists?|thighs?|legs?|skin|head|face|stomach|belly|hands?|body|chest|hips?|ankles?|shoulders?|forearms?|neck|throat|ribs|back)`;
// Adults with power over a child or a believer; with a secret or a touch, grooming.
const ADULT = String.raw`(?:(?:mom's|mum's|dad's|parents'|mother's|father's) (?:friend|boyfriend|girlfriend|coworker|boss)|family friend|friend of my (?:mom|mum|dad|parents)|priest|father \w+|fr \w+|deacon|pastor|youth minister|youth pastor|youth leader|catechist|coach|teacher|tutor|choir director|scout leader|babysitter|stepdad|step ?dad|stepfather|uncle|boss|(?:\d+|twenty|thirty|forty|fifty) year old (?:guy|man|woman|dude)|older (?:guy|man|woman|boy|dude)|grown (?:man|woman|up)|(?:guy|man|woman) from (?:church|online|work|the parish|youth group|the internet)|neighbou?r|landlord|sponsor|godfather|mentor|seminarian|monsignor|bishop|counsell?or|sacristan)`;
// What an abuser asks to be kept quiet.
const SECRET = String.raw`(?:secret|between us|(?:stay|keep|be) quiet|keep (?:my|your) mouth shut|not to tell|never (?:to )?tell|do not tell|to not tell|(?:should not|must not|can not|not supposed to|not allowed to) tell|delete (?:them|it|the (?:messages|texts|chats|pictures|photos)|our (?:messages|texts|chats)|everything)|(?:no one|nobody) (?:can|will|would|has to|must|needs to|should) (?:know|find out|believe)|special (?:friend|relationship|bond|game))`;
// What makes a secret kept with an adult a danger.
const GROOMING = String.raw`(?:abus\w*|raped|rape|raping|what happened|what (?:he|she) (?:did|does|do)|dating|date|dates|relationship|in love|girlfriend|boyfriend|mature for|touch\w*|kiss\w*|hug\w*|rub\w*|massag\w*|undress\w*|naked|nudes?|pictures|pics|photos|videos|sex\w*|bed|bedroom|lap|shower\w*|private parts|down there|meet (?:me|up)|hotel|alone|at night|late|messages|texts|dms?|rectory|sacristy|office|his car|his house|his room)`;
// God named as the one the writer would go to.
const HEAVEN = String.raw`(?:jesus|god|christ|the lord|my lord|my maker|my creator|my saviou?r|our lord|mary|the father|heaven)`;
// Where someone is at Mass or prayer, not in danger.
const AT_PRAYER = String.raw`(?:adoration|mass|church|eucharist|confession|communion|chapel|tabernacle|blessed sacrament|retreat|vigil|holy hour|rosary|benediction)`;
const LEDGE = String.raw`(?:bridge|roof|rooftop|ledge|edge|tracks|train tracks|railway|platform|overpass|cliff|balcony|parking garage|top floor|window ledge)`;
const CLOSE = String.raw`(?:friend|best friend|bff|brother|sister|son|daughter|kid|child|mom|mum|mother|dad|father|grandpa|grandma|grandfather|grandmother|uncle|aunt|roommate|flatmate|classmate|cousin|girlfriend|boyfriend|wife|husband|partner|student|girl|boy|neighbou?r|coworker|colleague)`;
const THEY_SELF = String.raw`(?:herself|himself|themselves|themself|her life|his life|their life)`;
const HURTS_ME = String.raw`(?:hit|hits|hitting|beat|beats|beating|beaten|hurt|hurts|hurting|kick|kicks|kicked|slap|slaps|slapped|punch|punches|punched|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|rape|rapes|raped|raping|molest|molests|molested|touch|touches|touched|touching|grab|grabs|grabbed|abuse|abuses|abused|abusing|threaten|threatens|threatened|push|pushes|pushed|shove|shoved|burn|burns|burned)`;
const ABUSER = String.raw`(?:(?:the |a |this |some )?(?:man|guy|woman|lady|boy|older kid|teenager) (?:next door|downstairs|upstairs|from church|at church|at work|at school|in my building|across the street|down the street)|he|she|they|husband|wife|partner|boyfriend|girlfriend|ex|fiance|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|step ?dad|step ?mom|uncle|aunt|grandpa|grandfather|brother|sister|cousin|priest|father \w+|deacon|pastor|youth minister|youth pastor|catechist|coach|teacher|tutor|boss|neighbou?r|babysitter|sponsor|choir director|altar server|landlord|someone|somebody|a guy|a man|this guy|some guy|a stranger)`;
// Ways to die people name when they mean to use them.
const METHOD = String.raw`(?:(?:jump|leap|throw myself|step|walk|run|lie down|lay down) (?:off|from|in front of|into|onto|under) (?:a |the |this |that |my |our )?(?:next |first |oncoming |passing |nearest |closest |big |busy |tall |high |fast |speeding |express )?(?:${LEDGE}|train|bus|car|truck|lorry|building|window|balcony|traffic|river|sea|ocean|lake|water|bridge|subway|metro)|walk into the (?:sea|ocean|river|lake|water|traffic)|drive (?:my car |the car |myself )?(?:into|off) (?:a |the )?(?:wall|tree|bridge|cliff|river|lake|truck|pole|barrier|oncoming traffic|traffic)|crash my car (?:on purpose|into)|(?:slit|slash|cut open|open) my (?:wrists?|throat|veins)|drink (?:the |some |a bottle of )?(?:bleach|poison|antifreeze|pesticide|weed killer|drain cleaner)|put (?:a |the )?(?:bullet|gun) (?:in|to|through|into) my (?:head|mouth|brain|temple)|blow my (?:brains|head) out|set myself on fire|(?:take|swallow) (?:all|every one|the rest|the whole (?:bottle|box|pack)) (?:of )?(?:my |the |these |those |her |his )?(?:\w+ ){0,2}(?:${DRUGS})|overdose)`;

export const ENGLISH: CrisisLexicon = {
  languages: ['en'],
  lemmatise: true,
  rewrites: ENGLISH_REWRITES,
  closePeople: w(
    String.raw`(?:my|our) ${CLOSE}[^.!?]{0,40}(?:said|says|say|texted|text|wrote|write|posted|post|messaged|message|sent|send|told|tell|dm'?d|snapped)`,
  ),
  signals: {
    intent: [
      w(
        String.raw`(?:tonight|today|tomorrow|this weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday) (?:is|be) (?:when|the night|the day) (?:i go|i do it|i end it|i die|it happens|i leave this world)|(?:i have decided|i've decided|decided|i know)[^.]{0,30}(?:when|how|where) (?:i go|i do it|i will do it|i die|to do it|to go)\b(?! (?:to|on|for|home|back|shopping|out)\b)`,
      ),
      w(String.raw`(?:make|making|made) it (?:look|seem) like (?:an|a) (?:accident|natural death|heart attack)`),
      w(
        String.raw`(?:mind|brain|head|voices?|thoughts?|something) (?:keeps |keep |is |be |always )?(?:telling|tells|tell|told|saying|says) me to (?:jump|die|kill myself|end it|cut|hurt myself|do it|step off|step in front)`,
      ),
      w(String.raw`(?:plan|planning|planned|plan out|planning out) my (?:own )?(?:death|suicide|exit)`),
      w(
        String.raw`(?:tried|try|trying|attempted|attempt) to (?:overdose|kill myself|end my life|end it|hang myself|jump|die|take my (?:own )?life|drown myself|cut my wrists)`,
      ),
      w(
        String.raw`(?:thought|think|thinking|thinks) about how (?:i (?:would|will|could|might|be go to) |to )(?:do it|die|end it|kill myself|end my life)`,
      ),
      w(
        String.raw`(?:i|i be|i am|i'm|im) (?:go to|going to|gonna|about to|will|ready to) jump(?! (?:in|into|on|onto|at|for|over|up|around|rope|the gun|ship|start|right in|through|out of|to|back|ahead|with|higher|high|off (?:the |a )?(?:diving|board|swing|trampoline|dock|boat|rock))\b)`,
      ),
      w(
        String.raw`(?:going to|gonna|about to|want to|ready to|go to) (?:take|swallow) (?:pills|all (?:the|my|of my|of the) pills|a bunch of pills|too many pills|(?:a|the) (?:whole|entire) bottle)`,
      ),
      w(String.raw`^(?:please )?(?:just )?(?:kill|end) me,? please\.?$|^please (?:just )?(?:kill|end) me\.?$`),
      w(
        String.raw`(?:put|held|hold|pressed|press|had|stuck) (?:the|a|my|his|dad's) (?:gun|pistol|rifle|shotgun|barrel|revolver) (?:in|to|against|under|into) my (?:mouth|head|temple|chin|chest|heart)|(?:could not|couldn't|can not|can't|did not|didn't) pull the trigger`,
      ),
      w(
        String.raw`(?:life insurance|insurance money|insurance payout|insurance policy)[^.]{0,40}(?:if i (?:die|died|was gone|were gone|be gone|kill myself|killed myself)|when i (?:die|be gone|am gone)|after i (?:die|be gone|am gone)|suicide)|(?:suicide|kill myself|killing myself)[^.]{0,30}(?:life insurance|insurance)`,
      ),
      w(
        String.raw`(?:no one|nobody|my \w+) (?:does not|doesn't|do not|don't) know (?:that )?i (?:have|made|got) a plan|i (?:have|made|got) a plan (?:to|for) (?:end|die|kill|do it|how|my death)|^i (?:have|made|got) a plan\.?$`,
      ),
      w(String.raw`${KILL} ${ME}`),
      w(
        String.raw`(?:commit|committing|attempt|attempting|think about|thinking about|considering|consider|plan|planning|planned|contemplate|contemplating) (?:my |a |the )?suicide|check(?:ing)? out (?:for good|permanently|forever|early|of (?:life|this world|this life))`,
      ),
      w(String.raw`(?:want|wish|need|please|somebody|someone|god|lord|anyone) [^.]{0,20}(?:to )?(?:kill|end) me\b`),
      w(
        String.raw`(?:can not stop|keep|always|constantly|all i do be|all i can do be) (?:think|thinking|dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:about|of) (?:die|dying|death|being dead|kill myself|killing myself|ending it|suicide|not being here|jumping)(?![^.]{0,40}(?:since|after) (?:my|his|her|our|the) (?:\w+'s |\w+ 's )?(?:\w+ )?(?:funeral|death|passing|diagnosis|accident|miscarriage|loss|died|passed))`,
      ),
      w(String.raw`suicidal|suicide attempt|attempt suicide|suicide plan|suicidal thoughts?|suicidal ideation`),
      w(String.raw`(?:be suicidal|feel suicidal|go suicidal)`),
      w(
        String.raw`${WANT} (?:to )?(?:end (?:it|it all|everything|things|this(?! (?:argument|fight|relationship|call|conversation|chat|meeting|streak|cycle|habit|sin|chapter|season|year|week|friendship|debate|war|fast|novena|job|project|game|marriage|feud|silence|drama|discussion|pattern|addiction|semester|lease|contract)\b))|do it|go through with it)(?! with)`,
      ),
      w(String.raw`(?:end|ending) (?:it all|my life|everything)`),
      w(String.raw`(?:catch the bus|rope ?maxx?ing|an hero)`),
      w(String.raw`(?:make|made|making) (?:my|a) (?:plan|decision) to (?:die|end|leave this world)`),
      w(
        String.raw`(?:take|taking) (?:all (?:of )?)?(?:my|the|these|those) (?:pills|tablets|meds) (?:at once|tonight|and (?:die|sleep|not wake))`,
      ),
      w(
        String.raw`(?<!(?:he|she|they|guy|girl|man|woman|character|who|kid|boy|someone|somebody|people) )(?:jump|jumping) (?:off|from|in front of) (?:a|the|this) (?:${LEDGE}|train|bus|car|building)`,
      ),
      w(String.raw`(?:swallow|swallowing|swallowed|overdose|overdosing|overdosed) ${SOON}`),
      w(String.raw`(?:take|took|taking) an overdose|(?:i|i have|i be) overdose`),
      // A method, meant or planned ("i'm going to walk into the sea tonight").
      w(
        String.raw`(?:go to|going to|gonna|be go to|will|about to|plan to|planning to|plan on|planning on|want to|need to|decide to|decided to|ready to|think about|thinking about|thinking of|think of|keep thinking about|can not stop thinking about|consider|considering|tempted to|urge to|feel like|i (?:will|would|could|might|just)) ${METHOD}`,
      ),
      w(
        String.raw`(?<!(?:he|she|they|guy|girl|man|woman|character|who|kid|boy|someone|somebody|people) )${METHOD}[^.]{0,20}${SOON}`,
      ),
      // Ending it, with a time or a decision ("tonight i end this", "ending it tonight").
      w(
        String.raw`(?:end|ending|finish|finishing) (?:it|it all|things?|everything|this|my life|my suffering) (?:${SOON}|for good|once and for all)`,
      ),
      w(
        String.raw`${SOON},? i (?:will |be go to |be going to |am going to |be about to )?(?:end|finish) (?:it|it all|things?|everything|this)`,
      ),
      w(
        String.raw`(?:${WANT}|(?:think|thinking|thought) (?:about|of)|keep (?:think|thinking) (?:about|of)) (?:to )?(?:end|ending) (?:it|it all|things?|everything|this(?! (?:argument|fight|relationship|call|conversation|chat|meeting|streak|cycle|habit|sin|chapter|season|year|week|friendship|debate|war|fast|novena|job|project|game|marriage|feud|silence|drama|discussion|pattern|addiction|semester|lease|contract)\b)|my suffering)(?! with| between| up| of)`,
      ),
      // Going through with it: finally, tonight, this time.
      w(
        String.raw`(?:finally|really|actually|tonight|today|this time|the night|the day)[^.]{0,30}(?:go|going|do) through with it|go(?:ing)? through with it (?:${SOON}|this time|finally|for real)`,
      ),
      // Meeting God tonight, not at Mass ("i'm ready to meet jesus tonight").
      w(
        String.raw`(?![^.]{0,60}${AT_PRAYER})(?:ready|going|go|about|plan|planning|want|wanna|time|decide|decided|leave|leaving|get) to (?:meet|see|be with|join|go home to|go to|face) ${HEAVEN}[^.]{0,25}${SOON}`,
      ),
      w(
        String.raw`(?![^.]{0,60}${AT_PRAYER})${SOON},? i (?:will|be go to|be going to|am going to|get to) (?:meet|see|be with|go home to) ${HEAVEN}`,
      ),
      w(String.raw`(?:i be|i am|i will|i be go to|i want to|ready to|time to|go to|going to) [^.]{0,10}meet my maker`),
      // Asking forgiveness ahead for what one is about to do.
      w(
        String.raw`forgive me (?:for|of) what i (?:be about to|am about to|be go to|am going to|be going to|will|plan to|have to|need to|must) do`,
      ),
      // Working out how.
      w(
        String.raw`(?:plan|planning|planned|figure out|figuring out|figured out|work out|worked out|research|researching|researched|look up|looking up|looked up|google|googling|googled|search|searching|searched) (?:how|when|where) (?:i (?:would|will|could|should|be go to|am going to|be going to) |to )(?:do it|end it|kill|die|jump|hang|overdose|go through with it)`,
      ),
      w(
        String.raw`(?:do it|die|end it|go|kill myself|way out|way to go) (?:painlessly|without (?:pain|it hurting|feeling (?:it|anything)))`,
      ),
      w(
        String.raw`(?:my |the )?plan (?:be|is|was) to (?:end it|go through with it|die|kill myself|end my life|jump|overdose)|(?:do it|end it|go through with it)[^.]{0,40}(?:when|while|after|once) (?:my \w+|everyone|they|nobody|no one)[^.]{0,15}(?:away|out|gone|asleep|at work|not home|on vacation|sleeping|in bed|go to bed|goes to bed|leave|leaves)`,
      ),
      w(
        String.raw`(?:so |really |this |very |dangerously )?close to (?:ending it|ending my life|ending things|ending everything|killing myself|doing it|jumping|taking the pills|taking them all|giving up on life|the edge)(?! of (?:the|my) (?:semester|year|season|term))`,
      ),
      w(
        String.raw`i (?:will|'ll|be go to|am going to|be going to|should|would) (?:probably |likely )?be (?:dead|gone for good|gone forever) (?:by|before|tomorrow|tonight|soon|in (?:a|an|the)|when|this time)`,
      ),
      w(
        String.raw`(?:so|so that|to help|in order to|and then) i (?:can|could|will) (?:finally )?(?:end (?:it|it all|things|everything|my life)|die|kill myself|do it|go through with it)(?! with| between)`,
      ),
      w(
        String.raw`(?:going to|gonna|want to|about to|plan to|planning to|will|decided to|ready to) (?:commit )?suicide(?! (?:prevention|awareness|hotline|note))|(?<!(?:dog|cat|puppy|kitten|toddler|baby|pet|accidentally) )(?:drank|drink|drunk|drinking|swallowed|swallow|ate|eat) (?:a |the |some |half (?:a|the) |a whole |a bottle of |a cup of |a glass of |bottle of )*(?:bleach|poison|antifreeze|pesticide|weed killer|drain cleaner|rat poison|lighter fluid|cleaning (?:fluid|products|chemicals))(?![^.]{0,60}(?:by accident|accidentally|by mistake|poison control|vet))`,
      ),
      w(
        String.raw`(?:come|came|coming|go|went|going|get|got) (?:home )?to (?:him|god|jesus|heaven|you|the lord) (?:early|sooner|before my time|now|tonight)|(?:die|go|leave|be with (?:god|jesus)) before my time`,
      ),
      w(
        String.raw`(?:thoughts?|urges?|impulses?) (?:about|of|to) (?:jump|jumping|dying|die|killing myself|kill myself|hanging myself|overdosing|overdose|crashing my car|driving (?:into|off)|stepping in front|ending it|ending my life)|(?:scared|afraid|worried|terrified) (?:that )?i (?:will|would|might|could|be go to|am going to) (?:do something (?:to myself|stupid|drastic)|hurt myself|kill myself|act on (?:it|them|my thoughts)|give in)|do something (?:to|stupid to) myself`,
      ),
      w(
        String.raw`(?:do not|not sure|don't) (?:know )?how (?:much )?(?:long|longer) i can (?:do this|go on|keep going|hold on|last|take (?:it|this)|keep living|survive|keep fighting)|(?:can not|can't|not sure i can|do not know if i can|won't) (?:promise|guarantee|keep) (?:you )?(?:i (?:will|'ll) (?:be|stay) |myself |to (?:be|stay) )?safe`,
      ),
      w(
        String.raw`(?:go|going|gonna|head|heading|walk|walking|drive|driving) (?:to|up to|over to|back to) (?:the|that) (?:bridge|cliff|overpass|tracks|train tracks|roof|rooftop|ledge|top of the \w+)(?: \w+){0,2} (?:tonight|now|right now|one last time|to end it|to jump|for the last time|to die)(?![^.]{0,40}(?:fireworks|parade|concert|festival|with (?:my|our|the)|family|friends|view|photos?|picnic|walk|run|jog|bike|ride|date|meet))`,
      ),
      w(String.raw`(?:want|wanna|going|go|gonna|about|plan|planning) to rope(?! (?:off|in|swing|the|a|them|him|her))`),
      w(
        String.raw`(?:google|googling|googled|search|searching|searched|look up|looking up|looked up|research|researching|researched|read about|reading about|watch|watching|find|finding|found) (?:up )?(?:for )?(?:ways?|methods?|how) (?:to|of) (?:die|dying|kill myself|end it|end my life|commit suicide|overdose|hang myself|do it painlessly|tie a noose)`,
      ),
      w(
        String.raw`(?:i know|i have decided|i decided|i have figured out|i figured out|i have worked out|i worked out|i have chosen|i chose|i have picked|i picked) (?:exactly )?(?:how|when|where|the (?:way|method|place|time|bridge|spot)) (?:i (?:will|would|be go to|am going to|be going to|want to|am gonna) |to )?(?:do it|die|end it|kill myself|go through with it)|planning (?:it|this) (?:for (?:weeks|months|days|a while|a long time)|[^.]{0,40}i know (?:exactly )?how)`,
      ),
      w(
        String.raw`(?:about to|go to|going to|gonna|be go to|will|want to) do something (?:i can not take back|i will not be able to take back|drastic|irreversible|permanent|final|stupid(?=\s*[.!]?\s*$| tonight| to myself))`,
      ),
      w(
        String.raw`i (?:should|ought to|might as well|may as well|need to) (?:just |honestly |probably |really |maybe )*(?:die|be dead|disappear forever|not exist|not be here|end it|kill myself|end my life)(?! (?:of|from) (?:embarrassment|shame|laughter|boredom|cringe|happiness))`,
      ),
      w(
        String.raw`(?:think|thinking|thought|dream|dreaming|fantasi[sz]e|fantasi[sz]ing|obsess|obsessing|obsessed) (?:about|of|over) (?:dying|death|being dead|killing myself|suicide|ending it|ending my life|not existing|not being here|not being alive|how i would die|my own death)[^.]{0,30}(?:all the time|constantly|every day|everyday|every night|nonstop|non stop|a lot|so much|lately|more and more|again|24/7|always|every hour|every minute)`,
      ),
      w(
        String.raw`(?:feel|be like|be nice|be easier|be better|be a relief) to (?:just )?(?:not be (?:here|alive|around)|not exist|stop existing|disappear|die|be dead|not wake up)`,
      ),
      w(
        String.raw`(?:writing|texting|typing|messaging) (?:this |you )?(?:from|on) (?:the |a |my )?(?:roof|rooftop|bridge|ledge|edge|tracks|top of (?:the|a|my) (?:building|bridge|parking garage|cliff)|cliff|overpass)`,
      ),
      w(
        String.raw`(?:i|me|i be|i'll|i will|i am) (?:go to |going to |gonna |will |want to |wanna |ready to |just want to |need to )?(?:go home to|go to be with) (?:god|jesus|the lord|christ|my maker|my creator|heaven)(?! (?:one day|someday|some day|when|eventually|in (?:adoration|the eucharist|confession|mass)))`,
      ),
    ],
    'passive-wish': [
      w(
        String.raw`(?:happier|better|more peaceful|at peace|freer) dead\b|(?:i would|i'd) (?:rather be|prefer to be|be better) dead`,
      ),
      w(
        String.raw`(?:give anything|do anything|pay anything|give everything) to (?:just )?(?:not wake up|never wake up|die|be dead|disappear forever|not exist|stop existing|not be here|not be alive)`,
      ),
      w(
        String.raw`(?:lord|god|jesus|father)[^.]{0,40}take me (?:tonight|now|today|soon|already|in my sleep)(?! (?:to|with|for|out|shopping|back|there|home from)\b)`,
      ),
      w(
        String.raw`(?:picturing|imagining|visuali[sz]ing|dreaming about|dream about|picture|imagine|fantasi[sz]e about|fantasi[sz]ing about) my (?:own )?(?:funeral|death|grave|suicide|body being found|dead body)`,
      ),
      w(
        String.raw`why (?:am|be) i (?:even |still )?(?:alive|living|breathing)|why (?:am|be) i (?:even )?still here(?! (?:at|in|on|with|for)\b)|why (?:do|should) i (?:even )?(?:bother )?(?:to )?(?:live|exist|keep going|keep living|wake up)|why (?:did|does|do|would) god (?:even )?(?:keep me alive|let me live|let me be born|make me|create me)`,
      ),
      w(
        String.raw`(?:i )?feel like (?:dying|i want to die|i be dying|killing myself|ending it|ending my life|giving up on (?:life|everything|living)|disappearing forever|not existing|i should die|i should not be here|i should not exist|i do not want to be here)(?! (?:of|from|laughing|inside a little)\b)|(?:do not|don't) feel like (?:living|being alive|existing|going on|waking up|being here)`,
      ),
      w(String.raw`better off dead`),
      w(
        String.raw`i (?:should|ought to|might as well|may as well) (?:just )?disappear(?! (?:for|into|to|from|on|under|with|in)\b)`,
      ),
      w(
        String.raw`no longer (?:want|wish|care|have the will|have the strength) to (?:live|be alive|exist|go on|be here|keep going|keep living|wake up)`,
      ),
      w(
        String.raw`(?:tell|told|telling) (?:god|the lord|jesus|him) (?:that )?i(?: be|'m| am) ready|^(?:please |so |just |please just |lord |god |jesus )*take me(?: now| already| home| tonight| away| please)?\.?$`,
      ),
      w(
        String.raw`(?:rather|prefer) (?:have|had) a dead (?:son|daughter|kid|child)|(?:wish|wishes|wished) (?:i|that i) (?:was|were|had been) (?:dead|never born)`,
      ),
      w(
        String.raw`(?:want|wish|wanted|wished|wishing|would like|would rather|rather|prefer|hope|hoping|pray|praying|ask god|beg god|begging god) (?:to |that i |i could |i would |i |if i )?(?:just |could |would |be |were |was |had |simply |finally )*${DEAD}`,
      ),
      w(String.raw`(?:let|make) me (?:just )?(?:die|be dead|go to sleep forever|not wake up|disappear)`),
      w(
        String.raw`(?:take|call) me (?:home|away|now) (?:lord|god|jesus|already)|(?:lord|god|jesus),? (?:please )?(?:just )?take me(?! (?:to|deeper|deep|closer|close|by the hand|as i am|and (?:make|use|mold|form|shape)|under|into your (?:heart|service|arms of mercy)|where you want|wherever|with you on|along)\b)`,
      ),
      w(
        String.raw`(?:do|does|did) not want to (?:live|exist|be here|be alive|wake up|go on|be around|keep living|keep going|be on this earth)(?! (?:in|with|near|at|on|there|alone|together|under|abroad|far)\b)(?![^.]{0,40}(?:so i(?: be|'m| am)? (?:go to|going to|finally|getting|starting|quitting|leaving|changing|moving)|go to therapy|going to therapy|get help|getting help|changing|change my))`,
      ),
      w(String.raw`(?:tired|sick|exhausted) of (?:living|existing|being alive|life|being here|waking up)`),
      w(String.raw`(?:sleep|go to sleep|fall asleep) (?:and )?(?:forever|never wake up|not wake up)`),
      w(String.raw`would not mind (?:if|dying|being dead|not waking)`),
      w(
        String.raw`(?:hope|wish|pray) (?:i|that i) (?:just |simply |finally )?(?:do not|would not|will not|never|not) (?:wake up|make it|survive|see (?:tomorrow|the morning))`,
      ),
      w(String.raw`wish (?:i|that i) (?:had never|was never|were never|never) (?:been born|existed|woke up)`),
      w(String.raw`(?:no|lost (?:the|my|all)) (?:will|desire|wish) to live`),
      w(
        String.raw`(?:better|easier) (?:if i (?:be |was |were |had )?(?:dead|die|died|gone|not here|never born|not wake up))`,
      ),
      w(String.raw`(?:if|hope) (?:a|the) (?:car|bus|truck|train) (?:hit|hits|would hit) me`),
      w(
        String.raw`(?:i be|i am|i feel|am i|i think i be|i be so|i be just|i be finally|i be more than) (?:so |just |finally |totally |more than )?(?:ready|waiting) to die|^(?:so |just |finally )?(?:ready|waiting) to die|want (?:it|this|everything|life) (?:all )?to (?:be over|end|stop)`,
      ),
      w(String.raw`(?:wanna|want to|going to) (?:disappear|vanish) (?:forever|for real|for good|and never come back)`),
      // God, illness or an accident wished on oneself ("i wish god would take me in my sleep").
      w(
        String.raw`(?:hope|hoping|wish|wishing|pray|praying|prayed|want|wanted|beg|begging|begged|ask|asked|asking) (?:that )?(?:${HEAVEN}|death|(?:the |this |my )?(?:cancer|illness|disease|tumou?r|virus|covid|sickness)|something|anything)(?: \w+){0,4} (?:take|takes|took|kill|kills|finish|finishes|call|calls) me(?!\s*(?:to|with|for|under|through|by|as|on|back|along|seriously|out|into|in his arms|shopping|home from|somewhere))`,
      ),
      w(
        String.raw`(?:take|took|takes|call|calls) me (?:in my sleep|away from (?:this|here)|out of this (?:world|life))`,
      ),
      w(
        String.raw`(?:hope|hoping|wish|wishing|pray|praying|prayed|want) (?:that )?(?:i (?:get|got|would get|will get|could get|be|would be) (?:hit|run over|killed|struck)|(?:a|the|some) (?:car|bus|truck|train|drunk driver|lightning|plane|meteor) (?:hit|hits|kill|kills|would hit|will hit|runs? over|takes?) me|(?:my|the|this|our) (?:plane|flight|car|bus|train) (?:crash|crashes|would crash|will crash|goes down|go down))`,
      ),
      w(
        String.raw`(?:hope|hoping|wish|wishing|pray|praying|prayed) (?:that )?i (?:will |would |could |might |just )?(?:get|be|end up|have|got|had|catch) (?:hit|run over|killed|struck|shot|in (?:a|an) (?:car |bad |fatal )?(?:accident|crash|wreck)|(?:a )?(?:terminal|fatal|incurable) (?:illness|disease|diagnosis)|cancer)|(?:wish|hope|pray|want)[^.]{0,20}(?:terminal|fatal|incurable) (?:illness|disease|diagnosis|cancer)`,
      ),
      w(
        String.raw`(?:hope|hoping|wish|wishing|pray|praying|prayed|want) (?:that )?my (?:heart|breathing|lungs) (?:would |will |just |would just |to |finally )*(?:stop|stops|give out|gives out|quit|quits|fail|fails)`,
      ),
      w(
        String.raw`(?:hope|hoping|pray|praying|prayed|wish|wishing|want|wanting|beg|begging|ask|asking) (?:god |the lord |jesus |him )?(?:every (?:night|day|morning) |each night |at night |sometimes |always |all the time )?(?:that )?(?:i |to )?(?:just |simply |finally )?(?:do not |will not |would not |never |not |to not |to never )(?:to )?wake up(?! (?:early|late|on time|in time|for|at|until|till|before|when|from|to))`,
      ),
      // Indifferent to, or relieved by, one's own death ("i wouldn't care if i died").
      w(
        String.raw`(?:i would|i would be|i would not|i be|i will be|i think i would|i think i would be)(?: even| honestly| just| so| actually)* (?:fine|ok|okay|happy|glad|relieved|grateful|thankful|not mind|not care|not be sad|be relieved|be glad|be happy|be fine|be ok|be okay|not even care|not even mind) (?:if|when) (?:i (?:die|died|do not wake up|did not wake up|never woke up|never wake up|be dead|was dead|were dead|get hit|got hit|disappear|disappeared|be gone|was gone|were gone)|something (?:happen|happened) to me)`,
      ),
      w(
        String.raw`if i (?:die|died|do not wake up|did not wake up|never woke up|never wake up|get hit|got hit)[^.]{0,25}(?:i would|i would be|i be|i will)?(?: even| honestly| just| actually)* ?(?:not (?:even )?(?:care|mind|be sad|be upset)|be (?:fine|ok|okay|glad|relieved|happy)|be a relief|fine with it|ok with it|okay with it)(?! with (?:the|my) life)`,
      ),
      w(
        String.raw`if [^.]{0,40}(?:i (?:had|have|got|get|would have) (?:cancer|a tumou?r|something terminal|a terminal illness|\w+ months to live)|told me i (?:had|have) (?:cancer|a tumou?r|months to live|\w+ months to live))[^.]{0,30}(?:relieved|a relief|glad|happy|grateful|thankful|would not mind|would not care|not even mind)`,
      ),
      w(
        String.raw`(?:relieved|a relief|glad|happy|grateful|thankful) (?:if|when) (?:i (?:had|have|got|get) (?:cancer|a tumou?r|something terminal)|(?:the|my) (?:cancer|tumou?r|illness) (?:come|comes|came) back)`,
      ),
      // Death as rest, and envy of the dead.
      w(
        String.raw`(?<!(?:'s|his|her|their|your|our|s') )(?:death|dying|being dead|not existing|not waking up|eternal sleep) (?:sound|sounds|seem|seems|feel|feels|look|looks|would be|would feel) (?:so |really |kind of |pretty |more |very |almost )?(?:peaceful|nice|good|appealing|inviting|tempting|better|like (?:a )?relief|easier|welcome|like the answer|like freedom|like rest|like a rest|like home)`,
      ),
      w(
        String.raw`(?:jealous|envious) of (?:people|those|anyone|everyone|the ones?|someone) who (?:die|died|be dead|get to die|get to go|pass away|passed away|killed themselves|are dead)|envy (?:the dead|people who (?:die|died)|dead people|those who (?:die|died))|(?:jealous|envious) of (?:the dead|dead people)`,
      ),
      // "I wish I could stop existing", "I'd rather not wake up".
      w(
        String.raw`(?:want|wish|wanted|wished|wishing|would like|would rather|rather|pray|hope) (?:i could |to |that i could |i would |i |i can )?(?:just )?(?:stop|cease) (?:existing|breathing|being alive|being here)`,
      ),
      w(
        String.raw`(?:wish|why did|why would) (?:god|he|the lord|my (?:parents|mom|mum|mother)) (?:had |would have |ever )?(?:never|not|did not|didn't) (?:made|make|created|create|let me be born|give birth to me|gave birth to me|had me|have me)|(?:wish|why did) (?:god|he|the lord) (?:ever )?(?:made|make|created|create) me`,
      ),
      w(
        String.raw`(?:relieved|a relief|happy|glad|grateful|nice|easier|peaceful|better|good|amazing|wonderful) to (?:just )?(?:not exist|stop existing|not be here|not be alive|not be around|disappear|die|be dead|not wake up|never wake up)|(?:press|push) a button (?:and|to) (?:${DEAD}|never have existed|stop existing|end it)|if i could (?:just )?(?:${DEAD}|stop existing|end it|not exist)`,
      ),
      w(
        String.raw`if i (?:wake up|wake|live|survive|make it)[^.]{0,30}(?:i (?:will|would|be go to|am going to|be going to) be|i'll be) (?:so |really |very )?(?:mad|angry|disappointed|upset|pissed|sad)|(?:disappointed|upset|mad|angry|sad) (?:that )?i (?:woke up|wake up|am still alive|be still alive|survived|am still here|be still here)(?! (?:late|early|at|in|on|with|to|so|too|before|after|the)\b)`,
      ),
      w(
        String.raw`(?:god|he|everyone|the world|my (?:family|parents|husband|wife)) (?:wants|want|would want) me (?:dead|gone|to die|to disappear)|(?:god|my parents|my mom|my mum) made a mistake (?:making|creating|having|with) me|(?:i (?:should|was|were) never (?:have been|been) born|should not have been born|shouldn't have been born)`,
      ),
      w(
        String.raw`(?:(?:would|will|must|could) be (?:so )?(?:peaceful|nice|easier|better|a relief|good|great|amazing)|how (?:peaceful|nice|easy|easier|good|great|quiet|calm) (?:it )?(?:would|will|must|could) be) to (?:just )?(?:not exist|die|be dead|not be here|disappear|not wake up|stop existing|not be alive)`,
      ),
      w(
        String.raw`hate (?:being alive|living|existing|my existence|that i exist|that i be alive|that i am alive|waking up every|waking up each|waking up in the morning)|(?:want|wish) (?:my life|the pain|this pain|the suffering|my suffering) (?:to|would) (?:end|stop|be over)(?! in my (?:back|knee|neck|head|leg|arm|foot|hand|tooth|teeth))`,
      ),
      w(String.raw`rather (?:not|never) (?:wake up|be (?:here|alive|born)|exist|live|be around)`),
      w(
        String.raw`(?:want|wish|wanna|would rather|need|long) (?:to )?(?:be )?(?:six feet under|in (?:the|my) (?:ground|grave|coffin|casket))`,
      ),
      w(String.raw`(?:want|wanna|wish|need|just want) to (?:rest|sleep) (?:forever|for good|and never wake)`),
      w(
        String.raw`(?:want|wanting|wish for|long for|longing for|crave|craving|pray for|praying for|beg for|begging for|welcome|welcoming) death(?! (?:to|of|penalty|row|metal|star))`,
      ),
      w(
        String.raw`(?:want|wish|wanna|need|can not wait|ready|long|longing) to (?:join|be with|go be with|see) (?:my |him |her |them )[^.]{0,20}(?:in heaven|up there|on the other side)[^.]{0,15}${SOON}`,
      ),
      w(
        String.raw`(?:do not|not|never) (?:plan|planning|intend|intending|expect|expecting) (?:on |to )?(?:still )?(?:be|being|stay|staying|live|living) (?:alive|around|here|on this earth|in this world)(?: (?:by|for|after|to see|until|till|past|much longer|next|anymore|tomorrow))`,
      ),
      w(
        String.raw`(?:can not|do not|can't) (?:see|imagine|picture) (?:myself|me) (?:living|being alive|alive|being here|making it|surviving|growing old|getting old|reaching|turning)(?! (?:in|with|there|here|like|as|on|at|without|abroad))`,
      ),
      w(
        String.raw`(?:do not|not) deserve to (?:live|be alive|exist|be here|breathe|wake up)|deserve to (?:die|be dead|rot)`,
      ),
      w(
        String.raw`(?:bring|take|call|carry) me home(?! (?:from|after|to (?:my|our|the)|safely|safe|tomorrow|at|by|in (?:the|a)|for|with|early from|later))|let (?:tonight|today|this) be (?:the night|the day|my last)|heaven (?:has to|must|would|will|can only|could only) be better than (?:this|here|my life|living|earth)`,
      ),
      w(
        String.raw`(?:${HEAVEN})[^.]{0,40}(?:coming|going|go|come) home (?:early|tonight|now|soon)|(?:coming|going|go|come) home (?:to (?:${HEAVEN}|you lord|you jesus)) (?:early|tonight|now|soon)|(?:go|come|get) to (?:him|god|jesus|heaven|the lord) (?:myself|on my own|by myself)|if (?:god|he|the lord|jesus) (?:will not|won't|does not|doesn't|do not) take me`,
      ),
      w(
        String.raw`(?:going|go|gonna|want|wanna|wish|need|ready|can not wait) to (?:see|join|be with|meet) (?:my \w+|him|her|them)[^.]{0,20}(?:in heaven|up there|on the other side)[^.]{0,15}${SOON}`,
      ),
      w(
        String.raw`(?:could|might|want to|gonna|going to|go to) die,? (?:and )?(?:honestly|really|actually|seriously|to be honest|literally)?,? ?(?:i )?(?:want to|wanna|mean it|wish i (?:could|would))(?! (?:go|see|know|try|meet|eat|hear))`,
      ),
      w(
        String.raw`(?:sleep|go to sleep|fall asleep) (?:and )?(?:for good|permanently)|so (?:nobody|no one|they|my (?:family|kids|mom|mum|parents|wife|husband)) (?:finds|find|will find|has to find|sees|see|have to see|has to see) me|(?:nobody|no one) (?:will |would |can )?(?:ever )?find (?:me|my body)(?! (?:a|an|the|some)\b)`,
      ),
      w(
        String.raw`^i (?:just |really )?want (?:to|it to|it all to|everything to) stop(?: (?:everything|existing|living|breathing|being))?\.?$`,
      ),
    ],
    hopelessness: [
      w(
        String.raw`nothing (?:matters|matter) (?:to me )?(?:anymore|any more)|(?:i have|i've|i) (?:completely |totally |just |pretty much )?(?:given up|give up) (?:completely|entirely|on everything|on myself|on living|on being alive)`,
      ),
      w(
        String.raw`(?:do not think|don't think|not sure|do not know if|don't know if) i can (?:do|face|survive|make it through|get through|take|handle) (?:another|one more) (?:day|night|one|week|morning)|(?:can not|can't) (?:do|face|survive|take|handle) (?:another|one more) (?:day|night|morning)(?! (?:of|at|in|with|without)\b)`,
      ),
      w(
        String.raw`(?:better|happier|easier|fine)[^.]{0,20}if i (?:just )?(?:be |was |were |am )?(?:not|no longer) in (?:it|their (?:life|lives)|the picture|the way|(?:her|his|your|the) (?:life|lives))`,
      ),
      w(
        String.raw`would (?:anyone|anybody|people|my \w+|they|you|someone) (?:even )?(?:miss|notice|care|cry)(?: about)?(?: me)? if i (?:was|were|be|died|die|disappeared|killed myself|was not here|were not here|was not around)\b(?! (?:to|late|away|at|in|on)\b)`,
      ),
      w(
        String.raw`(?:nobody|no one|(?:my )?\w+ (?:does not|doesn't|do not|don't|would not|wouldn't)) care (?:if|whether) i (?:live or die|live|die|be alive|be dead|exist|be here)`,
      ),
      w(
        String.raw`(?:my )?life (?:has|have|holds|hold) no (?:meaning|purpose|point|value)(?! (?:without|apart from) (?:god|christ|faith|jesus|love))`,
      ),
      w(
        String.raw`(?:can not|do not|can't|don't) see (?:a|any) future(?: for (?:myself|me))?(?! (?:in|with|at|for (?:us|this|the|our))\b)`,
      ),
      w(
        String.raw`^(?:i be|i am|i'm|im) (?:so |just |really |completely |totally |finally )?(?:done|do|finished)\.?$|^i (?:just )?(?:can not|can't|cannot) (?:anymore|any more|do it anymore|do this anymore|go on|take it anymore)\.?$`,
      ),
      w(
        String.raw`better off (?:without me|if i (?:be |was |were |am )?(?:dead|gone|not here|never|not around|died|disappear))`,
      ),
      w(
        String.raw`(?:everyone|they|my family|my kids|my parents|the world) (?:would|will|be|'d)? ?(?:be )?(?:better|happier|relieved|free) (?:off )?(?:without me|if i (?:be |was |were )?(?:dead|gone|died|not here))`,
      ),
      w(
        String.raw`(?:i be|i am|i feel|feel like|just|i have become|i become|i have been)(?: like)?(?: nothing but| just| only| such| always| so much of| more of| nothing more than| honestly| really)* (?:a|an|the) (?:burden|weight|waste of (?:space|air|oxygen|life|skin)|mistake|drain)(?: to| on| for)?(?!(?: (?:to|on|for))? (?:no one|nobody|anyone)\b)(?![^.]{0,30}(?:financially|money|rent|tuition|bills|expenses|while i be sick|when i be sick))(?![^.]{0,60}(?:since i (?:broke|hurt|got sick|had (?:surgery|the baby))|broke my|broken|surgery|injury|cast|crutches|how can i (?:thank|repay|help|make it up)))`,
      ),
      w(
        String.raw`no (?:way out|reason to (?:live|stay|go on|keep going|be here|exist|try)|point (?:in|to) (?:living|going on|staying|being here|anything|life)|future for me|hope left)`,
      ),
      w(
        String.raw`(?:dying|death|being dead) (?:would be|be|is|seems) (?:easier|better|a relief|the only way|the answer|peaceful)`,
      ),
      w(
        String.raw`(?:can not|could not|do not think i can) (?:go on|keep going|take (?:it|this) anymore|do this anymore|live like this|keep living|survive this|hold on)(?![^.]{0,40}(?:quit|quitting|leaving the|job|choir|class|course|school|diet|program|team|club|homework|exam|test))(?! (?:the|a|an|this|that|my|our|your|his|her|their|vacation|holiday|trips?|pilgrimages?|retreats?|stage|air|tv|camera|dates?|tours?|field|hikes?|walks?|rides?|cruises?|missions?|to (?:the|a|my)|with (?:the|my|our) (?:plans?|trip|date|project)|about|for (?:the|a|long)|a (?:minute|second)|please)\b)`,
      ),
      w(String.raw`(?:only|one) way (?:out|to make (?:it|this|the pain) stop)`),
      w(String.raw`(?:rather|prefer to) (?:die|be dead)|would rather (?:die|be dead)`),
      w(
        String.raw`(?:nobody|no one) would (?:even )?(?:miss|notice|care) (?:me|if i)(?! (?:skip|skipped|missed|miss|left early|leave early|did not show|do not show|came late|was late|wore|forgot|did not go|do not go|stayed home|stay home)\b)`,
      ),
      w(
        String.raw`(?:life|my life|living) (?:is|be) (?:not|no longer) worth (?:living|it|anything)|not worth living|(?:do not|can not) see the point (?:of|in) (?:living|life|going on|anything anymore)`,
      ),
      w(String.raw`(?:end|stop) (?:the|this) pain (?:for good|forever|permanently)`),
      // Nothing left, no reason, no point ("what's the point of anything anymore").
      w(
        String.raw`nothing (?:left )?to live for|nothing left (?:for me|in me|inside me)|(?:i have|i have got|i got|there be|there is) nothing left$|(?:do not|not|never) (?:have|had|got) (?:a |any |one )?(?:reason|point|purpose|will|desire) (?:to|for) (?:live|living|go on|keep going|stay|be here|exist|keep trying|wake up)`,
      ),
      w(
        String.raw`no (?:reason|point|purpose) (?:for me )?(?:to|in|of) (?:live|living|go on|going on|keep going|keep living|stay alive|be alive|being alive|carry on|carrying on|stay|staying|be here|being here|exist|existing|wake up|waking up|keep trying|try anymore|trying anymore)`,
      ),
      w(
        String.raw`what (?:be|is) the point (?:of|in) (?:living|life|being alive|going on|waking up|trying|anything|it all|any of (?:it|this)|me|my life|staying|existing|carrying on|even trying|being here)|what (?:be|is) (?:even )?the point (?:anymore|of (?:\w+ ){0,4}anymore)`,
      ),
      w(
        String.raw`nothing (?:will|be go to|be going to|is going to|is ever going to|be ever go to|can) (?:ever )?(?:get better|be better|be okay|be ok|be fine|improve|be different|work out|change)(?! (?:the|his|her|their|that|what|how|god|church|my mind))`,
      ),
      w(
        String.raw`(?:it|things|life|this|my life|nothing) (?:will |be go to |is going to |be going to )?never (?:get|gets|getting|be|going to get|go to get|gonna get) (?:any )?better(?! than)`,
      ),
      w(
        String.raw`(?:do not|can not|not|no) (?:see |find )?(?:a |any |the )?way (?:out|forward|through|to go on|to keep going)(?! of (?:the|this|that) (?:parking|building|maze|room|contract|lease|deal|class|meeting|event|car park|mall|hospital))`,
      ),
      w(
        String.raw`(?:i have|i|i be) (?:lost|lose|losing) (?:all )?(?:hope|my will to live|the will to live|reason to live)(?! (?:for|in|that|of) (?:the|this|our|humanity|the world|the church|my team|them|him|her))|(?:there be|there is) no hope (?:left )?for me|i (?:be|am) (?:hopeless|beyond hope|beyond saving|beyond help)$`,
      ),
      // Done with life, giving up on it.
      w(
        String.raw`(?:done|finished|through) with (?:life|living|this life|it all|everything|this world|being alive|existing|this earth|being here)|(?:i|i have|i be) (?:given up|give up|giving up) on (?:life|living|everything|myself|it all|me|being alive)|^(?:i )?(?:just |honestly )?(?:give up|quit)$|^i be done$|(?:i be|i am) (?:so |just |completely |totally )?done\.? (?:i can not|i give up|with everything|goodbye)`,
      ),
      w(
        String.raw`(?:life|living|everything|it all|my life|existence|existing|being alive) (?:be|is|feels|feel|seems|seem) (?:so |completely |totally |just |fucking |utterly |honestly )?(?:pointless|meaningless|hopeless|unbearable|not worth it|over|a nightmare|hell|torture)(?! (?:without god|without faith|without christ|without love))`,
      ),
      w(
        String.raw`(?:i (?:just |really |so )?want|i need) out of (?:this life|life|this world|existence|everything|it all)|(?:hate|tired of|sick of) (?:my life|myself|living|being alive|existing)[^.]{0,10}(?:and|,) (?:i )?(?:just )?(?:want|need) out(?! (?:of|from|to|for|the))`,
      ),
      w(
        String.raw`(?:can not|could not) (?:stay|be|live) (?:alive|in this world|on this earth|on earth|in this life|here on earth)(?: anymore| any longer| much longer)`,
      ),
      // Better off, easier, a better place: without me ("everyone would be fine if i wasn't around").
      w(
        String.raw`(?:better|happier|fine|ok|okay|easier|simpler|relieved|a better place|lighter|good|happy|relieve)[^.]{0,30}(?:without (?:me|someone like me|a (?:\w+ ){0,2}like me)(?: in it| around)?(?! (?:for|tonight|today|this|at|there|around|on|in))|if i (?:just )?(?:(?:went|go|fell|fall) (?:to sleep|asleep) and )?(?:never|did not|didn't|do not|don't) (?:wake|woke) up|if i (?:just )?(?:be |was |were |am |had |have )?(?:dead|gone|go|died|die|never born|never been born|never existed|(?:not|no longer) (?:here|around|alive|in the picture|in their lives|in (?:the|this) world|exist|existing|be here|be around))(?! for (?:a|the|this|one|two|\d|tonight|today))|once i (?:be |am )?(?:gone|dead))`,
      ),
      w(
        String.raw`(?:not|never) (?:go to|going to|gonna|be go to|will) be (?:a )?(?:problem|burden|bother|trouble|in (?:your|the|anyone's|their) way)[^.]{0,25}(?:much longer|for (?:much )?long|anymore|after (?:tonight|today|this))|(?:will not|won't|do not|don't|never) have to (?:worry about|deal with|put up with|take care of|look after) me (?:much longer|for (?:much )?long|after (?:tonight|today|this)|ever again|soon)`,
      ),
      w(
        String.raw`(?:can not|can't|could not) (?:do|handle|take|cope with|face|deal with|stand|bear) (?:life|living|being alive|existing|this life|another day|one more day)(?: anymore| any longer)?|(?:pain|hurt|suffering|everything|it all) (?:to )?(?:stop|end|go away) (?:permanently|forever|for good|for ever)`,
      ),
      w(
        String.raw`(?:living|being alive|existing|life) (?:hurts|hurt|be too painful|is too painful|hurts too much|hurt too much|be unbearable|is unbearable)`,
      ),
      w(
        String.raw`(?:kids|children|son|daughter|family|baby|babies|wife|husband|girls|boys) (?:would|will|be|'d) (?:be )?(?:better off|happier) with (?:a |another )?(?:different|new|better|other) (?:mother|mom|mum|father|dad|parent|wife|husband)`,
      ),
      w(
        String.raw`deserve (?:a )?(?:better|someone better) (?:mother|mom|mum|father|dad|wife|husband|son|daughter|friend|parent|partner|sister|brother|than me)(?: than me)?|nothing (?:left )?(?:to live|to fight|to stay|to hope|to keep going|worth living|worth fighting) for`,
      ),
      w(
        String.raw`(?:at|reached|hit) the end of my (?:rope|tether|road)|(?:last|final) (?:day|night|hours?|week|moments?) (?:on earth|alive|of my life|in this world)|i (?:be|am|feel) not safe(?! (?:to drive|driving|on the roads?|in this weather|in (?:the|this) (?:car|snow|storm))\b)|(?:do not|don't) feel safe (?:at home|with (?:him|her|my \w+)|around (?:him|her|my \w+)|in my (?:own )?(?:home|house|room))`,
      ),
      w(
        String.raw`nothing (?:left )?for me (?:here|in this world|in this life|on this earth)|nothing (?:keeping|holding|to keep) me here|no(?:thing| one|body) (?:left )?(?:to )?(?:stay|live) for`,
      ),
      w(
        String.raw`(?:i be|i am|i'm) out of (?:options|reasons|hope|ways|chances)(?! (?:for|on|about|with|at|to))|(?:i have|i've|i) (?:tried|done) everything[^.]{0,40}(?:nothing (?:works|helps|worked|helped)|no (?:use|point))|^nothing (?:works|helps|ever helps|ever works)(?: anymore)?\.?$`,
      ),
      w(
        String.raw`no hope (?:left )?for (?:me|someone like me|people like me|a person like me)|(?:i be|i am|i'm) (?:beyond|past) (?:hope|saving|help)`,
      ),
      w(
        String.raw`(?:not|no longer|never) (?:strong enough |able |brave enough )?to (?:keep living|keep going|go on|carry on|stay alive|survive|keep fighting|live another day)(?! (?:the|a|an|this|that|my|our|with|about|for)\b)`,
      ),
      w(
        String.raw`(?:do not|don't) want to (?:do this|do (?:it|any of (?:it|this))|keep doing this|feel this way|live this way)(?: anymore| any longer)(?![^.]{0,40}(?:quit|quitting|leaving the|job|choir|class|course|school|relationship|diet|program|team|club))`,
      ),
      w(
        String.raw`(?:nobody|no one) (?:would|will) (?:even )?(?:come to|show up (?:to|at)|cry at|attend|notice|care about) my (?:funeral|death|grave)`,
      ),
      w(
        String.raw`(?:i be|i am|i feel|feel like|i have become)[^.]{0,25}\b(?:a|an|such a|the|just a|nothing but a) (?:burden|waste of (?:space|air|oxygen|life|skin))(?!(?: (?:to|on|for))? (?:no one|nobody|anyone)\b)(?![^.]{0,30}(?:financially|money|rent|tuition|bills|expenses|while i be sick|when i be sick))(?![^.]{0,60}(?:since i (?:broke|hurt|got sick|had (?:surgery|the baby))|broke my|broken|surgery|injury|cast|crutches|how can i (?:thank|repay|help|make it up)))`,
      ),
      w(
        String.raw`^(?:tonight|today)(?: be| is|'s) the (?:night|day)\.?$|^(?:i be|i am|i'm) (?:so )?sorry,? (?:mom|mum|dad|mama|papa|everyone|guys|all)\.?$`,
      ),
    ],
    finality: [
      w(
        String.raw`(?:letter|letters|note|notes)[^.]{0,80}(?:will|'ll|would) find (?:it|them) (?:in the morning|tomorrow|when (?:she|he|they) (?:wake|wakes|get|gets) up|first thing)`,
      ),
      w(
        String.raw`(?:leave|leaving|left|write|writing|wrote|written) (?:goodbye |final |last )?notes (?:for|to) (?:people|everyone|everybody|the people i love|my (?:friends|family|loved ones))`,
      ),
      w(
        String.raw`(?:passwords?|accounts?|bank details|pin numbers?|life insurance|will and)[^.]{0,60}(?:so (?:he|she|they|my \w+) (?:will not|won't|does not|doesn't|do not|don't) (?:struggle|have to (?:deal|worry|figure))|after i(?: be| am|'m)? (?:gone|dead)|for after|when i(?: be| am|'m)? gone)|so (?:he|she|they|my \w+) (?:will not|won't) (?:struggle|be stuck|have to deal with (?:it|anything)) after\b`,
      ),
      w(
        String.raw`(?:she|he|they|you|everyone|my \w+) (?:will|'ll|would) understand (?:later|one day|someday|eventually|why i did it|when i(?: be| am|'m)? gone|after)`,
      ),
      w(
        String.raw`(?:suicide|goodbye|farewell|last|final) (?:note|letter|message|post|text|video)s?(?![^.]{0,60}(?:job|work|group chat|team|club|class|company|office|school|coworkers|retir|moving|move to|new job|graduat|leaving (?:the|my) (?:job|parish|school|company|team)|to my (?:students|class|coworkers|colleagues|team|congregation|parish|readers|followers)|semester|school year|of the (?:day|year|season|series)))(?! (?:for|of) (?:tonight|today|now|the (?:day|night|week|year|evening)|this (?:week|evening|year))| before (?:bed|i sleep|i go to (?:bed|sleep)|mass|the|my|we))(?![^.]{0,30}(?:good ?night|see you|talk (?:to you )?(?:tomorrow|soon|later)|bye for now))`,
      ),
      w(
        String.raw`(?:write|wrote|written|leave|left|writing) (?:a |the |some |my )?(?:letter|note|message)s? (?:to|for) [^.]{0,60}(?:after i|when i be gone|when i am gone|for after|once i|after my death)`,
      ),
      w(String.raw`(?:for|after) (?:after )?(?:i (?:be|am) (?:gone|dead)|i die|my death|i be not here)`),
      w(
        String.raw`(?:give|gave|giving|given) away (?:all (?:of )?my|everything|most of my|all my|the rest of my|my (?:stuff|things|belongings|possessions|valuables|savings|favou?rite|prized|dog|cat|pets?))(?! (?:old|baby|kids|children|spare|extra|unused|outgrown)\b)(?![^.]{0,60}(?:for lent|to (?:the )?(?:parish|church|charity|poor|thrift|goodwill|shelter|food bank|crisis pregnancy|rummage|st vincent|homeless|refugees|missions?)|before (?:we|i) move|moving|garage sale|yard sale|rummage))`,
      ),
      w(
        String.raw`(?:give|gave|giving|given) (?:all |most |the rest )?(?:of )?(?:my|his|her|their) (?:stuff|things|belongings|possessions|valuables|savings|jewel(?:le)?ry|favou?rite (?:things|stuff)|tools|records|collection) away(?![^.]{0,60}(?:airport|station|moving|moved|move to|moves|leaving for|flight|trip|vacation|holiday|visit|party|graduation|retir|new job|deploy|funeral|hospice|vet|put (?:him|her) down|assisted living|nursing home|care home|downsiz))(?![^.]{0,60}(?:for lent|to (?:the )?(?:parish|church|charity|poor|thrift|goodwill|shelter|food bank|rummage|homeless|missions?)|before (?:we|i|they|he|she) move|moving|garage sale|yard sale))`,
      ),
      w(
        String.raw`(?:give|gave|giving|given) away (?:all |most |the rest )?(?:of )?(?:his|her|their) (?:stuff|things|belongings|possessions|valuables|tools|savings)(?![^.]{0,60}(?:airport|station|moving|moved|move to|moves|leaving for|flight|trip|vacation|holiday|visit|party|graduation|retir|new job|deploy|funeral|hospice|vet|put (?:him|her) down|assisted living|nursing home|care home|downsiz))`,
      ),
      // Nothing needed after tonight, no more contact, a letter to be found afterwards.
      w(
        String.raw`i (?:will not|would not|be not go to|be not going to|do not|not|won't) (?:need|be needing) (?:it|them|this|that|these|those|any of (?:it|this|them)|my \w+|anything|money|a coat) (?:after (?:tonight|today|tomorrow|this week|this weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?!')|where i (?:be|am) going|much longer)`,
      ),
      w(
        String.raw`(?:will not|won't|never) (?:hear from|see|talk to|speak to|bother) (?:me|you) again(?! (?:until|till|til|for|today|tonight|this|before|after|unless|on|when))|(?:this be|this is) the last time (?:you|anyone) (?:will )?(?:hear from|see|talk to) me|last time (?:you|anyone) (?:will )?(?:hear from|see|talk to) me`,
      ),
      w(
        String.raw`(?:letter|letters|note|notes)[^.]{0,80}(?:find|finds|found|read|reads) (?:it|them|this)(?: after| afterwards| when i(?: be| am)? gone| once i(?: be| am)? gone| after i)`,
      ),
      w(
        String.raw`(?:write|wrote|written|writing|leave|left|leaving) (?:a |the |some |my )?(?:goodbye |final |last )?(?:notes|letters) (?:for|to) (?:my |each of my |all my |the )?(?:family|parents|mom|mum|dad|kids|children|wife|husband|sister|brother|loved ones|friends|everyone|everybody|boyfriend|girlfriend)(?![^.]{0,40}(?:christmas|easter|birthday|mother'?s day|father'?s day|anniversary|valentine|lent|retreat|confirmation|graduation|wedding|thank))`,
      ),
      w(
        String.raw`(?:sorry|love (?:you|her|him|them)|forgive me|goodbye|miss (?:me|you))[^.]{0,40}when (?:she|he|they|you|my \w+|everyone) (?:read|reads|find|finds|see|sees|get|gets) (?:this|it|my (?:note|letter|message))|when (?:she|he|they|you|my \w+|everyone) (?:read|reads|find|finds) (?:this|my (?:note|letter))[^.]{0,40}(?:sorry|love|forgive|goodbye)`,
      ),
      w(
        String.raw`please (?:tell|let) (?:my|him|her|them|everyone) [^.]{0,25}(?:i be sorry|i am sorry|i love|how sorry i|i be so sorry|i did love)`,
      ),
      w(
        String.raw`^(?:goodbye|good bye|farewell)(?: (?:forever|everyone|all|world|my friend|friend))?\.?$|by the time (?:you|anyone|someone|they|my \w+|this) (?:read|reads|see|sees|get|gets|find|finds|be read|is read)(?![^.]{0,40}i (?:will|'ll|would|be go to) be (?:at|in|on (?:my|the|a) way|home|back|there|asleep|away|on (?:a|the|my)))|(?:leave|leaving|left) (?:my |a )?(?:phone|wallet|keys|id|ring|wedding ring)(?![^.]{0,40}(?:at (?:church|school|work|the|mass|home)|forgot|lost|can someone))[^.]{0,40}(?:with a note|and a note|a note)`,
      ),
      w(
        String.raw`(?:note|letter) (?:for|to) (?:my |the )?(?:family|parents|kids|children|wife|husband|mom|mum|dad|loved ones|everyone)[^.]{0,40}(?:explain|explaining|why i|so (?:they|she|he) (?:know|understand|will know)|saying (?:goodbye|sorry)|to say (?:goodbye|sorry)|apologi)|(?:written|wrote|write|left|leave|leaving|writing) (?:a |my )?(?:note|letter) (?:for|to) (?:my |the )?(?:family|loved ones|whole family|parents|kids|children)\.?$`,
      ),
      w(
        String.raw`(?:give|gave|giving|given) away my \w+,? (?:my \w+,? )*(?:and|&) my \w+(?![^.]{0,60}(?:for lent|to (?:the )?(?:parish|church|charity|poor|thrift|goodwill|shelter|food bank|rummage|homeless|missions?)|before (?:we|i) move|moving|garage sale|yard sale))`,
      ),
      w(
        String.raw`(?:pick|picked|choose|chose|chosen|found|find) (?:out )?(?:the|a|my) (?:spot|place|location|bridge|building|method|tree)(?! (?:for|to (?:have|hold|eat|meet|pray|camp|stay|sit|host|live|rent|park|study|go)|where we|at)\b)`,
      ),
      w(
        String.raw`(?:this be|this is|it be|it is) (?:goodbye|farewell|my goodbye)(?! (?:for (?:now|\d|a|the|one|two|three|a few|a while|the weekend|today|tonight|this)|until|till|to (?:my|the|our)))`,
      ),
      w(
        String.raw`(?:thank|thanks|say goodbye|wanted to say|want to say|let (?:someone|somebody|you|anyone) know|tell (?:someone|somebody|you|anyone))[^.]{0,40}before i (?:go|leave|die|do it|end it|be gone|am gone)(?! (?:to|on|out|home|back|for (?:a|the|my)|away for|shopping|into|up|down|off))`,
      ),
      w(
        String.raw`(?:not|never) (?:go to|going to|gonna|be go to|will|plan to|plan on|planning on|planning to|expect to) (?:still )?be alive\b(?! (?:if|unless|without))`,
      ),
      w(
        String.raw`(?:not|never) (?:go to|going to|gonna|be go to) be (?:here|around|alive) (?:by|for|at|after|to see|much longer|next|anymore|tomorrow|on my|past|beyond|until|till)(?![^.]{0,40}(?:because|since|visiting|travel|trip|vacation|holiday|away|moving|at my|with my|we be|i will be))`,
      ),
      w(
        String.raw`(?:give|gave|giving) my (?:dog|cat|pet|guitar|things|stuff|belongings|bike|car|plants|savings|money|jewel(?:le)?ry) to`,
      ),
      w(
        String.raw`(?:give|gave|giving|leave|leaving|left) (?:all )?(?:my|all my) (?:savings|money|things|stuff|belongings|possessions|pets?|dog|cat|car|guitar|room)[^.]{0,30}(?:before i (?:go|die|leave)(?! (?:to|on|for|away|out|home|back))|after i (?:be |am )?(?:gone|dead)|when i (?:be |am )?gone)`,
      ),
      w(
        String.raw`(?:written|wrote|write|finished|sealed|addressed) (?:all )?my (?:letters|notes|goodbyes?)(?! (?:to|of|for|from|about|post|message|card|speech|party|video|email|text)\b)|(?:already|finally|quietly|secretly) (?:say|said|saying) (?:my )?(?:goodbyes?|bye|farewell)|(?:say|said|saying) (?:my )?(?:goodbyes?|bye|farewell) to (?:everyone|everybody|all|my (?:cat|dog|pets?|family|friends|best friend|kids|parents))(?! (?:at|from) (?:the|work|school|church|airport))(?![^.]{0,60}(?:airport|station|moving|moved|move to|moves|leaving for|flight|trip|vacation|holiday|visit|party|graduation|retir|new job|deploy|funeral|hospice|vet|put (?:him|her) down|assisted living|nursing home|care home|downsiz))`,
      ),
      w(
        String.raw`(?:(?:put|putting|get|getting|got) (?:my )?(?:affairs|things|everything) in order|everything be in order)(?![^.]{0,50}(?:before (?:my|the|our|a|i) (?:deployment|deploy|surgery|operation|trip|mission|travel|move|wedding|baby|retirement|procedure|leave|go on)|just in case|as a precaution|for the (?:move|trip|new year|baby)))(?! for (?:my|the|our|a) (?:\w+'s |\w+ 's )?(?:wedding|party|trip|move|baby|event|retreat|guests|visit|holiday|vacation|exam|taxes|new job|inspection|audit)\b)`,
      ),
      w(
        String.raw`(?:this be|this is|it be|it is) (?:my )?(?:last|final) (?:message|night|day|time|post|goodbye|prayer)(?! (?:for|of) (?:tonight|today|now|the (?:day|night|week|year)|this (?:week|evening|year))| before (?:bed|i sleep|i go to (?:bed|sleep)|mass|the|my|we)| (?:here|at|in|on) (?:the|this|my|our)| as (?:a|an|your))(?![^.]{0,30}(?:good ?night|see you|talk (?:to you )?(?:tomorrow|soon|later)|bye for now|in (?:the|this) (?:job|house|city|school|parish)))`,
      ),
      w(
        String.raw`my (?:last|final) (?:night|day|message|post|goodbye|hours)(?! (?:of|at|in|on|as|before|for (?:tonight|today|now)|here)\b)(?![^.]{0,30}(?:good ?night|see you|talk (?:to you )?(?:tomorrow|soon|later)|bye for now))`,
      ),
      w(String.raw`(?:pick|picked|choose|chose|chosen|set) (?:the|a|my) (?:date|day|time)`),
      w(String.raw`if i (?:be |am )?not (?:here|around|alive) (?:tomorrow|anymore|by|after|next)`),
      w(
        String.raw`(?:will not|won't) be (?:here|around|alive) (?:for|by|tomorrow|much longer|next|after|anymore|to see)`,
      ),
      w(
        String.raw`(?:do not think|not sure|doubt|do not know if) (?:that )?i(?: will| would| be go to| be going to)? (?:be|make it|still be|live) (?:here|around|alive|to|for|until|through)`,
      ),
      w(
        String.raw`(?:goodbye|bye) (?:everyone|forever|world|for good|for the last time)|(?:say|said|saying) (?:my )?goodbyes?(?![^.]{0,50}(?:airport|station|moving|moved|move to|leaving for|flight|trip|vacation|holiday|visit|party|school|class|graduation|retir|new job|deploy|before (?:bed|school|work|mass)|at the (?:door|car|gate)|funeral|hospice|wake|viewing|vet|put (?:him|her) down))`,
      ),
      w(
        String.raw`(?:tell|let) [^.]{0,30}(?:i love|i loved|that i love|that i loved|it be not their fault|it was not (?:their|your|his|her) fault)`,
      ),
      w(
        String.raw`(?:update|updated|make|made|write|wrote|written|finish|finished|sign|signed) my will [^.]{0,40}(?:letter|note|goodbye|passwords?|affairs|in order|sorted|ready|cancel|last|after i)|(?:cancel|cancelled|canceled) my (?:phone|plan|subscriptions?|insurance)`,
      ),
    ],
    means: [
      w(
        String.raw`(?:gun|pistol|rifle|firearm|revolver)s? (?:be |is |in |under )[^.]{0,30}(?:nightstand|night stand|bedside|drawer|closet|glove ?box|under (?:the|his|her|my) (?:bed|mattress|pillow))(?![^.]{0,30}(?:locked|safe|lockbox|unloaded|trigger lock))|(?:held|hold|holding|picked up|took out|loaded|load|handled) (?:it|the gun|his gun|dad's gun|my dad's gun)[^.]{0,30}(?:a few times|several times|again|every night|a lot|more and more|lately)`,
      ),
      w(
        String.raw`(?:hear|see|watching) the train (?:coming|approaching)|(?:train|trains) (?:be |is )?(?:coming|approaching)[^.]{0,30}(?:i be|i am|i'm|standing|on the tracks)|(?:by|on|at|near|next to) the (?:train |railway |rail )?tracks[^.]{0,40}(?:train (?:be |is )?coming|hear the train|next train)`,
      ),
      w(
        String.raw`(?:save|saving|saved|stockpile|stockpiling|collect|collecting|hoard|hoarding|count|counted|counting|hide|hiding|hid|steal|stole) (?:up )?(?:\d+ |all |enough |a bunch of |a lot of |some |a |the |my |her |his |their |of )*(?:[\w']+ ){0,3}${MEANS}(?![^.]{0,60}(?:organi[sz]er|pill ?box|for (?:the|my|our) (?:trip|vacation|holiday|travel|week)|refill|pharmacy|prescription|dosage|doses?\b|the doctor|my doctor))|(?:have|got|get|buy|bought|keep|keeping|find|found|order|ordered) (?:up )?(?:\d+ |all |enough |a bunch of |a lot of |some |a |the |my |her |his |their |of )*(?:[\w']+ ){0,3}${MEANS}(?=[^.]{0,50}(?:ready|right here|right now|with me|next to me|on me|in my (?:room|hand|bag|pocket|car|lap|drawer|desk|closet)|under my (?:bed|pillow|mattress)|hidden|for (?:when|it|this|tonight|later|after|the end)|just in case|tonight|today|enough|all of them|lined up|counted|thinking|can not stop|want to|to (?:die|end|kill|do it)|(?:i|to) use (?:it|them)|using (?:it|them)|think about|thinking about|in the (?:bath|bathtub|tub|bathroom)|on the (?:bathroom )?floor|courage|in front of me|beside me|on (?:the|my) (?:table|desk|bed|lap|nightstand)))(?![^.]{0,40}(?:locked (?:up|away|in)|in (?:a|the|my) (?:gun )?safe|lockbox|unloaded))`,
      ),
      w(String.raw`enough (?:${MEANS}|of them|to (?:die|do it|kill|end it|overdose))`),
      w(
        String.raw`how (?:many|much) [^.?]{0,40}(?:to die|would it take|does it take|to overdose|to kill|be lethal|be fatal|to end it)`,
      ),
      w(
        String.raw`(?:painless|quick|quickest|easy|easiest|best|fastest|surest) ways? (?:to die|to kill|to end it|of dying)|suicide methods?|methods? (?:of|for) suicide`,
      ),
      w(
        String.raw`(?:(?:be|am|is|i'm) (?:standing|sitting|stand|sit|perched|climbing|climb)|standing|sitting|perched|climbing|climbed(?: up)?(?: onto| on| to)?|(?:i be|i am|i'm|am|be) (?:on|at|up on|on top of|out on)) (?:on |at |up |on top of |onto |over )?(?:the |a |this |my )?(?:${LEDGE})(?: of| over| above)?(?! (?:of )?(?:the |a |my )?(?:ship|boat|nose|song|enterprise|cathedral|basilica|church|tour|club|game|museum|hotel|restaurant|party|bbq|barbecue)\b)(?![^.]{0,40}(?:view|tour|coffee|tea|sunset|sunrise|pilgrimage|vacation|holiday|trip|photos?|pictures?|selfie|fireworks|parade|watch|watched|watching|fishing|fix|fixing|gutter|repair|shingles|spot|parked|parking spot|visiting|the only|waiting for (?:my|the|a) (?:train|bus|friend|ride)))`,
      ),
      w(
        String.raw`(?:on|at) (?:the |a |this |my )?(?:${LEDGE})[^.]{0,20}(?:right now|tonight|alone|again|waiting)(?![^.]{0,30}(?:view|tour|fireworks|parade|for (?:my|the|a) (?:train|bus|friend|ride)|with (?:my|our|the)))`,
      ),
      w(
        String.raw`(?:went|go|going|drove|walked|drive|walk|came|come|back) (?:to|back to|up to) (?:the|that|my) (?:bridge|overpass|cliff|ledge|roof|rooftop|tracks|train tracks|edge)[^.]{0,40}(?:again|(?:stood|stand|standing|sat|sit|sitting) there|for (?:an hour|hours|a long time|ages)|staring|looking down|thinking about)(?![^.]{0,30}(?:view|sunset|fireworks|parade|photos?|with (?:my|our|the)))`,
      ),
      w(
        String.raw`(?:legs|feet) (?:over|off) the (?:edge|side|ledge|railing)|(?:look|looking) down (?:from|at the)|over the (?:railing|edge)`,
      ),
      w(
        String.raw`(?:gun|pistol|rifle|firearm) (?:be|is) (?:in|under|at|loaded|unlocked|not locked)|know where (?:the|he keeps the|she keeps the) (?:key|gun|pills)`,
      ),
      w(String.raw`(?:shoot|shooting) myself|(?:loaded|load) (?:the|a|my) gun`),
      // How much of a medicine, how high a fall, how long a method takes.
      w(
        String.raw`how (?:many|much) (?:of )?(?:(?:my|her|his|the|these|those|your) )?${DRUGS}[^.?]{0,20}(?:(?:does |would |will )?it (?:takes?|to take)|would it take|to (?:die|overdose|kill|not wake|end it|be lethal|be fatal|stop (?:my|your) heart))(?! to (?!die|kill|overdose|end|stop (?:my|your) heart|not wake))`,
      ),
      w(
        String.raw`(?:lethal|fatal|deadly) (?:dose|amount|quantity|level)(?![^.?]{0,40}(?:my (?:mom|mum|dad|mother|father|grand\w+|aunt|uncle|child|son|daughter|baby|kid|dog|cat|patient)|accident|for (?:a|my) (?:dog|cat|pet|child|kid)))`,
      ),
      w(
        String.raw`how (?:high|tall|far|many (?:floors|stories|storeys))[^.?]{0,60}(?:not survive|do not survive|would not survive|survive the fall|to die|be fatal|be lethal|lethal|fatal|kill (?:you|me|someone)|guarantee|make sure)`,
      ),
      w(
        String.raw`how (?:long|quick|quickly|fast|painful)[^.?]{0,30}(?:die|dying|death|unconscious|pass out|bleed out)[^.?]{0,10} (?:from|by|of|with|after) (?:carbon monoxide|co poisoning|the exhaust|exhaust|hanging|an overdose|overdose|overdosing|drowning|bleeding|blood loss|suffocat\w+|a gunshot|cutting|jumping|a fall|falling|helium|gas|${DRUGS})|how (?:painful|quick|fast) (?:is|be|would) (?:it )?(?:to )?(?:die|dying|hang|hanging|drown|drowning|an overdose|overdosing|bleed out|bleeding out|jump|jumping)`,
      ),
      w(
        String.raw`(?:bridge|building|cliff|overpass|parking garage|tower|roof)s? [^.?]{0,20}(?:highest|tallest)[^.?]{0,10}(?:near me|near here|around here|in my (?:city|town|area))|(?:highest|tallest) (?:bridge|building|cliff|overpass|parking garage|tower|roof)s? (?:near me|near here|around here|in my (?:city|town|area))`,
      ),
      // Taking a lot at once, oneself or someone else.
      w(
        String.raw`(?<!(?:dog|cat|puppy|kitten|toddler|baby|pet|horse|parrot) )(?:took|take|taken|taking|swallowed|swallow|swallowing|downed|down|ate|eat|had) (?:\d\d+|twenty|thirty|forty|fifty|sixty|a hundred|a whole|the whole|an entire|the entire|a full|the rest of|a bottle of|a bunch of|a handful of|a lot of|loads of|way too many|too many|so many|a load of|all (?:of )?(?:my|her|his|their|the|mom's|dad's)|every)(?: \w+){0,4} (?:${DRUGS}|bottles?|packs?|boxes)(?![^.]{0,60}(?:by mistake|by accident|accidentally|vet|poison control|mixed up|(?:she|he|they) (?:be|is|are|was) (?:fine|ok|okay) now|doctor said))(?![^.]{0,30}(?:every (?:day|morning|night)|each (?:day|morning|night)|a day|daily|prescribed|vitamins|supplements|as (?:directed|prescribed)|for my (?:heart|blood|arthritis|headache)))`,
      ),
      w(
        String.raw`(?:took|take|swallowed|swallow|ate|downed) (?:everything|all) (?:in|from) (?:my|the|our|her|his) (?:medicine cabinet|cabinet|pill ?box|drawer|first aid)`,
      ),
      w(
        String.raw`(?:stockpile|stockpiling|stockpiled|hoard|hoarding|hoarded|stash|stashing|stashed|saving up|save up|saved up|collecting|collected|counting out|counted out|lined up|laid out)(?: \w+){0,4} (?:${DRUGS})(?![^.]{0,60}(?:organi[sz]er|pill ?box|for (?:the|my|our) (?:trip|vacation|holiday|travel|week)|refill|pharmacy|prescription|dosage|doses?\b|the doctor|my doctor))|(?:${DRUGS}) (?:lined up|counted out|laid out|in (?:front of me|my hand))`,
      ),
      w(
        String.raw`(?:buy|bought|buying|get|getting|got|order|ordered|ordering) (?:as many|loads of|multiple (?:boxes|bottles|packs)|several (?:boxes|bottles|packs)|a lot of (?:boxes|bottles|packs))(?: \w+){0,3}`,
      ),
      w(
        String.raw`(?:buy|buying|bought|get|getting|got)[^.]{0,20}(?:${DRUGS})[^.]{0,40}(?:different|multiple|several|many) (?:shops|stores|pharmacies|chemists)|(?:gun|guns|rifle|pistol|firearm)s?[^.]{0,50}(?:i know (?:the|where the) (?:combination|code|key|password)|(?:be|is|are) (?:not locked|unlocked|loaded))|i know (?:the|where the) (?:combination|code|key)[^.]{0,30}(?:gun|safe)`,
      ),
      w(
        String.raw`(?:i be|i am|i'm|im|sitting|standing|parked|i) [^.]{0,20}(?:at|on) the edge of (?:the|a) (?:cliff|bridge|roof|rooftop|building|platform|ledge|quarry|canyon)(?![^.]{0,30}(?:view|photo|picnic|sunset|hike|tour))|^(?:i be|i am|im|i'm|i) (?:standing |sitting |up |here )?(?:at|on) the top of (?:the|a|this|my) (?:bridge|building|parking garage|car park|tower|cliff|overpass|roof|dam)\.?$`,
      ),
      // The means in reach ("the knife is on my bed", "holding the blade right now").
      w(
        String.raw`(?:on|in) (?:the |my )?(?:bathroom floor|bathroom|bathtub|bath|bedroom floor|floor|car|garage|closet)[^.]{0,30}(?:with|holding|and) (?:a|the|my|dad's|his) (?:razor|blade|knife|gun|pistol|rope|noose|pills|bottle of pills)|(?:with|holding) (?:a|the|my|dad's|his) (?:razor|blade|knife|gun|pistol|rope|noose|pills|bottle of pills) (?:on|in) (?:the |my )?(?:bathroom floor|bathtub|bath|bedroom floor|floor)`,
      ),
      w(
        String.raw`(?:the |a |my )?(?:knife|blade|razor|gun|pistol|rope|noose|pills|bottle of pills) (?:be|is) (?:right )?(?:on|in|under|next to|beside) (?:my|the) (?:bed|lap|hand|pillow|nightstand|bathroom|bath)`,
      ),
      w(
        String.raw`(?:holding|hold|have|got|gripping|grip) (?:the|a|my|his|dad's|her) (?:knife|blade|razor|gun|pistol|pills|bottle of pills|rope|noose)(?: in my hand| right now| now| to my| against my| for (?:an hour|hours|a while|ages|the last))`,
      ),
      w(
        String.raw`^(?:i|i have|i've|i got|i just|i finally|i already) (?:just |finally |already )?(?:have|got|bought|get|found) (?:a |the |my |some |enough )?(?:[\w']+ ){0,3}(?:${MEANS})(?: here| now| right here| right now| with me| ready| tonight| today| again| in my (?:room|hand|bag|pocket))*\.?$|(?:got|get|took|take|pulled|pull) (?:the|my|a) (?:razor|blade|knife|pills|gun|rope) out(?: again)?(?! (?:of the (?:drawer|dishwasher|kitchen) (?:to|for)|to (?:cut|cook|chop|shave|slice|open)))`,
      ),
      w(
        String.raw`(?:get|getting|find|finding|work up|working up|build up|building up|muster|mustering|have|had) (?:the )?(?:courage|nerve|guts|strength) to (?:do it|end it|jump|go through with it|kill myself|die|take them|pull the trigger|cut)|(?:bottle of|bought|got|have) (?:some )?(?:vodka|whiskey|alcohol|wine|liquor|booze)[^.]{0,40}(?:all|enough|a bunch of|a bottle of|the rest of) (?:my |the |of my )?(?:${DRUGS})`,
      ),
      w(
        String.raw`(?:hang|hanging|hung|tie|tying|tied|attach|attaching|attached|set up|setting up|fasten|fastened) (?:my|the|a) (?:rope|noose|belt|cord)(?! (?:lights?|swing|ladder|for (?:the|our) (?:tent|boat|swing|camping)|to (?:the|our) (?:boat|tent|tree for)))`,
      ),
      w(
        String.raw`(?:rope|noose|cord|belt) (?:be |is )?(?:already )?(?:tied|knotted|ready|set up|hung|hanging|in place|around my neck|over the beam|from the (?:beam|ceiling|rafter))|(?:tie|tied|tying|made|make|making) (?:a |the )?noose|noose`,
      ),
      w(
        String.raw`(?:garage|closed|shut)[^.]{0,40}(?:engine|car|motor) (?:running|on)|(?:engine|car|motor) (?:running|on)[^.]{0,40}(?:garage|door (?:closed|shut))|(?:hose|pipe) (?:from|on|to) the (?:exhaust|tailpipe)`,
      ),
      // Standing at a height or on the tracks, alone with it ("i'm on the roof").
      w(
        String.raw`^(?:i be|i am|im|i'm|i) (?:standing |sitting |up |here )?(?:at|on|by|under|near) (?:the|a|this|my) (?:bridge|overpass|cliff|ledge|roof|rooftop|tracks|train tracks|railway|edge)(?: (?:now|right now|again|tonight|alone))?$`,
      ),
      w(
        String.raw`(?:on|at|up on|on top of|standing on|sitting on|climbed|climb) (?:the |a |this |my )?(?:${LEDGE})[^.]{0,60}(?:looking down|look down|waiting|jump|one step|so high|how high|the water|the drop|can not stop thinking|thinking about it|to die|end it)|(?:balcony|roof|ledge|bridge|window|edge|railing|floor|cliff)[^.]{0,30}(?:looking down|look down|staring down)`,
      ),
    ],
    'self-harm': [
      w(
        String.raw`(?:need|needs|needed|might need|probably need) stitches[^.]{0,50}(?:do not want|don't want|can not tell|can't tell|no one|nobody|hide|not going to tell)`,
      ),
      w(
        String.raw`(?<!(?:cat|cats|dog|dogs|kitten|puppy|baby|toddler|brother|sister|son|daughter|he|she|they|it|bird|hamster|rabbit|bush|thorns?|kid|kids|my|your|his|her|their|the|a|an|our) )(?:cut|cutting|burn|burning|hit|hitting|punch|punching|scratch|scratching|bang|banging|carve|carving|starve|starving|bruise|bruising|stab|stabbing|hurt|hurting|harm|harming|punish|punishing|slap|slapping|slapped|bite|biting|pinch|pinching|claw|clawing) (?:myself|my ?self|my (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|head|face|stomach|hand|hands|body))(?! (?:on|against) (?:the|a|an|my|some) (?!purpose\b|walls?\b|floor\b)\w+)(?! (?:while|cooking|chopping|taking|by accident|accidentally|shaving|making|baking|ironing|opening|at (?:the )?(?:gym|practice|work|game)|playing|skiing|skating|running|lifting|falling))`,
      ),
      w(String.raw`self harm(?:ing|ed)?|self injur(?:y|e|ing)|self mutilat`),
      w(
        String.raw`(?:cut|cutting|burned|burnt) (?:again|tonight|today|last night|yesterday)|(?:relapse|relapsed|relapsing) (?:again|on|with|into)? ?(?:cutting|self harm|sh|burning)?`,
      ),
      w(String.raw`(?:hide|hiding|cover|covering) (?:the|my) (?:cuts|scars|burns|marks|bruises)`),
      w(
        String.raw`the (?:blade|razor|lighter) (?:be|is) (?:the only|all that)|only (?:thing|way) that (?:help|helps|make|makes)[^.]{0,30}(?:blade|cut|pain|hurt)`,
      ),
      w(
        String.raw`(?:punch|punching|hit|hitting|bang|banging) (?:walls?|my head)(?! on (?:the|a|my) (?!walls?\b|floor\b)\w+)`,
      ),
      w(
        String.raw`(?:not|have not|did not|do not|stopped) (?:eat|eaten|eating) (?:in|for) [^.]{0,20}(?:on purpose|to punish|because i do not deserve|deserve)|(?:deserve|deserved) (?:to (?:hurt|suffer|bleed|starve|be punished|feel pain)|it|the pain)`,
      ),
      w(String.raw`(?:want|need) to (?:be punished|feel pain|bleed|hurt myself)`),
      // The act, whatever the verb and the body part ("carved into my leg", "sliced my arm open").
      w(
        String.raw`(?<!(?:cat|cats|dog|dogs|kitten|puppy|baby|toddler|brother|sister|son|daughter|he|she|they|it|bird|hamster|rabbit|bush|thorns?|kid|kids|my|your|his|her|their|the|a|an|our) )(?:cut|cutting|carve|carving|carved|slice|slicing|sliced|slash|slashing|slashed|scratch|scratching|scratched|scrape|scraping|scraped|stab|stabbing|stabbed|bite|biting|bit|gouge|gouging|gouged|pinch|pinching|pinched|burn|burning|burned|burnt) (?:into |at |up |open |deep into |deeply into |across )(?:myself|my ${BODY})`,
      ),
      w(
        String.raw`(?<!(?:cat|cats|dog|dogs|kitten|puppy|baby|toddler|brother|sister|son|daughter|he|she|they|it|bird|hamster|rabbit|bush|thorns?|kid|kids|my|your|his|her|their|the|a|an|our) )(?:cut|carve|carved|carving|slice|sliced|slash|slashed|burn|burned|burnt|scratch|scratched|bite|bit|stab|stabbed|slap|slapped|pinch|pinched|claw|clawed) (?:myself|my ${BODY})[^.]{0,20}(?:open|deep|deeper|until|till|with (?:a|the|my) (?:razor|blade|knife|scissors|lighter|cigarette|compass|pencil sharpener|glass|needle|pin|safety pin))`,
      ),
      w(
        String.raw`(?:cut|cutting|carve|burn|burning|burned|burnt|scratch|scratching|hit|hitting|punch|punching|hurt|hurting|bite|biting|starve|starving)[^.]{0,40}(?:on purpose|deliberately|intentionally|to punish myself|as (?:a )?punishment)`,
      ),
      w(
        String.raw`(?:slam|slamming|slammed|smash|smashing|smashed|bash|bashing|bashed|bang|banging|banged|hit|hitting|knock|knocking|beat|beating|punch|punching|headbutt|headbutting) (?:my (?:head|fists?|hands?|face)|myself) (?:against|into|on|off) (?:the |a )?(?:walls?|floor|door|desk|mirror|table)|(?:slam|slamming|smash|smashing|bash|bashing|punch|punching|hit|hitting|bang|banging) (?:the )?walls? (?:until|till|til) (?:my|i)`,
      ),
      w(
        String.raw`(?:scratch|scratching|pick|picking|pull|pulling|bite|biting|hit|hitting|punch|punching|rip|ripping|tear|tearing|claw|clawing|rub|rubbing|scrub|scrubbing|dig|digging|pinch|pinching)[^.]{0,30}(?:until|till|til) (?:it|they|i|my \w+) (?:bleed|bleeds|bled|bleeding|bruise|bruises|bruised|break|breaks)`,
      ),
      w(
        String.raw`(?:make|made|making) myself (?:throw up|puke|vomit|be sick|sick|purge|bleed|starve|suffer)|(?:throw|throwing|threw) up (?:on purpose|after (?:every|each) meal|to punish)`,
      ),
      w(
        String.raw`(?:want|wanna|need|urge|urges|itching|craving|crave|tempted|temptation|close) (?:to |so bad to |so badly to )?(?:cut|burn myself|hurt myself|harm myself|self harm|punish myself|bleed)(?! (?:my hair|the|a|an|some|it|down|back|off|out|in|through|ties|class|carbs|sugar|corners|them|him|her|you|costs|loose|ahead|across|in line|school|my losses)\b)`,
      ),
      w(
        String.raw`(?:fresh|new|deep|open|bleeding|infected) (?:cuts|wounds|scars|burns|marks|gashes) (?:on|in|across|all over) my|(?:cuts|slashes|burns) (?:on|across|all over) my (?:wrists?|thighs?|forearms?)`,
      ),
      w(
        String.raw`(?:cut|cutting|cuts) (?:too |so )?(?:deep|deeper)(?: this time| tonight| than (?:usual|before|ever|last time|i ever have|i ever did|i meant to))|(?:started|start|starting|back to|went back to) (?:cutting|burning myself|hurting myself|self harming)`,
      ),
      w(
        String.raw`(?:not|stop|stopped|quit|refuse|refusing|refused|skip|skipping|skipped) (?:eat|eating|eaten|food|meals|to eat)[^.]{0,40}(?:do not deserve|deserve|punish|punishment|on purpose|hate myself|disgusting|to disappear|until i (?:pass out|faint|disappear))|(?:do not|not) deserve (?:to eat|food|meals)`,
      ),
      w(
        String.raw`(?:put|putting|puts|stub|stubbed|stubbing) out (?:a |my |the )?(?:cigarettes?|cigs?) on (?:my )?${BODY}|(?:cigarette|lighter) burns on my`,
      ),
      w(String.raw`(?:starve|starving|starved) myself|punish myself by (?:not eating|starving|cutting|hurting)`),
      w(
        String.raw`(?:took|take|taken|taking|put|putting|used|use|using|held|hold|holding|pressed|press|pressing|drag|dragged|dragging|ran|run|running) (?:a|the|my) (?:knife|blade|lighter|scissors|glass|compass|pencil sharpener|hot spoon|hot knife|iron|curling iron|needle|pin|safety pin|broken glass|cigarette) (?:to|on|against|into|across|over) (?:my )?${BODY}|(?:took|take|put|used|use|held|hold|pressed|press|dragged|drag) (?:a|the|my) razor (?:to|on|against|into|across) (?:my )?(?:wrists?|thighs?|arms?|forearms?|stomach|skin|chest|hips?)`,
      ),
      w(
        String.raw`(?:myself|my ${BODY})[^.]{0,25}(?:so hard|so deep|so bad|until|till|til)[^.]{0,15}(?:bled|bleed|bleeding|bruised|bruise|bruises|scarred|blistered|blister)|my ${BODY} (?:be|is|are) (?:covered in|full of|all) (?:cuts|scars|burns|cut up|slashes|fresh cuts)`,
      ),
      w(
        String.raw`(?:i have|i|i be|i've) (?:completely |totally |basically )?(?:stopped|stop|quit) eating(?! (?:meat|sugar|sweets|dairy|carbs|gluten|out|junk|fast|after|before|between|late|so much|as much|chocolate|bread|red|processed|on fridays|with|at|in|breakfast|lunch|dinner|snacks|when))|(?:want|wish|wanna|going|trying|try) to (?:waste away|wither away|starve(?: myself)?(?: to death)?|disappear by not eating)`,
      ),
      w(
        String.raw`(?:bleeding|blood|bled|cuts?|burns?|bruises?|scars?|wounds?)[^.]{0,60}(?:i )?(?:did|do) (?:it|this|that) (?:on purpose|deliberately|intentionally)|(?:punch|punched|punching|hit|hitting|smash|smashed|smashing) (?:the |a )?(?:mirror|window|glass|walls?)[^.]{0,40}(?:bleed|bleeding|blood|broke|broken|until|till|on purpose)`,
      ),
    ],
    abuse: [
      w(
        String.raw`${ABUSER} [^.]{0,40}(?:hit|hits|beat|beats|hurt|hurts|kick|kicks|punch|punches|slap|slaps|choke|chokes) (?:my \w+ and me|me and my \w+|both of us|all of us|us all)\b`,
      ),
      w(
        String.raw`(?:scared|afraid|terrified|worried) (?:of )?what (?:he|she|they|my \w+) (?:will|would|might|is going to|be go to|could) do to (?:me|us|the kids|my (?:kids|children|baby|son|daughter|mom|mum|sister|brother)|her|him) (?:when|if|tonight|once)`,
      ),
      w(
        String.raw`(?:says|said|tells me|told me|say) (?:that )?(?:god|jesus|the lord) (?:wants|wanted|want|asks|likes|blesses) (?:it|this|us to|me to (?:do|touch|obey|submit|undress|sleep))`,
      ),
      w(
        String.raw`i (?:be|am|'m) in (?:danger|serious danger)(?! of (?:failing|losing|missing|flunking|being late))|help(?: me)?[^.]{0,10}(?:he|she|they|my \w+) (?:be |is |are )?(?:go to|going to|gonna|will|about to) (?:kill|hurt|find) me`,
      ),
      w(
        String.raw`(?:kicked|threw|thrown|kick|throw) me out[^.]{0,60}(?:nowhere|no where|streets?|park|my car|outside|\b1[0-7]\b)|(?:i have|i've got|i got|i have got) nowhere (?:to go|to sleep|to stay)(?: tonight)?|(?:i be |i am |i'm )?sleeping (?:in the park|on the streets?|outside|in my car|under a bridge)(?! (?:for|on|at|during) (?:a|the|our|my) (?:retreat|camp|camping|mission|trip|sleep out|fundraiser))`,
      ),
      w(
        String.raw`${ABUSER} [^.]{0,40}${HURTS_ME} me(?! (?:at|in|to) (?:chess|cards|checkers|the game|the race|a race|a game|games|monopoly|scrabble|poker|tennis|golf|\w+ball|arm wrestling|running|it|home|the punch|the finish|mario|fortnite|minecraft|video games))(?! (?:under the table|playfully|as a joke|by accident|accidentally|in (?:his|her) sleep|while (?:playing|wrestling)|with (?:a |his |her )?(?:pillow|snowball|water balloon|toy|nerf)))`,
      ),
      w(
        String.raw`(?:make|makes|made|force|forces|forced|forcing|pressure|pressures|pressured) me (?:to )?(?:do (?:things|stuff|it|sexual)|have sex|touch|watch|send (?:him|her|them)? ?(?:photos|pictures|pics|nudes)|undress|sleep with)`,
      ),
      w(
        String.raw`(?:if i tell|if i told|if i say anything|if i report|if i leave|if i go to the police|if i break up with (?:him|her)|if i (?:do not|don't|will not|won't) (?:send|do (?:it|what)|sleep with|have sex))`,
      ),
      w(
        String.raw`our (?:little |special )?secret|(?:it be|it is|it's|keep (?:it|this|us)|this be|this is) (?:a|our) (?:little |special )?secret(?! (?:santa|recipe|ingredient|party|surprise|admirer))|(?:ask|asks|asked|asking) (?:me )?(?:for )?(?:photos|pictures|pics|nudes)`,
      ),
      w(
        String.raw`(?:take|took|takes|taken) (?:away )?my (?:phone|keys|car keys|passport|money|cards|documents) again|(?:lock|locks|locked) me (?:in|out|up)(?! (?:of|by accident))|(?:will not|won't|does not) let me (?:leave|go out|see|call)(?! (?:the party|to the|until|tonight|this))`,
      ),
      w(
        String.raw`(?:scared|afraid|terrified|frightened) (?:to go home|of going home|of (?:him|her|my (?:dad|father|husband|wife|partner|boyfriend|girlfriend|mom|mother|stepdad|stepfather|uncle)))(?! (?:and|to) tell (?:my|them|him|her)| because i (?:crashed|failed|broke|got|lost|forgot|dented|wrecked))`,
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
        String.raw`(?:i|i be|i am|i was|i have|i have been|i keep|i get|i got|me) (?:being |getting |been |get |be |also )*(?:abused|raped|molested|beaten|groomed|assaulted|trafficked)|(?:domestic|sexual) (?:violence|abuse|assault) (?:at home|in my (?:home|house|marriage|family|relationship))|(?:i be|i am|i'm|i was) (?:a )?(?:victim|survivor) of (?:domestic|sexual)`,
      ),
      w(String.raw`(?:come|comes|came|coming) into my (?:room|bed)`),
      w(
        String.raw`(?:texting|writing|hiding) (?:from|in) (?:the )?(?:bathroom|closet|car)[^.]{0,40}(?:can not leave|he|she|they)`,
      ),
      // Hiding from someone who rages, or sure they will hurt you.
      w(
        String.raw`(?:hiding|hide|hid|locked myself|lock myself|locked|barricaded|barricade) (?:myself )?(?:in|under) (?:my|the) (?:closet|bathroom|room|bedroom|bed|car|basement|wardrobe|attic)[^.]{0,60}(?:he|she|they|my \w+) (?:be |is |are )?(?:yell|yelling|scream|screaming|shout|shouting|break|breaking|smash|smashing|throw|throwing|bang|banging|drunk|angry|looking for me|hitting|coming)`,
      ),
      w(
        String.raw`(?:think|sure|know|feel like|worried|scared|afraid|terrified|frightened) (?:that )?(?:he|she|they|my \w+) (?:be |is |are )?(?:go to|going to|gonna|be go to|will|would|might|about to|be about to) (?:hurt|beat|hit|rape|strangle|choke|stab|shoot|attack) me|(?:afraid|scared|terrified) (?:that )?(?:he|she|they) (?:will|would|might|be go to|going to) (?:find|come (?:back )?for|come after|track) me`,
      ),
      w(
        String.raw`(?:he|she|they|${ABUSER}) (?:get|gets|getting|become|becomes|got) (?:so )?(?:violent|physical|rough) (?:with me|when|again|if)`,
      ),
      w(
        String.raw`(?:grab|grabbed|grabs|squeeze|squeezed|squeezes|put (?:his|her|their) hands? (?:around|on)|had (?:his|her) hands? (?:around|on)) my (?:throat|neck)|next time (?:i be|i'm|i am|you be|you are) dead`,
      ),
      // Force and coercion, sexual and in the home.
      w(
        String.raw`forc(?:e|ed|es|ing) (?:himself|herself|themselves) (?:on|upon) me|(?:kept going|keep going|did not stop|would not stop|do it anyway|did it anyway) (?:when|after|even though|even after) i (?:said|say|told him|told her|begged)|(?:without my consent|against my will)`,
      ),
      w(
        String.raw`(?:make|made|makes|force|forced|forces) me (?:to )?(?:take off|remove|undress|strip|get naked|show (?:him|her) my)(?! (?:my )?(?:shoes|coat|jacket|boots|hat|muddy|wet|dirty|sweater))`,
      ),
      w(
        String.raw`${ADULT} [^.]{0,60}(?:me|i)\b[^.]{0,40}(?:in (?:his|her|the) bed|in bed|sleep with (?:him|her)|have sex|sexual|naked|undress|take off my clothes|my clothes off)`,
      ),
      new RegExp(String.raw`^(?=[^.]*\b${ADULT}\b)(?=[^.]*\b${SECRET}\b)[^.]*\b${GROOMING}`, 'u'),
      new RegExp(String.raw`^(?=[^.]*\b${SECRET}\b)(?=[^.]*\b${GROOMING})[^.]*\b${ADULT}\b`, 'u'),
      w(
        String.raw`(?:come|comes|came|coming|walk|walks|walked|barge|barges|barged|sneak|sneaks|snuck|crawl|crawls|climb|climbs|get|gets) (?:in|into) (?:my (?:room|bedroom|bed)|the (?:bathroom|shower)|bed with me)[^.]{0,30}(?:when i (?:shower|change|bathe|sleep|be asleep|be changing|undress|be in the shower)|at night|while i)(?![^.]{0,30}(?:nightmare|scared|storm|sick|thunder))`,
      ),
      w(
        String.raw`(?:put|puts|putting|stuck|sticks|shoved|slid|slides|reached|reaches) (?:his|her|their) hands? (?:up|down|under|inside|in|into) (?:my|her|his) (?:skirt|shirt|dress|pants|trousers|underwear|top|bra|shorts|jeans)`,
      ),
      new RegExp(
        String.raw`^(?=[^.]*(?:\b(?:i be|i am|i'm|im|she be|she is|he be|he is) (?:only |just )?|\()(?:1[0-7]|[6-9]|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b)(?=[^.]*\b${SECRET}\b)[^.]*\b${GROOMING}`,
        'u',
      ),
      w(
        String.raw`${ABUSER} [^.]{0,10}(?:come|comes|came|coming|get|gets|sneak|sneaks|creep|creeps) in (?:at night|when i (?:sleep|be asleep)|while i (?:sleep|be asleep))|(?:scared|afraid|terrified) to (?:go to )?sleep (?:because|cause|since|when) (?:of )?(?:he|she|they|my \w+)|(?:says|said|tells me|told me|thinks|tell me)[^.]{0,20}(?:i be|i am|i'm|she be|she is|he be|he is|you be|you are|you're) (?:so |really |very )?mature for (?:my|her|his|your) age(?=[^.]{0,80}(?:secret|private|chat|text|messag|at night|tell|alone|meet|dm|snap|date|dating))|(?:secret|private|chat|text|messag|at night|alone|meet|dm|snap)[^.]{0,80}mature for (?:my|her|his|your) age|(?:our|the) (?:chats|texts|messages|conversations|talks|dms) (?:be|are|is|have to be|must be|should be) (?:private|secret|just between us|special|our secret)`,
      ),
      w(
        String.raw`${ADULT} [^.]{0,30}(?:ask|asks|asked|tell|tells|told|want|wants|wanted) me to (?:undress|take off my (?:clothes|shirt|pants)|get naked|strip|show (?:him|her) my body|touch (?:him|her|it)|sit on (?:his|her) lap)`,
      ),
      w(
        String.raw`(?:watch|watches|watched|watching) me (?:shower|change|undress|get dressed|in the shower|sleep|bathe)`,
      ),
      w(
        String.raw`(?:send|sends|sent|sending) me (?:pictures|pics|photos|videos|nudes) of (?:himself|herself|his body|her body)|(?:wants|want|wanted|asks|asked|ask|asking|tells|told|make|makes|made|pressure|pressures|pressured|begs|begged) me (?:to )?(?:send|take) (?:him |her |them )?(?:some |a |more )?(?:(?:pictures|pics|photos|videos|selfies) (?:back|of me|of myself|without|in my)|nudes|naked)|send (?:some|them|some pics|pics|pictures|photos) back`,
      ),
      w(
        String.raw`what (?:we|he|she|they) (?:do|does|did|be doing|are doing) (?:together )?(?:be|is|was) (?:holy|a blessing|god's will|sacred|special|a secret|our secret|normal|love)|(?:${ADULT}|he|she) [^.]{0,30}(?:says|said|tells me|told me) (?:it be|it is|it's|this be|this is|that be|that is|it was) (?:god's will|holy|a blessing|what (?:friends|uncles|dads|coaches|priests|people who love each other) do|our secret|normal for)`,
      ),
      w(
        String.raw`(?:post|share|send|leak|show|spread) (?:my|the|our) (?:nudes|pictures|pics|photos|videos|sex tape)[^.]{0,40}(?:if i|unless i)|(?:if i|unless i)[^.]{0,40}(?:post|share|send|leak|show|spread) (?:my|the|our) (?:nudes|pictures|pics|photos|videos)`,
      ),
      w(
        String.raw`${ABUSER} [^.]{0,20}(?:make|makes|made|force|forces|forced|want|wants|wanted|ask|asks|asked) me (?:to )?(?:sleep|lie|lay|get|stay) (?:in|into) his bed`,
      ),
      w(
        String.raw`(?:he|she|husband|wife|boyfriend|girlfriend|partner|fiance) (?:check|checks|read|reads|go through|goes through|track|tracks|monitor|monitors) my (?:phone|messages|texts|location|email)[^.]{0,40}(?:every|all the time|not allowed|will not let|won't let|or else|if i)|(?:not allowed|never allowed|can not|not let me|will not let me|does not let me) (?:to )?(?:see|talk to|call|visit|leave|go out|have) (?:my |any )?(?:friends|family|parents|mom|mum|sister|brother|own money|money|a phone|the house)(?! (?:this|until|for (?:a|the|two|\d)|tonight|after))`,
      ),
      w(
        String.raw`(?:take|took|takes|taken) (?:away )?my (?:phone|keys|car keys|passport|money|cards|documents|id) (?:and|&) (?:my )?(?:phone|keys|car keys|passport|money|cards|documents|id|car)|(?:husband|boyfriend|partner|wife|girlfriend|fiance|he|she) [^.]{0,15}(?:take|took|takes|taken|keep|keeps) (?:away )?my (?:passport|money|cards|documents|car keys|paycheck|wages)(?! because| for| until| when| as punishment)|(?:control|controls|take|takes|took) (?:all )?(?:my|our) (?:money|finances|paycheck|wages|bank card)`,
      ),
      w(
        String.raw`(?:mom|mum|dad|mother|father|parents?|stepdad|stepmom) (?:have not|has not|not|never) (?:been )?(?:back|home|come home|came home|come back|came back)[^.]{0,15}(?:in|for) (?:\d+|two|three|four|five|six|several|a few) (?:days|weeks|nights)(?![^.]{0,40}(?:business|work trip|deployed|deployment|travel|trip|conference|hospital|vacation))|no food (?:at home|in the house)[^.]{0,40}(?:alone|hungry|starving|gone|not home|days)`,
      ),
      w(
        String.raw`${ADULT} [^.]{0,60}(?:alone|by myself|in his (?:office|car|room|house)|behind closed doors|lock(?:s|ed)? the door)[^.]{0,60}(?:hug|hugs|hugged|touch\w*|kiss\w*|rub\w*|hold\w* me|lap|too long|too close|uncomfortable)|(?:hug|hugs|hugged|hold|holds|held|touch|touches|touched) me (?:too long|too tight|in a weird way|weird|inappropriately|where i do not like|in places|down there)`,
      ),
      w(
        String.raw`(?:${ADULT}|${ABUSER}) [^.]{0,30}touch(?:es|ed|ing)? (?:my|her|his) (?:legs?|thighs?|chest|breasts?|butt|bum|private\w*|body|crotch|skin|bottom)|(?:${ABUSER}|${ADULT}) [^.]{0,20}(?:do|does|did|doing|try|tries|tried) (?:stuff|things|bad things|weird things|sexual things|it) (?:to|with) me`,
      ),
      w(
        String.raw`(?:throw|throws|threw|thrown|shove|shoved|shoves|slam|slammed|slams|push|pushed|pushes|drag|dragged|drags|pin|pinned|pins) me (?:against|into|down|across|on|onto|out of|off|to the (?:floor|ground))`,
      ),
      w(
        String.raw`(?:sneak|sneaks|snuck|crawl|crawls|crawled) (?:in|into) (?:her|his|their|my) (?:room|bed|bedroom|shower)|(?:her|his|their) (?:dad|father|stepdad|stepfather|uncle|brother|cousin|grandpa|mom's boyfriend|coach|teacher|priest) [^.]{0,20}(?:come|comes|came|get|gets) (?:in|into) (?:her|his|their) (?:room|bed|bedroom|shower) (?:at night|when)`,
      ),
      w(
        String.raw`(?:i|me|i was|i have been|i got|i be being|i am being) (?:raped|molested|sexually assaulted|groped|drugged|roofied|trafficked)|(?:raped|molested|sexually assaulted|groped|drugged|roofied) me`,
      ),
    ],
    'danger-to-others': [
      w(
        String.raw`(?:i|i be) (?:go to|going to|gonna|want to|will) (?:hurt|stab|shoot|attack|kill) (?:the kid|that kid|the guy|that guy|the girl|that girl|the bully|my bully|the boy|that boy|the bullies|those kids)|(?:bring|bringing|brought|take|taking) (?:a|my|the|dad's|his) (?:knife|gun|rifle|bomb|pistol)[^.]{0,20}(?:tomorrow|to school|to class|to church|to work|on monday)`,
      ),
      w(
        String.raw`(?:he|she|they|${CLOSE}) [^.]{0,30}(?:going to|gonna|go to|will|plan to|planning to|want to|wants to|threaten\w* to) (?:shoot|stab|bomb|blow up|attack|kill) (?:people|everyone|us|the school|kids|students|up the school|the class|the church)|shoot up (?:my|the|a|this|our) (?:school|church|class|office|work|mall|parish|mosque|synagogue)`,
      ),
      w(
        String.raw`(?:${ABUSER}|he|she|they) [^.]{0,20}(?:hit|hits|beat|beats|hurt|hurts|punched|punch|kicked|kick|slapped|slap|choked|choke|strangled|strangle) (?:him|her|them|my (?:son|daughter|kids?|children|baby|brother|sister|mom|mum|mother|wife|grandma|grandmother))[^.]{0,25}(?:tonight|today|right now|again|last night|this morning|every (?:day|night))|beat (?:it|that|the gay|this) out of (?:him|her|them|me)`,
      ),
      w(
        String.raw`(?:being|getting|was|been|be) (?:hit|beaten|abused|hurt|slapped|kicked|pushed|neglected|starved|molested|touched) by (?:her|his|their|my|the) (?:caregiver|carer|nurse|husband|wife|boyfriend|girlfriend|partner|son|daughter|dad|father|mom|mother|stepdad|stepfather|stepmom|uncle|aunt|teacher|coach|priest|pastor|staff|aide|babysitter|nanny)`,
      ),
      w(
        String.raw`(?:burn marks|cigarette burns|belt marks|welts|handprints?) on (?:her|his|their) (?:arms?|legs?|back|face|neck|body|skin)|flinch(?:es|ed|ing)? when (?:i|someone|anyone|an adult|people|you|we) (?:move|moves|raise|raises|touch|touches|reach|reaches|come|comes)|(?:bruises|black eyes?)[^.]{0,40}(?:always|keeps|again|unexplained|will not say|won't say|does not want to say|says (?:he|she) fell|scared to go home)`,
      ),
      w(
        String.raw`(?:${CLOSE}|he|she|they) [^.]{0,40}(?:say|says|said|saying|keep saying|keeps saying|thinks|believes|feels)[^.]{0,40}(?:better|happier) (?:off )?without (?:her|him|them)(?![^.]{0,20}(?:at|in|on) (?:the|work|school|the team))`,
      ),
      w(
        String.raw`feel like (?:hurting|killing|stabbing|shooting|attacking|strangling|beating up) (?:someone|somebody|people|everyone|him|her|them|my \w+)`,
      ),
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
        String.raw`(?:afraid|scared|terrified|worried|fear) (?:that )?i (?:will|would|might|be go to|could|'ll)[^.]{0,20}(?:hurt|kill|harm|shake|drown|smother|hit|strangle) (?:my|him|her|them|someone|somebody|the|a)(?! (?:back|knee|ankle|wrist|shoulder|neck|leg|arm|foot|hand|chances|feelings|reputation|career|grades|voice|eyes)\b)`,
      ),
      w(
        String.raw`(?:kid|kids|child|children|boy|girl|students?|baby|son|daughter)[^.]{0,30}(?:always|keep|keeps|often|again|every day|covered in|constantly)[^.]{0,15}(?:bruised|bruises|black eyes?|burn marks|marks on)|hear (?:him|her|them|the kids?|the baby)? ?(?:screaming|crying|hitting|being hit|getting hit)[^.]{0,20}(?:every night|all the time|again)`,
      ),
      w(
        String.raw`(?:i|i be) (?:go to|going to|want to) (?:kill|hurt|stab|shoot|harm|strangle|drown|smother) (?:him|her|them|my (?:kids|children|baby|son|daughter|family|newborn|toddler|students|ex|husband|wife|boss|dad|mom|father|mother|brother|sister|neighbou?r|stepdad|stepfather|stepmom|step ?dad|uncle|teacher|coach|abuser|rapist|bully|bullies))(?![^.]{0,40}(?:(?:he|she|they) (?:ate|eat|took|take|used|use|broke|break|borrowed|borrow|stole|steal|lost|lose|read|wore|wear|finished|finish|ruined|ruin|spoiled|spoil|told|tell|forgot|forget|spilled|spill|crashed|dented|scratched|deleted|hid)\b|for (?:eating|taking|using|breaking|borrowing|stealing|losing|forgetting|telling|reading|wearing|finishing)|if (?:he|she|they) (?:eat|eats|take|takes|use|uses|break|breaks|tell|tells|touch|touches)|when (?:he|she|they) (?:find|finds|see|sees|get|gets)))`,
      ),
      w(
        String.raw`(?:scream|screaming|crying|cry)[^.]{0,60}(?:hit|hitting|beat|beating|bang|banging|thud)|(?:hit|hitting|beat|beating)[^.]{0,40}(?:kid|child|baby|mom|mum|her|him)[^.]{0,30}(?:right now|now|next door)`,
      ),
      w(
        String.raw`(?:is|be) (?:beating|hitting|hurting|choking|strangling) (?:my|his|her|the) (?:mom|mum|mother|dad|wife|kid|kids|child|children|sister|brother|baby)`,
      ),
      // Thoughts or urges to hurt others, as the parent who fears them says it.
      w(
        String.raw`(?:urge|urges|impulse|impulses|thought|thoughts|images?|temptation|fantasies|fantasize|fantasise|thinking|dreams?|imagine|imagining|imagined|picture|picturing|pictured|visuali[sz]e|visuali[sz]ing|think) (?:to |about |of )?(?:hurt|hurting|harm|harming|kill|killing|drown|drowning|smother|smothering|shake|shaking|strangle|strangling|stab|stabbing|hit|hitting|abuse|abusing|poison|poisoning) (?:my|the|a|someone|somebody|people|him|her|them|kids|children|babies|everyone)(?! (?:back|knee|ankle|wrist|shoulder|neck|leg|arm|foot|hand|head|chances|reputation|career|grades|voice|eyes)\b)(?![^.]{0,25}feelings)`,
      ),
      w(
        String.raw`(?:i|i be) (?:go to|going to|gonna|want to|will|could|might|be about to|about to|feel like i (?:will|could|might)) (?:really |actually |seriously )?(?:hurt|stab|shoot|attack|strangle|beat up|poison) (?:someone|somebody|people|everyone|them all|a kid|a child)|shoot up (?:my|the|a|this) (?:school|church|class|office|work|mall|parish|mosque|synagogue)|(?:bring|take|bringing|taking) (?:a |my |the |dad's |his )?(?:gun|guns|rifle|bomb) to (?:school|church|class|work|mass)`,
      ),
      // Someone close in danger now: pills taken, not waking, a gun for themselves, a threat to another.
      w(
        String.raw`(?:she|he|they|${CLOSE}) [^.]{0,20}(?:will not|won't|can not|do not|does not|be not|is not|isn't) (?:wake (?:her|him|them) up|wake up|breathing|respond|responding|responsive|conscious)(?! (?:for|in time|on time|early|until|till|when|before|in the morning|at|to (?:his|her|their|the) alarm))`,
      ),
      w(String.raw`use (?:it|the gun|a gun|the knife|them|those pills|the pills) on (?:himself|herself|themselves)`),
      w(
        String.raw`(?:says|said|told me|texted|texted me|wrote) (?:that )?(?:he|she|they) (?:has|have|got|bought|is holding|be holding) (?:a |the |my |his |her |dad's )?(?:knife|gun|pistol|rifle|blade|razor|rope|noose|pills)|(?:${CLOSE}|she|he|they|daughter|son) (?:be|is|are|was|has been|have been|might be|may be|could be) (?:being|getting) (?:groomed|abused|molested|raped|trafficked|sexually abused)`,
      ),
      w(
        String.raw`drive (?:us|the car|the kids|me|them|us all|all of us|the family)(?: all)? (?:off|into) (?:a |the )?(?:bridge|cliff|river|lake|wall|tree|oncoming traffic|traffic|ocean|sea)`,
      ),
      w(
        String.raw`(?:she|he|they|${CLOSE}) [^.]{0,40}(?:going to|gonna|go to|plan to|planning to|want to|wants to|will|about to|threaten\w* to|decided to) (?:end it|end it all|end (?:her|his|their) life|go through with it|overdose|commit suicide|take (?:all )?(?:of )?(?:her|his|their) pills|jump (?:off|from|in front))|(?:starving|cutting|burning|hurting|harming|starve|cut|burn|hurt|harm) (?:herself|himself|themselves)(?! (?:by accident|accidentally|on (?:the|a)|while|cooking|shaving))`,
      ),
      w(
        String.raw`(?:drunk|high|angry|raging|enraged)[^.]{0,40}(?:has|have|got|holding|with|grabbed|waving|pointing) (?:a |the |his |her |my |dad's )?(?:gun|knife|rifle|pistol|shotgun|machete)|(?:has|have|got|holding|with|grabbed|waving|pointing) (?:a |the |his |her )?(?:gun|knife|rifle|pistol|shotgun|machete)[^.]{0,40}(?:drunk|high|raging|enraged|yelling|screaming|threatening)`,
      ),
      w(
        String.raw`(?:think|afraid|scared|worried|terrified) (?:that )?(?:he|she|they|my \w+) (?:is |be |are )?(?:going to|gonna|go to|will|might|be go to) (?:hurt|kill|hit|beat|shake|drown|smother|strangle|stab|shoot) (?:my|the|her|his|their|him|us|them)(?! (?:feelings|chances)\b)|(?:we|my (?:little )?(?:brother|sister|siblings)|the kids) (?:have not|haven't|not|did not|didn't) (?:eaten|had food|had anything to eat) (?:in|for) (?:\d+|two|three|four|several|a few) days`,
      ),
      w(
        String.raw`i know where (?:he|she|they) (?:lives|live|works|work|sleeps|sleep|be)[^.]{0,40}(?:gun|knife|kill|hurt|pay|rifle|pistol)`,
      ),
      w(
        String.raw`(?:hitting|beating|attacking|stabbing|strangling|choking|kicking|dragging|punching|hurting|assaulting|raping) (?:a|an|the|some|this|that|his|her|my|their) (?:woman|girl|man|guy|kid|child|baby|boy|lady|person|wife|girlfriend|husband|boyfriend|mom|mum|dad|son|daughter)[^.]{0,40}(?:right now|now|outside|next door|downstairs|upstairs|in the (?:street|parking lot|hall|hallway|next room))`,
      ),
      w(
        String.raw`i (?:will|be go to|am going to|'ll|be going to) (?:kill|hurt|stab|shoot) (?:him|her|them|my \w+) (?:tonight|today|tomorrow|right now|now|when (?:he|she|they) (?:get|gets|come|comes) home)|make (?:him|her|them) pay[^.]{0,40}(?:kill|hurt|stab|shoot|gun|knife)`,
      ),
      w(
        String.raw`(?:${CLOSE}|he|she|they) [^.]{0,30}(?:say|said|says|saying|threaten|threatens|threatened|threatening|swear|swears|swore|keep saying|keeps saying) (?:that )?(?:he|she|they)? ?(?:be |is |will |would )?(?:go to|going to|gonna|be go to|will|would) (?:kill|shoot|stab|hurt|beat|strangle) (?:my|her|him|them|us|the kids|the baby)(?![^.]{0,30}(?:for eating|for taking|for using|for breaking|if (?:he|she|they|i) (?:eat|take|use|break|find)|when (?:he|she|they) (?:find|see|get)|lol|haha))`,
      ),
      w(
        String.raw`(?:${CLOSE}|he|she|they) [^.]{0,30}(?:better off dead|(?:want|wants|wanted) to die|wish(?:es)? (?:he|she|they) (?:be|was|were) dead|(?:do|does) not want to (?:live|be alive|be here) anymore|(?:be|is) (?:talking|thinking|writing) about (?:suicide|killing (?:himself|herself|themselves)|dying|ending it))`,
      ),
      w(
        String.raw`(?:her|his|their|my \w+'?s?) (?:dad|father|mom|mother|stepdad|stepfather|stepmom|uncle|brother|cousin|grandpa|boyfriend|coach|teacher|priest|pastor|babysitter) [^.]{0,30}(?:hurts|hurt|hits|hit|beats|beat|touches|touch|touched|molests|molest|molested|rapes|rape|raped|abuses|abuse|abused|chokes|choke|burns|burn|kicks|kick) (?:her|him|them)|told me (?:that )?(?:she|he|they) (?:be|is|was|are|were|have been|has been) (?:being )?(?:abused|raped|molested|hit|beaten|touched)|(?:${CLOSE}) (?:be|is|was|has been|got|be being|is being) (?:abused|raped|molested|assaulted|beaten up)`,
      ),
    ],
  },
  compounds: [
    [
      w(
        String.raw`died|passed away|passed|killed (?:himself|herself|themselves)|took (?:his|her|their) (?:own )?life|lost my (?:wife|husband|son|daughter|mom|mum|dad|baby|friend|best friend|brother|sister)`,
      ),
      w(
        String.raw`(?:i want|i wish|i wanna|i need|i just want|i be ready) to (?:be with|join|follow|go with) (?:her|him|them)(?!(?: again)? (?:one day|someday|some day|in heaven (?:one day|someday)|when my time|eventually|at|for|during|through|when|while|on|in (?:the|this|her|his) (?:hospital|funeral|church)|tomorrow|this weekend)\b)|i want to (?:die|go) too|i (?:do not|don't) want to (?:live|be here|go on) without (?:her|him|them)`,
      ),
      'passive-wish',
    ],
    [
      w(String.raw`${MEANS}|${LEDGE}`),
      w(
        String.raw`(?:think|thinking|thought) about (?:it|that|using|doing)|not locked|unlocked|know where|have (?:enough|them|it|all)|got (?:them|it|enough)|(?:i|i be|i am) (?:ready|here)|still here|looking down|look down|stare down|staring down|go there (?:every|each|at) night`,
      ),
      'means',
    ],
    [
      w(
        String.raw`(?:take|takes|took|taking) (?:their|his|her|your|one'?s) own life|suicide|kill(?:s|ed|ing)? (?:themselves|himself|herself|yourself|oneself)|(?:want|wants|wanting) to die|wish (?:to be|i was|i were|you were) dead`,
      ),
      w(
        String.raw`(?:asking|ask) for (?:me|myself|a friend)|i(?:'m| am| be) asking because|(?:it be|it is|it's|its|it was|talking about|i mean|i meant|i be talking about|asking about|about|for) (?:me|myself)$|^(?:yes|yeah|ya|yep|yea),? (?:it be |it is |its |it's )?(?:me|myself|for me|about me)|i (?:think about it|have thought about it|keep thinking about it|have been thinking about it|be considering it|am considering it)|because i (?:do|want to|be going to|am going to|might|am|have)\.?$|(?<=\n )(?:i do|me too|yes i do|i might)\.?$`,
      ),
      'intent',
    ],
    [
      w(String.raw`letters?|notes?`),
      w(
        String.raw`(?:will|would|can|could) find (?:them|it)|for after|when i(?:'m| am| be) gone|after i(?:'m| am)? (?:gone|dead)|i(?: am| be|'m)? ready|(?:after|when|once) (?:they|everyone|my (?:parents|family|wife|husband|mom|mum|dad|roommates?)) (?:be |are |have |has )?(?:go to sleep|goes to sleep|go to bed|goes to bed|fall asleep|falls asleep|asleep|gone to bed|leave|leaves|left|go out|goes out|be out)`,
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
    /^(?!.*\b(?:again|tonight|right now|today|relapse|relapsed|still|now|anymore|these days|lately|recently|this (?:week|month|year)|keep|can not)\b).*(?:(?:^|\bi )(?:use to|used to)|\b(?:i|when i) (?:be|was) (?:a teenager|younger|a kid|in high school|in college))\b/u,
    /^(?!.*\b(?:again|tonight|right now|today|relapse|relapsed|still|anymore|these days|lately|recently|this (?:week|month|year)|every (?:day|night)|keep|can not)\b).*\b(?:i (?:be|was|were|have been|have be|used to|use to|had)|when i was)\b[^.]{0,80}\bbut (?:now |today |these days )?(?:i be|i am|i'm|i feel|life be|life is|things be|things are) (?:doing |do |so |really |very )?(?:great|good|better|ok|okay|fine|well|happy|healthy|in a good place|safe|grateful|thriving|married|sober|clean|free)/u,
    w(
      String.raw`(?:be|been|have be|have been|be now) (?:free|clean|sober) (?:of it |from it |of self harm )?(?:for|since)(?![^.]{0,40}(?:until|but|again|tonight|relapse))`,
    ),
    w(
      String.raw`(?:good|better|great|healthy) place now|thank(?:ful|s)? (?:to )?god (?:i|that i) (?:be still here|survive|survived|did not)|grateful (?:to be alive|every day that|i be still here|i am still here|god kept me)`,
    ),
    // Joking or exaggerating.
    /^(?!.*\b(?:not (?:a )?jok\w*|no joke|not kidding|i mean it|for real|seriously|actually (?:want|going|gonna)|i have a plan)\b).*(?:\blol\b|\blmao\b|\blmfao\b|\bhaha\w*|\bhehe\w*|\bjk\b|\bjust kidding\b|\bkidding\b|\bjoking\b|😂|🤣|😅|😆|😹|💀)/u,
    w(
      String.raw`(?:exam|test|homework|class|course|work|job|shift|traffic|wifi|commute|boss|heat|song|music|hymn|choir|practice|workout|diet|fast|feet|back|knees?|legs|shoes|kids|allergies|cold|flu|paper|essay|deadline|meeting|lecture|finals|midterms|this week|this weather)s? (?:be |is |are |have been |has been |be been )?(?:killing|kill|murdering|murder|destroying|destroy) me`,
    ),
    // Spiritual: dying to self, martyrdom, Christ's death.
    w(
      String.raw`die to (?:myself|my ?self|self|sin|my (?:pride|ego|self|old self|will|sins?|flesh))|(?:put|putting) to death (?:the|my) (?:old self|flesh|deeds|sin)|(?:kill|killing|mortify|mortifying) (?:my|the) (?:pride|ego|habit|flesh|old self|sin|vices?|self|selfishness|desire)`,
    ),
    w(
      String.raw`die for (?:my faith|the faith|christ|jesus|god|him|my beliefs|the church|the gospel|others|my friends)|(?:willing|ready) to die for|martyr|(?:dying|be die) to (?:see|meet|know|try|hear|go|get|tell|read|find out|visit|watch)`,
    ),
    w(
      String.raw`(?:depart|departing) and be with christ|i die because i do not die|(?:jesus|christ|the lord|he) (?:die|died|dies|dying) (?:on|for)`,
    ),
    // A question of teaching or history, asked about others or in general.
    /^(?!.*\b(?:i|me|my|myself|im)\b)(?=.*\b(?:church|catechism|bible|scripture|pope|canon law|teach|teaching|doctrine|theology|sin|mortal|heaven|hell|purgatory|funeral|burial|consecrated|saint|historically|history|judas|class|essay|paper|homework|students?|lesson|talk|policy|safeguarding|mass|pray|praying|prayer|priest|sacrament|god)\b)(?=.*\?|\s*(?:is|be|can|does|do|what|why|how|when|was|should|would|could|are|did|will|where|who|which)\b)(?!.*\b(?:i am asking for me|asking for me|for me\b|i mean it)\b)/u,
    w(
      String.raw`for my (?:class|homework|essay|paper|project|talk|lesson|students|youth group|bible study|thesis|research|article|sermon|homily)|(?:write|writing|wrote) (?:a|an|my) (?:paper|essay|article|thesis|report|talk|homily|sermon|dissertation) (?:on|about)`,
    ),
    // Praying for a good death, meditating on it (memento mori), not wishing for it now.
    /^(?![^.]*\b(?:tonight|today|right now|now|soon|this week|tomorrow)\b).*\b(?:die (?:a |an )?(?:holy|happy|good|peaceful|natural|christian|saintly|catholic|beautiful) death|(?:a |the )?(?:holy|happy|good|christian|saintly) death|die (?:in (?:a state of )?(?:grace|god's grace|his grace)|of old age|old and|surrounded by)|memento mori|four last things)/u,
    // The plot of a film, a book or a song, told in the third person.
    w(
      String.raw`(?:movie|film|show|episode|book|novel|scene|character|series|anime|musical|opera|play|story) (?:where|when|in which|about|that ends|ends with)|^in (?:the|a|this|that) (?:movie|film|show|episode|book|novel|play|musical|opera|song|series|story|poem|game)\b`,
    ),
    // A helper asking how to help someone in general, not about a person at risk now.
    w(
      String.raw`(?:how|what) (?:do|should|can|could|would) (?:i|we|you|one|parents|teachers|catechists|a catechist|a teacher|a parent) (?:best )?(?:help|talk to|support|respond|reply|approach|reach out to|comfort|speak to|answer|explain|deal with|say to|do (?:for|with|about)|tell)[^.?]{0,30}(?:someone|somebody|a (?:friend|student|child|kid|teen|teenager|person|classmate|parishioner|loved one|young person)|people|person|students?|teens?|kids?|others|other|anyone) who|(?:how|what) (?:do|should|can|could|would) (?:i|we) (?:best )?(?:talk to|teach|speak to|explain to|approach|tell)[^.?]{0,10}(?:my |our |the )?(?:students?|teens?|teenagers?|kids?|class|youth groups?|youth|children|child|confirmation class|candidates?|parishioners?|young people|young person) (?:about|regarding|on)|if (?:a|my|one of my|any of my) (?:students?|child|children|kids?|friends?|parishioners?|teens?|youth|candidates?)(?: ever)? (?:tells?|says?|discloses?|comes? to|confides?|shows?)(?![^.?]{0,60}\b(?:tonight|right now|today|just)\b)`,
    ),
    // Grief for someone who died by suicide, unless the writer means to follow.
    /^(?!.*\b(?:i (?:want|wanna|wish|plan|think about|be go to|am going to|will)|me too|follow (?:him|her|them)|join (?:him|her|them)|be with (?:him|her|them))\b).*\b(?:(?:who|that) (?:(?:sadly|tragically|recently|just|also) )?(?:died|passed|pass away|killed|kill|took|take|committed|commit)\b|(?:since|after|when) (?:my \w+|he|she|they|\w+) (?:died|die|killed|kill|took|take|committed|commit|passed|pass)\b|(?:died|die|passed away|pass away|passed|pass) (?:by|from|of) suicide|(?:killed|kill|took|take) (?:himself|herself|themselves|his (?:own )?life|her (?:own )?life|their (?:own )?life) (?:\w+ ){0,3}(?:ago|last (?:year|month|week|night)|in \d{4}|when i was))/u,
  ],
  safeReplies: [
    w(
      String.raw`(?:i be|i am|i feel) (?:safe|ok|okay|fine|alright|better)(?: now)?|i (?:will|do|did) (?:call|text|talk to|tell)|(?:i|i have) (?:called|texted|told|talked to)|no,? i (?:be|am) (?:not|fine|ok|okay)|i (?:will|would) not (?:do it|do anything|hurt myself)|(?:thank you|thanks)(?:,? i (?:will|feel))?`,
    ),
  ],
};
