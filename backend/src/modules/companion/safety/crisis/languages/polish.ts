import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no diacritics ("zabiję się" is "zabije sie",
// "żyć" is "zyc", "łeb" is "leb"), so text typed with and without Polish letters is one.
// There is no lemmatiser for Polish: each verb is written in the aspect, person and tense
// people use (perfective "zabiję się" and imperfective "zabijam się", masculine "-łem" and
// feminine "-łam"); the subject is usually dropped, so the clitic ("się", "mnie", "sobie")
// and the verb ending carry who does what to whom.
const w = (source: string) => word(source, 'u');
// A sentence-wide test (an anchored lookahead) that cannot live inside word().
const sentence = (source: string) => new RegExp(source, 'u');
// Holds unless the same sentence also states a risk of the writer's own: a joke, a fast
// or a martyr named beside "zabiję się" does not cancel it.
const unlessHard = (source: string) =>
  sentence(String.raw`^(?!.*${HARD}).*?(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`);

// Killing oneself, with "się" on either side (a few adverbs may stand between, never "że").
const KILL_SELF = String.raw`(?:zabic|zabije|zabijam|zabijac|zabilbym|zabilabym|zajebac|zajebie|powiesic|powiesze|wieszac|otruc|otruje|utopic|utopie|zastrzelic|zastrzele|zagazowac|zagazuje|podpalic|podpale|wysadzic|wysadze)`;
const GAP = String.raw`(?:(?!(?:ze|go|ja|cie|was|ich|mnie|jego|jej|mu|nas|tego|to|on|ona|oni|ktos|kogos)(?![\p{L}]))\p{L}+ ){0,4}`;
const SELF_KILL = String.raw`(?:sie ${GAP}${KILL_SELF}|${KILL_SELF} (?:\p{L}+ )?sie)(?![\p{L}])`;
// First-person statements of risk that no hyperbole, prayer or history beside them cancels.
const HARD = String.raw`(?:sie ${GAP}(?:zabije|zabilbym|zabilabym|powiesze|otruje|utopie|zastrzele)(?![\p{L}])|(?:zabije|zabilbym|zabilabym|powiesze|otruje|utopie|zastrzele) sie|(?:chce|chcialbym|chcialabym|musze|zamierzam|planuje|postanowilam|postanowilem|mam ochote) (?:\p{L}+ ){0,2}(?:sie zabic|zabic sie|sie powiesic|powiesic sie)|odebrac sobie zycie|odbiore sobie zycie|nie chce (?:juz )?zyc|nie chce mi sie (?:juz )?zyc|skoncze ze soba|skonczyc ze soba|(?:chce|chcialbym|chcialabym) (?:juz |tylko |po prostu )?umrzec(?! (?:dla|za|ze|z|w|we|jak|jako|po|spokojnie|kiedys)(?![\p{L}])))`;
const WANT = String.raw`(?:chce mi sie|chcialo mi sie|chce|chcialbym|chcialabym|chcialbym juz|chcialabym juz|chce juz|wolalbym|wolalabym|wole|pragne|marze o tym,? (?:zeby|by)|marze,? (?:zeby|by)|modle sie,? (?:zeby|by|o to zeby)|modle sie o|prosze boga,? (?:zeby|by|o)|chce tylko|chcialbym tylko|chcialabym tylko|po prostu chce|mam ochote|mam ochote po prostu)`;
const GONE = String.raw`(?:umrzec|umierac|nie zyc|zdechnac|zniknac na zawsze|zasnac na zawsze|zasnac i (?:sie )?(?:juz )?nie obudzic|nie obudzic sie|sie nie obudzic|juz sie nie obudzic|nie istniec|przestac istniec|przestac zyc|smierci|smierc|(?:zeby|by) mnie (?:juz )?nie bylo|mnie (?:juz )?nie bylo|(?:isc )?(?:spac|zasnac|usnac) i (?:sie )?(?:juz )?(?:nigdy )?nie (?:obudzic|budzic)(?: sie)?|odejsc z tego swiata|byc martw\w+|byc trupem|nie budzic sie)`;
const PILLS = String.raw`(?:tabletk\w*|tabletek|pigul\w*|prochy|prochow|prochami|leki|lekow|lekami|lekarstw\w*|psychotrop\w*|nasenn\w*|paracetamol\w*|apap\w*|ibuprom\w*|ibuprofen\w*|relanium|xanax\w*|clonazepam\w*|insulin\w*|antydepresant\w*)`;
const WEAPON = String.raw`(?:sznur\w*|line|liny|lina|linke|petle|petla|petli|zyletk\w*|brzytw\w*|bron|broni|pistolet\w*|strzelb\w*|rewolwer\w*|naboj\w*|amunicj\w*|trucizn\w*|trutk\w*)`;
const MEANS = String.raw`(?:${PILLS}|${WEAPON})`;
const LEDGE = String.raw`(?:dachu|dach|moscie|most|mostu|krawedzi|torach|tory|torow|barierce|poreczy|wiadukcie|wiaduktu|kladce|klifie|urwisku|gzymsie|szczycie bloku|szczycie wiezowca|wiezowcu|wiezowca|dachu bloku|krawedzi dachu|barierce balkonu|poreczy balkonu|krawedzi balkonu)`;
// People close to the writer, whose danger the writer reports (the cases people write).
const CLOSE = String.raw`(?:kolega|kolegi|koledze|kolege|kumpel|kumpla|kumplowi|ziomek|ziomal|ziomka|przyjaciel|przyjaciela|przyjacielowi|przyjaciolka|przyjaciolki|przyjaciolce|przyjaciolke|psiapsi|psiapsiola|kolezanka|kolezanki|kolezance|kolezanke|siostra|siostry|siostrze|siostre|brat|brata|bratu|mama|mamy|mamie|mame|matka|matki|tata|taty|tacie|ojciec|ojca|syn|syna|synowi|corka|corki|corce|corke|dziecko|dziecka|dziewczyna|dziewczyny|dziewczynie|chlopak|chlopaka|chlopakowi|maz|meza|mezowi|zona|zony|zonie|sasiad|sasiada|sasiadka|sasiadki|uczen|ucznia|uczennica|uczennicy|kuzyn|kuzyna|kuzynka|kuzynki|wspollokator\w*|babcia|babci|dziadek|dziadka|wnuk|wnuczka|ktos z klasy|ktos z grupy)`;
// Who hurts: partners, family, and those with authority over a child (clergy, catechists, coaches).
const ABUSER = String.raw`(?:on|ona|maz|partner|chlopak|narzeczony|byly|ex|ojciec|tata|tato|ojczym|matka|mama|macocha|wujek|wuj|stryj|dziadek|brat|kuzyn|ksiadz|proboszcz|wikary|katecheta|katechetka|organista|koscielny|zakonnik|zakonnica|trener|nauczyciel|nauczycielka|wychowawca|wychowawczyni|szef|sasiad|opiekun|kleryk|animator|duszpasterz|prefekt|zona|dziewczyna)`;
const HURTS_ME = String.raw`(?:bije|bil|bila|bili|pobil|pobila|pobili|uderza|uderzyl|uderzyla|kopie|kopnal|kopnela|kopal|dusi|dusil|dusila|udusil|szarpie|szarpal|szarpala|popycha|popychal|popchnal|popchnela|pchnal|gwalci|gwalcil|zgwalcil|zgwalcili|molestuje|molestowal|molestowala|dotykal|dotykala|dotykali|dotknal|maca|macal|macala|obmacuje|obmacywal|obmacal|wykorzystuje|wykorzystywal|wykorzystal|skrzywdzil|skrzywdzila|krzywdzi|katuje|skatowal|leje|lal|zlal|tlucze|tlukl|stlukl|sponiewieral|poniewiera|zastrasza|zastraszal|rozbiera|rozbieral|rozebral|policzkuje|spoliczkowal|przypala|przypalil|gryzie|ugryzl|wiaze|zwiazal|przywiazal|sledzi|nachodzi)`;

export const POLISH: CrisisLexicon = {
  languages: ['pl'],
  rewrites: [
    // Words run together and texting shorthands ("niechce", "nwm", "sb", "se"), so the
    // patterns can read one spelling.
    [word('niechce|niehce|nie hce', 'gu'), 'nie chce'],
    [word('niemoge|nmg', 'gu'), 'nie moge'],
    [word('niewiem|nwm', 'gu'), 'nie wiem'],
    [word('niemam', 'gu'), 'nie mam'],
    [word('niebede', 'gu'), 'nie bede'],
    [word('niebedzie', 'gu'), 'nie bedzie'],
    [word('sb|se', 'gu'), 'sobie'],
    [word('wgl|wogole|wogle', 'gu'), 'w ogole'],
    [word('hce|chcem', 'gu'), 'chce'],
    [word('jusz|jush', 'gu'), 'juz'],
    [word('mie', 'gu'), 'mnie'],
    [word('umzec|umszec|umzecz', 'gu'), 'umrzec'],
    [word('rzyc', 'gu'), 'zyc'],
    [word('dzk|dziena|dzieks|dziex|thx', 'gu'), 'dzieki'],
  ],
  closePeople: w(
    String.raw`${CLOSE}[^.!?]{0,40}(?:napisal|napisala|pisze|pisal|pisala|powiedzial|powiedziala|mowi|mowil|mowila|wyslal|wyslala|wrzucil|wrzucila|dal|dala|wstawil|wstawila|opublikowal|opublikowala)`,
  ),
  signals: {
    // Intent: killing oneself, planned or decided, in every way people name it.
    intent: [
      // "zabiję się", "się zabiję", "chcę się dziś zabić", in either word order.
      w(SELF_KILL),
      w(
        String.raw`(?:bym|najchetniej bym|chetnie bym|chyba bym) sie (?:\p{L}+ )?(?:zabil|zabila|powiesil|powiesila|otrul|otrula|utopil|utopila)(?![\p{L}])`,
      ),
      w(
        String.raw`(?:odebrac|odbiore|odbierac|odebralbym|odebralabym|odbieram|odebrac chce|zabieram|zabiore|zabrac) sobie (?:\p{L}+ )?zycie|sobie zycie (?:odebrac|odbiore)|targnac sie|targne sie|targnalbym sie|targnelabym sie`,
      ),
      w(
        String.raw`(?:popelnic|popelnie|popelnilbym|popelnilabym|zrobic|zrobie) samobojstwo|samobojstwo (?:popelnic|popelnie)|mysl\w* samobojcz\w*|(?:mysle|myslalam|myslalem|mysle ciagle|mysle caly czas|mysle codziennie) (?:\p{L}+ ){0,2}o samobojstwie|sklonnosci samobojcz\w*|tendencje samobojcz\w*|plany? samobojcz\w*|jestem samobojc\w*|prob\w* samobojcz\w*`,
      ),
      w(
        String.raw`(?:chce|chcialbym|chcialabym|musze|zamierzam|planuje|postanowilam|postanowilem) (?:\p{L}+ )?(?:to wszystko|z tym wszystkim|ze soba|swoje zycie|moje zycie) (?:zakonczyc|skonczyc|zakoncze|skoncze)|(?:skonczyc|skoncze|koncze|skonczylbym|skonczylabym|skonczyc chce|zakonczyc|zakoncze) (?:\p{L}+ ){0,2}(?:ze soba|z soba|z zyciem|ze swoim zyciem|z tym wszystkim|to wszystko|moje zycie|swoje zycie)`,
      ),
      w(
        String.raw`(?:skocze|skoczyc|skoczylbym|skoczylabym|wyskocze|wyskoczyc|rzuce sie|rzucic sie|rzucilbym sie|rzucilabym sie) (?:\p{L}+ ){0,3}(?:z|ze|przez|pod|do|na) (?:\p{L}+ )?(?:mostu|dachu|okna|okno|balkon|barierke|porecz|balkonu|wiezowca|bloku|pietra|klifu|skaly|wiaduktu|kladki|pociag|pociagu|tramwaj|auto|samochod|ciezarowke|tira|tory|wody|rzeki|wisly|przepasci)|(?:chce|chcialbym|chcialabym|zaraz|dzis|dzisiaj) skoczyc(?= *(?:$|[.!?,;]|i (?:umrzec|zginac|skonczyc)))`,
      ),
      w(
        String.raw`(?:podetne|podciac|podcinam|podcielam|podcialem) (?:sobie )?(?:zyly|nadgarstki|gardlo)|(?:nalykam|nalykac|nalykalam|nalykalem) sie (?:\p{L}+ )?(?:tabletek|lekow|prochow|pigulek)|(?:lykne|lyknac|lykam|wezme|wziac|biore|zjem|zjadlam|zjadlem|zazyje|zazylam|zazylem|wzielam|wzialem|lyknelam|lyknalem|polkne|polknac|polykam|polknelam|polknalem|zarzuce|zarzucilam|zarzucilem) (?:\p{L}+ ){0,2}(?:wszystkie|cale opakowanie|cale pudelko|cala paczke|cale listki|\d{2,}|kilkadziesiat|pol opakowania|garsc) (?:\p{L}+ ){0,2}${PILLS}|${PILLS} (?:\p{L}+ ){0,2}(?:naraz|na raz|za jednym razem|jednoczesnie)|przedawkowac|przedawkuje|przedawkowalam|przedawkowalem`,
      ),
      w(
        String.raw`(?:wejsc|wejde|wskoczyc|wskocze|wbiec|wbiegne|rzucic sie|rzuce sie|poloze sie|polozyc sie|skoczyc|skocze) pod (?:\p{L}+ )?(?:autobus|pociag|tramwaj|samochod|auto|ciezarowke|tira|kola)`,
      ),
      w(
        String.raw`(?:strzele|strzelic|palne|palnac) (?:sobie )?(?:w leb|w glowe|kulke)|(?:wjade|wjechac|wjechalbym) (?:\p{L}+ )?(?:w drzewo|pod ciezarowke|pod tira|pod pociag)|(?:zrobie|zrobic|zrobilbym|zrobilabym) sobie (?:\p{L}+ )?(?:krzywde|cos zlego|cos)(?![\p{L}])(?! (?:do|na|z|ze|dobrego|slodkiego|fajnego|milego|ladnego|nowego|cieplego|ciekawego|smacznego)(?![\p{L}]))`,
      ),
    ],
    // Passive wish: to be dead, not wake up, never have been born, God to take me.
    'passive-wish': [
      w(
        String.raw`${WANT}(?:,? (?:po prostu|juz|tylko|wreszcie|w koncu|naprawde|serio|zeby|by|zwyczajnie|dzisiaj|dzis|jak najszybciej|poprostu))*,? ${GONE}`,
      ),
      w(
        String.raw`bym (?:\p{L}+ )?(?:zasnal|zasnela|usnal|usnela) i (?:sie )?(?:juz )?(?:nigdy )?(?:nie obudzil|nie obudzila)(?: sie)?`,
      ),
      w(
        String.raw`nie chce (?:mi sie )?(?:juz )?(?:dluzej |dalej |wiecej )?(?:zyc(?! (?:w grzechu|w klamstwie|w nieczystosci|tak jak dotad|jak dotad|po swojemu|bez boga|w ten sposob|z dala od boga|w nalogu)(?![\p{L}]))|istniec|budzic sie|sie budzic|sie obudzic|obudzic sie|tu byc|byc na tym swiecie|zyc na tym swiecie)|nie chce mi sie (?:juz )?(?:zyc|istniec)|nie chcialbym (?:juz )?zyc|nie chcialabym (?:juz )?zyc`,
      ),
      w(
        String.raw`obym (?:sie )?(?:\p{L}+ ){0,2}(?:nie obudzil|nie obudzila|nie wstal|nie wstala|umarl|umarla|zdechl|zdechla|nie dozyl|nie dozyla)|(?:zaluje|szkoda),? (?:ze|iz) sie (?:w ogole )?urodzil(?:em|am)|(?:lepiej|wolalbym|wolalabym)[^.!?]{0,20}(?:gdybym|zebym|jakbym) sie (?:nigdy )?nie urodzil(?:a)?|po co (?:ja )?sie (?:w ogole )?urodzil(?:em|am)`,
      ),
      w(
        String.raw`(?:zeby|by|aby|niech|oby) (?:pan )?(?:bog|jezus|pan) (?:\p{L}+ ){0,2}(?:zabral|wzial|zabierze|wezmie)(?: mnie)?(?! (?:na|do|ze|z) )|(?:zla|zly|wkurzona|wkurzony|rozczarowana|rozczarowany|zawiedziona|zawiedziony|smutna|smutny),? (?:ze|iz) (?:sie )?(?:znowu |jeszcze |znow )?(?:obudzilam|obudzilem|zyje)|zaluje,? (?:ze|iz) (?:jeszcze |wciaz |nadal )?zyje|(?:boze|panie|jezu|jezusie|panie boze|ojcze|boziu),? (?:\p{L}+ ){0,2}(?:zabierz|wez) mnie|(?:zabierz|wez) mnie (?:juz )?(?:do siebie|z tego swiata|stad do siebie|do nieba)|niech (?:mnie )?(?:bog|pan bog|pan|jezus) (?:\p{L}+ ){0,2}(?:zabierze|wezmie)|(?:czemu|dlaczego) (?:\p{L}+ ){0,3}nie (?:zabrales|zabierasz|zabierze|zabral|zabiera|wezmiesz|wziales)(?: mnie)?(?! (?:na|do|ze|z) )|(?:zeby|by|niech) (?:to|wszystko|to wszystko|zycie|moje zycie) (?:sie )?(?:juz )?skonczyl\w*(?: sie)? (?:na zawsze|raz na zawsze)|(?:ciagle|caly czas|tylko|codziennie|non stop|coraz czesciej|wciaz|stale|bez przerwy) (?:\p{L}+ )?(?:mysle|myslalam|myslalem) (?:\p{L}+ )?o (?:smierci|umieraniu|samobojstwie)|(?:mysle|myslalam|myslalem) (?:\p{L}+ ){0,2}o (?:smierci|umieraniu|samobojstwie)(?: \p{L}+){0,3} (?:ciagle|caly czas|codziennie|non stop|coraz czesciej|bez przerwy)|(?:mysle|myslalam|myslalem) (?:\p{L}+ ){0,3}o tym,? (?:jak|zeby|by) (?:\p{L}+ ){0,3}(?:nie istniec|umrzec|sie zabic|zniknac na zawsze|nie zyc)|(?:daj|pozwol|pozwolcie|dajcie) mi (?:juz )?umrzec|niech (?:ja )?(?:juz )?umre`,
      ),
      w(
        String.raw`(?:czekam|czekam juz|czekam tylko) (?:\p{L}+ )?na smierc|(?:zmeczon\w*|zmeczyl\w*) (?:\p{L}+ )?zyciem|(?:mam|ma|mamy) dosc (?:\p{L}+ )?(?:zycia|zyc|zyciem|istnienia)(?! (?:w|na|z|ze|bez|tak|jak|po|od)(?![\p{L}]))|nie mam (?:juz )?(?:sily|sil|checi|ochoty) (?:\p{L}+ )?(?:zyc|na zycie|do zycia|zeby zyc|by zyc|dalej zyc)`,
      ),
      w(
        String.raw`smierc (?:bylaby|bedzie|to|jest|bylaby dla mnie) (?:\p{L}+ )?(?:ulga|wybawieniem|wybawienie|rozwiazaniem|rozwiazanie|jedynym wyjsciem|lepsza)|lepiej (?:bym|zebym|gdybym|jakbym) (?:\p{L}+ )?(?:nie zyl|nie zyla|umarl|umarla|byl martwy|byla martwa)|wolalbym nie zyc|wolalabym nie zyc|wole (?:\p{L}+ )?(?:umrzec|nie zyc)`,
      ),
      w(
        String.raw`(?:niech|oby|zeby|gdyby) mnie (?:\p{L}+ )?(?:cos|auto|samochod|tir|pociag|autobus|ciezarowka|piorun) (?:\p{L}+ )?(?:przejedzie|rozjedzie|potraci|przejechal|przejechalo|rozjechal|potracil|potracilo|trafi|trafil|zabije|zabil|zabilo)`,
      ),
    ],
    // Hopelessness: a burden, better off without me, no way out, cannot go on.
    hopelessness: [
      w(
        String.raw`(?:jestem|bede|bylam|bylem|czuje sie|czuje sie jak)(?: \p{L}+){0,4} (?:ciezarem|balastem|kula u nogi|zawada|problemem dla wszystkich)|ciezar(?:em)? dla (?:wszystkich|rodziny|was|nich|bliskich|mamy|rodzicow|meza|zony|dzieci|wszystkich wokol)`,
      ),
      w(
        String.raw`(?:lepiej|latwiej|lzej|szczesliwsi|szczesliwszy|szczesliwsza|spokojniej)(?: \p{L}+){0,3} (?:beze mnie|bez mnie)|(?:beze mnie|bez mnie)(?: \p{L}+){0,3} (?:bedzie|byloby|bylo by|beda|bylyby|bylaby|byliby|bylby)? ?(?:lepiej|latwiej|lzej|szczesliwsi|szczesliwszy|szczesliwsza|spokojniej)`,
      ),
      w(
        String.raw`(?:byloby|bylo by|bedzie|bedzie im|byloby im|byloby wam|bylo(?:by)?|bedzie wszystkim|byloby wszystkim)(?: \p{L}+){0,3} (?:lepiej|latwiej|lzej),? (?:gdybym|jakbym|jesli|jezeli|zebym|gdy|jak|kiedy)(?: \p{L}+){0,3} (?:umarl|umarla|umre|nie zyl|nie zyla|zniknal|zniknela|znikne|nie bylo|nie bedzie|odszedl|odeszla|odejde|zginal|zginela|zgine|sie nie urodzil|sie nie urodzila|sie zabil|sie zabila)`,
      ),
      w(
        String.raw`nie (?:widze|ma|mam|znajduje|czuje)(?: juz)?(?: zadnego| innego| najmniejszego)? (?:sensu|celu|powodu) (?:\p{L}+ )?(?:zycia|zyc|w zyciu|w moim zyciu|dalej zyc|zeby zyc|by zyc|istnienia|zeby dalej zyc)|(?:zycie|moje zycie|to zycie|zyc) (?:juz )?nie ma (?:juz )?(?:zadnego )?sensu|(?:po co|po co mam|po co ja mam|po co ja|po co dalej|po co jeszcze) (?:\p{L}+ ){0,2}(?:zyc|zyje|istniec)(?![\p{L}])(?! bez)|nie mam (?:juz )?(?:po co|dla kogo|dla czego) zyc|nie zasluguje (?:na to,? )?(?:na zycie|zeby zyc|by zyc|aby zyc|zyc|na to zeby zyc)|nikomu nie jestem (?:\p{L}+ )?potrzebn\w*|nikt mnie nie potrzebuje|(?:zycie|zyc) (?:\p{L}+ ){0,3}(?:to|jest) (?:\p{L}+ ){0,2}(?:meka|meczarnia|pieklo|koszmar|udreka)(?![\p{L}])`,
      ),
      w(
        String.raw`nie (?:widze|ma dla mnie|ma juz|ma juz dla mnie|znajduje)(?: juz)?(?: zadnego)? (?:wyjscia|ratunku|nadziei)(?! (?:z|na|ze|w) )|nie mam (?:juz )?(?:zadnej )?nadziei(?=\s*(?:$|[.!?;]|,? (?:na nic|na lepsze|na zycie|ze cos)))|(?:jestem|sytuacja) bez wyjscia|nie ma dla mnie (?:\p{L}+ )?(?:przyszlosci|nadziei|miejsca na swiecie)|nie widze (?:dla siebie |juz |zadnej )*przyszlosci|(?:jak|gdy|kiedy|jesli|jezeli) (?:umre|zgine|odejde|znikne|mnie nie bedzie)[^.!?]{0,30}(?:latwiej|lepiej|lzej|spokojniej|szczesliw)`,
      ),
      w(
        String.raw`nie dam (?:juz )?rady (?:\p{L}+ ){0,2}(?:dluzej|dalej|zyc|tak dalej|wiecej|tego dluzej)(?![\p{L}])|nie wytrzymam (?:juz )?(?:dluzej|tego dluzej|tak dluzej|ani dnia dluzej)|nie moge (?:juz )?tak (?:dalej )?zyc|nie potrafie (?:juz )?(?:tak )?zyc`,
      ),
      w(
        String.raw`nikt by (?:nawet )?(?:nie |mnie nie |za mna nie )(?:zauwazyl|zauwazyla|zauwazyli|tesknil|tesknila|plakal|plakala|zaplakal|zaplakala|przyszedl|zatesknil)|nikt nie (?:zauwazy|bedzie tesknic|bedzie tesknil|bedzie plakal|zaplacze|zatesknie|zatesknil)[^.!?]{0,30}(?:umre|znikne|mnie nie bedzie|odejde|zgine|mnie zabraknie)|nikomu nie bede (?:\p{L}+ )?(?:brakowac|potrzebn\w*)|(?:znikne|umre|odejde|zgine|mnie nie bedzie|mnie zabraknie)[^.!?]{0,30}nikt (?:\p{L}+ )?nie (?:zauwazy|zatesknie|zatesknil|bedzie tesknic|bedzie tesknil|bedzie plakal|zaplacze|zauwazylby)|nikt nie bedzie za mna tesknil`,
      ),
    ],
    // Finality: farewell letters, last messages, things given away, affairs settled, a date.
    finality: [
      w(String.raw`list\w* pozegnaln\w*|pozegnaln\w* (?:list\w*|wiadomosc\w*|post\w*|nagrani\w*|filmik\w*|wpis\w*)`),
      w(
        String.raw`(?:to (?:jest )?)?moj\w* ostatni\w* (?:wiadomosc|post|wpis|noc|dzien|list|slowa|modlitwa)(?! (?:w|na|przed|u|z|ze|od|do|tutaj|tu|pracy|szkoly|wakacji|urlopu|roku|semestru)(?![\p{L}]))|to (?:jest )?ostatni raz,? (?:jak|kiedy|gdy) (?:\p{L}+ )?(?:pisze|sie odzywam|sie modle)`,
      ),
      w(
        String.raw`(?:rozdal|rozdalem|rozdalam|rozdaje|rozdam|oddalem|oddalam|oddaje|oddam|rozdac|oddac|porozdawal\w*)(?: (?!(?:stare|starych|stara|stary)(?![\p{L}]))\p{L}+){0,3} (?:swoje|moje|wszystkie moje|wszystkie swoje|moj|swoj|moja|swoja) (?:rzeczy|graty|gry|ksiazki|konsole|komputer|telefon|rower|kolekcje|zwierz\w*|psa|kota|pieniadze|oszczednosci|ulubion\w*)|(?:swoje|moje) rzeczy (?:\p{L}+ ){0,2}(?:rozdal\w*|rozdaje|oddal\w*|oddaje|rozdam|oddam)`,
      ),
      w(
        String.raw`(?:skoro|i tak|wkrotce|niedlugo|juz niedlugo|za (?:tydzien|miesiac|pare dni|kilka dni|dwa dni|\d+ dni))(?: \p{L}+){0,3} mnie (?:juz )?(?:tu |tutaj )?nie bedzie(?! (?:w|na|u|przy|do|z|ze|od|tam)(?![\p{L}]))|mnie juz (?:wkrotce |niedlugo |jutro )?nie bedzie(?! (?:w|na|u|przy|do|z|ze|od|tam)(?![\p{L}]))|nie bedzie mnie (?:juz )?(?:na tym swiecie|na swiecie|wsrod (?:was|zywych)|miedzy wami|z wami)`,
      ),
      w(
        String.raw`(?:odejde|odchodze) z tego swiata|zegnaj(?:cie)?,? (?:swiecie|wszyscy|na zawsze)|zegnam sie z (?:wami|wszystkimi|toba|swiatem)(?: na zawsze)?|na zawsze sie zegnam|zegnajcie[^.!?]{0,25}(?:sorry|sory|przepraszam|wybaczcie|kocham)|(?:sorry|sory|przepraszam|wybaczcie)[^.!?]{0,20}za wszystko[^.!?]{0,25}(?:zegnaj|kocham was|nie szukajcie)|nie szukajcie mnie|nie placzcie (?:po mnie|za mna|po mojej smierci)|nie (?:rozpaczajcie|smuccie sie) (?:po mnie|za mna)|zostawiam (?:wam|ci|tobie|mamie|siostrze|bratu) (?:\p{L}+ )?(?:wszystko|moje rzeczy|swoje rzeczy)(?![\p{L}])|do zobaczenia po drugiej stronie`,
      ),
      w(
        String.raw`(?:uporzadkowal|uporzadkowalam|uporzadkowalem|pozalatwial|pozalatwialam|pozalatwialem)\w* (?:juz )?(?:wszystkie )?(?:swoje |moje )?sprawy(?! w )|(?:napisal|napisalam|napisalem|spisalam|spisalem) (?:juz )?testament[^.!?]{0,40}(?:oddal|rozdal|pozegna|psa|kota|list|wszystko gotowe|na wszelki)|wybral(?:em|am) (?:juz )?(?:date|dzien|termin)(?! (?:slubu|chrztu|komunii|wesela|urlopu|wyjazdu|przeprowadzki|operacji|spowiedzi|rekolekcji|pogrzebu|bierzmowania|imprezy|urodzin|egzaminu|wizyty))`,
      ),
      w(
        String.raw`po mojej smierci[^.!?]{0,40}(?:znajd|przeczyt|list|wiadomosc|oddajcie|dostan)|(?:znajdziecie|znajda|znajdzie|przeczytacie|przeczytaja|przeczyta)[^.!?]{0,40}(?:po mojej smierci|jak mnie nie bedzie|kiedy mnie nie bedzie|gdy mnie nie bedzie|jak umre|kiedy umre)|powiedz(?:cie)? (?:\p{L}+ ){0,2}(?:mamie|tacie|rodzicom|siostrze|bratu|im|jej|mu),? ze (?:ich |ja |go )?(?:kocham|kochalam|kochalem)`,
      ),
    ],
    // Means: pills hoarded, a rope or gun at hand, asking for a dose, standing at a height.
    means: [
      w(
        String.raw`(?:zbieram|zbieralam|zbieralem|nazbieral\w*|uzbieral\w*|odkladam|odkladalam|odkladalem|odlozylam|odlozylem|schowal\w*|chowam|ukrywam|ukrylam|ukrylem|policzyl\w*|licze|przygotowal\w*|naszykowal\w*|mam juz|mam przygotowane|mam schowane|mam odlozone)(?: [\p{L}\d,]+){0,3} ${MEANS}|${MEANS}(?: [\p{L}\d]+){0,5},? (?:zbieram|chowam|odkladam|gromadze|ukrywam|policzyl\w*|nazbieral\w*|uzbieral\w*|schowal\w*|ukryl\w*|odlozyl\w*|wystarcz\w*|starczy|sa schowane|lezy|leza|czeka|czekaja|gotow\w*|przygotowan\w*)`,
      ),
      w(
        String.raw`(?:kupil\w*|kupie|zamowil\w*|zamowie|ukradl\w*|ukradlam|znalazl\w*|wzial\w*|mam|mam przy sobie|trzymam)(?: [\p{L}\d]+){0,3} (?:${WEAPON})(?![\p{L}])|mam (?:\p{L}+ )?(?:cale opakowanie|pelne opakowanie|kilka opakowan|\d{2,}|sporo|mnostwo|wystarczajaco|zapas) (?:\p{L}+ )?${PILLS}`,
      ),
      w(
        String.raw`wystarcz\w* (?:\p{L}+ ){0,2}(?:zeby|by|aby|na|do) (?:\p{L}+ ){0,2}(?:umrzec|sie zabic|zabic sie|przedawkowac|smierc|sie nie obudzic|nie obudzic sie|zasnac na zawsze|zabic)`,
      ),
      w(
        String.raw`ile (?:\p{L}+ ){0,3}(?:trzeba|potrzeba|musze|wziac|zazyc|lyknac|zeby|by|aby)[^.!?]{0,30}(?:umrzec|zabic|smierc|przedawkowac|sie nie obudzic)|smierteln\w* dawk\w*|dawk\w* smierteln\w*|jak (?:sie )?(?:najlepiej |najszybciej |szybko |bezbolesnie |skutecznie |bez bolu )+(?:zabic|powiesic|umrzec|otruc)(?: sie)?|(?:najszybszy|najlepszy|bezbolesny|skuteczny|najpewniejszy|najlatwiejszy) sposob na (?:smierc|samobojstwo|zabicie sie|umrzec|odebranie)|sposob\w* na samobojstwo|jak popelnic samobojstwo`,
      ),
      w(
        String.raw`(?:ide|pojde|pojade|jade|wejde|wlaze|poloze sie|klade sie|polozyc sie) (?:\p{L}+ )?na tory|(?:jestem|stoje|siedze|wszedlem|weszlam|wszedlam|wlazlem|wlazlam|stoimy|leze|czekam|stanelam|stanalem|stalam|stalem|siedzialam|siedzialem|bylam|bylem)(?: [\p{L}\d]+){0,2} (?:na|nad) (?:\p{L}+ )?${LEDGE}(?![\p{L}])|(?:patrze|spogladam|gapie sie) (?:\p{L}+ )?w dol (?:z|ze) (?:\p{L}+ )?(?:mostu|dachu|balkonu|okna|wiaduktu|bloku|pietra)`,
      ),
      w(
        String.raw`(?:w reku|w rece|w dloni|obok mnie|przede mna) (?:\p{L}+ ){0,2}(?:zyletk\w*|noz|noza|brzytw\w*|pistolet\w*|bron|sznur\w*|petl\w*|tabletki|tabletek)|(?:zyletk\w*|noz|pistolet\w*|sznur\w*|petl\w*|tabletki) (?:\p{L}+ ){0,2}(?:w reku|w rece|w dloni|obok mnie|przede mna)`,
      ),
    ],
    // Self-harm: cutting, burning, hitting or starving oneself, hiding the wounds.
    'self-harm': [
      w(
        String.raw`(?:tne|tnie|ciac|cielam|cialem|ciela|cial|pocielam|pocialem|pociela|pocial|pociac|potne|poranilam|poranilem|okaleczam|okaleczylam|okaleczylem|okaleczac|okaleczyc|kaleczylam|kaleczylem|kalecze|przypalam|przypalilam|przypalilem|przypalac|przypalic|rozdrapuje|rozdrapalam|rozdrapalem|nacinam|nacielam|nacialem) sie|sie (?:\p{L}+ ){0,2}(?:tne|ciac|cielam|cialem|pocielam|pocialem|pociac|potne|okaleczam|okaleczylam|okaleczylem|okaleczyc|kalecze|przypalam|przypalilam|przypalilem|nacinam|nacielam|nacialem)(?![\p{L}])`,
      ),
      w(
        String.raw`samookalecz\w*|samouszkodz\w*|(?:robie|robic|robilam|robilem|nawrot|mam|wrocilo|wrocilam|wrocilem|zaczelam|zaczalem) (?:\p{L}+ )?sh|sznyty|sznyt(?![\p{L}])|(?:kreski|blizny|rany|ciecia|rozciecia) (?:\p{L}+ ){0,2}na (?:rekach|rece|udach|udzie|nadgarstkach|nadgarstku|przedramieniu|przedramionach|brzuchu|nogach)|(?:ukrywam|chowam|zakrywam|zaslaniam) (?:\p{L}+ )?(?:blizny|rany|ciecia|sznyty|kreski|nadgarstki)|(?:zyletk\w*|nozyk\w*|cyrkl\w*)(?: \p{L}+){0,3} (?:po rekach|po udach|reke|rece|nadgarstek|nadgarstki|uda|skore)`,
      ),
      w(
        String.raw`(?:glodze|glodzic|glodzilam|glodzilem|zaglodze|zaglodzic) sie|sie (?:\p{L}+ )?(?:glodze|glodzic|zaglodze)|nie jem (?:\p{L}+ ){0,4}(?:celowo|specjalnie|za kare|bo nie zasluguje)|(?:zmuszam|zmusilam|zmusilem) sie do wymiotow|(?:wymiotuje|prowokuje wymioty|wkladam palce do gardla) (?:\p{L}+ )?(?:celowo|specjalnie|po kazdym posilku)|(?:karze|ukarac|ukaralam|ukaralem|karac) sie|zasluguje na (?:bol|cierpienie|to zeby cierpiec)|(?:chce|musze) (?:\p{L}+ )?(?:poczuc bol|krwawic)`,
      ),
      w(
        String.raw`(?:uderzam|walne|bije|walilam|walilem|uderzalam|uderzalem) (?:sie )?glowa (?:w|o) (?:sciane|podloge|biurko)|(?:bije|uderzam|okladam) sie (?:\p{L}+ )?(?:po twarzy|po glowie|w twarz|w glowe|piesciami)|(?:gryze|drapie|szczypie) sie (?:\p{L}+ )?do krwi`,
      ),
    ],
    // Abuse: hit, touched, forced, threatened, watched or locked in, by family, partners or anyone in authority.
    abuse: [
      w(
        String.raw`(?:mnie|nas)(?: \p{L}+){0,2} ${HURTS_ME}(?![\p{L}])|${HURTS_ME} (?:\p{L}+ )?(?:mnie|nas)(?![\p{L}])(?! (?:w (?:szachy|karty|warcaby|pilke)|na glowe|w grze))|dotyka mnie (?:\p{L}+ )?(?:w |po |tam|pod |miedzy )|(?:jestem|bywam|bylam|zostalam|zostalem|bylem) (?:\p{L}+ )?(?:bita|bity|molestowana|molestowany|wykorzystywana|wykorzystywany|wykorzystana|wykorzystany|zgwalcona|zgwalcony|gwalcona|krzywdzona|krzywdzony|zastraszana|szarpana|poniewierana|pobita|pobity|katowana)`,
      ),
      w(
        String.raw`(?:mowi|mowil|powiedzial|powiedziala|grozi|grozil|straszy|straszyl)[^.!?]{0,15}(?:jesli|jak|jezeli|gdy|kiedy) (?:\p{L}+ )?(?:komus|komukolwiek|mamie|rodzicom|policji|na policje|nauczycielce|ksiedzu) (?:\p{L}+ )?(?:powiem|powiesz|powie|wygadam|zglosze|doniose)(?:,? (?:\p{L}+ ){0,4}(?:pojde|pojdziesz|zabije|skrzywdzi|pobije|zrobi|stanie|spotka|pozaluje|pozalujesz|zniszczy|wyrzuci|odbierze|zabierze|trafie|trafisz|zginie|klopoty|klopotach|nikt nie uwierzy|piekla|pieklo|wiezienia|domu dziecka)(?![\p{L}])|[^.!?]{0,40}(?:nikt nie uwierzy|piekl\w*|zabije|pobije|skrzywdzi))`,
      ),
      w(
        String.raw`(?:mowi|powiedzial|powiedziala|krzyczy|krzyczal|krzyczala|wrzeszczy|wrzeszczal|grozi|grozil|grozila|straszy|straszyl|straszyla|obiecal|zapowiedzial|przysiega|twierdzi)(?: \p{L}+){0,2},? (?:ze|iz) (?:mnie|nas|mi|nam|ciebie|dzieci|mame)(?: \p{L}+){0,2} (?:zabije|pozabija|zatlucze|udusi|pobije|skrzywdzi|zniszczy|wyrzuci|zabierze|potnie|spali|zakatuje|zadzga|zastrzeli)|zabije (?:mnie|nas),? (?:jak|jesli|jezeli|gdy|kiedy|gdybym|jakbym) (?:\p{L}+ ){0,2}(?:odejde|odejdzie|odeszla|odszedl|komus|komukolwiek|powiem|powiedziala|powiedzial|pojde|zglosze|ucieke|uciekne|zostawie|zadzwonie|wezwe|pisne)|grozi\w* (?:mi|nam)(?: \p{L}+){0,3} (?:smiercia|nozem|zabiciem|pobiciem|bronia|ze (?:mnie|nas|dzieci))`,
      ),
      w(
        String.raw`(?:kaze|kazal|kazala|mowi|powiedzial|zabronil|zabrania)(?: \p{L}+){0,2},? (?:zebym|abym|bym|ze mam)? ?(?:nikomu (?:nie )?(?:mowila|mowil|mowic|powiedziala|powiedzial|powiedziec|nic nie mowic)|milczala|milczal|milczec|zachowala to w tajemnicy|zachowal to w tajemnicy|trzymala buzie na klodke)|(?:to )?(?:nasz|nasza) (?:maly |mala )?(?:sekret|tajemnica)|nie wolno mi (?:nikomu )?(?:o tym )?(?:mowic|powiedziec)|nikt (?:mi|nam) nie uwierzy|(?:i tak )?nikt nie uwierzy (?:mi|nam|dziecku)`,
      ),
      w(
        String.raw`(?:zmusza|zmusil|zmuszal|zmusila|zmuszala) (?:mnie|nas) (?:do )?(?:\p{L}+ ){0,2}(?:seksu|sexu|dotykania|rozbierania|rozbierania sie|ogladania|robienia zdjec|tego|rzeczy|picia|wspolzycia)|(?:kaze|kazal|kazala|kazali) mi (?:sie )?(?:\p{L}+ )?(?:rozbierac|rozebrac|dotykac|dotknac|ogladac|calowac)|(?:chce|prosi|kaze|zada|domaga sie)[^.!?]{0,25}(?:nagie|nagich|nagiego|rozbieranych|intymne|intymnych)? ?(?:zdjec|zdjecia|fotki|fotek|nudes\w*|nudeski)(?: (?:ode mnie|moich|mnie))?|(?:wysyla|wyslal|pokazuje|pokazal) mi (?:\p{L}+ )?(?:porno|nagie|swoje nagie|zdjecia swojego)`,
      ),
      w(
        String.raw`(?:kaze|kazal|kazala|kazali) mi (?:\p{L}+ ){0,2}(?:przychodzic|przyjsc|przyjezdzac|zostawac|zostac|nocowac)(?: \p{L}+){0,4} sam(?:a|ej)?(?![\p{L}])|(?:maz|chlopak|partner|narzeczony|on)(?: \p{L}+){0,4} (?:zabiera|zabral|odbiera|kontroluje|sprawdza) mi (?:telefon|komorke|pieniadze|dokumenty)|(?:maz|chlopak|partner|narzeczony|on|ojczym)(?: \p{L}+){0,6} nie pozwala mi (?:\p{L}+ )?(?:wychodzic|wyjsc|dzwonic|spotykac|widywac|rozmawiac)|(?:chce|kaze|prosi|kazal|chcial|kazala)(?: \p{L}+)?,? (?:zebym|abym|bym) (?:\p{L}+ ){0,2}(?:przychodzila|przychodzil|przyszla|przyszedl|zostawala|zostawal|zostala|zostal|nocowala|nocowal|przyjezdzala|przyjezdzal|jezdzila|jezdzil) (?:\p{L}+ ){0,3}sam(?:a|ej)?(?![\p{L}])|(?:zabral|zabrala|zabiera|zabral mi|odebral) (?:mi )?(?:\p{L}+ )?(?:dokumenty|paszport|dowod|pieniadze|karte|klucze)|(?:zabiera|zabral|zabrala|rozbil|rozbila|zniszczyl) (?:mi )?(?:telefon|komorke)[^.!?]{0,30}(?:zebym|abym|bym) nie (?:\p{L}+ )?(?:mogla|mogl|dzwonila|dzwonil|zadzwonila|zadzwonil)|(?:rzucil|rzucila|rzuca|cisnal|pchnal|popchnal|popchnela) (?:mna|mnie) (?:\p{L}+ )?(?:o|na|w|ze) (?:sciane|podloge|szafe|drzwi|schody|schodow|ziemie)|(?:pisze|wysyla|wysylal|pisal|pisala|wysylala) (?:do mnie|mi)(?: \p{L}+){0,2} (?:dziwne|sprosne|nieprzyzwoite|erotyczne|intymne|obrzydliwe|dwuznaczne) (?:wiadomosci|rzeczy|teksty|zdjecia|smsy)|(?:zamyka|zamknal|zamknela|zamykal|zamykala) mnie (?:\p{L}+ )?(?:w (?:pokoju|piwnicy|domu|lazience|szafie|komorce|mieszkaniu|spizarni|lazience)|na klucz|na noc|na cala noc)|nie wypuszcza mnie z (?:domu|pokoju|mieszkania)`,
      ),
      w(
        String.raw`(?:maz|ojciec|ojczym|chlopak|partner|tata|narzeczony|brat|wujek) (?:\p{L}+ ){0,3}(?:jest|bywa|robi sie|staje sie|byl) (?:\p{L}+ )?(?:agresywn\w*|brutaln\w*)|(?:siniaki|since|slady|rany) (?:\p{L}+ ){0,3}(?:od niego|od niej|od meza|od ojca|od ojczyma|od taty|od chlopaka|od partnera)`,
      ),
      w(
        String.raw`${ABUSER}(?: \p{L}+){0,3} (?:robi|robil|zrobil|robila|zrobila) mi (?:\p{L}+ )?(?:krzywde|rzeczy|cos|straszne rzeczy|takie rzeczy|bol)(?![\p{L}])(?! (?:do|na|z|dobrego|milego|fajnego|smacznego)(?![\p{L}]))`,
      ),
      w(
        String.raw`boje sie (?:wracac|wrocic|isc|pojsc) do domu|boje sie (?:meza|ojca|ojczyma|taty|partnera|chlopaka|wujka|brata|dziadka|ksiedza|trenera|mamy|matki)(?![\p{L}])|(?:doswiadczam|doznaje|przezywam) (?:\p{L}+ )?przemocy|jestem ofiara (?:\p{L}+ )?(?:przemocy|molestowania|gwaltu)`,
      ),
      w(
        String.raw`(?:wujek|wuj|ojczym|dziadek|kuzyn|ksiadz|trener|sasiad|organista|katecheta|wychowawca|on)(?: \p{L}+){0,4} (?:przychodzi|przychodzil|wchodzi|wchodzil|przylazi|zakrada sie) (?:\p{L}+ ){0,2}(?:w nocy|noca|do (?:mojego |mojej |naszego |naszej )?(?:pokoju|lozka|lazienki|sypialni))`,
      ),
    ],
    // Danger to others: someone close at risk of suicide, someone being hurt now, fear of hurting a child.
    'danger-to-others': [
      w(
        String.raw`${CLOSE}(?: [\p{L}\d(),]+){0,12} (?:chce|chcial|chciala|mowi|mowil|mowila|pisze|pisal|pisala|napisal|napisala|grozi|grozil|grozila|zamierza|planuje|probowal|probowala|powiedzial|powiedziala|twierdzi|wspominal|wspominala)(?: \p{L}+){0,4} (?:sie zabic|zabic sie|sie zabije|zabije sie|sie powiesic|powiesic sie|skoczyc|odebrac sobie zycie|skonczyc ze soba|umrzec|nie chce zyc|nie chce mu sie zyc|nie chce jej sie zyc|zniknac na zawsze|samobojstw\w*)`,
      ),
      w(
        String.raw`${CLOSE}(?: [\p{L}\d(),]+){0,10} (?:tnie sie|pocial sie|pociela sie|cial sie|ciela sie|sie tnie|sie pocial|sie pociela|okalecza sie|nalykal sie|nalykala sie|przedawkowal|przedawkowala|wzial wszystkie|wziela wszystkie|lyknal|lyknela|ma mysli samobojcze|jest na moscie|jest na dachu|napisal list pozegnalny|napisala list pozegnalny|sie zegna|pozegnal sie|pozegnala sie)|nie chce (?:mu|jej) sie (?:juz )?zyc`,
      ),
      w(
        String.raw`(?:sasiad|sasiadka|sasiedzi|ojciec|ojczym|tata|tato|brat|wujek|dziadek|partner|chlopak|on|ona|matka|mama|maz|za sciana|obok|u sasiadow|na gorze|pod nami)(?: \p{L}+){0,3} (?:bije|leje|katuje|tlucze|kopie|dusi|krzywdzi|maltretuje|szarpie|pobil|uderzyl)(?: \p{L}+){0,3} (?:dziecko|dzieci|syna|corke|zone|mame|matke|malego|mala|niemowle|dziewczyne|corka|chlopca|dziewczynke)|slysz\w* (?:\p{L}+ ){0,2}(?:jak|krzyki|placz|wrzaski|halasy)[^.!?]{0,40}(?:bije|bija|leje|uderza|tlucze|katuje|wali|krzyczy z bolu)`,
      ),
      w(
        String.raw`(?:ze|iz) (?:\p{L}+ ){0,2}(?:cos )?sobie (?:\p{L}+ )?(?:zrobi|zrobil|zrobila)(?! (?:krzywdy|nic|do|na|z|ze)(?![\p{L}]))|(?:zrobi|zrobil|zrobila) sobie (?:krzywde|cos zlego)`,
      ),
      w(
        String.raw`boje sie,? (?:ze|iz) (?:\p{L}+ ){0,3}(?:zrobie|moge zrobic|zrobilabym|zrobilbym) (?:\p{L}+ ){0,2}krzywde|boje sie,? (?:ze|iz) (?:\p{L}+ ){0,3}(?:skrzywdze|udusze|uderze|potrzasne|zrobie cos|cos zrobie|zrobie) (?:\p{L}+ ){0,2}(?:dziecku|dziecko|synowi|syna|corce|corke|komus|kogos|jego|ja|go|mu|jej|niemowle|malego|mala)|mam mysli,? (?:\p{L}+ ){0,2}(?:zeby|by|o tym zeby) (?:\p{L}+ ){0,2}(?:skrzywdzic|zabic|udusic|uderzyc|zrobic krzywde) (?:\p{L}+ )?(?:dziecko|dziecku|syna|corke|kogos|komus)`,
      ),
    ],
  },
  // Risks that show only across turns: means named, then "I've thought about it"; a question
  // about suicide, then "I'm asking for me"; a man named, then "nobody knows what he does".
  compounds: [
    [
      w(String.raw`${MEANS}|${LEDGE}`),
      w(
        String.raw`mysle o tym|myslalam o tym|myslalem o tym|mam ich dosc|wystarczy|nie jest zamkniet\w*|nie zamkniet\w*|wiem gdzie|jestem gotow\w*|gotowa|gotowy|patrze w dol|(?:nadal|wciaz|juz) tu jestem|jestem tu`,
      ),
      'means',
    ],
    [
      w(String.raw`samobojstw\w*|samobojc\w*|zabic sie|odebrac sobie zycie|odebral sobie zycie|odebrala sobie zycie`),
      w(
        String.raw`pytam (?:dla|o|za) siebie|chodzi (?:mi )?o mnie|to o mnie|pytam bo|nie pytam dla (?:kolegi|kolezanki)`,
      ),
      'intent',
    ],
    [
      w(String.raw`list\w*|wiadomosc\w*|kartk\w*`),
      w(
        String.raw`znajda|znajdziecie|przeczytaja|przeczytacie|po mojej smierci|jak mnie nie bedzie|kiedy mnie nie bedzie`,
      ),
      'finality',
    ],
    [
      w(String.raw`cielam|cialem|ciac|tne|pocielam|pocialem|sh|samookalecz\w*|zyletk\w*`),
      w(
        String.raw`nawrot|znowu|znow|drugi raz (?:dzisiaj|dzis|w tym tygodniu)|myslalam ze przestalam|myslalem ze przestalem`,
      ),
      'self-harm',
    ],
    [
      w(
        String.raw`wujek|wujka|wujkiem|ojczym|ojczyma|ojczymem|dziadek|dziadka|kuzyn|kuzyna|ksiadz|ksiedza|ksiedzem|trener|trenera|sasiad|sasiada|organista|organisty|(?:zostawac|zostac|nocowac|zostawala|zostawal) (?:\p{L}+ ){0,2}sam(?:a|ej)? z nim|z nim (?:\p{L}+ ){0,2}sam(?:a|ej)?`,
      ),
      w(
        String.raw`nikt nie wie|nikomu nie (?:mowie|powiem|moge)|nie moge (?:nikomu )?powiedziec|boje sie|co on (?:mi )?robi|co mi robi|dotyka|nasz sekret|nasza tajemnica|nie chce (?:z nim )?zostawac|nie chce tam (?:jechac|isc)`,
      ),
      'abuse',
    ],
  ],
  defusers: [
    // Negated: the writer says it is not so, unless a risk follows a "but" ("nie zabić się, tylko
    // żeby mnie nie było"); "nie chcę żyć" is itself the risk, not a negation.
    sentence(
      String.raw`^(?!.*(?<![\p{L}])(?:tylko|ale|lecz|jednak|choc)(?![\p{L}])[^.!?]*(?:${HARD}|${GONE}|zniknac))(?!.*nie chce (?:mi sie )?(?:juz )?zyc).*(?<![\p{L}])(?:nie|nigdy|nigdy bym|nigdy w zyciu|w zyciu|absolutnie nie|na pewno nie|wcale nie)(?: (?:chce|chcialbym|chcialabym|zamierzam|mam zamiaru|planuje|bede|moge|moglbym|moglabym|potrafie|potrafilbym|potrafilabym|odwazylbym|odwazylabym|odwaze|zrobie|mysle o|mysle|jestem|mam|bym|juz|wcale|naprawde|zamierzalam|zamierzalem|planowalam|planowalem|sie|ze soba|ja|tego|teraz|mialam|mialem|mysli|myslach|o|w|zadnych|zadnego|zadnej))* (?:zabije|zabic|zabijac|zabilbym|zabilabym|zabil|zabila|odbiore|odebrac|odebralbym|odebralabym|skoncze ze soba|skonczyc ze soba|zrobie sobie|zrobic sobie|zrobilbym sobie|zrobilabym sobie|skrzywdze|skrzywdzic|tne|ciac|cielam|targne|targnac|popelnie|popelnic|samobojc\w*|samobojstw\w*|umre|umrzec|umierac|umieram|skocze|skoczyc|niebezpieczenstwie)(?![\p{L}])`,
    ),
    // Saying plainly that one is safe now.
    w(
      String.raw`jestem (?:juz |teraz )?bezpieczn\w*|nic mi nie jest|nic sobie nie zrobie|nie zrobie sobie (?:nic|krzywdy)|nie jestem w niebezpieczenstwie`,
    ),
    // Over and done: years ago, at school, therapy finished.
    sentence(
      String.raw`^(?!.*(?<![\p{L}])(?:znowu|znow|wciaz|nadal|ciagle|nawrot|ostatnio|od wczoraj|jutro|zabije|umre|skoncze|zrobie)(?![\p{L}])).*(?<![\p{L}])(?:kiedys|dawniej|wczesniej|w liceum|w gimnazjum|w podstawowce|w podstawowce|na studiach|jako nastolatk\w+|jako dziecko|jako nastolatek|gdy bylam|gdy bylem|jak bylam|jak bylem|lata temu|(?:\d+|dwa|dwie|trzy|cztery|piec|szesc|kilka|kilkanascie|wiele|pare|kilkadziesiat) (?:lata?|lat|miesiecy|miesiace) temu|minelo juz|to juz przeszlosc|to bylo dawno|mam to za soba|dawno temu)(?![\p{L}])`,
    ),
    // Joking or exaggerating.
    sentence(
      String.raw`^(?!.*(?:nie|bez) (?:zartuje|zart\w*|jaj)).*(?:(?<![\p{L}])(?:x+d+|haha\w*|hehe\w*|hihi\w*|heh|lol|lmao|beka|zartuje|zartowalam|zartowalem|tylko zart\w*|dla zartu|jaja sobie robie|jk)(?![\p{L}])|😂|🤣|😅|😆|😹|💀|😜|😝)`,
    ),
    unlessHard(
      String.raw`(?:umieram|umre|umrzec|zdycham|zdechne|padne|padam|zabijam sie|zabije sie|zgine|konam) (?:\p{L}+ )?(?:ze|z) (?:smiechu|smiechem|nudow|nudy|glodu|goraca|zimna|ciekawosci|wstydu|zmeczenia|strachu|milosci|tesknoty|pragnienia|zazdrosci|stresu|upalu|zachwytu)|(?:mozna|mozesz|moglbys|moglabys|mozna by) sie (?:\p{L}+ ){0,2}zabic|(?:prawie|o malo|omal) (?:bym )?(?:sie )?(?:nie )?zabil(?:em|am|bym|abym|a)?(?: sie)?|na (?:tych|tym|tej) (?:obcasach|schodach|lodzie|rowerze|hulajnodze|deskorolce|oblodzonej)`,
    ),
    // Accidents and fiction: a person on the stairs, a character in a film, a peaceful old age.
    w(
      String.raw`(?:ktos|ktokolwiek|ludzie|kazdy|wszyscy|dzieci|dziecko|mozna|mozesz|moglbys|moglabys|mozna by) (?:tu |tutaj )?sie (?:\p{L}+ ){0,2}(?:zabije|zabija|pozabijaja|zabic)|(?:zabije|zabijesz|zabijemy|zabijecie|zabic) sie o (?:\p{L}+ ){0,2}(?:kabel|kable|kabli|prog|schody|stol|krzeslo|zabawki|buty|walizke|dywan|te|ten|ta|to)|sie (?:\p{L}+ )?zabije (?:na|o) (?:tych|tym|tej|te|ten) (?:obcasach|schodach|lodzie|rowerze|hulajnodze|deskorolce|kablach)|w (?:filmie|ksiazce|serialu|powiesci|lekturze|grze|bajce)|bohater\w* (?:filmu|ksiazki|serialu|powiesci)|glown\w* bohater\w*|umrzec (?:\p{L}+ )?(?:jako swiet\w*|w stanie laski|swieta smiercia|ze starosci|w spokoju|spokojnie|w domu|w otoczeniu|w lasce|pojednan\w*|po chrzescijansku|opatrzon\w*|we snie|jako staruszk\w*|w swoim lozku)`,
    ),
    // Spiritual: dying to self, martyrdom, Christ's death, the saints' longing for heaven.
    unlessHard(
      String.raw`(?:umierac|umrzec|umieranie|obumrzec|obumierac|obumarcie) (?:dla siebie|sobie|dla swiata|dla grzechu|grzechowi|dla swojego ja|swojemu ego|dla ego)|(?:umarl|umiera|umierajacy|umrzec|umierac|zginal|zgineli|oddal zycie|oddala zycie|oddac zycie|oddali zycie|zycie oddal|zycie oddac) (?:\p{L}+ ){0,2}(?:za nas|za wiare|za chrystusa|za jezusa|za boga|za kosciol|za ojczyzne|za bliznich|za grzesznikow|za wspolwiezni\w*|na krzyzu)|meczenn\w*|meczensk\w*|meczenstw\w*|smierc (?:jezusa|chrystusa|pana)|(?:jezus|chrystus|pan jezus|syn bozy) (?:\p{L}+ )?(?:umiera|umarl|umrzec)|umieram,? bo nie umieram|byc z chrystusem|(?:dobr\w*|szczesliw\w*|spokojn\w*) smierc\w*|(?:raczej|lepiej|wole) umrzec niz (?:\p{L}+ ){0,2}(?:zgrzeszyc|grzech|zaprzec|wyprzec|zdradzic)|smierc,? ale nie grzech`,
    ),
    // A fast, an accident, a view from a height, a donation: the context of an ordinary act.
    unlessHard(
      String.raw`(?:post|postu|poszcze|poscic|poscie|wielki piatek|wielkim piatku|wielki post|wielkim poscie|popielec|popielcu|glodowk\w*|rekolekcj\w*|o chlebie i wodzie)(?![\p{L}])`,
    ),
    unlessHard(
      String.raw`przy (?:krojeniu|goleniu|gotowaniu|obieraniu|pracy w ogrodzie)|nozem do chleba|przypadkiem|niechcacy|kartka papieru|o kartke|(?:widok|widoki|widokiem|(?:robie|robilam|robilem|robimy) zdjecia|zachod slonca|zachodu slonca|wschod slonca|wschodu slonca|spacer\w*|wycieczk\w*|remont\w*|naprawiam|naprawia|dekarz\w*|rusztowani\w*)(?![\p{L}])`,
    ),
    unlessHard(
      String.raw`(?:zbiork\w*|caritas|dla (?:biednych|potrzebujacych|uchodzcow|ubogich|bezdomnych)|na (?:cele charytatywne|licytacje|wosp)|przeprowadzk\w*|wyrosl\w*|za male|porzadki)(?![\p{L}])`,
    ),
    // A question of teaching, history or a film, asked about others or in general.
    sentence(
      String.raw`^(?!.*(?<![\p{L}])(?:ja|mnie|mi|mna|moj\w*|chce|chcialbym|chcialabym|chcialam|chcialem|zabije|umre|skoncze|moge|jestem|mam)(?![\p{L}]))(?=.*(?<![\p{L}])(?:kosciol\w*|koscielne\w*|katechizm\w*|biblia|biblii|pismo swiete|pisma swietego|papiez\w*|nauka|nauczanie|uczy|grzech\w*|niebo|nieba|pieklo|piekla|czysciec\w*|pogrzeb\w*|swiet\w*|meczenn\w*|histori\w*|film\w*|ksiazk\w*|referat\w*|katechez\w*|lekcj\w*|szkol\w*|religi\w*|ksiadz|ksiedza|ksiezy|ksieza|kaplan\w*|teolog\w*|raport\w*|dokument\w*|prawo|ustaw\w*|eutanazj\w*|samobojc\w*)(?![\p{L}]))(?=.*\?)`,
    ),
    unlessHard(
      String.raw`(?:na|do) (?:referat|lekcje|katecheze|religie|prace domowa|prezentacje|rekolekcje|spotkanie biblijne|kazanie|homilie|wypracowanie|zadanie domowe)|(?:przygotowuje|pisze|robie) (?:\p{L}+ )?(?:referat|katecheze|prezentacje|kazanie|homilie|wypracowanie|spotkanie)`,
    ),
  ],
  // After a crisis turn, a short reply that says the person is safe or is reaching out; a
  // thank-you that is also a farewell ("dzięki za wszystko", "żegnajcie") is not one.
  safeReplies: [
    w(
      String.raw`^(?!.*(?:za wszystko|zegnaj|zegnajcie|zegnam|na zawsze|dzisiaj w nocy|dzis w nocy|juz niedlugo|nie bedzie mnie))(?:.*)(?:jestem (?:juz |teraz )?(?:bezpieczn\w*|ok|okej|spokojn\w*|w porzadku)|juz (?:mi )?lepiej|(?:jest|czuje sie) (?:juz |teraz )?(?:ok|okej|dobrze|lepiej|w porzadku)|nic mi nie jest|nic sobie nie zrobie|nie zrobie (?:sobie )?nic|(?:zadzwonie|zadzwonilam|zadzwonilem|napisze|napisalam|napisalem|porozmawiam|rozmawialam|rozmawialem|powiem|powiedzialam|powiedzialem) (?:\p{L}+ ){0,3}(?:do|z|na|mamie|tacie|komus|psychologowi|terapeucie|116|112|telefon)|dziekuje|dzieki|wszystko (?:ok|gra|dobrze|w porzadku)|spoko,? (?:jest|juz))`,
    ),
  ],
};
