import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text (lower case, no accents) after the texting rewrites below.
// Tagalog marks aspect, not tense, with affixes and reduplication, and there is no lemmatiser,
// so verb forms are written out: infinitive (magpakamatay), contemplated (magpapakamatay),
// begun (nagpapakamatay), completed (nagpakamatay). English words mixed in (Taglish) are
// also read by the English lexicon; these patterns cover the Tagalog and the mix.
const w = (source: string) => word(source, 'u');
const rw = (source: string, by: string): [RegExp, string] => [word(source, 'gu'), by];

// Dying, but not "mamatay sa hiya/kilig/tawa" (dying of shame, of delight, of laughter) nor
// "mamatay sa sarili" (dying to self).
const HYPERBOLE = String.raw`sa (?:hiya|kilig|tawa|kakatawa|katatawa|gutom|inggit|selos|kaba|init|lamig|inis|antok|puyat|pagod|sarap|kakaiyak|kakahintay|kakaantay|sarili|ating sarili|sariling|kasalanan|kaka\p{L}+)`;
const DIE = String.raw`(?:mamatay|mamamatay|matepok|mategi|matigok|madedo|mawala(?! (?:ang|yung|ung|na ang|na yung|ng|lahat ng|muna|saglit|sandali|for a while|sa (?:social media|fb|facebook|trabaho|opisina|school|maynila|grupo|gc|group chat)))|maglaho|matulog (?:na )?(?:nang |ng )?habambuhay|(?:mamahinga|magpahinga|magpapahinga) (?:na )?(?:nang |ng )?(?:habambuhay|forever|for good|nang tuluyan)|mag-?suicide)(?! ${HYPERBOLE})`;
// Killing oneself named directly, in its verb forms and Taglish ("mag-suicide").
const SUICIDE = String.raw`(?:magpakamatay|magpapakamatay|magpa-?pakamatay|mag-?suicide|mag-?su-?suicide|magsusuicide|kitlin (?:ko )?(?:na )?(?:ang )?(?:aking |sariling )?buhay(?: ko)?|kikitilin (?:ko )?(?:na )?(?:ang )?(?:aking |sariling )?buhay(?: ko)?|(?:wakasan|wawakasan|tapusin|tatapusin) (?:ko )?(?:na )?(?:ang |yung )?(?:aking )?buhay ko|(?:patayin|papatayin|pinatay) (?:ko )?(?:na )?(?:lang )?(?:ang |yung |ung )?(?:aking )?sarili ko|magbigti|magbibigti|magbi-?bigti|maglason|maglalason|(?:lalasunin|lasunin) ko (?:ang )?sarili ko|(?:iinom|uminom|iinumin|inumin) (?:(?:ko|ako|na|lang|nalang|ng|ang|yung|lahat ng) ){0,5}(?:lason|silver cleaner|muriatic|racumin|lason sa daga|pamatay ?peste|baygon)|magpasagasa|magpapasagasa|magpatihulog|magpapatihulog|(?:babarilin|barilin) ko (?:ang )?sarili ko)`;
const MEANS = String.raw`(?:gamot|pills?|tableta|tabletas|sleeping pills?|pampatulog|pampakalma|antidepressants?|paracetamol|biogesic|lason|lason sa daga|racumin|silver cleaner|muriatic|asido|pamatay ?peste|pamatay ?insekto|baygon|pesticide|insecticide|lubid|alambre|baril|paltik|bala|kutsilyo|balisong|blade|labaha|cutter|patalim)`;
const LETHAL = String.raw`(?:lason|lason sa daga|racumin|silver cleaner|muriatic|asido|pamatay ?peste|baygon|lubid|baril|paltik|labaha|patalim)`;
const LEDGE = String.raw`(?:tulay|bubong|rooftop|roof ?deck|riles|bangin|ledge|taas ng (?:building|gusali|tulay|condo)|tuktok ng (?:building|gusali|tulay|bangin|condo|tore)|gilid ng (?:building|gusali|tulay|bubong|bangin|riles|platform|rooftop|bintana)|dulo ng (?:pier|tulay)|gilid ng (?:overpass|footbridge|flyover))`;
const ABUSER = String.raw`(?:siya|niya|nila|asawa ko|mister ko|misis ko|husband ko|hubby ko|bf ko|boyfriend ko|jowa ko|partner ko|ka-?live-?in ko|live-?in (?:partner )?ko|tatay|papa|itay|ama|daddy|tito|tiyo|lolo|kuya|ate|pinsan|stepdad|stepfather|amain|madrasta|stepmom|nanay|mama|inay|tita|tiya|amo|employer|madam|sir|boss|pari|father|padre|kura|sakristan|katekista|catechist|coach|teacher|guro|titser|prof|kapitbahay|tanod|madre|seminarista|youth leader|lider|landlord|kasera|kasama sa bahay)(?: ko| namin| natin)?`;
// Hurting another, in the forms for begun (on-going) and completed acts.
const HURT = String.raw`(?:binubugbog|binugbog|bubugbugin|sinasaktan|sinaktan|sasaktan|sinasampal|sinampal|sasampalin|sinusuntok|sinuntok|susuntukin|sinisipa|sinipa|sisipain|hinahampas|hinampas|hahampasin|pinapalo|pinalo|papaluin|sinasakal|sinakal|sasakalin|tinutulak|tinulak|itinulak|sinasabunutan|sinabunutan|pinapaso|pinaso|kinukulong|ikinulong|kinulong|ikinukulong|ikukulong|tinatakot|tinakot|pinagbabantaan|binantaan|binabantaan|hinihipuan|hinipuan|hinipo|hinihipo|hinihimas|hinimas|minomolestiya|minolestiya|minomolestya|minolestya|ginagahasa|ginahasa|gagahasain|hinahalay|hinalay|ni-?rape|nire-?rape|rine-?rape|ginagalaw|ginalaw|pinagsasamantalahan|pinagsamantalahan|inaabuso|inabuso|tinatali|tinali|ginugutom)`;
const CLOSE = String.raw`(?:kaibigan|bestfriend|best friend|bff|bespren|tropa|barkada|kabarkada|kapatid|kuya|ate|bunso|pinsan|anak|asawa|mister|misis|mama|papa|nanay|tatay|kaklase|classmate|officemate|katrabaho|kasama|roommate|bf|gf|jowa|pamangkin|kapitbahay|estudyante)`;
const FAMILY = String.raw`(?:mama|nanay|inay|papa|tatay|ate|kuya|bunso|kapatid|anak|bata|baby|asawa|misis|mister|lola|lolo|pamangkin|apo|kasambahay)`;

