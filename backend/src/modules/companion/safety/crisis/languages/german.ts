import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents ("wäre" is "ware", "Brücke" is
// "brucke", "ß" is "ss"). Many people type umlauts as "ae", "oe", "ue" ("waere", "fuer"),
// so an umlaut written in a pattern here stands for both spellings. There is no lemmatiser
// for German: each verb is written in the persons and tenses people use, including the
// separable ones ("ich bringe mich heute um", "mich umzubringen").
const UMLAUT: Record<string, string> = { ä: '(?:a|ae)', ö: '(?:o|oe)', ü: '(?:u|ue)', ß: 'ss' };
const de = (source: string) => source.replace(/[äöüß]/g, (letter) => UMLAUT[letter] ?? letter);
const w = (source: string) => word(de(source), 'u');
// A sentence-wide test (an anchored lookahead) that cannot live inside word().
const sentence = (source: string) => new RegExp(de(source), 'u');
// Holds unless the same sentence also states a risk of the writer's own: a funeral, a fast,
// a martyr or a joke named beside "ich bring mich um" does not cancel it.
const unlessHard = (source: string) =>
  sentence(String.raw`^(?!.*${HARD}).*?(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`);

// First-person statements of risk that no hyperbole, prayer or history beside them cancels.
const HARD = String.raw`(?:mich (?:\w+ ){0,3}(?:umbringen|umzubringen)|bringe? (?:ich )?mich (?:\w+ ){0,3}um(?![\p{L}])|mir (?:\w+ ){0,2}das leben (?:zu )?nehmen|will (?:\w+ ){0,2}nicht mehr leben|nicht mehr leben will|will (?:\w+ ){0,2}tot sein|suizidgedanken|selbstmordgedanken|ritze mich|mich (?:\w+ ){0,2}geritzt|will (?:\w+ ){0,2}(?:runter)?springen|springe? (?:jetzt|gleich) (?:runter)?|runterspringen)`;

// Verbs of wishing, deciding and planning, first person, as people type them.
const WANT = String.raw`(?:will|wollte|möchte|möcht|mag|wünsche? mir|wünsche? ich mir|wünschte ich mir|wünschte|wünscht|wär(?:e)? (?:so |echt |einfach |wirklich )?(?:gern|gerne|lieber)|am liebsten wär(?:e)?|am besten wär(?:e)?|am liebsten|würde? (?:so |echt |am )?(?:gern|gerne|lieber|liebsten)|hätte? (?:so )?(?:gern|gerne|lieber)|sehne mich danach|sehne mich|bete (?:darum|dafür|jeden abend|jede nacht)?,? (?:dass|das)|hoffe,? (?:dass|das)?|hoffentlich|wünsche?,? (?:dass|das)|lieber)`;
// Being dead, gone, never born, not waking up.
const DEAD = String.raw`(?:tot|tod|sterben|sterbe|verrecken|krepieren|abkratzen|nicht mehr (?:da|hier|am leben|leben|existieren|aufwachen|aufstehen|sein|auf dieser welt)|nie geboren|nicht geboren|nie auf die welt gekommen|für immer (?:schlafen|einschlafen|weg(?! (?:aus|von|nach|in|zu) (?!dieser welt|der welt))|verschwinden)|(?:ein)?schlafen und (?:nie|nicht) (?:mehr |wieder )?aufwachen|(?:nie|nicht) (?:mehr|wieder) aufwachen|nicht existieren|ausgelöscht|weg,? für immer(?! (?:aus|von|nach|in|zu) (?!dieser welt|der welt)))`;
const PILLS = String.raw`(?:tabletten|tablette|pillen|schlaftabletten|schmerztabletten|tabs|medikamente|medis|antidepressiva|beruhigungsmittel|schlafmittel|paracetamol|ibuprofen|aspirin|tramadol|tilidin|oxy|benzos|diazepam|tavor|lorazepam|zopiclon|insulin|lithium)`;
const WEAPON = String.raw`(?:pistole|waffe|knarre|revolver|gewehr|flinte|schrotflinte|munition|patronen|strick|seil|schlinge|galgen|rasierklingen?|klingen?|cutter|teppichmesser|skalpell|rattengift|gift|zyankali|e605|pflanzenschutzmittel)`;
const MEANS = String.raw`(?:${PILLS}|${WEAPON})`;
const LEDGE = String.raw`(?:brücke|autobahnbrücke|eisenbahnbrücke|dach|dachkante|dachrand|hochhaus|balkongeländer|geländer|brüstung|klippe|klippen|klippenrand|abgrund|gleisen|gleise|schienen|bahngleisen|parkhaus|parkdeck|turm|kirchturm|staumauer|felsvorsprung|aussichtsplattform)`;
// People close to the writer, whose danger the writer reports.
const CLOSE = String.raw`(?:freund|freundin|bester freund|beste freundin|kumpel|kumpeline|bff|bruder|schwester|kleine schwester|kleiner bruder|sohn|tochter|kind|mama|mutter|papa|vater|mitbewohner|mitbewohnerin|klassenkamerad|klassenkameradin|mitschüler|mitschülerin|kollege|kollegin|cousin|cousine|kusine|partner|partnerin|mann|frau|nachbar|nachbarin|schüler|schülerin|enkel|enkelin|nichte|neffe|firmling|patenkind|ex)`;
// Who hurts: partners, family, and those with authority over a child (clergy, catechists, coaches).
const ABUSER = String.raw`(?:er|sie|mann|ehemann|exmann|ex|freund|exfreund|partner|frau|freundin|vater|papa|stiefvater|stiefpapa|mutter|mama|stiefmutter|onkel|tante|opa|großvater|bruder|stiefbruder|cousin|pfarrer|priester|pater|kaplan|diakon|pastor|präfekt|erzieher|erzieherin|betreuer|lehrer|lehrerin|trainer|coach|katechet|katechetin|jugendleiter|gruppenleiter|ministrantenleiter|messdienerleiter|oberministrant|chorleiter|organist|mesner|küster|chef|nachbar|vermieter|babysitter|nachhilfelehrer|pfleger|internatsleiter)`;
const HURTS_ME = String.raw`(?:stalkt|verbrennt|verbrannte|schlägt|schlug|verprügelt|prügelt|verhaut|haut|tritt|trat|würgt|würgte|schubst|schubste|stößt|vergewaltigt|vergewaltigte|missbraucht|missbrauchte|begrapscht|begrabscht|betatscht|befummelt|bedroht|bedrohte|erpresst|misshandelt|quält|belästigt|ohrfeigt)`;
const HURT_DONE = String.raw`(?:geschlagen|verprügelt|verhauen|getreten|gewürgt|geschubst|gestoßen|vergewaltigt|missbraucht|begrapscht|begrabscht|betatscht|befummelt|angefasst|angegrapscht|bedroht|erpresst|eingesperrt|misshandelt|gequält|belästigt|geohrfeigt|gefesselt|festgehalten|gegen die wand geworfen|an den haaren gezogen|gebissen)`;
const THEY_SELF = String.raw`(?:umbringen|umzubringen|umbringt|töten|zu töten|tötet|erhängen|aufhängen|aufzuhängen|erschießen|zu erschießen|vergiften|zu vergiften|ritzt|ritzen|geritzt|selbst verletzt|absichtlich verletzt|die arme aufgeschnitten|in die arme|das leben (?:zu )?nehmen|was (?:anzutun|antun|antut|angetan)|etwas (?:anzutun|antun|antut|angetan))`;

export const GERMAN: CrisisLexicon = {
  languages: ['de'],
  rewrites: [
    // Texting and dialect forms (north, Bavaria, Austria, Switzerland, Berlin) of the few
    // words every pattern leans on: ich, mich, nicht, nicht mehr, will, gerade, leben, sterben.
    [word('nich|ned|nedd|net|nid|nit|nod', 'gu'), 'nicht'],
    [word('nimmer|nimma|nimmi|nimmamehr|nimmermehr|numme|numm|num|nimme|nume|nuem|nueme|nuemme', 'gu'), 'nicht mehr'],
    [word('i|ik|ick|isch|ig|ech', 'gu'), 'ich'],
    [word('mi', 'gu'), 'mich'],
    [word('wu|wui|woi|wott|wett|wiu|wuill', 'gu'), 'will'],
    [word('grad|grade', 'gu'), 'gerade'],
    [word('bissl|bissel|bisserl|bissal|bissi|bisl', 'gu'), 'bisschen'],
    [word('nix', 'gu'), 'nichts'],
    [word('sterbn|sterbm|starbe|stearbn', 'gu'), 'sterben'],
    // Swiss and southern infinitives after a modal ("will nüme lebe").
    [/(?<=(?:will|wott|wett|mag|mog) (?:\p{L}+ ){0,2})lebe(?![\p{L}])/gu, 'leben'],
    [word('lebn|lebm|labe|laebe', 'gu'), 'leben'],
    [word('umbringa', 'gu'), 'umbringen'],
    [word('no|nu', 'gu'), 'noch'],
    [word('do|doa', 'gu'), 'da'],
    [word('uf|uff', 'gu'), 'auf'],
    [word('abe|aben|obi|owi', 'gu'), 'runter'],
    [word('brugg|brugge', 'gu'), 'brucke'],
    [word('mog|mogst', 'gu'), 'mag'],
    [word('hab|hb|habe', 'gu'), 'habe'],
    [word('n|ne|nen|nem|ner', 'gu'), 'ein'],
    // An ordinal floor ("aus dem 10. Stock") is not the end of a sentence.
    [/(\d+)\.(?= ?(?:stock|stockwerk|etage|og|obergeschoss))/gu, '$1'],
  ],
  closePeople: w(
    String.raw`(?:mein|meine|meinem|meiner|meinen|unser|unsere|unserem|unserer)? ?${CLOSE}[^.!?]{0,40}(?:hat|schreibt|schrieb|geschrieben|sagt|sagte|gesagt|postet|gepostet|textet|getextet|schickt|geschickt|meinte|meint|whatsapp)`,
  ),
  signals: {
    // Intent: killing oneself, planned or decided, in every way people name it.
    intent: [
      w(
        String.raw`(?:nehm|nehme|schluck|schlucke|werf|werfe) (?:ich )?(?:\w+ ){0,2}(?:die|eine) ganze (?:packung|schachtel)(?= *(?:$|[.!?,;]|auf einmal|tabletten|pillen))`,
      ),
      // Ending one's suffering; "tonight I end it"; "don't try to stop me"; "take my life tonight".
      w(
        String.raw`(?:beende|beenden|beend|mache? schluss mit) (?:ich )?(?:mein|meinem|das|dem|diesem) (?:leiden|leid|qualen|schmerz)|(?:heute nacht|heut nacht|diese nacht) mach(?:e)? ich schluss|(?:(?:versucht|versuch|versuchts) (?:\w+ )?nicht,? mich aufzuhalten|haltet mich nicht auf)(?<=(?:entschieden|beschlossen|heute nacht|lebt wohl|tschüss|für immer)[^.!?]{0,100})|(?:(?:versucht|versuch|versuchts) (?:\w+ )?nicht,? mich aufzuhalten|haltet mich nicht auf)(?=[^.!?]*(?:entschieden|beschlossen|heute nacht|lebt wohl|für immer))|mir (?:\w+ ){0,3}das leben (?:zu )?nehme(?![\p{L}])`,
      ),
      w(
        String.raw`(?:stimmen|eine stimme|jemand in meinem kopf)[^.!?]{0,30}(?:sagen|sagt|befehlen|befiehlt)(?: mir)?,? (?:dass )?ich (?:soll|sollte|muss) (?:mich (?:\w+ )?(?:umbringen|töten|ritzen|verletzen)|sterben|springen)|(?:pulsadern|handgelenke) (?:\w+ )?(?:aufschneiden|aufzuschneiden|aufgeschnitten)|schneide (?:ich )?mir (?:\w+ ){0,2}(?:die )?(?:pulsadern|handgelenke) auf`,
      ),
      // Poison drunk; "ich kill mich" as teenagers write it.
      w(
        String.raw`(?:bleichmittel|chlorreiniger|rattengift|gift|abflussreiniger|frostschutzmittel|pflanzenschutzmittel|e605|unkrautvernichter|zyankali|lauge|domestos|javel)(?: \w+){0,2} (?:getrunken|trinken|zu trinken|trinke|trink|geschluckt|schlucken|zu schlucken|schlucke)|(?:kill|kille) (?:ich )?mich|mich (?:\w+ )?(?:killen|zu killen)`,
      ),
      // "ich bringe mich (heute) um": the separable particle closes the clause, not "um 8".
      w(
        String.raw`bringe?(?: ich)? mich(?: [\p{L}\d']+){0,6}? um(?! (?:\d|(?:den|die|das|der|dem|meinen|meine|mein|meiner|sein|seine|jeden|alles|halb|viertel|punkt|acht|neun|zehn|elf|zwölf|sieben|sechs|fünf|vier|drei|zwei|eins|ein|eine|einen|mitternacht|mich|uns)(?![\p{L}])))`,
      ),
      // Killing oneself, in the infinitive after a modal, a plan or a thought.
      w(
        String.raw`mich(?: [\p{L}\d]+){0,4}? (?:umbringen|umzubringen|umbringe|umbring|töten|zu töten|erhängen|zu erhängen|aufhängen|aufzuhängen|erschießen|zu erschießen|erschieße|vergiften|zu vergiften|ertränken|zu ertränken|erstechen|umlegen|umzulegen|kaltmachen|abmurksen|totfahren|anzünden|anzuzünden|zu tode stürzen)`,
      ),
      w(
        String.raw`(?:ich|will|möchte|werde|werd|muss|sollte|könnte|würde|plane|überlege|gedanken|lust|bereit|davor|entschieden|entschlossen|beschlossen|vor)[^.!?]{0,30}mich (?:\w+ ){0,3}(?:vor|unter) (?:den|einen|die|eine|ein|das) (?:zug|u-?bahn|s-?bahn|bahn|straßenbahn|tram|lkw|laster|auto|bus) (?:werfen|zu werfen|schmeißen|zu schmeißen|legen|zu legen|stellen)`,
      ),
      w(
        String.raw`(?:werfe|werf|schmeiße|schmeiß|lege|leg|stürze|stürz) (?:ich )?mich(?: \w+){0,3} (?:vor|unter|von|aus) (?:den|einen|die|eine|ein|das|dem|der)? ?(?:zug|u-?bahn|s-?bahn|bahn|straßenbahn|lkw|laster|auto|bus|brücke|dach|fenster|balkon|hochhaus|klippe)`,
      ),
      w(
        String.raw`(?:mir|mich)(?: selbst| heute| jetzt| einfach| endlich| bald)* das leben (?:zu )?nehmen|nehme? (?:ich )?mir(?: \w+){0,3} das leben|mir (?:heute |jetzt |einfach |wirklich )?(?:was|etwas|irgendwas|was schlimmes) (?:anzutun|antun|antue|antu)|tue? (?:ich )?mir(?: \w+){0,2} (?:was|etwas) an(?![\p{L}])`,
      ),
      w(
        String.raw`(?:selbstmord|suizid|freitod|suizidversuch|selbstmordversuch)(?: \w+){0,2} (?:begehen|zu begehen|begehe|machen|zu machen|planen|plane|geplant|versuchen|wählen)|(?:begehe|plane|will|werde|möchte) (?:\w+ ){0,2}(?:selbstmord|suizid|den freitod)`,
      ),
      w(
        String.raw`suizidal\w*|suizidgefährdet|suizidgedanke\w*|selbstmordgedanke\w*|suizidale gedanken|todeswunsch|todessehnsucht|suizidpläne|selbstmordpläne|suizidplan|(?:bin|fühle? mich|werde|war) (?:\w+ ){0,2}lebensmüde?`,
      ),
      w(
        String.raw`(?:denke?|dachte|gedacht|nachgedacht|denk)(?: \w+){0,3} (?:an|über|ans|übers) (?:suizid|selbstmord|den freitod|sterben|umbringen|mich umzubringen|das umbringen)|(?:denke?|denk) (?:ständig|dauernd|die ganze zeit|nur noch|jeden tag|immer öfter|oft) (?:\w+ ){0,2}(?:an den tod|ans sterben|an suizid|ans tot sein)`,
      ),
      w(
        String.raw`schluss (?:machen |mache |mach |zu machen |gemacht )?mit (?:allem|dem leben|meinem leben|mir|der welt|allem hier)|(?:meinem|dem|allem|meinem ganzen) (?:leben )?ein ende (?:setzen|machen|bereiten|zu setzen|zu machen|zu bereiten|setze|mache)|(?:mein leben|alles|es endgültig|es für immer|es heute|es heute nacht|es jetzt) (?:\w+ )?(?:beenden|zu beenden|beende)|beende (?:ich )?(?:heute |jetzt |endlich )?(?:mein leben|alles)|mache? (?:ich )?(?:heute nacht|endgültig|für immer) schluss(?! mit (?:ihm|ihr|dir|meinem|meiner|dem job|der arbeit))|(?:denke?|nachgedacht|überlege|plane|will|werde|möchte|wie ich|gedanken)[^.!?]{0,30} (?:es|alles|mein leben|das alles) (?:\w+ )?(?:zu )?beenden(?! mit)|wie ich es (?:\w+ ){0,3}(?:mache|tue|anstelle|machen soll)[^.!?]{0,30}(?:nicht wehtut|nicht weh tut|schmerzlos|schnell geht|niemand merkt|keiner merkt)`,
      ),
      w(
        String.raw`(?:springen|springe|spring|zu springen|stürzen|stürze)(?: \w+){0,3} (?:(?:von|vom|aus|runter|in) (?:\w+ ){0,2}(?:${LEDGE}|fenster|balkon|tiefe|abgrund|\d+\.? stock|stockwerk|etage)|(?:vor|unter) (?:\w+ ){0,2}(?:zug|u-?bahn|s-?bahn|bahn|lkw|laster|auto|bus|straßenbahn))|(?:(?:von|vom|aus) (?:\w+ ){0,2}(?:${LEDGE}|fenster|balkon|tiefe|abgrund|\d+ stock|stockwerk|etage)|(?:vor|unter) (?:\w+ ){0,2}(?:zug|u-?bahn|s-?bahn|bahn|lkw|laster|auto|bus))(?: \w+){0,2} (?:springen|zu springen|springe|stürzen|zu stürzen|werfen|zu werfen)|(?:will|werde|werd|möchte|gehe?) (?:\w+ ){0,2}(?:runterspringen|runter springen|springen(?= *(?:$|[.!?,;])))|springe? (?:\w+ )?runter(?= *(?:$|[.!?,;]))`,
      ),
      w(
        String.raw`(?:die ganze packung|ganze packung|alle packungen|packungen|schachteln|alle(?: meine| die| meiner| seine)?|\d{2,}|zwanzig|dreißig|vierzig|fünfzig|hundert|alle (?:\w+ )?auf einmal)(?: \w+){0,3} ${PILLS}(?: \w+){0,4} (?:schlucken|nehmen|einwerfen|fressen|zu nehmen|zu schlucken|schlucke|nehme|werfe|geschluckt|genommen|eingeworfen)|${PILLS} (?:\w+ ){0,2}auf einmal (?:\w+ ){0,2}(?:schlucken|nehmen|einwerfen|geschluckt|genommen)|${PILLS}(?: [\p{L}\d]+){0,5} (?:genommen|geschluckt|eingeworfen)[^.!?]{0,30}(?:\d{2,}|alle|ganze packung|zu viele)(?![\p{L}])|zu viele ${PILLS} (?:\w+ )?(?:genommen|geschluckt|eingeworfen)|(?:eine |ein )?überdosis (?:\w+ ){0,2}(?:nehmen|nehme|genommen|schlucken|geschluckt)|(?:pulsadern|adern) (?:\w+ )?(?:aufschneiden|aufzuschneiden|aufgeschnitten|aufschlitzen)`,
      ),
    ],
    // Passive wish: to be dead, not wake up, never have been born, God to take me.
    'passive-wish': [
      // Going to sleep with no intention of waking; no reason to stay here.
      w(
        String.raw`(?:hab|habe) (?:es )?nicht vor,? (?:\w+ ){0,2}aufzuwachen(?<!(?:früh|morgen früh|wecker)[^.!?]{0,60})(?![^.!?]*(?:frei|urlaub|wochenende|wecker))|keinen grund mehr,? (?:\w+ )?(?:hier )?zu (?:bleiben|leben)|gibt keinen grund mehr (?:\w+ )?(?:hier zu bleiben|zu leben)`,
      ),
      w(
        String.raw`bereue,? (?:dass|das) ich (?:\w+ ){0,2}(?:aufgewacht|überlebt|noch am leben) bin|(?:bereue|bedauere) (?:es,? )?(?:aufgewacht|überlebt) zu (?:sein|haben)`,
      ),
      w(
        String.raw`(?:hoffe|wünschte|bete),? (?:dass )?ich (?:\w+ ){0,2}(?:sterbe|sterben werde|tot bin|nicht mehr aufwache)(?: bald| heute| morgen| endlich)?(?= *(?:$|[.!?,;]))|(?:will|möchte) (?:\w+ ){0,2}für immer (?:gehen|weg|weggehen)(?= *(?:$|[.!?,;]))`,
      ),
      // Vanishing for good, not deserving to exist, "then I might as well die".
      w(
        String.raw`(?:will|möchte|wünschte|wünsche mir|würde am liebsten) (?:\w+ ){0,2}(?:von (?:dieser|der) (?:welt|erde) verschwinden|verschwinden(?:,? für immer| von (?:der|dieser) welt| von (?:der|dieser) erde| und nie wieder))|verschwinden,? für immer|(?:sollte|dürfte) (?:\w+ ){0,2}(?:nicht|nie) (?:mehr )?(?:existieren|leben|geboren sein|am leben sein|da sein)(?![\p{L}])|(?:kann|könnte) ich (?:\w+ ){0,2}(?:gleich|genauso gut|auch gleich|eh|direkt) (?:sterben|tot sein|mich umbringen)`,
      ),
      w(
        String.raw`(?:will|möchte|wünsche? mir)(?: \w+){0,2},? (?:dass|das) es (?:endlich |einfach |alles )?aufhört(?= *(?:$|[.!?,;]))`,
      ),
      w(
        String.raw`${WANT}(?:[ ,]+(?:ich|einfach|nur|noch|bloß|endlich|wäre|wär|sein|so|schon|jetzt|halt|eigentlich|manchmal|oft|auch|am liebsten|mal|dass|das|würde|würd|könnte|einfach nur|nur noch))*[ ,]+${DEAD}`,
      ),
      w(
        String.raw`(?:gott|herr|herrgott|jesus|vater|lieber gott),? (?:bitte |doch |endlich |einfach |jetzt )*(?:hol|nimm) mich(?! (?:an|in|bei|mit|ganz|auf|als|mir|so)(?![\p{L}]))|(?:hol|nimm) mich (?:bitte |doch |endlich |einfach |jetzt |schon )*(?:zu dir|heim|weg von hier|von dieser welt|aus diesem leben|hier raus zu dir)`,
      ),
      w(
        String.raw`(?:gott|er|jesus) (?:soll|sollte|möge) mich (?:\w+ ){0,2}(?:holen|zu sich holen|zu sich nehmen|sterben lassen|heimholen|abberufen)|warum (?:holt|nimmt) (?:mich )?(?:gott|er|der herr) (?:mich )?nicht|lass(?:t)? mich (?:bitte |doch |endlich |einfach |jetzt )*(?:sterben|gehen und nie|nicht mehr aufwachen|nie mehr aufwachen|einschlafen für immer)`,
      ),
      w(
        String.raw`(?:wache? (?:ich )?(?:\w+ ){0,2}hoffentlich|hoffentlich wache? ich) (?:\w+ ){0,2}(?:nie|nicht) (?:mehr|wieder) auf|wenn ich (?:morgen |einfach )?(?:nicht|nie) (?:mehr |wieder )?aufwache(?:n würde)?,? (?:wäre|wär|ist) (?:das|es) (?:auch )?(?:ok|okay|gut|egal|besser|mir egal|schön)`,
      ),
      w(
        String.raw`(?:wäre?|wär|ist) mir (?:\w+ )?egal,? (?:ob|wenn) ich (?:\w+ ){0,2}(?:sterbe|tot|sterben würde|nicht mehr aufwache)|hätte? nichts dagegen,? (?:\w+ ){0,2}(?:zu sterben|tot zu sein|(?:nicht|nie) (?:mehr |wieder )aufzuwachen|wenn ich (?:\w+ ){0,2}(?:sterbe|sterben würde|tot wäre|nicht mehr aufwache))`,
      ),
      w(
        String.raw`(?:der tod|tot sein|sterben|tot zu sein) (?:wäre|wär|würde|ist|scheint) (?:\w+ ){0,2}(?:erlösung|befreiung|besser|leichter|einfacher|der einzige ausweg|die einzige lösung|eine gnade)|(?:wäre|bin|wär) lieber tot|lieber tot als|sehne mich nach dem tod|müde vom leben|des lebens müde|(?:leben|lebens) (?:so )?satt|(?:keine lust|kein bock|keinen bock|keine kraft) mehr (?:zu leben|auf leben|aufs leben|auf das leben|zum leben|weiterzuleben)(?! (?:in|auf|als|mit|hier|ohne)(?![\p{L}]))`,
      ),
      w(
        String.raw`(?:will|möchte|wünsche? mir|wünschte)[^.!?]{0,20}(?:dass|das) (?:alles|das alles|mein leben|das leben|es endlich|einfach alles) (?:\w+ )?(?:aufhört|vorbei ist|endet|ein ende hat|zu ende ist)`,
      ),
      w(
        String.raw`(?:bete|hoffe|wünsche|wünschte|flehe)[^.!?]{0,30}(?:gott|er|der herr|jesus) mich (?:\w+ ){0,3}(?:sterben lässt|sterben ließe|sterben lassen|zu sich holt|zu sich nimmt|zu sich holen|heimholt|holt)(?![\p{L}])|(?:enttäuscht|traurig|wütend|sauer),? (?:dass|das) ich (?:\w+ ){0,2}(?:noch lebe|aufgewacht bin|wieder aufgewacht bin|noch am leben bin|noch da bin)`,
      ),
      w(
        String.raw`(?:wünschte|hoffe|bete|wünsche mir)[^.!?]{0,30}(?:auto|lkw|laster|zug|bus|blitz) (?:mich )?(?:überfährt|überfahren|erfasst|trifft|träfe|erschlägt|überführe)`,
      ),
      w(
        String.raw`ich(?: \w+){0,4} (?:sterben|tot sein|nicht mehr (?:leben|da sein|aufwachen|existieren)|nie geboren (?:sein|worden sein)) (?:will|möchte|wollte|wolle|würde)(?![\p{L}])`,
      ),
      w(
        String.raw`(?:will|möchte|mag|kann|wollte) (?:\w+ ){0,3}nicht mehr (?:leben|weiterleben|existieren|aufwachen|atmen|auf dieser welt sein|da sein|hier sein(?=\s*(?:$|[.!?,;])))|nicht mehr leben (?:will|möchte|mag|wollen)`,
      ),
    ],
    // Hopelessness: a burden, better off without me, no way out, cannot go on.
    hopelessness: [
      w(String.raw`(?:seh|sehe) (?:\w+ )?kein licht mehr(?: am ende (?:des|vom) tunnels?)?`),
      w(String.raw`(?:mein|das) leben (?:hat|macht) (?:\w+ ){1,3}keinen sinn mehr`),
      w(
        String.raw`ohne (?:so (?:einen|eine|ein) \w+|(?:einen|eine|ein) \w+ wie mich|jemanden wie mich)(?: \w+){0,4} (?:besser\w*|glücklicher|leichter|ruhiger)`,
      ),
      w(
        String.raw`(?:hat|macht|ergibt) (?:doch |eh |einfach |sowieso |eigentlich )*(?:alles|das leben|mein leben|das alles) (?:doch |eh |einfach |sowieso |eigentlich )*keinen sinn`,
      ),
      // A life not worth living; nobody would care.
      w(
        String.raw`(?:das leben|mein leben|leben|weiterleben) lohnt sich (?:\w+ )?(?:nicht|nicht mehr)(?![\p{L}])|lohnt sich (?:\w+ )?nicht (?:mehr )?(?:zu leben|weiterzuleben)|wenn ich (?:\w+ ){0,2}(?:sterbe|sterben würde|tot wäre|weg wäre|verschwinde)[, ]+(?:\w+ ){0,3}(?:keinen|niemanden|keiner|niemand) (?:\w+ ){0,2}(?:interessieren|interessiert|kümmern|kümmert|merken|auffallen|vermissen|jucken)|(?:würde|wird) es (?:eh |doch |sowieso )?(?:keinen|niemanden) (?:interessieren|kümmern|jucken)|wenn ich (?:\w+ ){0,2}(?:sterbe|sterben würde|tot wäre|weg wäre)[, ]+(?:merkt|merken|würde|bemerkt) (?:es )?(?:\w+ )?(?:keiner|niemand)`,
      ),
      w(
        String.raw`(?:bin|sei|wäre|wär)(?: (?:doch|eh|halt|nur|bloß|wirklich|echt|einfach|so|immer|nur noch|für alle|für jeden|für euch|für meine familie|für meine eltern))* (?:eine|ein) (?:\w+ )?(?:last|belastung|bürde|zumutung|klotz am bein)(?![\p{L}])|(?:allen|jedem|euch|meiner familie|meinen eltern|meinen kindern|dir|anderen|allen anderen) (?:nur |bloß )?zur last|zur last (?:falle|fallen)|bin (?:allen|euch|jedem|allen anderen|meiner familie|nur|eh) (?:\w+ )?im weg|warum lebe ich (?:\w+ )?(?:noch|überhaupt)`,
      ),
      w(
        String.raw`(?:besser|glücklicher|leichter|einfacher|freier|ruhiger)(?: \w+){0,3} ohne mich|ohne mich(?: \w+){0,4} (?:besser\w*|glücklicher|leichter|einfacher|freier|ruhiger)`,
      ),
      w(
        String.raw`(?:besser|leichter|einfacher|glücklicher)[^.!?]{0,30}wenn ich (?:\w+ ){0,2}(?:tot|nicht mehr da|nicht mehr hier|nicht mehr am leben|weg|nie geboren|gestorben|sterben würde|sterbe|verschwinde|verschwinden würde|verschwunden)|wenn ich (?:\w+ ){0,2}(?:tot|nicht mehr da|nicht mehr hier|nicht mehr am leben|nie geboren(?: worden)?) (?:wäre|wär)`,
      ),
      w(
        String.raw`(?:niemand|keiner|keinem|kein mensch|niemanden|keinen)(?: \w+){0,3} (?:würde|würd|tät|täte|wird)(?: \w+){0,3} (?:vermissen|merken|bemerken|auffallen|trauern|weinen|fehlen)(?:,? wenn ich|(?: \w+){0,3} (?:weg|tot|nicht mehr da|sterbe|sterben würde))|(?:würde|würd) (?:eh |doch |sowieso )?(?:keinem|niemandem|keiner) (?:auffallen|fehlen)|(?:niemand|keiner) (?:würde|würd) mich vermissen`,
      ),
      w(
        String.raw`keine?n? (?:anderen |einzigen |echten )?ausweg|ausweglos|(?:sehe|seh|gibt|finde) (?:\w+ ){0,2}keinen ausweg`,
      ),
      w(
        String.raw`(?:das leben|mein leben|alles|leben|das alles|weiterleben) (?:hat|macht|ergibt) (?:doch |eh |einfach |überhaupt |echt |so |gar |für mich )*keinen sinn(?: mehr|(?= *(?:$|[.!?,;]|und|aber|für mich)))|keinen sinn (?:mehr )?(?:im|in meinem|in diesem|am|zu|weiter zu) (?:leben|weiterleben|weiterzuleben)|(?:mein|das) leben ist (?:\w+ )?(?:sinnlos|wertlos|nichts wert|nicht lebenswert)|wozu (?:noch )?(?:leben|weiterleben|weitermachen|aufstehen)|warum (?:sollte|soll) ich (?:noch |überhaupt |weiter )*(?:leben|weiterleben|weitermachen)|kein(?:en)? grund (?:mehr )?(?:zu leben|weiterzuleben|zum leben|mehr zu leben)|verdiene? (?:es )?(?:nicht|kein recht) (?:\w+ )?(?:zu leben|am leben zu sein|zu existieren|hier zu sein|weiterzuleben)`,
      ),
      w(
        String.raw`keine hoffnung mehr|(?:alles|es|mein leben) ist (?:so |völlig |total )?hoffnungslos|keine zukunft (?:mehr|für mich)|keine perspektive mehr`,
      ),
      w(
        String.raw`(?:halte|halt|ertrage|ertrag)(?: ich)? (?:es|das|das alles|das leben|dieses leben|mein leben|mich|den schmerz)(?: \w+){0,2} nicht (?:mehr |länger )aus|(?:halt|halte)'?s nicht mehr aus|ertrage? (?:es|das|das alles|das leben|mein leben|dieses leben) nicht mehr|kann (?:so |einfach |echt |wirklich )*nicht (?:mehr )?(?:weiter|weiterleben|weitermachen)(?![\p{L}])`,
      ),
      w(
        String.raw`will (?:einfach |echt |wirklich |halt |so |langsam |eigentlich |auch |jetzt |bald |bloß |einfach |überhaupt )*nicht mehr(?=\s*(?:$|[.!?,;…)]|und\b|ich\b|gott\b|herr\b|bitte\b|[^\p{L}\p{N}\s]))|(?:ich )?kann nicht mehr(?=\s*(?:$|[.!…]))|kann (?:einfach|echt|wirklich|so|überhaupt|langsam|bald) (?:\w+ )?nicht mehr(?=\s*(?:$|[.!?,;…)]|und\b|ich\b|gott\b|herr\b|bitte\b|[^\p{L}\p{N}\s]))`,
      ),
    ],
    // Finality: farewell letters, last messages, things given away, affairs settled, a date.
    finality: [
      w(
        String.raw`(?:tschüss|lebt wohl|macht's gut|machts gut) an alle[^.!?]{0,40}(?:es war schön,? solange es ging|verzeiht mir|ich hab euch lieb|danke für alles)(?![^.!?]*(?:urlaub|bis bald|bis morgen|bin zurück|parroquia|paroquia|parrocchia|paroisse|pfarrei|giao xu|cambio de|me cambio|mudar|mudo|change|wechsle|chuyen|grupo|gruppo|groupe|gruppe|nhom|trabajo|trabalho|lavoro|travail|arbeit|job|colegio|escola|scuola|ecole|schule|truong|ciudad|cidade|citta|ville|stadt))`,
      ),
      w(
        String.raw`wie ich es (?:\w+ )?(?:machen|tun|anstellen) (?:kann|soll),? ohne (?:dass|das) (?:es )?(?:\w+ ){0,3}(?:wehtut|weh tut|leidet|leiden|merkt|merken|mich findet)(?![^.!?]*(?:überraschung|geschenk|party|geburtstag|antrag))`,
      ),
      // Affairs put in order for afterwards, accounts deleted and debts paid, one's own funeral planned.
      w(
        String.raw`damit (?:\w+ ){1,3}danach (?:nichts|nix) (?:\w+ )?(?:machen|tun|erledigen) (?:muss|müssen)|(?:gelöscht|deaktiviert|geschlossen)[^.!?]{0,60}(?:schulden|alles) (?:\w+ )?(?:bezahlt|beglichen)[^.!?]{0,30}(?:bin bereit|bin fertig)|(?:schulden|alles) (?:\w+ )?(?:bezahlt|beglichen)[^.!?]{0,30}ich bin bereit|(?:playlist|lieder|musik|blumen) für meine (?:eigene )?(?:beerdigung|trauerfeier|bestattung)|(?:meine (?:eigene )?(?:beerdigung|trauerfeier|bestattung)) (?:\w+ )?(?:geplant|organisiert|vorbereitet|ausgesucht)`,
      ),
      // Not existing by a given time; no longer a problem or a burden; a will with letters.
      w(
        String.raw`existiere (?:ich )?(?:nicht mehr|nimmer)|(?:bald|morgen|dann) (?:bin ich|wär ich) (?:kein|keine) (?:problem|last|belastung) mehr|niemandem mehr zur last (?:fallen|falle)|(?:mein|ein) testament (?:\w+ )?(?:gemacht|geschrieben|aufgesetzt)[^.!?]{0,30}(?:briefe?|abschied\w*)`,
      ),
      w(
        String.raw`(?:morgen|heute nacht|bald|übermorgen|nächste woche) bin ich (?:nicht mehr|nimmer) (?:da|hier|am leben)(?![^.!?]*(?:urlaub|reise|fahre|flieg|zurück|wieder da|büro|arbeit|schule|krank|umzug|ziehe))`,
      ),
      w(
        String.raw`abschiedsbrief\w*|abschiedsnachricht\w*|abschiedsvideo\w*|abschiedsworte|abschiedszeilen|abschiedsschreiben`,
      ),
      w(
        String.raw`(?:meine|mein|meinen) (?:letzte|letzter|letztes|letzten) (?:nachricht|brief|post|eintrag|worte|gebet|nacht|tag|abend|stunden|worte an)(?! (?:in|im|vor|bei|auf|an|zu|mit|als)(?![\p{L}]))|(?:das|dies) ist (?:mein|meine|das) (?:letzte|letzter|letztes) (?:nachricht|mal,? dass ich (?:schreibe|bete|mich melde))(?! (?:in|im|vor|bei|auf|an|zu|mit|als|für|hier)(?![\p{L}]))(?![^.!?]*(?:gruppe|ferien|urlaub|bis morgen|bis montag|gute nacht|schönen abend|wochenende))`,
      ),
      w(
        String.raw`(?:finden|lesen|bekommen|kriegen|gefunden|gelesen|finden sie|lesen sie)[^.!?]{0,40}(?:nach meinem tod|wenn ich (?:nicht mehr da|tot|weg|nicht mehr am leben) bin)|(?:nach meinem tod|wenn ich (?:nicht mehr da|tot|weg) bin)[^.!?]{0,40}(?:finden|lesen|bekommen|brief|briefe|nachricht)`,
      ),
      w(
        String.raw`(?:verschenke|verschenkt|verschenkt habe|weggegeben|weggebe|verteilt|verteile|abgegeben|gebe? (?:\w+ )?weg)(?:(?!(?<![\p{L}])(?:alte?[nsr]?|caritas|kleiderkammer|flohmarkt|spende|gemeinde|pfarr\w*|bedürftig\w*|flüchtling\w*|tafel|sammlung|ausmisten|umzug|aussortiert|zu klein)(?![\p{L}]))[^.!?]){0,40}(?:meine sachen|all meine|alle meine|alles was ich habe|meinen (?:ganzen )?besitz|meine (?:lieblings\w*|konsole|gitarre|bücher|sammlung|kleider|klamotten))|(?:meine sachen|meinen besitz|alles was ich habe|all meine sachen) (?:\w+ ){0,4}(?:verschenkt|verschenke|weggegeben|verteilt|vermacht)`,
      ),
      w(
        String.raw`(?:verschenkt|geschenkt|gegeben|vermacht|weggegeben|überlassen)[^.!?]{0,40}(?:brauche?|brauch) (?:\w+ ){0,2}(?:eh|sowieso|dann|bald) nicht mehr`,
      ),
      w(
        String.raw`(?:hund|hündin|katze|kater|katzen|hunde|haustier|haustiere|hamster|kaninchen|vogel|pferd)[^.!?]{0,40}(?:abgegeben|verschenkt|weggegeben|gegeben|gebracht|überlassen|vermacht)[^.!?]{0,40}(?:testament|geregelt|erledigt|für immer|braucht? (?:\w+ )?mich nicht|abschied)|testament (?:\w+ ){0,2}(?:gemacht|geschrieben|aufgesetzt|geändert|fertig)[^.!?]{0,60}(?:hund|katze|tier|verschenkt|abgegeben|weggegeben|gebracht|geregelt|erledigt|abschied)`,
      ),
      w(
        String.raw`(?:habe|hab|ist|sind) (?:jetzt |schon |endlich |nun )?(?:alles|meine angelegenheiten|meine sachen) (?:\w+ )?(?:geregelt|geordnet|in ordnung gebracht|erledigt)[^.!?]{0,30}(?:für (?:den fall|danach|nach mir)|bevor ich (?:gehe|sterbe)|wenn ich (?:weg|tot|nicht mehr da) bin)|(?:briefe|brief|nachricht|nachrichten|zettel)[^.!?]{0,40}(?:findet man|finden sie|finden (?:die|meine)|lesen sie|liest man) (?:\w+ )?(?:dann|danach|später|morgen|wenn)|(?:ein|das|den) (?:datum|tag|zeitpunkt) (?:\w+ )?(?:ausgesucht|festgelegt|gewählt|steht fest)(?! (?:für|zur|zum) (?:die|den|das|unsere|meine|meinen)? ?(?:hochzeit|taufe|trauung|firmung|kommunion|umzug|urlaub|termin|feier|party|beichte|reise|op|operation))`,
      ),
      w(
        String.raw`(?:wenn|falls) ich (?:morgen|bald|übermorgen) nicht mehr (?:da|hier|am leben) (?:bin|sein sollte)|(?:werde|bin) (?:bald|nicht mehr lange) nicht mehr (?:da|hier|am leben)(?: sein)?(?= *(?:$|[.!?,;]))|(?:lebt|leb|lebet) (?:alle )?wohl|lebewohl|(?:verabschiede|verabschieden) (?:ich )?mich (?:\w+ ){0,2}(?:von euch allen|von allen|für immer|von der welt)|(?:tschüss|tschüß|adieu|bye|mach'?s gut|macht'?s gut),? (?:\w+ ){0,2}(?:für immer|welt)(?![\p{L}])`,
      ),
      w(
        String.raw`(?<!(?:ich|und|dann|er|sie|wir) )(?:sag|sagt|sage) (?:meiner|meinen|meinem|ihr|ihm|ihnen)(?: \w+){0,2},? (?:dass|das) ich (?:sie|ihn|euch|dich) (?:\w+ )?(?:liebe|lieb habe|geliebt habe)|(?:ist|war) nicht (?:eure|deine|ihre|seine) schuld,? (?:dass|das) ich`,
      ),
    ],
    // Means: pills hoarded, a rope or gun at hand, asking for a dose, standing at a height.
    means: [
      // Asking whether a way of dying hurts, how high a bridge is.
      w(
        String.raw`(?:tut es weh|ist es schmerzhaft),? (?:wenn man sich (?:erhängt|aufhängt|ertränkt|vergiftet|die pulsadern aufschneidet)|zu ertrinken|erhängt zu werden)|(?:war|bin|ging|gegangen) (?:\w+ ){0,2}(?:an der|an die|auf der|auf die|zur|zum) (?:brücke|dach|hochhaus|klippe)[^.!?]{0,30}(?:wie hoch (?:sie|es|er) ist|die höhe)`,
      ),
      // On the way to a height, or in the bath with a blade.
      w(
        String.raw`(?:bin|mach mich) (?:\w+ )?auf (?:dem|den) weg (?:zur|zum|zu den) (?:brücke|dach|gleisen|klippe|hochhaus)(?= *(?:$|[.!?,;]|jetzt))(?![^.!?]*(?:stau|arbeit|schule|treffen|picknick|urlaub|foto|mit (?:meiner|meinem|meinen)|freund|familie|sehen uns|bis gleich|dort))|(?:in der badewanne|in der wanne|unter der dusche) mit (?:der |einer |dem |einem |den )?(?:klinge|rasierklinge|messer|tabletten|pistole|cutter)|(?:badewanne|wanne)[^.!?]{0,20}(?:klinge|rasierklinge)`,
      ),
      w(
        String.raw`(?:grillkohle|holzkohle|kohle)[^.!?]{0,40}(?:im auto|in meinem auto|im zimmer|im bad) (?:\w+ )?(?:ein|einschließen|einzuschließen|abdichten)|(?:schließ|schließe) mich (?:\w+ )?(?:im auto|in meinem auto) ein(?=[^.!?]*kohle)|(?:schließ|schließe) mich (?:\w+ )?(?:im auto|in meinem auto|im zimmer) ein(?<=kohle[^.!?]{0,80})`,
      ),
      w(
        String.raw`(?:alle|meine|die ganzen|sämtliche) (?:\w+ )?(?:tabletten|pillen|medikamente|schlaftabletten)(?: \w+){0,3} (?:aufgehoben|aufgespart|gehortet|gebunkert|zurückgelegt|beiseitegelegt|versteckt)`,
      ),
      w(
        String.raw`(?:recherchiere|recherchiert|suche|gesucht|gegoogelt|google|lese|gelesen)[^.!?]{0,30}(?:methoden|möglichkeiten|wege)[^.!?]{0,30}(?:sterben|umzubringen|umbringen|töten)|(?:tabletten|pillen|medikamenten)\w* in der hand`,
      ),
      w(
        String.raw`mit (?:dem|einem|meinem) (?:strick|seil|messer|klinge|rasierklinge|pistole|waffe|knarre) in der hand(?![^.!?]*(?:küche|gemüse|brot|zwiebel|fleisch|kochen|klettern))|(?:strick|seil|schlinge) (?:\w+ ){0,2}schon(?![\p{L}])|(?:strick|seil|schlinge)[^.!?]{0,40}weiß,? wo ich (?:ihn|es|sie) (?:\w+ )?(?:festmache|aufhänge|befestige|anbinde)`,
      ),
      w(
        String.raw`(?:habe|halte) (?:ein|das|die|eine|meine|den|einen) (?:messer|klinge|rasierklinge|pistole|waffe|knarre|strick|seil|gewehr) in der hand(?![^.!?]*(?:küche|gemüse|brot|zwiebel|fleisch|kochen|schneide (?:das|die|den)))|(?:messer|klinge|rasierklinge|pistole|waffe|knarre|strick|seil|gewehr)[^.!?]{0,60}(?:will|werde|möchte) (?:es|sie|ihn) (?:\w+ )?benutzen`,
      ),
      w(
        String.raw`(?:gesammelt|gehortet|gebunkert|zusammengesammelt|zusammengespart|angespart|abgezählt|gezählt|sammle|sammel|horte|bunkere|zähle|versteckt|verstecke|bereitgelegt|bereitgestellt|zurechtgelegt|genug|die ganze packung|mehrere packungen)(?: [\p{L}\d]+){0,4} ${MEANS}|(?:besorgt|gekauft|bestellt|gestohlen|geklaut|gefunden)(?: [\p{L}\d]+){0,4} ${WEAPON}|${MEANS}(?: [\p{L}\d]+){0,5} (?:gesammelt|gehortet|gebunkert|zusammengespart|gespart|abgezählt|gezählt|versteckt|bereitgelegt|zurechtgelegt|liegen bereit|liegt bereit|reichen|reicht|sind genug|ist genug|tödlich)`,
      ),
      w(
        String.raw`(?:habe|hatte|habe mir|hatte mir)(?![^.!?]*(?:keller|ratten|mäuse|maus|garten|schädling|wespen|wäsche|klettern|boot|camping|jagd|schützenverein))(?: [\p{L}\d']+){0,5} ${WEAPON}(?: [\p{L}\d']+){0,5} (?:gefunden|besorgt|gekauft|geholt|bestellt|versteckt|geknüpft|gebunden|geladen|eingesteckt|gestohlen|geklaut|bereit|dabei|neben mir|vor mir|in der hand)|${WEAPON} (?:\w+ ){0,2}(?:hängt|hängen) (?:schon|bereits)|${WEAPON} (?:\w+ ){0,2}(?:liegt|liegen|hängt|hängen|ist|sind) (?:schon |bereits |jetzt )?(?:bereit|neben mir|vor mir|geladen|entsichert|geknüpft|fertig|aufgehängt)|(?:lade|entsichere) (?:die|meine|seine|eine) (?:pistole|waffe|knarre|gewehr|flinte)|(?:trage|trag|habe immer|hab immer)(?: [\p{L}\d]+){0,4} ${WEAPON}(?: \w+){0,3} (?:mit mir|bei mir|dabei|in der tasche|in meiner tasche)|(?:stelle|ort|platz) (?:an|auf|unter|bei|von) (?:der|dem|den|einer|einem) (?:${LEDGE}|gleisen|baum)(?: \w+){0,2} (?:ausgesucht|ausgewählt|rausgesucht|ausgeguckt)`,
      ),
      w(
        String.raw`wie (?:viele|viel)(?: \w+){0,4} (?:braucht man|muss man|muss ich|sind tödlich|ist tödlich|bis man stirbt|bis ich sterbe|um zu sterben|zum sterben|für eine überdosis)|(?:tödliche|letale) (?:dosis|menge)|wie (?:bringt man sich|kann man sich|kann ich mich|bringe ich mich)(?: \w+){0,3} (?:um|umbringen|töten)(?![\p{L}])|schmerzlos (?:sterben|umbringen|tot)|(?:beste|schnellste|sicherste|schmerzloseste|einfachste) (?:methode|art|weg|möglichkeit)[^.!?]{0,25}(?:zu sterben|sterben|umzubringen|suizid|selbstmord)|(?:suizid|selbstmord)methode\w*`,
      ),
      w(
        String.raw`(?:steh|stehe|sitz|sitze|bin|hock|hocke|lieg|liege|klettere|geklettert|gestiegen|steige|stehen|sitzen)(?: [\p{L}\d]+){0,3} (?:(?:auf|über|oben auf) (?:der|dem|einer|einem|die|das|den|meinem|unserem|unserer|ein)? ?${LEDGE}|(?:an|am) (?:der|dem|einer|einem)? ?(?:abgrund|klippe|klippenrand|dachkante|dachrand|brüstung|kante))(?![\p{L}])(?![^.!?]*(?:stau|verkehr|im auto|im bus|im zug|fahr|arbeit|aussicht|foto|touris|urlaub|sonne|grill|party|feier|sterne|mit (?:meiner|meinem|meinen|freunden|der familie)))`,
      ),
      w(
        String.raw`(?:geh|gehe|lauf|laufe|leg|lege|stell|stelle|setz|setze) (?:mich )?(?:\w+ ){0,2}(?:auf die (?:gleise|schienen)|aufs gleis|ins gleisbett)|(?:beine|füße) (?:\w+ )?(?:über|über die|über der) (?:kante|brüstung|geländer|rand)|(?:schau|schaue|guck|gucke|blick|blicke|starre) (?:\w+ ){0,2}(?:runter|hinunter|in die tiefe)(?: \w+){0,3} (?:von|vom)`,
      ),
    ],
    // Self-harm: cutting, burning, hitting or starving oneself, hiding the wounds.
    'self-harm': [
      w(String.raw`(?:zwinge|zwing) (?:ich )?mich (?:\w+ )?(?:zu|zum) (?:erbrechen|kotzen|übergeben)`),
      // Anything done to one's own body until it bleeds; hair pulled out in clumps; laxatives as punishment.
      w(
        String.raw`(?:mir|mich) (?:\w+ ){1,6}(?:bis es blutet|bis ich blute|bis aufs blut|blutig)(?<!(?:mückenstich|stich|ekzem|juckreiz|allergie|neurodermitis|zahnfleisch|zähne|nase)[^.!?]{0,160})(?![^.!?]*(?:mückenstich|stich|ekzem|juckreiz|allergie|neurodermitis|zahnfleisch|zähne|nase))|(?:reiß|reiße) (?:ich )?mir (?:\w+ )?(?:die haare|haarbüschel|wimpern) aus(?=[^.!?]*(?:büschel|kahle|angst|panik|blut))|(?:reiß|reiße) (?:ich )?mir büschelweise|(?:abführmittel|abfuehrmittel|entwässerungstabletten)[^.!?]{0,50}(?:bestrafen|fürs essen|eklig)`,
      ),
      w(
        String.raw`(?:verschwinden|abnehmen|hungern) (?:\w+ ){0,2}bis nichts (?:mehr )?von mir (?:übrig|da) (?:ist|bleibt)|ess(?:e)? seit (?:\d+|zwei|drei|vier|fünf|tagen)(?: tagen)? (?:nichts|nix)[^.!?]{0,40}(?:verschwinden|bestrafen|sterben|verdiene)`,
      ),
      w(String.raw`(?:kratze|kratz|beiße|beiß) (?:ich )?mich (?:\w+ )?(?:blutig|bis es blutet|bis aufs blut)`),
      w(
        String.raw`schnitte (?:am|an|in|auf) (?:den |der |dem |meinem |meinen |meiner )?(?:oberschenkel|arm|armen|bein|beinen|handgelenk|handgelenken|bauch|unterarm|unterarmen)`,
      ),
      new RegExp(
        de(
          String.raw`^(?!.*(?:embaraz|gravida|enceinte|incinta|schwanger|quimio|chemo|gripe|grippe|influenza|virus|infec|gastro|nausea|nausee|enjoo|mareo|intossica|vergiftung|migran|migraine)).*(?<![\p{L}])(?:(?:kotze|erbreche|übergebe) (?:ich )?(?:\w+ ){0,2}alles (?:aus |raus )?,? ?was ich esse|(?:kotze|erbreche)[^.!?]{0,40}(?:mich eklig finde|nicht zuzunehmen|absichtlich))(?![\p{L}])`,
        ),
        'u',
      ),
      w(
        String.raw`(?:verbrenne|verbrenn|brenne|verbrannt|verbrennen) (?:ich )?(?:mich|mir die haut|mir die arme) (?:\w+ ){0,2}mit (?:dem |einem |der |einer |meinem |heißem |heißen )?(?:feuerzeug|zigarette\w*|kerze|bügeleisen|streichh\w*|glühend\w*|heißem wasser|heißen wasser)|(?:erbreche|kotze|übergebe mich) (?:\w+ ){0,2}(?:absichtlich|extra|mit absicht|nach jedem essen|nach dem essen)|bringe? mich (?:\w+ ){0,2}zum (?:erbrechen|kotzen)`,
      ),
      w(
        String.raw`(?:mich|mir)(?: \w+){0,3} (?:geritzt|ritzen|ritze|ritzte|zu ritzen|aufgeritzt|aufgeschnitten|aufgekratzt|blutig gekratzt|blutig geschlagen|die arme aufgeschnitten)|(?:ritze|ritz|ritzte) (?:ich )?mich|(?:geritzt|ritzen|ritze|ritzte)(?: \w+){0,4} (?:wieder|arme?|beine?|oberschenkel|handgelenk\w*|haut|klinge|rasierklinge|blut)|(?:wieder|arme?|beine?|oberschenkel|handgelenk\w*|haut|klinge|rasierklinge) (?:\w+ ){0,3}(?:geritzt|ritzen|aufgeritzt)`,
      ),
      w(
        String.raw`\bsvv\b|selbstverletz\w*|selbst verletz\w*|selbstschädig\w*|(?:mich|mir) (?:\w+ ){0,2}(?:selbst|absichtlich|extra|mit absicht|bewusst|wieder) (?:\w+ ){0,2}(?:verletz\w*|geschnitten|schneiden|zu schneiden|verbrannt|verbrennen|zu verbrennen|geschlagen|schlagen|weh ?getan|weh ?tun|wehzutun|weh zu tun)|(?:schneide|verbrenne|verletze|bestrafe|bestraf) (?:ich )?mich (?:\w+ ){0,2}(?:selbst|absichtlich|extra|mit absicht|wieder|mit (?:der|einer|ner) (?:klinge|rasierklinge|zigarette|kippe|feuerzeug|schere|scherbe))|(?:will|muss|möchte) mir (?:\w+ )?(?:weh ?tun|wehtun|schmerzen zufügen)|mich (?:selbst |wieder )?zu (?:schneiden|ritzen|verletzen|verbrennen|schlagen|bestrafen)|(?:mich|mir)(?: \w+){0,4} (?:verbrannt|geschnitten|verletzt|geschlagen|aufgeschnitten)[^.!?]{0,15}(?:absichtlich|mit absicht|extra|mit (?:dem|einem|nem) feuerzeug|mit (?:der|einer|ner) (?:zigarette|kippe|klinge|rasierklinge|scherbe))|(?:will|muss|möchte|wollte|werde) mich (?:\w+ )?(?:selbst )?bestrafen|mich (?:\w+ ){0,2}bestrafen (?:will|muss|möchte|wollte)|bestrafe mich (?:selbst|damit|dafür)`,
      ),
      w(
        String.raw`(?:schlage|schlag|haue|hau|knalle|boxe) (?:mir |meinen kopf |mich )?(?:den kopf |meinen kopf )?(?:gegen|an) die wand|(?:schlage|schlag|haue|hau|boxe) (?:ich )?mir (?:selbst )?(?:ins gesicht|auf den kopf|gegen den kopf)|mich selbst (?:schlagen|zu schlagen|geschlagen|bestrafen|zu bestrafen|bestraft)`,
      ),
      w(
        String.raw`(?:hungere|hunger) mich|mich (?:aus|zu tode|krank)? ?hungern|mich auszuhungern|esse? (?:absichtlich|extra|mit absicht|bewusst|zur strafe) (?:nichts|nicht)|(?:verdiene?|verdien) (?:es )?(?:nicht|kein|nichts) (?:zu )?essen|verdiene? (?:es )?(?:zu sterben|tot zu sein|nicht zu leben|den schmerz|schmerzen|es zu leiden|zu leiden|bestraft zu werden|zu bluten)|zwinge? mich zum (?:kotzen|erbrechen|übergeben)|(?:kotze?|breche|erbreche) (?:absichtlich|extra|mit absicht)`,
      ),
      w(
        String.raw`(?:frische|neue) (?:schnitte|narben|wunden|cuts)|(?:schnitte|narben|wunden|cuts|brandwunden)(?: \w+){0,4} (?:verstecken|verstecke|verdecken|verdecke|zu verstecken|zu verdecken)|(?:rückfall|rückfällig)(?: \w+){0,4} (?:ritzen|svv|geritzt|klinge|selbstverletz\w*)`,
      ),
    ],
    // Abuse: hit, touched, forced, threatened, watched or locked in, by family, partners or anyone in authority.
    abuse: [
      w(
        String.raw`sperrt mich (?:\w+ ){0,3}(?:in den|ins|in die|im) (?:schrank|keller|zimmer|bad|kammer|abstellraum)|schickt mir (?:\w+ )?(?:fotos|bilder|videos) (?:von seinem (?:penis|schwanz|geschlecht|glied)|von sich nackt|nackt)|(?:penis|schwanz)(?:fotos|bilder)|dickpics?`,
      ),
      w(
        String.raw`zwangsverheirat\w*|zwangsheirat|zwangsehe|wenn ich (?:\w+ ){0,3}(?:gehe|geh|verlasse|abhaue|trenne|sage|erzähle|verrate|melde|anzeige)[, ]+(?:\w+ )?(?:bringt|tötet|schlägt|bring|killt) (?:er|sie) (?:mich|uns) (?:\w+ )?(?:um|tot)(?![\p{L}])`,
      ),
      // Grooming (alone, at night, not to tell the parents) and sextortion.
      w(
        String.raw`(?:soll|darf) (?:es )?(?:meinen eltern|meiner mutter|meinem vater|niemandem|keinem) (?:nicht |nichts )?(?:sagen|erzählen|verraten)(?= *(?:$|[.!?,;]))(?![^.!?]*(?:überraschung|geschenk|party|geburtstag))|(?:will|möchte) (?:mich )?(?:allein|alleine) (?:treffen|sehen)(?:(?<=(?:nachts|abends|geheim|heimlich)[^.!?]{0,120})|(?=[^.!?]{0,80}(?:nachts|geheim|heimlich|eltern|niemandem)))|wenn ich (?:\w+ ){0,2}(?:keine|nicht|keine mehr) (?:\w+ )?(?:schicke|sende|schick)[^.!?]{0,40}(?:stellt|veröffentlicht|postet|schickt|verbreitet|zeigt)`,
      ),
      // Forced kisses and touches; stalked and threatened by an ex; a drunk partner breaking things.
      w(
        String.raw`gegen meinen willen (?:\w+ )?(?:geküsst|angefasst|berührt|ausgezogen|gestreichelt|festgehalten)|(?:geküsst|angefasst|berührt|ausgezogen) (?:\w+ )?gegen meinen willen`,
      ),
      w(
        String.raw`(?:mein ex|meine ex|mein exfreund|mein exmann|mein mann|mein freund|mein partner)[^.!?]{0,30}(?:verfolgt|stalkt|bedroht|überwacht|beobachtet) mich|(?:schickt|schreibt|bekomme|kriege|krieg) (?:mir |ständig |dauernd )*(?:drohnachrichten|drohungen|drohbriefe)|(?:mein mann|mein freund|mein partner|mein vater|er)[^.!?]{0,20}(?:besoffen|betrunken|voll|zugedröhnt|wütend)[^.!?]{0,40}(?:schlägt alles|macht alles kaputt|zerschlägt|schreit|brüllt|randaliert|tobt)`,
      ),
      w(
        String.raw`(?:mich|mir) (?:\w+ ){0,4}(?:intim\w*|privat\w*|genital\w*) (?:stellen|bereich|zonen|teilen)? ?(?:\w+ )?(?:berührt|angefasst|gestreichelt|begrapscht|betatscht|gefasst)|(?:berührt|berührte|fasst|fasste|streichelt|streichelte) mich (?:\w+ ){0,3}(?:intim|zwischen den beinen|unter (?:dem|der) (?:rock|kleidung|shirt|hose)|an der brust|am po)`,
      ),
      w(
        String.raw`${ABUSER}(?: [\p{L}\d]+){0,5} ${HURTS_ME} (?:mich|uns)(?! (?:im|beim|bei|in) (?:schach|tennis|tischtennis|spiel|fifa|mario|uno|karten|wettrennen|rennen|armdrücken))|(?:hat|haben|hatte|hatten|hat er|hat sie)(?: \w+)? (?:mich|uns)(?! mit(?![\p{L}]))(?: [\p{L}\d]+){0,5} ${HURT_DONE}|${ABUSER}(?: [\p{L}\d]+){0,3} tut (?:mir|uns) (?:\w+ )?weh|(?:hat|haben|hatte) (?:mich|uns) (?:\w+ ){0,3}(?:gezwungen|genötigt|gedrängt),? (?:\w+ ){0,3}(?:sex|anzufassen|auszuziehen|nackt|fotos|bilder|videos|mitzumachen|dinge|sachen)`,
      ),
      w(
        String.raw`(?:fasst|fasste|fassen|grapscht|grabscht|tatscht|langt) (?:mich|uns)(?: \w+){0,4} an(?![\p{L}])|(?:fasst|fasste|grapscht|grabscht) (?:mich|uns) (?:\w+ )?(?:überall|unten|zwischen|unter|an die brust|am po|an den po)|(?:ich|wir) (?:werde|wurde|werden|wurden)(?: \w+){0,4} ${HURT_DONE}|werde (?:\w+ ){0,3}${HURT_DONE}`,
      ),
      w(
        String.raw`(?:sagt|meint|sagte|meinte|droht|drohte|hat gesagt|hat gedroht|schwört)[^.!?]{0,15}(?:wenn|falls|sobald) (?:ich|wir) (?:\w+ ){0,3}(?:sage|sagen|erzähle|erzählen|verrate|verraten|melde|melden|petze|petzen|anzeige|anzeigen)[, ]+(?:\w+,? ){0,5}(?:fliegen|fliege|rausfliegen|passiert|bestraft|bestrafen|hölle|bringt|tötet|schlägt|umbringen|umbringt|gefängnis|heim|hölle|bereuen|bereue|ärger|verliere|verlieren|wehtun|weh tun|schlimm|kaputt ?machen|glaubt|glauben)(?![\p{L}])|(?:sagt|meint|sagte|meinte|droht|drohte|hat gesagt|hat gedroht|schwört),? (?:er|sie) (?:bringt|bring|wird|würde|werde|tötet|schlägt|nimmt) (?:mich|uns|die kinder|mein kind|meine kinder)(?: \w+){0,3} (?:um|umbringen|töten|tot|totschlagen|weg|wegnehmen)(?![\p{L}])`,
      ),
      w(
        String.raw`(?:bringt|bringe|bring|tötet|schlägt) (?:mich|uns) (?:\w+ )?(?:um|tot),? (?:wenn|falls|sobald) (?:ich|wir) (?:\w+ ){0,3}(?:gehe|geh|gehen|verlasse|abhaue|weggehe|trenne|sage|erzähle|verrate|melde|anzeige|zur polizei)|(?:ge)?droh\w*,?(?: [\p{L}\d]+,?){0,6} (?:umzubringen|umbringen|zu töten|zu schlagen|wegzunehmen|die kinder|rauszuwerfen|fotos|bilder|videos|zu veröffentlichen)`,
      ),
      w(
        String.raw`(?:unser|unseres|ein) (?:kleines )?geheimnis|(?:sagt|meint|sagte|meinte|hat gesagt|droht)[^.!?]{0,25}(?:darf|dürfen|soll|sollen)(?: \w+){0,3} (?:niemandem|keinem|keiner seele|nichts)(?: \w+)? (?:sagen|erzählen|verraten)|(?:keiner|niemand) (?:glaubt (?:mir|uns)|(?:würde|wird) (?:mir|uns) (?:\w+ )?glauben)|(?:mir|uns) glaubt (?:eh |doch |sowieso )?(?:keiner|niemand)`,
      ),
      w(
        String.raw`(?:mann|ehemann|freund|partner|exmann|ex|er)(?: [\p{L}\d]+){0,5} (?:mein|das|mir das|mir mein|meine|mir meine) (?:handy|telefon|smartphone|autoschlüssel|schlüssel|pass|ausweis|geld|bankkarte|papiere)(?: \w+)? (?:weggenommen|abgenommen|zerstört|kaputt gemacht|weg|ab)(?![\p{L}])|(?:sperrt|sperrte) (?:mich|uns)(?: \w+){0,3} (?:ein|weg)(?![\p{L}])|(?:mich|uns) (?:\w+ ){0,3}eingesperrt|lässt (?:mich|uns) (?:\w+ )?nicht (?:mehr )?(?:aus dem haus|aus der wohnung|raus|weg|telefonieren|anrufen|gehen)`,
      ),
      w(
        String.raw`${ABUSER} (?:\w+ ){0,4}(?:wird|ist|war|wurde) (?:\w+ ){0,2}(?:gewalttätig|handgreiflich|übergriffig)|(?:blaue flecken|blutergüsse|prellungen|striemen) (?:\w+ ){0,3}(?:von ihm|von ihr|von meinem (?:mann|vater|freund|stiefvater|partner)|von meiner (?:mutter|frau|freundin))`,
      ),
      w(
        String.raw`(?:zwingt|zwang|drängt|nötigt|zwingen) (?:mich|uns),?(?: \w+){0,4} (?:mit (?:ihm|ihr) (?:zu )?schlafen|zu sex|zum sex|sex|anzufassen|anfassen|auszuziehen|ausziehen|nackt|fotos|bilder|videos|dinge|sachen|mitzumachen)|(?:will|verlangt|fordert|möchte)[^.!?]{0,25}(?:nacktbilder|nacktfotos|nudes|fotos von mir|bilder von mir|dass ich mich ausziehe)|(?:soll|muss) mich (?:\w+ ){0,2}(?:ausziehen|nackt zeigen)|(?:mir|uns) (?:\w+ ){0,2}(?:pornos|nacktbilder|nacktfotos|nudes|dick ?pics?|pornobilder) (?:\w+ )?(?:geschickt|gezeigt|gesendet)|(?:will|möchte|verlangt),? (?:dass|das) ich (?:\w+ ){0,2}(?:niemandem|keinem|keinem menschen|nichts) (?:\w+ ){0,2}(?:erzähle|sage|verrate)|(?:zeigt|zeigte|schickt|schickte) (?:mir|uns) (?:\w+ )?(?:pornos|nacktbilder|nacktfotos|sein ding|seinen penis|dick ?pics?)|(?:will|verlangt|möchte|sagt),? (?:dass|das) ich (?:ihn|sie|es|ihm|ihr) (?:\w+ ){0,2}(?:anfasse|berühre|anfassen muss|befriedige)`,
      ),
      w(
        String.raw`(?:onkel|stiefvater|pfarrer|priester|pater|kaplan|präfekt|erzieher|betreuer|trainer|lehrer|katechet|jugendleiter|opa|cousin|bruder|nachbar|er)[^.!?]{0,30}nachts[^.!?]{0,30}(?:zimmer|bett|schlafsaal|schlafzimmer)|angst vor (?:meinem|meiner) (?:mann|vater|papa|stiefvater|freund|partner|mutter|onkel|bruder|ex)|angst,? nach hause zu (?:gehen|kommen)|(?:traue|trau) mich nicht (?:mehr )?nach hause|(?:erlebe|erleide|erfahre) (?:\w+ )?gewalt|(?:bin|wurde|werde) (?:\w+ )?(?:opfer|betroffene\w*) (?:von )?(?:häuslicher |sexueller )?(?:gewalt|missbrauch)`,
      ),
    ],
    // Danger to others: someone close at risk of suicide, someone being hurt now, fear of hurting a child.
    'danger-to-others': [
      w(
        String.raw`(?:hat|hätte) einen plan,? sich (?:\w+ ){0,3}(?:umzubringen|das leben zu nehmen|zu erhängen|umbringen)`,
      ),
      w(
        String.raw`(?:verbrennt|verbrannte|schneidet|schnitt|kratzt|ritzt) sich (?:\w+ ){0,2}mit (?:dem |einem |der |einer )?(?:feuerzeug|zigarette\w*|klinge|rasierklinge|messer|cutter|kerze|anspitzer)|(?:hab|habe) (?:die |ihre |seine )?(?:male|narben|schnitte|brandwunden|wunden|spuren) gesehen`,
      ),
      // Someone close unconscious after pills; on a railing and not coming down.
      w(
        String.raw`(?:bewusstlos|ohnmächtig|wacht nicht (?:mehr )?auf|reagiert nicht)[^.!?]{0,50}(?:tabletten|pillen|genommen|geschluckt|gift)|(?:genommen|geschluckt)[^.!?]{0,50}(?:bewusstlos|ohnmächtig|wacht nicht (?:mehr )?auf|reagiert nicht)|will nicht (?:mehr )?runter(?<=(?:mein|meine|meinem|meiner) ${CLOSE}[^.!?]{0,100})(?:(?=[^.!?]*(?:${LEDGE}|brückengeländer|dach))|(?<=(?:${LEDGE}|brückengeländer|dach)[^.!?]{0,100}))(?![^.!?]*(?:antenne|repar|auto|katze|hund))`,
      ),
      w(
        String.raw`nachts (?:\w+ ){0,2}in (?:ihr|sein) (?:zimmer|bett) (?:kommt|geht|kam|ging|schleicht)|(?:kommt|kam|geht|ging|schleicht) (?:\w+ ){0,2}nachts in (?:ihr|sein) (?:zimmer|bett)`,
      ),
      w(
        String.raw`(?:hat sich|sich) (?:\w+ ){0,4}(?:im bad|im zimmer|im klo|in der toilette|im auto) eingeschlossen(?=[^.!?]*(?:messer|klinge|tabletten|strick|waffe|macht nicht auf|antwortet nicht|reagiert nicht))|(?:mit (?:einem|dem) (?:messer|klinge|strick|waffe)|mit (?:den )?tabletten) (?:\w+ ){0,3}eingeschlossen`,
      ),
      w(
        String.raw`(?:sagt|sagte|schreibt|schrieb|meint|meinte)(?: \w+){0,4},? (?:dass )?(?:sie|er) (?:will|möchte|wolle) (?:\w+ )?(?:verschwinden|sterben|nicht mehr leben|für immer gehen|nicht mehr da sein)(?= *(?:$|[.!?,;]|und|für immer))`,
      ),
      // Fear of harming one's child; the writer's own plan to kill, or a weapon taken to school.
      w(
        String.raw`angst,? (?:\w+ ){0,2}(?:meinem|meiner|meinen|dem|der|jemandem|unserem) (?:\w+ ){0,2}(?:was|etwas) (?:anzutun|zu tun)|angst,? (?:\w+ ){0,2}(?:mein(?:em|en)? |das |unser(?:em|en)? )?(?:baby|kind|sohn|tochter|kinder) (?:\w+ ){0,2}(?:wehzutun|weh zu tun|zu schlagen|zu schütteln|zu verletzen|zu ersticken|umzubringen)`,
      ),
      w(
        String.raw`(?:will|werde|möchte|plane|überlege) (?:meinen|meine|mein|den|die|das|jemanden|alle|ihn|sie) (?:\w+ ){0,2}(?:umbringen|töten|abstechen|erschießen|abknallen|umlegen|umzubringen)(?![^.!?]*(?:haha|lol|weil|wenn (?:er|sie|der|die)|hat mein))|(?:nehm|nehme|bring|bringe) (?:die|eine|das|den|meine) (?:pistole|waffe|knarre|gewehr|messer|bombe)(?: von meinem \w+| meines \w+)? (?:mit )?(?:in die|zur|in der|in den) (?:schule|uni|kirche|messe|klasse|arbeit|unterricht)`,
      ),
      w(
        String.raw`(?:${CLOSE}|er|sie)(?: [\p{L}\d(),]+){0,12} sich(?: [\p{L}\d]+){0,4} ${THEY_SELF}|bringt sich (?:\w+ ){0,4}um(?= *(?:$|[.!?,;]|und|wenn|weil))|(?:ritzt|ritzen|ritzte) sich|(?:schneidet|schnitt) sich (?:\w+ ){0,2}(?:die arme|in die arme|die handgelenke|die pulsadern)|(?:hat|haben) sich (?:\w+ ){0,3}geritzt`,
      ),
      w(
        String.raw`${CLOSE}(?: [\p{L}\d(),]+){0,12} (?:will|möchte|wollte|wolle) (?:\w+ ){0,3}(?:sterben|nicht mehr leben|tot sein)|${CLOSE}(?: [\p{L}\d(),]+){0,12} (?:tabletten|pillen|schlaftabletten)(?: \w+){0,3} (?:geschluckt|genommen|eingeworfen)|${CLOSE}(?: [\p{L}\d(),]+){0,12} (?:abschiedsbrief|abschiedsnachricht|verabschiedet|sich (?:\w+ ){0,3}verabschieden (?:will|wollte|möchte))`,
      ),
      w(
        String.raw`(?:nachbar\w*|nebenan|vater|stiefvater|mann|er|mutter)(?: \w+){0,4} (?:schlägt|verprügelt|prügelt|tritt|würgt|misshandelt|quält|schüttelt|verhaut) (?:\w+ ){0,2}(?:sein|seine|seinen|ihr|ihre|ihren|das|die|den|meine|meinen|mein) (?:kind|kinder|baby|sohn|tochter|frau|freundin|mama|mutter|schwester|bruder|kleine|kleinen)|(?:mann|freund|vater|stiefvater|nachbar|er) (?:\w+ )?(?:schlägt|verprügelt|würgt|prügelt|tritt) (?:sie|ihn|seine frau|die kinder|das kind) (?:gerade|jetzt|schon wieder|wieder|grad)|(?:ihr|sein|der) (?:mann|freund|vater|partner|stiefvater|ex) (?:\w+ )?(?:schlägt|verprügelt|würgt|misshandelt|prügelt) (?:sie|ihn|die kinder|das kind)(?![\p{L}])|schreit (?:\w+ )?um hilfe|(?:schreie|schreien|weinen|kreischen|hilferufe)[^.!?]{0,40}(?:schlägt|schlagen|prügelt|verprügelt|hauen|knallt|rumst)|(?:höre|hör) (?:\w+ ){0,3}(?:wie|dass) (?:er|sie|der nachbar|die nachbarn|nebenan)(?: \w+){0,4} (?:schlägt|verprügelt|prügelt|würgt)`,
      ),
      w(
        String.raw`angst[^.!?]{0,15} ich (?:tu|tue|könnte|könnt) (?:\w+ ){0,3}(?:was|etwas) an(?:tun)?(?![\p{L}])|angst(?: \w+){0,3},? (?:dass )?ich (?:\w+ ){0,4}(?:meinem|meiner|meinen|dem|der|den|jemandem|ihm|ihr|unserem|unserer|mein|das|meine) ?(?:kind|baby|sohn|tochter|kleinen|kleine|jemand|frau|mann|mutter|vater)?(?: \w+){0,3} (?:was antue|etwas antue|was antun|etwas antun|weh tue|wehtue|wehtun|verletze|verletzen|umbringe|umbringen|schüttle|schüttele|schütteln|töte|töten|ersticke|ertränke)|(?:gedanken|drang|impuls|impulse),? (?:\w+ ){0,2}(?:mein|meinem|meiner|das|dem|unser|unserem) (?:kind|baby|sohn|tochter)(?: \w+){0,3} (?:weh zu tun|wehzutun|zu verletzen|zu schütteln|etwas anzutun|was anzutun|umzubringen|zu töten|zu ersticken)|ich (?:werde|will|werd) (?:ihn|sie|meinen (?:mann|chef|vater|ex|stiefvater)|meine (?:frau|ex|mutter)) (?:\w+ ){0,2}(?:abstechen|erschießen|erstechen|erwürgen)`,
      ),
    ],
  },
  // Risks that show only across turns: means named, then "I've thought about it"; a question
  // about suicide, then "I'm asking for me"; a man named, then "nobody knows what he does".
  compounds: [
    [
      w(
        String.raw`(?:${MEANS})(?![^.!?]*(?:gut gegen|helfen gegen|hilft gegen|gegen (?:kopfschmerzen|schmerzen|fieber|husten|allergie)|verschrieben|empfiehlst|der arzt|die ärztin))|${LEDGE}`,
      ),
      w(
        String.raw`(?:denke?|dachte|nachgedacht) (?:\w+ )?(?:daran|darüber|drüber|dran)|nicht abgeschlossen|unverschlossen|(?:sie|die|alle) (?:\w+ )?gezählt|weiß wo|weiß,? wo|habe genug|sind genug|reichen|reicht|liegen bereit|bin bereit|(?:stehe?|bin) (?:immer )?noch hier|schaue? (?:gerade )?runter|runterschauen|ist geladen`,
      ),
      'means',
    ],
    [
      w(String.raw`selbstmord|suizid|sich (?:\w+ ){0,2}(?:umbringen|umbringt|das leben nimmt|das leben nehmen)`),
      w(
        String.raw`frag(?:e)? (?:für|wegen) mich|ich meine mich|geht um mich|meine ich mich|(?:es )?bin ich(?= *(?:$|[.!?]))|frag(?:e)? nicht für (?:einen freund|eine freundin)`,
      ),
      'intent',
    ],
    [
      w(String.raw`briefe?|nachrichte?n?|zettel`),
      w(
        String.raw`(?:finden|lesen) (?:sie|ihn|es|die)|für danach|wenn ich (?:weg|tot|nicht mehr da) bin|nach meinem tod`,
      ),
      'finality',
    ],
    [
      w(String.raw`geritzt|ritzen|ritze|svv|selbstverletz\w*|klinge`),
      w(
        String.raw`rückfall|rückfällig|wieder angefangen|dachte,? ich (?:hätte|hab|habe) (?:\w+ )?aufgehört|(?:zweite|dritte|vierte) mal (?:heute|diese woche)`,
      ),
      'self-harm',
    ],
    [
      w(
        String.raw`(?:onkel|stiefvater|stiefpapa|opa|cousin|pfarrer|priester|pater|trainer|betreuer|erzieher|nachbar|jugendleiter|katechet)\w*`,
      ),
      w(
        String.raw`(?:niemand|keiner) weiß|darf (?:es )?(?:niemandem|keinem)|unser geheimnis|was er (?:\w+ ){0,2}(?:macht|tut)|angst vor ihm|allein mit ihm`,
      ),
      'abuse',
    ],
  ],
  defusers: [
    // A natural death left to God's time ("wenn meine Zeit gekommen ist").
    unlessHard(
      String.raw`wenn (?:meine|die) (?:zeit|stunde) (?:gekommen ist|kommt|da ist)|wenn gott (?:es )?will|zu gottes zeit`,
    ),
    // Negated: the writer says it is not so, unless a risk follows a "but" ("nicht sterben, aber
    // nicht mehr leben"); "nicht mehr leben" is itself the risk, not a negation.
    sentence(
      String.raw`^(?!.*(?<![\p{L}])(?:aber|trotzdem|sondern|nur|doch)(?![\p{L}])[^.!?]*(?:${HARD}|(?<![\p{L}])(?:sterben|tot|umbringen|umzubringen|ritzen|springen)(?![\p{L}])|nicht mehr (?:leben|da sein|aufwachen|existieren)))(?!.*nicht mehr (?:leben|da sein))(?!.*(?<![\p{L}])nur noch(?![\p{L}])).*(?<![\p{L}])(?:nicht|nie|niemals|keinesfalls|auf keinen fall|nie im leben|nie und nicht mehr|kein|keine|keinen)(?! mehr)(?: (?:wirklich|ernsthaft|vor|daran|dran|so|einfach|je|mal|gerade|vorhaben|mich|mir|selbst|das leben|etwas|was|ich|will|werde|würde|in gefahr|akut|heute|jetzt|mehr|zu))* (?:suizidal\w*|suizidgefährdet|umbringen|umzubringen|um|antun|anzutun|an|töten|ritzen|verletzen|sterben|tot sein|selbstmordgedanken|suizidgedanken|selbstmord|suizid|lebensmüde|springen|zu springen)(?![\p{L}])`,
    ),
    // Saying plainly that one is safe now.
    w(
      String.raw`(?:mir geht'?s|es geht mir|ich bin|bin) (?:jetzt |wieder |heute |inzwischen |mittlerweile )*(?:gut|besser|sicher|in sicherheit|okay|ok|stabil)(?: jetzt| wieder| heute)?(?![\p{L}])(?![^.!?]{0,20}(?:aber|trotzdem|doch))|keine (?:sorge|angst|panik),? (?:ich|mir|es)|nicht in gefahr|tue? mir nichts an`,
    ),
    // Over and done: years ago, when I was younger, "clean since".
    sentence(
      String.raw`^(?!.*(?:wieder|heute nacht|gerade|jetzt wieder|immer noch|noch immer|rückfall|seit gestern|schon wieder|letzte nacht)(?![\p{L}])).*(?:(?<![\p{L}])(?:früher|damals|einst|als (?:kind|teenager|jugendliche\w*|schüler\w*|student\w*)|in meiner jugend|in der schulzeit|in der pubertät)(?![\p{L}])|vor (?:(?:\d+|einem|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwanzig|vielen|ein paar|paar|mehreren|etlichen|langer) )?(?:jahren|jahrzehnten|monaten|zeit)|(?:jahre|jahren|monate|lange|ewig|zeit) her|hinter mir|überstanden|überwunden)`,
    ),
    w(
      String.raw`(?:seit|schon) (?:(?:\d+|einem|zwei|drei|vier|fünf|sechs|vielen|mehreren) )?(?:jahren|monaten|tagen|wochen) (?:clean|symptomfrei|stabil|frei|ritzfrei|nicht mehr)|(?:clean|ritzfrei|symptomfrei) seit`,
    ),
    // Joking or exaggerating.
    sentence(
      String.raw`^(?!.*(?:kein|keine|ohne|nicht|im) (?:scherz|witz|spaß|ernst)).*(?:(?<![\p{L}])(?:lol|lool|rofl|lmao|xd+|haha\w*|hihi\w*|hehe\w*|jk|nur spaß|war (?:nur )?(?:ein )?(?:witz|scherz|spaß)|kleiner scherz|scherz|ironie|lachflash)(?![\p{L}])|😂|🤣|😅|😆|😹|💀|😜|😝)`,
    ),
    unlessHard(
      String.raw`(?:lach\w* mich|lachte mich) (?:\w+ )?tot|totgelacht|totlachen|zum totlachen|(?:sterbe?|sterb|gestorben|tot) (?:\w+ ){0,2}vor (?:lachen|hunger|durst|langeweile|hitze|kälte|neugier|scham|fremdscham|müdigkeit|aufregung|vorfreude|spannung|glück|freude|angst)|(?:vor|aus) (?:lachen|langeweile|neugier|vorfreude|spannung|aufregung|fremdscham) (?:\w+ ){0,2}(?:sterben|tot|nicht mehr aus|umbringen)|todmüde|sterbenslangweilig|zum sterben (?:schön|langweilig|müde)|zu tode (?:gelangweilt|erschrocken|geärgert|gelacht|geschämt|geschuftet)|totarbeiten|tot ?gearbeitet|schufte mich tot|(?:so|voll|mega|total|wie) peinlich|cringe|im boden versinken`,
    ),
    unlessHard(
      String.raw`(?:chef|chefin|boss|arbeit|job|schule|uni|lehrer\w*|mathe|prüfung\w*|klausur\w*|abi|hitze|stress|kinder|mama|mutter|papa|vater|eltern|oma|opa|schwester|bruder|trainer|pfarrer|diät|fastenzeit)(?: \w+){0,2} (?:wird|werden|würde|würden|bringt|bringen) mich (?:noch |echt |sowas von |glatt |wirklich |ja |eines tages )*(?:um|umbringen|killen)(?![\p{L}])(?![^.!?]{0,30}wenn ich (?:gehe|geh|verlasse|jemandem|was sage|es sage|zur polizei))|könnte? mich (?:\w+ )?(?:erschießen|ohrfeigen|in den hintern beißen|in den arsch beißen),? (?:dass|weil|wie|so|echt)`,
    ),
    // Idioms of frustration and games: "den Kopf gegen die Wand schlagen könnte", "schlägt mich im Schach".
    w(
      String.raw`könnte? (?:\w+ ){0,2}(?:den |meinen )?kopf (?:gegen|an) die wand (?:schlagen|hauen)|(?:im|beim|in) (?:schach|tennis|tischtennis|fifa|mario ?kart|uno|karten|wettrennen|armdrücken|monopoly|\w*spiel)\w*`,
    ),
    // Spiritual: dying to self, martyrdom, Christ's death, the saints' longing for heaven.
    unlessHard(
      String.raw`(?:dem alten menschen|der sünde|sich selbst|mir selbst|meinem ego|dem ego|der welt|dem eigenwillen|meinem eigenwillen|meinem stolz) (?:\w+ )?(?:absterben|abzusterben|sterben|zu sterben|abgestorben)|(?:absterben|sterben) (?:für|an) (?:die|der|den) (?:sünde|welt|ego|stolz)|mit christus (?:sterben|gestorben|begraben)|(?:für|um) (?:christus|jesus|gott|den glauben|meinen glauben|den herrn|die kirche|das evangelium|die wahrheit)(?: \w+){0,2} (?:zu )?(?:sterben|gestorben|starb|getötet|umgebracht)|(?:sterben|gestorben|starb|getötet) (?:für|um) (?:christus|jesus|gott|den glauben|meinen glauben|den herrn|die kirche|das evangelium)`,
    ),
    unlessHard(
      String.raw`märtyrer\w*|martyrium|blutzeug\w*|(?:jesus|christus|der herr|gottes sohn) (?:ist )?(?:\w+ ){0,2}(?:gestorben|starb|stirbt|sterben musste)|(?:tod|todesstunde|sterben|leiden) (?:jesu|christi|des herrn)|ich sterbe,? weil ich nicht sterbe|sterben ist (?:mir )?gewinn|bei christus zu sein|abzuscheiden|nimm mich mir|zu eigen dir|(?:gute|selige|gnädige) sterbestunde|(?:gut|selig|versöhnt|in frieden|in würde|würdevoll|friedlich|zu hause|daheim|im hospiz|mit den sakramenten|versehen|im stand der gnade) (?:zu )?sterben|wenn (?:es|meine zeit|meine stunde|die zeit) (?:so weit|soweit|gekommen|da) ist|sterben wie (?:der|die|ein|eine|mein|meine) (?:\w+ )?heilige\w*|in den armen (?:von )?(?:jesus|jesu|maria|mariens)|(?:lieber|eher) (?:sterben|tot) als (?:\w+ ){0,3}(?:sündigen|sünde|todsünde|beleidigen|verleugnen|verraten)`,
    ),
    // A fast, an accident, a view from a height, a donation: the context of an ordinary act.
    unlessHard(
      String.raw`(?:fasten|fastenzeit|heilfasten|intervallfasten|fastentag|fastentage|aschermittwoch|karfreitag|verzicht|abstinenz|fastenkur|ramadan|exerzitien)(?![\p{L}])`,
    ),
    unlessHard(
      String.raw`(?:beim|mit dem|am) (?:kochen|schnippeln|gemüse|zwiebel\w*|rasieren|basteln|brotmesser|küchenmesser|herd|ofen|bügeleisen|papier|blatt)|aus versehen|versehentlich|in den finger|ausgerutscht|beim sport|beim fußball|beim training|beim wandern`,
    ),
    unlessHard(
      String.raw`(?:aussicht|(?:fotos?|bilder) (?:machen|mache|gemacht|zu machen)|selfie\w*|sonnenuntergang|sonnenaufgang|wanderung|urlaub|ausflug|spaziergang|prozession|wallfahrt|dachdecker|reparier\w*|handwerker|gerüst|besichtigung|kirchturmführung|glocke\w*|läuten|mesner|küster|kletter\w*|camping|zelt\w*|boot|segeln)(?![\p{L}])`,
    ),
    unlessHard(
      String.raw`(?:caritas|kleiderkammer|flohmarkt|spende|spenden|gespendet|bedürftige|flüchtlinge|kleidersammlung|altkleider\w*|ausmisten|aussortiert)(?![\p{L}])`,
    ),
    // A question of teaching, history, literature or law, asked about others or in general.
    sentence(
      String.raw`^(?!.*(?<![\p{L}])(?:ich|mich|mir|mein|meine|meinem)(?![\p{L}])[^?]*(?:sterben|umbringen|umzubringen|bringe? mich|tot|töten|ritzen|antun|leben nehme))(?=.*(?<![\p{L}])(?:kirche|kirchlich\w*|katechismus|bibel|schrift|papst|lehre|lehrt|sünde|todsünde|himmel|hölle|fegefeuer|beerdigung|begräbnis|heilige\w*|märtyrer\w*|geschichte|historisch\w*|referat|religionsunterricht|reli|unterricht|hausaufgabe\w*|schule|predigt|katechese|firm\w*|studie|theologie|theologisch\w*|moral\w*|gebot|ethik|film|buch|roman|werther|goethe|gesetz|gericht|bundesverfassungsgericht|verbot|beihilfe|sterbehilfe|jugendliche\w*|gruppenstunde|bibelkreis|zitat|gedicht|katholik\w*|katholisch\w*|christ|christen|christlich\w*|gläubige\w*)(?![\p{L}]))(?=.*\?)`,
    ),
    unlessHard(
      String.raw`(?:für|fürs|für ein|für meine?n?) (?:referat|hausaufgabe|hausarbeit|facharbeit|seminararbeit|religionsunterricht|reliunterricht|unterricht|predigt|katechese|firmstunde|gruppenstunde|bibelkreis|studium|bachelorarbeit|masterarbeit|vortrag|artikel|klausur)`,
    ),
  ],
  // After a crisis turn, a short reply that says the person is safe or is reaching out; a
  // thank-you that is also a farewell ("danke für alles", "mach's gut") is not one.
  safeReplies: [
    w(
      String.raw`^(?!.*(?:für alles|mach'?s gut|lebt? wohl|lebewohl|für immer|adieu|abschied|tschüss|tschüß|bye|heute nacht|gleich|nicht mehr))(?:.*)(?:(?:mir geht'?s|es geht mir|ich bin|bin) (?:jetzt |wieder |schon |inzwischen )*(?:gut|besser|sicher|in sicherheit|okay|ok|ruhiger|stabil)|(?:ich )?(?:rufe?|ruf) (?:\w+ ){0,3}an|(?:habe|hab) (?:\w+ ){0,3}angerufen|(?:ich )?(?:rede|red|spreche|sprech) (?:\w+ ){0,3}mit|(?:habe|hab) (?:\w+ ){0,3}(?:geredet|gesprochen|erzählt)|danke|dankeschön|vielen dank|nein,? (?:ich )?(?:mach|mache|tu|tue) (?:\w+ )?(?:nichts|das nicht)|ich (?:tu|tue|mach|mache) (?:mir )?nichts|keine sorge|alles (?:gut|ok|okay|in ordnung))`,
    ),
  ],
};