export const TAGALOG: CrisisLexicon = {
  languages: ['tl'],
  // Texting and Taglish spellings, to the words the patterns read.
  rewrites: [
    rw(String.raw`(?:aq|aku|akoh)`, 'ako'),
    rw(String.raw`(?:q|ku|koh)`, 'ko'),
    rw(String.raw`(?:ayoq|ayuko|ayko|ayaw ko)`, 'ayoko'),
    rw(String.raw`n`, 'na'),
    rw(String.raw`(?:nlng|nlang|nalng|nalang)`, 'na lang'),
    rw(String.raw`(?:lng|lamang)`, 'lang'),
    rw(String.raw`sna`, 'sana'),
    rw(String.raw`(?:d|di|hnd|hndi|hinde|hnde|nde|indi)`, 'hindi'),
    [/(?<![\p{L}\p{N}])'di(?![\p{L}\p{N}])/gu, 'hindi'],
    rw(String.raw`(?:kc|ksi|kse|kase)`, 'kasi'),
    rw(String.raw`wla`, 'wala'),
    rw(String.raw`wlang`, 'walang'),
    rw(String.raw`(?:gsto|gus2|gustu|gusto)`, 'gusto'),
    rw(String.raw`(?:gstong|gus2ng)`, 'gustong'),
    rw(String.raw`(?:tlga|tlaga|talga)`, 'talaga'),
    rw(String.raw`pra`, 'para'),
    rw(String.raw`(?:ung|yng|iyong|yong)`, 'yung'),
    rw(String.raw`nmn`, 'naman'),
    rw(String.raw`(?:bkt|bakt)`, 'bakit'),
    rw(String.raw`(?:sya|xa)`, 'siya'),
    rw(String.raw`nya`, 'niya'),
    rw(String.raw`nyang`, 'niyang'),
    rw(String.raw`(?:nyo|nio)`, 'niyo'),
    rw(String.raw`kau`, 'kayo'),
    rw(String.raw`(?:pde|pwd|pede)`, 'pwede'),
    rw(String.raw`(?:mgpakamatay|magpakmatay|mag pakamatay|mag-pakamatay)`, 'magpakamatay'),
    rw(String.raw`(?:ngpakamatay|nagpakmatay|nag pakamatay|nag-pakamatay)`, 'nagpakamatay'),
    rw(String.raw`(?:mmatay|mamatey)`, 'mamatay'),
    rw(String.raw`(?:lhat|lht)`, 'lahat'),
    rw(String.raw`(?:bkas)`, 'bukas'),
    rw(String.raw`(?:pg)`, 'pag'),
    rw(String.raw`(?:kpag|kpg)`, 'kapag'),
    rw(String.raw`(?:d2)`, 'dito'),
    rw(String.raw`(?:pgod)`, 'pagod'),
    rw(String.raw`(?:wag|huwag)`, 'wag'),
  ],
  closePeople: w(
    String.raw`(?:sabi|sinabi|nag-?text|nagtext|tinext|chinat|nag-?chat|nag-?message|nagmessage|minessage|nag-?post|pinost|nagpost|nag-?pm|sinulat|isinulat|nag-?send) (?:sa akin |sakin )?(?:ng|ni|nina|nung|nang|yung|ang|si)? ?(?:${CLOSE}|\p{L}+ ko)|${CLOSE} (?:ko )?[^.!?]{0,40}(?:nag-?text|nagtext|nag-?chat|nagchat|nag-?message|nagmessage|nag-?post|nagpost|nagsabi|sinabi|sabi|tinext|chinat|nag-?pm|nagsend)`,
  ),
  signals: {
    // Killing oneself named with a will, plan or time ("magpapakamatay na ako mamayang gabi").
    intent: [
      w(SUICIDE),
      w(
        String.raw`(?:pag|kapag|kung|pagka|sakaling|para pag|bago) (?:ako )?nagpakamatay(?: ako| na ako)?|nagpakamatay (?:na )?(?:sana )?ako|muntik (?:na )?(?:akong |ako )?(?:mag|nag)pakamatay`,
      ),
      w(
        String.raw`(?:gusto|gustong|balak|plano|desidido|handa|ready|iniisip|naiisip|naisip|pinag-?iisipan|tempted) (?:(?:ko|kong|na|nang|lang|talaga|ng|po|ako|akong|pa|pang|na lang|ngayon|mamaya) )*(?:tumalon|tatalon|lumundag) (?:\p{L}+ ){0,3}?(?:${LEDGE}|building|gusali|bintana|ilog|dagat|riles|tren)`,
      ),
      w(
        String.raw`(?:tatapusin|tapusin|wawakasan|wakasan) (?:ko )?(?:na )?(?:ang |yung )?(?:lahat|lahat lahat|lahat ng ito|buhay ko)(?! ng)(?= *(?:[.!,;]|$|na|talaga|ngayon|mamaya|bukas|this|next|sa (?:biyernes|sabado|linggo|lunes|martes|miyerkules|huwebes|birthday|kaarawan|pasko|bagong taon)|para))`,
      ),
      w(
        String.raw`(?:tatalon|tumalon|lulundag|lumundag|magpapatihulog|magpatihulog) (?:(?:na|ako|lang|nalang|na lang) )*(?:mula )?(?:sa )?(?:${LEDGE}|building|gusali|bintana|bangin|mrt|lrt|tren|riles|harap ng (?:tren|bus|truck|sasakyan))`,
      ),
      w(
        String.raw`wag (?:niyo|mo|na|kayong|kang|ninyo)? ?(?:na )?(?:ako|ko|akong) (?:pigilan|pipigilan|hanapin|iligtas|sagipin)`,
      ),
    ],
    // Wishing to be dead, not to wake, never born; asking God to take one.
    'passive-wish': [
      w(
        String.raw`(?:gusto|gustong|sana|balak|plano|desidido|handa|ready|iniisip|naiisip|naisip|parang gusto|mas gusto|tempted|hiling ko|dasal ko) (?:(?:ko|kong|na|nang|lang|talaga|ng|po|pong|ako|akong|pa|pang|na lang|ngayon|mamaya|tumalon at|nalang|siguro|sana) )*${DIE}`,
      ),
      w(String.raw`${DIE} (?:na )?(?:lang|nalang|na lang) (?:ako|ko)(?! ${HYPERBOLE})`),
      w(
        String.raw`sana (?:hindi|wala) na (?:lang )?(?:ako|ko|akong) (?:magising|gumising|magigising|ipinanganak|isinilang|pinanganak|nabuhay|nag-?exist|nakilala)|(?:hindi|di) na (?:sana )?(?:ako|ko) (?:magising|gigising|magigising)(?! (?:ng|nang) (?:maaga|late|tanghali))`,
      ),
      w(
        String.raw`sana (?:mamatay|mawala|patay|mabangga|masagasaan|matamaan|kunin|tamaan) (?:na )?(?:lang |nalang )?(?:ako|ko)(?! ${HYPERBOLE})|sana (?:ako (?:na )?(?:lang )?)(?:ang |yung )?(?:namatay|nawala|patay)`,
      ),
      w(
        String.raw`(?:lord|panginoon|diyos|papa jesus|jesus|hesus|ama)[, ]+(?:please |po |sana )?(?:kunin|sunduin|tawagin|bawiin) (?:mo|niyo|ninyo)? ?(?:na )?(?:po )?(?:ako|ang buhay ko)|(?:kunin|sunduin|bawiin) (?:mo|niyo|ninyo) (?:na )?(?:po )?(?:ako|ang buhay ko)(?: (?:lord|panginoon|diyos|na|po))*(?= *(?:[.!,;]|$))`,
      ),
      w(
        String.raw`(?:hiling|hinihiling|hiniling|humihiling|ipinagdarasal|pinagdarasal|ipinagdadasal|dinadasal|panalangin ko|hinihingi|nagmamakaawa)(?: \p{L}+){0,4} (?:na |nang )?(?:sana )?(?:mamatay|kunin|mawala|patay) (?:na )?(?:lang )?(?:ako|ko)`,
      ),
      w(
        String.raw`(?:ayoko|ayaw ko|ayaw kong|ayaw ko na) (?:na |nang |ng )?(?:talaga )?(?:mabuhay|gumising|magising|huminga|mag-?exist|sa mundong ito|dito sa mundo|ng buhay na (?:ito|to))|ayoko (?:na |nang )(?:talaga )?(?:sa buhay|sa mundo)`,
      ),
      w(
        String.raw`(?:pagod|sawang-?sawa|sawa|suko) na (?:pagod na )?(?:ako |ko |akong |kong )?(?:na |nang )?(?:mabuhay|sa buhay|lumaban|sa mundo|sa lahat ng ito|huminga|mag-?exist|gumising)`,
      ),
      w(
        String.raw`wala na (?:akong |ako |kong )?(?:ganang|gana|gustong|dahilan para|rason para|dahilan upang|dahilan pa para) (?:na )?(?:mabuhay|gumising|magpatuloy|lumaban)`,
      ),
      w(
        String.raw`matulog (?:na )?(?:lang )?(?:habambuhay|nang habambuhay|forever|ng habambuhay|nang hindi na magising|at hindi na magising)|(?:patayin|kunin) (?:niyo|mo) na (?:lang )?ako`,
      ),
    ],
    // Burden, better off without me, no way out, can't go on.
    hopelessness: [
      w(
        String.raw`pabigat (?:lang |na lang |lamang )?(?:ako|ko)|(?:ako|ko) (?:ay )?(?:isang |lang |na lang |talaga )*(?:pabigat|pasanin|sagabal|palamunin|perwisyo)|(?:pabigat|pasanin|sagabal) (?:na )?(?:lang )?(?:ako )?sa (?:pamilya|lahat|inyo|kanila|magulang|mama|papa|asawa)`,
      ),
      w(
        String.raw`wala na (?:akong|ako|kong) (?:silbi|kwenta|kuwenta|halaga)|wala akong (?:silbi|kwenta|kuwenta)(?! (?:na|sa) (?:kaibigan|anak|empleyado))|pabigat (?:lang|na lang)(?= *(?:[.!,;]|$))`,
      ),
      w(
        String.raw`(?:mas )?(?:okay|ok|mabuti|masaya|maayos|magaan|gaganda|tahimik|maluwag|payapa|makakabuti|magiging masaya|gagaan|sasaya|liligaya|giginhawa) (?:pa )?(?:ang buhay )?(?:(?:sa|para sa) )?(?:sila|kayo|nila|ang lahat|lahat|ang pamilya ko|pamilya ko|sila mama|ang mundo)(?: \p{L}+){0,3} (?:kung|kapag|pag|pagka) (?:wala na (?:ako|ko)|patay na (?:ako|ko)|mawala (?:na )?(?:ako|ko)|mamatay (?:na )?(?:ako|ko)|wala ako|nawala (?:na )?ako)`,
      ),
      w(
        String.raw`mas (?:mabuti|okay|ok|ayos|gusto ko|maganda|madali|magaan|gusto kong) (?:pa|pang|pa na) (?:na )?(?:${DIE}|patay|wala na ako|hindi na ako nabuhay|hindi na ako ipinanganak)`,
      ),
      w(
        String.raw`wala na (?:akong )?(?:pag-?asa|dahilan|rason|kinabukasan)|wala nang pag-?asa|walang pag-?asa (?:ang buhay ko|ako)|walang (?:saysay|kwenta|silbi|kuwenta) (?:ang )?(?:buhay ko|ako|mabuhay|ang mabuhay|pa ang buhay)`,
      ),
      w(
        String.raw`(?:hindi) ko na (?:talaga )?(?:kaya|kinakaya|kayang)(?: (?:na|talaga|po|lord|panginoon|ito|to|lahat|pa|ang sakit|ang bigat|mabuhay|magpatuloy|lumaban|huminga|ang buhay))*(?= *(?:[.!;,?]|$|lord|panginoon|diyos|po))(?!.*(?:busog|kumain|ubusin|antok|init|lamig|traffic|kakatawa))|(?:hindi) ko na (?:kayang|kaya) (?:mabuhay|magpatuloy|lumaban|huminga|gumising|tiisin)`,
      ),
      w(
        String.raw`wala na (?:akong |kong )?(?:pakialam|pake|paki) (?:kung|sa) (?:mamatay|mabuhay|mawala|patay) (?:ako|na ako)?`,
      ),
      w(
        String.raw`walang (?:makaka-?miss|makakamiss|mamimiss|maghahanap|iiyak|magmamalasakit|pakialam) (?:sa akin|sakin|kung wala na ako|kung mawala ako|kung mamatay ako)`,
      ),
      w(
        String.raw`(?:suko|sumusuko|susuko) na (?:ako|ko)(?: sa (?:buhay|lahat|mundo|laban))?(?= *(?:[.!;]|$|lord|panginoon))|(?:sumusuko|susuko) na (?:ako )?(?:sa buhay|sa lahat)`,
      ),
      w(String.raw`ayoko (?:na|nang)(?: (?:talaga|na|po|lord|panginoon|talaga po))*(?= *(?:[.!;]|$))`),
    ],
    // Goodbyes, last messages, giving things away, affairs settled "for when I'm gone".
    finality: [
      w(
        String.raw`(?:pag|kapag|kung|pagka|sakaling|pag dumating ang araw na) (?:wala na (?:ako|ko)|nawala (?:na )?(?:ako|ko)|patay na (?:ako|ko)|namatay (?:na )?(?:ako|ko))(?!(?: (?:dito|diyan|doon|dyan|jan))? (?:sa|ng) )`,
      ),
      w(
        String.raw`(?:huling|last) (?:mensahe|message|sulat|liham|text|post|gabi|araw|hiling|habilin|paalam|pagkakataon) (?:ko(?!(?: na| pa| po)* (?:sa|dito sa|ng|bilang|as) )|na ito|ko na ito|ko na to)|ito na (?:ang )?(?:huling|last) (?:mensahe|message|sulat|text|post|gabi|paalam)|(?:huli|last) na (?:ito|to) (?:na )?(?:mensahe|message|text|post)`,
      ),
      w(
        String.raw`paalam (?:na )?(?:po )?(?:sa inyong lahat|sa lahat|sa mundo|mundo|habambuhay|forever|for good)|(?:magpapaalam|nagpapaalam|nagpaalam) na (?:ako )?(?:sa inyo|sa lahat|habambuhay)`,
      ),
      w(
        String.raw`(?:ipinamigay|pinamigay|ipinamimigay|pinamimigay|ipamimigay|ipapamigay|binigay|ibinigay|ibibigay|ipinasa) (?:ko )?(?:na )?(?:lahat|ang lahat|lahat ng|yung mga|ang mga|mga) (?:\p{L}+ )?(?:gamit|damit|gadgets?|cellphone|cp|alahas|ari-?arian|ipon|naipon|sapatos|libro|alaga)(?: ko)?(?!.{0,40}(?:simbahan|parokya|charity|nasalanta|nasunugan|mahihirap|donation|ukay|binenta|benta|bagyo|lumipat))`,
      ),
      w(
        String.raw`(?:binigay|ibinigay|ipinaampon|pinaampon|ipinaubaya|ipinamigay) (?:ko )?(?:na )?(?:yung |ang )?(?:aso|pusa|alaga|mga alaga)(?: ko)?(?!.{0,60}(?:lilipat|lumipat|allergy|allergic|abroad|ibang bansa|trabaho|condo|bawal|tuta|kuting|anak niya))`,
      ),
      w(
        String.raw`(?:ikaw|kayo) na (?:ang )?bahala (?:sa|kay|kina) (?:mga anak ko|anak ko|mama|papa|nanay|tatay|aso ko|pusa ko|kanila)(?!.{0,30}(?:habang|uuwi|babalik|bakasyon|aalis|lalabas|trabaho|pasok|byahe|biyahe|mamaya))`,
      ),
      w(
        String.raw`(?:sabihin|pakisabi|sabihan|paki-?sabi) (?:mo|niyo)? ?(?:kay|kina|sa) [^.!?]{0,30}(?:mahal ko (?:siya|sila|kayo)|na mahal ko|patawad|patawarin)(?!.{0,30}(?:late|mamaya|makakapunta|makakauwi))`,
      ),
      w(
        String.raw`(?:sulat|liham|letter|note|mensahe|video)s? (?:\p{L}+ ){0,3}?(?:para (?:sa|kay|kina)|sa) (?:\p{L}+ ){0,4}?(?:pag|kapag|kung|pagka|bago) (?:wala na|mawala|nawala|mamatay|patay|umalis na habambuhay) (?:ako|na ako|ko)`,
      ),
    ],
    // Means hoarded or bought, how much is enough, standing somewhere high.
    means: [
      w(
        String.raw`(?:iniipon|inipon|nag-?iipon|nagiipon|naipon|nakaipon|tinatago|tinago|itinago|itinatago|nakatago|ninakaw|ninanakaw|tinitipon|inihanda|naghanda|hinanda) (?:\p{L}+ ){0,5}?${MEANS}`,
      ),
      w(
        String.raw`(?:bumili|binili|nabili|nakabili|may|meron|mayroon|hawak|dala|kinuha) (?:na )?(?:ako |akong |ko )?(?:na )?(?:ng |ang |yung |isang )?${LETHAL}(?!.{0,40}(?:daga sa|ipis|lamok|halaman|pananim|sampayan|linis|panglinis|alahas|trabaho|security|guard|pulis))`,
      ),
      w(
        String.raw`(?:nasa|nandito sa|andito sa) (?:gilid|tuktok|dulo|ibabaw) (?:na )?(?:ako|ko) (?:ng|sa) (?:tulay|building|gusali|bubong|bangin|riles|rooftop|bintana)`,
      ),
      w(
        String.raw`(?:ininom|iniinom|iinumin|nilunok|nilulunok|lulunukin|inumin) (?:ko )?(?:na )?(?:\p{L}+ ){0,3}?(?:lahat|isang banig|buong banig|isang bote|buong bote|sabay-?sabay|[1-9]\d+)(?: \p{L}+){0,3}? ${MEANS}(?!.{0,30}(?:reseta|ayon sa|sabi ng doktor|vitamins?|bitamina))|(?:ininom|iniinom|iinumin|nilunok) (?:ko )?(?:na )?(?:yung |ang )?(?:mga )?${MEANS}(?: ko)? (?:lahat|nang sabay-?sabay)|(?:mag|nag|magoo|mago)-?overdose|(?:mag|nag)-?od`,
      ),
      w(
        String.raw`(?:nakahanda|naka-?ready|handa na|ready na|nakatali na|nakasabit na|nakatago na) (?:na )?(?:ang |yung )?${MEANS}|${MEANS} (?:ko )?(?:ay )?(?:nakahanda|naka-?ready|handa na|ready na|nakatali na|nakasabit na)`,
      ),
      w(
        String.raw`sapat na (?:ang |yung |ito |to )?(?:\p{L}+ ){0,2}?(?:para|upang|pang) (?:${DIE}|hindi na (?:ako )?magising|matapos (?:na )?(?:ang )?lahat|mag-?overdose|magpakamatay)`,
      ),
      w(
        String.raw`(?:ilang|ilan|gaano karaming) (?:\p{L}+ ){0,3}?(?:para (?:mamatay|ma-?overdose|hindi na magising)|(?:ang )?nakakamatay)|paano (?:ba )?(?:mag(?:pa)?kamatay|magbigti|maglaslas|mamatay (?:nang|ng) (?:mabilis|walang sakit|hindi masakit|tahimik))`,
      ),
      w(
        String.raw`(?:nasa|andito|nandito|narito|nakatayo|nakaupo|umakyat|pumunta|naka-?upo|naka-?tayo) (?:na )?(?:ako )?(?:ngayon )?(?:sa )?(?:may )?${LEDGE}(?!.{0,40}(?:inuman|party|kumakain|nagpapahangin|picture|selfie|view|sunset|kape|kami|traffic|trapik|jeep|bus|papunta|pauwi|byahe|biyahe|sakay|commute|grab|taxi|tricycle|lrt|mrt|trabaho))`,
      ),
      w(
        String.raw`(?:tumalon|tatalon|lumundag|lulundag|magpatihulog|magpapatihulog) (?:na )?(?:ako )?(?:mula )?(?:sa )?(?:\p{L}+ )?(?:tulay|bubong|rooftop|building|gusali|bintana|bangin|riles|palapag) (?:at|para|tapos)`,
      ),
    ],
    // Cutting ("laslas"), hitting, burning, starving oneself; relapse; hiding the marks.
    'self-harm': [
      w(
        String.raw`\p{L}*laslas\p{L}*|(?:mag|nag|nagcu|magcu|nagse|magse)-?(?:cut|self-?harm|selfharm|sh)(?!.{0,20}(?:class|klase|buhok|papel|bangs|ng (?:tela|litrato)))(?! (?:ng|ako ng))`,
      ),
      w(
        String.raw`(?:hiniwa|hinihiwa|hihiwain|hiwain|sinugatan|sinusugatan|susugatan|sugatan|pinaso|pinapaso|papasuin|pasuin|sinuntok|sinusuntok|susuntukin|suntukin|sinaktan|sinasaktan|sasaktan|saktan|sinampal|sinasampal|sasampalin|kinalmot|kinakalmot|kalmutin|kinagat|kinakagat|inuntog|inuuntog|iuuntog|pinagsusuntok|pinaparusahan|pinarusahan|parusahan|ginugutom|ginutom|gugutumin|gutumin|sinusunog|sinunog|tinusok|tinutusok|hinihiwaan|hiniwaan) (?:ko )?(?:na )?(?:(?:naman|ulit|ang|yung|lang|palagi|lagi) )*(?:sarili ko|aking sarili|braso ko|pulso ko|hita ko|balat ko|kamay ko|ulo ko|katawan ko|mukha ko|tiyan ko|binti ko)`,
      ),
      w(
        String.raw`(?:sinusuntok|sinuntok|pinagsusuntok|susuntukin|sinisipa|inuuntog|iniuuntog|inuntog) (?:ko )?(?:ang |yung )?(?:ulo ko )?(?:sa )?(?:pader|dingding|pinto|salamin)`,
      ),
      w(
        String.raw`(?:hindi) (?:ako )?(?:kumakain|kumain)(?: \p{L}+){0,6} (?:para (?:parusahan|mamatay|mawala)|sinasadya|sadya|on purpose|kasi deserve|dahil deserve)|deserve ko (?:na )?(?:masaktan|mamatay|magdusa|ang sakit|mahirapan|parusahan)|dapat (?:lang )?(?:akong|ako) (?:masaktan|parusahan|mamatay)`,
      ),
      w(
        String.raw`(?:blade|cutter|labaha|kutsilyo|gunting|lighter|sigarilyo|yosi)[^.!?]{0,30}(?:braso|pulso|hita|balat|katawan|tiyan) ko|(?:braso|pulso|hita|balat) ko[^.!?]{0,30}(?:blade|cutter|labaha|lighter|sigarilyo)`,
      ),
      w(
        String.raw`(?:bumalik|nag-?relapse|relapse|naulit) (?:na naman |ulit )?(?:ako |ang )?(?:sa )?(?:paglalaslas|pag-?cut|self-?harm|pananakit sa sarili)`,
      ),
      w(
        String.raw`(?:tinatago|tinago|itinatago|tinatakpan|tinakpan) (?:ko )?(?:(?:ang|yung|mga) )*(?:sugat|peklat|pasa|hiwa|marka|scars?)(?: ko| sa braso| sa pulso)`,
      ),
    ],
    // Being hit, touched, forced, threatened, locked in, passport or phone taken (also abroad).
    abuse: [
      w(
        String.raw`(?<!(?:damdamin|puso|feelings|iniwan|niloko|pinagpalit|break|nag-?cheat|ghinost|salita)[^.!?]{0,60})${HURT} (?:(?:na naman|ulit|lagi|palagi|daw|po|pa rin|parin) )*(?:ako|kami|kaming|ako ni|ako ng|niya ako|nila ako|niya kami|nila kami)(?!.*(?:damdamin|puso|feelings|iniwan|niloko|pinagpalit|break|nag-?cheat|ghinost|salita))`,
      ),
      w(String.raw`${HURT} (?:\p{L}+ ){0,2}?(?:ng|ni) (?:${ABUSER})`),
      w(
        String.raw`(?:hinahawakan|hinawakan|hawakan|hinahalikan|hinalikan|niyayakap) (?:niya |nila )?(?:ako|kami)(?: \p{L}+){0,4} (?:pag|kapag|kung) (?:kami lang|walang tao|walang nakakakita|tulog)|(?:hinahawakan|hinawakan|hinihipuan|hinipuan) (?:\p{L}+ ){0,3}(?:ang |yung )?(?:maselang bahagi|private part|dibdib|hita|pwet|ari|katawan) ko`,
      ),
      w(
        String.raw`pinipilit (?:niya |nila )?(?:ako|akong|kami) (?:na )?(?:makipag-?sex|makipagtalik|sumiping|maghubad|magpadala ng (?:picture|pic|litrato|video|nudes?)|hawakan|humawak|manood)`,
      ),
      w(
        String.raw`(?<!(?:damdamin|puso|feelings|iniwan|niloko|pinagpalit|break|nag-?cheat|ghinost|salita)[^.!?]{0,60})(?:papatayin|sasaktan|bubugbugin) (?:daw |raw )?(?:niya |nila )?(?:daw |raw )?(?:ako|kami|kaming|ako daw)(?!.{0,40}(?:grades|grado|bagsak|late|nasira|nabasag|report card|exam|nalaman niyang|ubos|gastos|sa (?:pagod|trabaho|puyat|gutom|init)|damdamin|puso|feelings|iniwan|niloko|pinagpalit|break|nag-?cheat|ghinost|salita))`,
      ),
      w(
        String.raw`(?:pag|kapag|kung) (?:ako|akong) (?:ay )?(?:magsumbong|nagsumbong|magsusumbong|nagsabi|magsabi|magsasabi|umalis|aalis|tumakas|tatakas|lumayas|magreport|nagreport|magsampa)(?: \p{L}+){0,6} (?:papatayin|sasaktan|bubugbugin|ikukulong|ipapadeport|idedemanda|kukunin)`,
      ),
      w(
        String.raw`wag (?:daw |raw )?(?:ako |akong |kang |ka |mo |kong )?(?:magsusumbong|magsumbong|isumbong|sabihin|ipagsabi|sasabihin|magsabi|magkwento|sabihan)(?: \p{L}+){0,6} (?:walang maniniwala|papatayin|sasaktan|lagot|kundi|kung hindi)|(?:sabi|sinabi|banta) (?:niya|nila) (?:na )?(?:\p{L}+ ){0,6}?walang maniniwala`,
      ),
      w(
        String.raw`(?:kinuha|kinukuha|tinago|itinago|hawak|kinumpiska|ayaw ibigay|hindi binibigay|ayaw ibalik|sinira|binasag) (?:ng |ni )(?:\p{L}+ ){1,2}(?:ang |yung )?(?:passport|pasaporte|cellphone|cp|phone|selpon|telepono|sahod|sweldo|suweldo|id|documents|papeles)(?: ko)|(?:kinuha|kinukuha|tinago|itinago|kinumpiska|sinira|binasag) (?:niya|nila) (?:ang |yung )?(?:passport|pasaporte|cellphone|cp|phone|selpon|telepono|sahod|sweldo|id|papeles) ko`,
      ),
      w(
        String.raw`hindi (?:ako |kami )?(?:pinapakain|pinakakain|pinapasahod|sinasahuran)|hindi (?:ako |kami )?(?:pinapalabas|pinalalabas|pinapauwi|pinauuwi|pinapagamit ng (?:phone|cellphone|cp))(?: ng bahay)? (?:ng|ni) (?:amo|employer|madam|sir|boss|agency|asawa|mister|kinakasama|live-?in|bf|boyfriend|jowa|partner)|ayaw (?:akong|ako|kaming) (?:pauwiin|palabasin|pakawalan|payagang umuwi)`,
      ),
      w(
        String.raw`(?:natatakot|takot na takot|takot) (?:ako |akong )?(?:na )?(?:umuwi|bumalik sa bahay|kay (?:papa|tatay|mama|nanay|tito|kuya|lolo)|sa (?:asawa|amo|mister|tatay|stepdad|tito) ko)(?!.{0,30}(?:late|gabi na|dilim|madilim|ulan|baha|traffic|bagsak|grades))`,
      ),
    ],
    // Someone close at risk now, a child or relative being beaten, fear of hurting one's own.
    'danger-to-others': [
      w(
        String.raw`${CLOSE} (?:ko |namin |natin )?(?:[^.!?]{0,50} )?(?:magpapakamatay|magpakamatay|magbibigti|magbigti|maglalaslas|naglalaslas|naglaslas|tatalon (?:daw )?(?:siya )?(?:sa|mula sa) (?:${LEDGE}|building|gusali|bintana|bangin)|papatayin (?:daw )?(?:niya )?(?:ang )?sarili|kikitilin|gusto na (?:daw )?(?:niyang|niya) mamatay|ayaw na (?:daw )?(?:niyang) mabuhay|nagpaalam (?:na )?(?:siya )?(?:habambuhay|sa lahat|for good|sa mundo))`,
      ),
      w(
        String.raw`(?:gusto|gustong) (?:na |nang )?(?:daw |raw )?(?:niya|niyang|nila|nilang) (?:na |nang )?(?:mamatay|magpakamatay|mawala)|ayaw (?:na )?(?:daw )?(?:niyang|nilang) mabuhay|magpapakamatay (?:na )?(?:daw|raw) (?:siya)`,
      ),
      w(
        String.raw`${HURT} (?:(?:na naman|ulit|ngayon|daw|pa rin) )*(?:niya |nila |ni \p{L}+ |ng \p{L}+ )?(?:si |ang |yung |sina )(?:${FAMILY})`,
      ),
      w(
        String.raw`wala na (?:raw |daw )?(?:siyang|silang|syang) (?:dahilan|rason|gana|gustong) (?:para |upang )?mabuhay|(?:${CLOSE}|siya|si \p{L}+)[^.!?]{0,40}(?:nag-?post|nagpost|nag-?text|nagtext|nagsabi|nag-?message|nag-?chat|nag-?send) (?:\p{L}+ ){0,4}?(?:goodbye|paalam|huling mensahe|sorry sa lahat)|(?:nag-?post|nagpost|nag-?text|nagtext|nag-?message|nag-?chat|nag-?send) (?:si |ang |yung )?(?:${CLOSE}|\p{L}+)(?: ko)? (?:ng |na )?(?:\p{L}+ ){0,2}?(?:goodbye|paalam sa lahat|huling mensahe|sorry sa lahat)(?!.{0,40}(?:eroplano|flight|airport|lumipad|umalis papuntang))`,
      ),
      w(
        String.raw`(?:naririnig|narinig) ko (?:na )?(?:\p{L}+ ){0,4}?(?:humihingi ng tulong|binubugbog|sinasaktan|pinapalo|nagmamakaawa|sinasampal|tama na po)`,
      ),
      w(
        String.raw`(?:natatakot|takot|baka) (?:ako |akong )?(?:na )?(?:\p{L}+ ){0,2}?(?:masaktan|saktan|mapatay|patayin|masakal|maihagis|mahampas|mabugbog) (?:ko )?(?:ang |yung |si )?(?:${FAMILY}|kaibigan|alaga)`,
      ),
    ],
  },
  // Across the last turns: a high place or means, then "I'm here" or "it's ready"; a drunk
  // or violent parent, then "he's home now".
  compounds: [
    [
      w(String.raw`${LEDGE}|${MEANS}`),
      w(
        String.raw`(?:iniisip|naiisip|pinag-?iisipan) ko (?:na )?(?:\p{L}+ )?(?:ito|to|yun|iyon)|nasa taas na ako|handa na (?:ako|ko)(?= *(?:[.!,;]|$))|sapat na|hindi naka-?lock|alam ko kung saan`,
      ),
      'means',
    ],
    [
      w(String.raw`lasing|nagwawala|galit na galit|binugbog|sinaktan|nanakit|nambubugbog|nananakit`),
      w(
        String.raw`(?:nandito|andito|narito|dumating|pauwi|umuwi|papunta|nasa bahay) na (?:siya|sya|si papa|si tatay)|(?:nandito|andito|dumating) na (?:ulit|naman)`,
      ),
      'abuse',
    ],
    [
      w(String.raw`magpakamatay|nagpakamatay|pagpapakamatay|suicide`),
      w(
        String.raw`(?:tinatanong|tanong) ko (?:ito |to )?(?:para sa|kasi) (?:akin|sarili ko)|ako (?:yun|iyon|talaga) (?:yung|ang) (?:tinutukoy|tinatanong)`,
      ),
      'intent',
    ],
    [
      w(String.raw`sulat|liham|letter`),
      w(String.raw`(?:pag|kapag) wala na (?:ako|ko)|mababasa (?:nila|niyo)|pagkawala ko`),
      'finality',
    ],
    [
      w(String.raw`\p{L}*laslas\p{L}*|self-?harm`),
      w(String.raw`ulit|na naman|pangalawang beses|ikatlong beses`),
      'self-harm',
    ],
  ],
  defusers: [
    // Negated: not suicidal, would never, not going to hurt myself.
    w(
      String.raw`(?:hindi|wala|ayoko|ayokong|ayaw|wag|never|walang|hinding-?hindi)(?: (?:naman|ko|ako|akong|kong|talaga|po|na|pa|kailanman|kaya|kayang|balak|plano|iniisip|naiisip|gagawin|magagawa|intensyon|gusto|gustong|sa isip|ng|nang)){0,5} (?:magpapakamatay|magpakamatay|suicidal|saktan|sasaktan|sinasaktan|mamatay|maglaslas|maglalaslas|naglalaslas|sarili ko|(?:gagawin|gawin) (?:yun|iyon|yan|iyan|yon|ito)|mag-?suicide|magbigti)(?! (?:pero|kaso|but))`,
    ),
    w(
      String.raw`(?:okay|ok|oks|ayos|maayos|safe|mabuti|mas okay) na (?:ako|ko|ang pakiramdam ko)(?!.*(?:pero|kaso|ulit|kagabi))|ngayon (?:hindi|okay|ok|ayos|maayos|malinis|safe) na(?!.*(?:pero|kaso|ulit|kagabi))|(?:malinis|clean) na (?:ako )?(?:ng|nang|for|since)(?!.*(?:pero|kaso|ulit|kagabi))`,
    ),
    // Over and done: in school, years ago, unless it is back now.
    /^(?!.*\b(?:ulit|na naman|kagabi|kanina|ngayon|ngayong|mamaya|bumalik|relapse|nag-?relapse|pa rin|parin|hanggang ngayon)\b).*\b(?:dati|dati-?rati|noong (?:bata|high school|hs|elementary|college|grade \d+|\d{4}|teenager)|nung (?:bata|high school|hs|elementary|college|grade \d+|\d{4}|teenager)|(?:\d+|ilang|isang|dalawang|tatlong|maraming) (?:taon|buwan) na ang nakalipas|(?:\d+|ilang|isang|dalawang|tatlong|few|many) (?:years?|taon|buwan|months?) ago)\b/u,
    // Joking and laughter, Filipino style.
    /(?:\b(?:ha){2,}h?\b|\b(?:he){2,}\b|\b(?:hi){2,}\b|\ba(?:ha){2,}\b|\bhaha\w*|\blol\b|\blmao\b|\bjk\b|\bjoke lang\b|\bjoke\b|\bbiro lang\b|\bcharot\b|\bchar\b|\bchos\b|\bcharing\b|\bdejoke\b|\bde joke\b|\bxd\b|😂|🤣|😆|😅|😹)/u,
    // Exaggeration: dying of shame or delight, "patay tayo dyan", the thesis "killing" me.
    w(
      String.raw`(?:mamamatay|mamatay|namatay|patay|matetegi|mategi|matitigok) (?:na )?(?:ako |kami |tayo )?${HYPERBOLE}|patay (?:ako|tayo|kami|ka) (?:kay|kina|dyan|diyan|jan|nito|dito|pag)|nakakamatay (?:na )?(?:ang |yung |sa )?(?:init|traffic|pagod|kilig|ganda|sarap|cute|lamig|puyat)|(?:pinapatay|papatayin|pinatay) (?:ako |kami )?(?:ng|sa) (?:thesis|trabaho|work|exam|init|traffic|school|assignment|acads|deadline|deadlines|boss|lungkot|pagod|puyat|kilig|sakit ng ulo|review|requirements|report|project|overtime|ot|utang|math)|(?:busog na busog|sobrang busog|ang busog|nakakatawa|kinikilig)`,
    ),
    // Spiritual: dying to self, martyrs, Christ's death.
    w(
      String.raw`mamatay sa (?:sarili|ating sarili|sariling|kasalanan|makamundong)|(?:patayin|pinapatay|pinatay|patayin natin) (?:ang |ang ating |natin ang |ating )?(?:kayabangan|pagmamataas|pride|ego|laman|masamang ugali|kasalanan|lumang pagkatao|makasariling|pagkamakasarili|bisyo|sariling kalooban)|butil ng trigo|(?:mamatay|namatay|mag-?alay ng buhay|ialay ang buhay|ibigay ang buhay|handang mamatay) (?:para )?(?:sa|kay) (?:pananampalataya|diyos|kristo|hesus|jesus|simbahan|bayan|panginoon|kapwa)|martir|martyr|(?:namatay|pagkamatay|kamatayan|pagpapakasakit|ipinako|nagpakasakit) (?:si |ni |ng )?(?:hesus|kristo|jesus|hesukristo|panginoon|poong)|(?:hesus|kristo|jesus|hesukristo) (?:\p{L}+ ){0,3}?(?:namatay|ipinako|nagpakasakit)`,
    ),
    // Someone else's words: a film, a song, a character.
    w(
      String.raw`(?:sabi|linya|line|quote|dialogue) (?:ng|ni|sa|nung) (?:bida|karakter|character|kontrabida|kanta|pelikula|movie|teleserye|libro|nobela)|lyrics|sa (?:pelikula|movie|teleserye|kanta|nobela) (?:na|sabi|may linya)`,
    ),
    // Prayers for the dead.
    w(
      String.raw`(?:ipagdasal|ipinagdarasal|ipagdadasal|ipinagdadasal|nagdarasal|magdasal|dasal|panalangin|misa|nobena|pasiyam|padasal) (?:para )?(?:sa |kay |kina |si |ang )(?:kaluluwa|yumao|mga yumao|namayapa|namatay|mga namatay|patay|lolo|lola)`,
    ),
    // A question of teaching or history, asked about others or in general.
    /^(?=.*\?)(?=.*\b(?:simbahan|turo|katesismo|catechism|bibliya|biblia|kasulatan|kasalanan|mortal sin|santo papa|pope|doktrina|teolohiya|langit|impyerno|purgatoryo|libing|ilibing|burol|misa|pari|father|homily|recollection|school|klase|report|assignment|research|thesis|kasaysayan|history|euthanasia|santo|santa|bakit (?:kaya )?(?:maraming|ang mga|may mga))\b)(?!.*\b(?:ako|ko) (?:\S+ ){0,3}(?:magpapakamatay|magpakamatay|mamatay|maglaslas))(?!.*\b(?:magpakamatay|magpapakamatay|nagpakamatay|mamatay|maglaslas|magbigti) (?:na )?(?:lang )?ako\b)/u,
    w(
      String.raw`(?:topic|paksa|report|assignment|research|thesis|essay|lesson|aralin) (?:kasi |po )?(?:namin|ko|natin)|para sa (?:school|klase|report|assignment|thesis|research|recollection|homily|katekesis|catechism class)`,
    ),
  ],
  safeReplies: [
    w(
      String.raw`(?:okay|ok|oks|ayos|maayos|safe|mabuti|buhay) (?:na |lang |naman |pa )?(?:ako|ko)|hindi ko (?:na )?(?:gagawin|itutuloy)|tatawag (?:ako|na ako)|tatawagan ko|(?:tinawagan|kinausap|nakausap|kakausapin) ko (?:na )?|(?:salamat|thank you)(?! (?:po )?sa (?:lahat|inyong lahat|inyo)(?! ng tulong))`,
    ),
  ],
};
