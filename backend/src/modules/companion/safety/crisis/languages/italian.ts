import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text (lower case, no accents: "più" is "piu", "è" is "e") after
// the rewrites below, which undo texting shorthand and detach elided articles ("l'unica"
// reads "l' unica"), so a word after an apostrophe is still a whole word. Italian has no
// lemmatiser here: verb forms are written out, with the Roman and southern "me" for "mi".
const w = (source: string) => word(source, 'u');

// First-person clitic, standard and regional ("me sparo", "m'ammazzo").
const MI = String.raw`(?:mi|me|m')`;
// Killing oneself, as infinitive with clitic (after voglio, devo, penso di...).
const KILL_INF = String.raw`(?:ammazzarmi|ammazzarme|uccidermi|suicidarmi|accidermi|impiccarmi|avvelenarmi|annegarmi|spararmi(?! (?:un|una|tutt[aeio]|due|tre|la|le|il|i|gli|lo) (?!colpo|proiettile|pallottola))|togliermi la vita|levarmi la vita|togliermi di mezzo|levarmi di mezzo|tagliarmi le vene|aprirmi le vene|farmi saltare le cervella|piantarmi una pallottola)`;
// The same, as a finite verb ("mi ammazzo", "mi uccidero", "me sparo").
const KILL_FIN = String.raw`(?:mi suicido|mi suicidero|mi suiciderei|${MI} ?(?:ammazzo|ammazzero|ammazzerei|uccido|uccidero|ucciderei|suicidero|suiciderei|accido|impicco|impicchero|impiccherei|avveleno|avvelenero|tolgo la vita|tolgo di mezzo|levo di mezzo|taglio le vene|apro le vene|sparo (?:un colpo|in testa|alla tempia|in bocca)|sparo(?= *(?:[.,;!?]|$))))`;
// Ending it all ("farla finita"), but not ending something else ("farla finita con la dieta").
const END_IT = String.raw`(?:farla|la faccio|la faro|la farei|l' ?ho fatta) finita(?![^.,]{0,30}\bcon (?!(?:la|questa|sta|mia) vita|tutto|tutti|me stess[oa]|il mondo|questo mondo))`;
const WANT = String.raw`(?:voglio|vorrei|volevo|vorrei tanto|desidero|desideravo|spero di|speravo di|prego di|chiedo (?:a dio|al signore|a gesu|alla madonna) di|ho voglia di|avrei voglia di|mi piacerebbe|preferirei|preferisco|ho deciso di|sto pensando di|penso di|penso a|penso solo a|penso sempre a|ho intenzione di|sogno di|ho bisogno di|mi viene voglia di|mi viene da|non vedo l' ora di)`;
const ADV = String.raw`(?: (?:solo|soltanto|semplicemente|davvero|proprio|tanto|ormai|veramente|piu di ogni altra cosa))*`;
// Being dead, and the hyperbole and spiritual uses that follow "morire" and must not count.
const DIE = String.raw`(?:morire|morir|mori|crepare|schiattare|essere mort[oa]|essere gia mort[oa]|non esistere(?: piu)?|non esserci piu|non svegliarmi(?: piu| mai piu)?|non risvegliarmi|sparire per sempre|sparire da questo mondo|sparire dalla faccia della terra|andarmene per sempre(?! (?:da|via da|dall' ?) ?(?!questo mondo|questa vita|questa terra))|andarmene da questo mondo|addormentarmi per sempre|dormire per sempre|non essere mai nat[oa])`;
const NOT_IDIOM = String.raw`(?! (?:dal|dalle|dalla|di|dall' ) ?(?:ridere|risate|fame|sete|caldo|freddo|sonno|noia|vergogna|imbarazzo|curiosita|invidia|paura|stanchezza|voglia|gioia))(?! (?:che (?:peccare|offendere dio|commettere un peccato)|piuttosto che peccare|per (?:cristo|gesu|dio|la fede|amore|te|la patria)|in (?:pace|grazia|santita|casa mia|casa sua)|da (?:sant[oa]|cristian[oa])|a (?:me|se) stess|vecchi[oa]|serenamente|sereno|serena|tra le braccia|nel (?:mio|suo) letto|a casa (?:mia|sua)|prima di|dopo di))`;
const MEANS = String.raw`(?:pillole|pasticche|pastiglie|compresse|farmaci|medicine|medicinali|psicofarmaci|sonniferi|tranquillanti|ansiolitici|antidepressivi|benzodiazepine|xanax|tavor|lexotan|valium|tachipirina|paracetamolo|insulina|gocce|lametta|lamette|lame|lama|rasoio|rasoi|taglierino|coltello|coltelli|corda|cappio|fucile|pistola|arma|armi|proiettili|veleno|candeggina|topicida|veleno per topi|diserbante|insetticida|antigelo|carbonella)`;
const LEDGE = String.raw`(?:tetto|cornicione|davanzale|ponte|binari|rotaie|banchina|viadotto|cavalcavia|scogliera|dirupo|burrone|precipizio|parapetto|ringhiera|balaustra|ultimo piano)`;
const HEIGHT = String.raw`(?:${LEDGE}|balcone|terrazzo|finestra|palazzo|grattacielo|quinto piano|sesto piano|settimo piano|ottavo piano|decimo piano|campanile|torre|diga|vuoto)`;
const VEHICLE = String.raw`(?:treno|metro|metropolitana|tram|camion|tir|macchina|auto|autobus|pullman|furgone)`;
const JUMP = String.raw`(?:buttarmi|buttarme|mi butto|me butto|mi buttero|mi butterei|lanciarmi|mi lancio|mi lancerei|gettarmi|mi getto|saltare|salto|saltero)`;
const CLOSE = String.raw`(?:amico|amica|migliore amico|migliore amica|amici|fratello|sorella|fratellino|sorellina|figlio|figlia|padre|madre|papa|mamma|marito|moglie|compagno|compagna|ragazzo|ragazza|fidanzato|fidanzata|cugino|cugina|coinquilino|coinquilina|compagno di classe|compagna di classe|vicino|vicina|collega|studente|studentessa|alunno|alunna|nonno|nonna|zio|zia|nipote)`;
const MY_CLOSE = String.raw`(?:il mio|la mia|mio|mia|un mio|una mia|il nostro|la nostra|i miei|le mie) ${CLOSE}`;
const THEY_KILL = String.raw`(?:ammazzarsi|uccidersi|suicidarsi|farla finita|togliersi la vita|buttarsi|impiccarsi|spararsi|tagliarsi|farsi del male|avvelenarsi|morire|ammazzarse)`;
// Who hurts people who write in: partners, family, clergy and others in charge of the young.
const ABUSER = String.raw`(?:lui|lei|loro|mio marito|mia moglie|il mio compagno|la mia compagna|il mio ragazzo|la mia ragazza|il mio fidanzato|la mia fidanzata|il mio ex|la mia ex|mio padre|mia madre|mio papa|mia mamma|papa|mamma|il mio patrigno|la mia matrigna|il compagno di mia madre|il fidanzato di mia madre|il marito di mia madre|mio zio|mia zia|mio nonno|mio fratello|mio cugino|il prete|un prete|il sacerdote|un sacerdote|don \w+|padre \w+|il parroco|il viceparroco|il catechista|la catechista|il diacono|il frate|la suora|il seminarista|l' ?allenatore|il mister|il coach|l' ?istruttore|il professore|la professoressa|il prof|la prof|il maestro|la maestra|il mio capo|il capo|il datore di lavoro|il vicino|l' ?animatore|il capo scout|l' ?educatore|il tutore|la babysitter|il baby ?sitter|il padrone di casa)`;
// Those in charge of the young, whose secrets are not a family's surprise party.
const AUTHORITY = String.raw`(?:il prete|un prete|il sacerdote|un sacerdote|don \w+|padre \w+|il parroco|il viceparroco|il catechista|la catechista|il diacono|il frate|la suora|il seminarista|l' ?allenatore|il mister|il coach|l' ?istruttore|il professore|la professoressa|il prof|la prof|il maestro|la maestra|l' ?animatore|il capo scout|l' ?educatore|il tutore|la babysitter|il baby ?sitter|mio zio|il compagno di mia madre|il mio patrigno|il vicino)`;
const HURTS_ME = String.raw`(?:picchia|picchiava|ha picchiat[oa]|mena|menava|ha menat[oa]|riempie di botte|ha riempit[oa] di botte|colpisce(?! (?:molto|tanto|sempre|per|profondamente|di piu|la|il|con la sua|con il suo))|ha colpit[oa](?! (?:molto|tanto|per|profondamente|di piu|con la sua|con il suo))|prende a (?:calci|pugni|schiaffi|cinghiate|botte)|ha preso a (?:calci|pugni|schiaffi|cinghiate|botte)|da (?:schiaffi|pugni|calci|botte|cinghiate)|ha dato (?:uno schiaffo|un pugno|dei pugni|degli schiaffi|schiaffi|botte|un calcio)|strangola|ha strangolat[oa]|soffoca (?:con il cuscino|col cuscino)|ha (?:cercato di )?soffocar\w*|spinge (?:contro|giu|per terra|dalle scale)|ha spint[oa](?! a )|sbatte contro|ha sbattut[oa] (?:contro|al|per terra)|tocca(?:va)?(?= (?:quando|mentre|li|la sotto|dappertutto|ovunque|sotto|il seno|il sedere|le parti|nelle parti|in mezzo|tra le gambe|di notte|la notte|ogni volta|e mi|in modo|senza|durante|di nascosto|contro|a letto|in (?:macchina|sacrestia|bagno|camera|oratorio|canonica|spogliatoio|ufficio|palestra)|negli spogliatoi|nello spogliatoio)\b|[.,;!]| *$)|ha toccat[oa](?! (?:il cuore|nel profondo|profondamente|molto|tanto|dentro|l' ?anima|con (?:le|la|il|i) (?:sue|sua|suo|suoi) (?:parole|omelia|canto|storia|predica)))|palpa|palpava|ha palpat[oa]|molesta|molestava|ha molestat[oa]|violenta|violentava|ha violentat[oa]|stupra|ha stuprat[oa]|abusa di me|ha abusato di me|minaccia(?! di (?:lasciarmi|andarsene|mollarmi|licenziarsi|bocciarmi))|minacciava|ha minacciat[oa](?! di (?:lasciarmi|andarsene|mollarmi))|brucia con|ha bruciat[oa] con|tira i capelli|ha tirato i capelli|chiude (?:in casa|a chiave|in camera|fuori|in bagno|dentro)|ha chiuso (?:in casa|a chiave|in camera|fuori|in bagno|dentro)|rinchiude|ha rinchius[oa]|(?:ha )?mess[oa] le mani (?:addosso|al collo)|mette le mani (?:addosso|al collo)|stringe il collo|(?:costringe|ha costrett[oa]|obbliga|ha obbligat[oa]|forza|ha forzat[oa]) a (?:fare sesso|fare l' ?amore|avere rapporti|toccarl[oa]|guardare|spogliarmi|fare cose|fare certe cose|mandare foto|baciarl[oa]|stare zitt[oa])|ricatta|ha ricattat[oa])`;

export const ITALIAN: CrisisLexicon = {
  languages: ['it'],
  rewrites: [
    // An elided article or pronoun is its own word ("l'unica" reads "l' unica").
    [/(\p{L})'(?=\p{L})/gu, "$1' "],
    // Texting shorthand.
    [/(?<=\s)nn(?=\s)/gu, 'non'],
    [/(?<=\s)d(?=\s)/gu, 'di'],
    [/(?<=\s)(?:xke|xche|xk|pke|pk|perke)(?=[\s,.!?])/gu, 'perche'],
    [/(?<=\s)x(?=\s)/gu, 'per'],
    [/(?<=\s)(?:ke|k)(?=\s)/gu, 'che'],
    [/(?<=\s)cmq(?=[\s,.!?])/gu, 'comunque'],
    [/(?<=\s)(?:qnd|qndo)(?=\s)/gu, 'quando'],
    [/(?<=\s)sn(?=\s)/gu, 'sono'],
    [/(?<=\s)(?:nnt|nt)(?=[\s,.!?])/gu, 'niente'],
    [/(?<=\s)tt(?=\s)/gu, 'tutti'],
    [/(?<=\s)(?:cn)(?=\s)/gu, 'con'],
    [/(?<=\s)(?:anke)(?=\s)/gu, 'anche'],
    [/(?<=\s)(?:kiedo|kiedere)(?=\s)/gu, 'chiedo'],
    [/(?<=\s)(?:vojo|voio)(?=\s)/gu, 'voglio'],
  ],
  closePeople: w(
    String.raw`${MY_CLOSE}[^.!?]{0,40}(?:ha scritto|scrive|mi ha scritto|mi scrive|ha detto|dice|mi ha detto|mi dice|ha mandato|mi ha mandato|manda|ha postato|ha pubblicato|ha messo|ha lasciato scritto|messaggio|vocale)`,
  ),
  signals: {
    // Intent: killing oneself, said outright, planned, or under way.
    intent: [
      // Ending one's suffering; "don't try to stop me" beside a decision or a time.
      w(
        String.raw`(?:metto|mettero|voglio mettere|mettere|porre|pongo) fine (?:alla mia|a questa) (?:sofferenza|vita|esistenza|agonia|dolore)|non (?:provate|provare|cercate|cercare) (?:a|di) (?:fermarmi|salvarmi|cercarmi)(?<=(?:decis|stanotte|stasera|oggi|addio)[^.]{0,100})|non (?:provate|provare|cercate|cercare) (?:a|di) (?:fermarmi|salvarmi|cercarmi)(?=[^.]*(?:decis|stanotte|stasera|oggi|addio))`,
      ),
      w(
        String.raw`(?:voci|una voce|qualcuno nella mia testa)[^.]{0,30}(?:mi dicono|mi dice|mi ordinano|mi ordina) di (?:ammazzarmi|uccidermi|suicidarmi|farmi del male|tagliarmi|buttarmi)`,
      ),
      w(KILL_INF),
      w(KILL_FIN),
      w(END_IT),
      w(
        String.raw`${MI} ?(?:voglio|vorrei|volevo|devo|sto per|vado a|posso|potrei|dovrei|sto pensando di|ho deciso di) (?:proprio |davvero |solo )?(?:ammazzare|ammazza'?|uccidere|uccide'?|suicidare|impiccare|avvelenare|accidere|sparare(?= *(?:[.,;!]|$| in| un colpo| alla))|buttare (?:giu )?(?:da|dal|dalla|sotto|nel)|lanciare (?:da|dal|dalla|sotto)|gettare (?:da|dal|dalla|sotto)|togliere la vita|levare la vita|tagliare le vene)`,
      ),
      w(
        String.raw`(?:ho preso|ho ingoiato|ho ingerito|ho inghiottito|ho appena ingerito|ho mandato giu|ho buttato giu|ho appena preso|ho appena ingoiato) (?:[1-9]\d+|mezz[oa]|tutt[aeio]|un intero|un' ?intera|una scatola|un flacone|una confezione|venti|trenta|quaranta|cinquanta)(?: \w+){0,3} (?:${MEANS}|flacone|scatola|confezione|boccetta)|(?:bere|bevo|ho bevuto|berro) (?:la |il |un po' di |del |della )?(?:candeggina|veleno|acido|diserbante|antigelo|topicida)`,
      ),
      w(
        String.raw`(?:pensieri|idee|ideazione|pulsioni|tendenze) suicid\w*|(?:sono|mi sento|sono diventat[oa]) suicida|(?:penso|pensando|pensavo|ho pensato|ripenso|tentare|tentero|provare) (?:spesso |sempre |di nuovo |ancora )?(?:al|il|a) suicidio`,
      ),
      w(
        String.raw`(?:ieri|stanotte|stamattina|oggi|poco fa|di nuovo|ancora) (?:ho )?tentato il suicidio|ho (?:appena |di nuovo )?tentato il suicidio`,
      ),
      w(String.raw`(?:ho|ho gia) (?:deciso|scelto) (?:come|di) (?:morire|farla finita|andarmene|uccidermi|ammazzarmi)`),
      w(
        String.raw`${JUMP} (?:giu )?(?:da|dal|dalla|dallo|dai|dalle|da un|da una|da quel|da quella|nel|nella) ${HEIGHT}|${JUMP} (?:sotto|sotto al|sotto il|sotto a un|sotto un|davanti al|davanti a un) ${VEHICLE}|${JUMP} nel (?:vuoto|fiume|tevere|po|lago|mare)|${JUMP} in (?:mare|acqua) (?:e non|per)`,
      ),
      w(
        String.raw`(?:ingoiare|ingoio|mandare giu|mando giu|prendere|prendo|prendero|buttare giu|butto giu) (?:tutte|tutta|un' ?intera|una scatola|la scatola|un flacone|il flacone|tutto il flacone|tutta la scatola|tutte le)(?: le| mie| scatola| confezione| boccetta)?(?: ${MEANS}| scatola| confezione| boccetta| flacone)?(?: insieme| in una volta| stanotte| stasera| adesso)?`,
      ),
      w(
        String.raw`(?:ho preso|prendere|prendo|ho fatto|fare|faccio|andare in|sono andat[oa] in|sto andando in) (?:un' ?)?overdose(?! di (?:zuccheri|caffe|lavoro|serie|dolci|cioccolato|informazioni|emozioni))`,
      ),
      w(
        String.raw`(?:stanotte|stasera|domani|oggi|adesso|ora|questa notte|questa sera) (?:lo faccio|la faccio|faccio il gesto|e la volta buona|ci provo davvero)(?= *(?:[.,;!]|$))`,
      ),
    ],
    // Passive wish: to be dead, not to wake, to be taken by God.
    'passive-wish': [
      // Going to sleep with no intention of waking.
      w(
        String.raw`non (?:ho intenzione di|penso di|voglio|ho nessuna intenzione di) (?:ri)?svegliarmi(?! (?:temprano|tarde|antes|hasta|pronto|cedo|presto|tot|tard|som|muon|den trua|fruh|frueh))(?![^.]*(?:dia libre|libre|folga|giorno libero|jour de repos|repos|frei|nghi|domingo|sabado|feriado|vacaciones|ferias|vacanz|vacances|urlaub))`,
      ),
      w(String.raw`mi pento di (?:essermi (?:ri)?svegliat[oa]|essere sopravvissut[oa]|essere ancora viv[oa])`),
      // Not to have woken, to leave this world, and dying that would matter to nobody.
      w(
        String.raw`(?:vorrei|avrei voluto|avrei preferito|preferirei|spero di) non (?:essermi (?:mai )?(?:ri)?svegliat[oa]|(?:ri)?svegliarmi (?:mai )?piu|(?:ri)?svegliarmi mai)|me ne (?:voglio|vorrei|devo|vado|voglio solo) (?:andare )?(?:da|via da) questo mondo|(?:voglio|vorrei) lasciare questo mondo`,
      ),
      w(
        String.raw`se (?:io )?(?:morissi|sparissi|mi uccidessi|mi ammazzassi|non ci fossi piu)[^.]{0,30}(?:non (?:importerebbe|fregherebbe|interesserebbe|cambierebbe niente) a nessuno|nessuno (?:se ne accorgerebbe|piangerebbe|noterebbe))|a nessuno (?:importerebbe|fregherebbe|frega|importa) (?:niente |nulla )?(?:se (?:io )?(?:morissi|muoio|sparissi|sparisco|mi ammazzo|mi uccido)|della mia morte)`,
      ),
      w(String.raw`${WANT}${ADV} ${DIE}${NOT_IDIOM}`),
      w(
        String.raw`(?:fammi|lasciami|farmi|lasciarmi|fatemi|lasciatemi|mi faccia|mi lasci|mi faccia) morire${NOT_IDIOM}`,
      ),
      w(
        String.raw`(?:signore|dio|gesu|padre|madonna|madonnina|mamma|papa|nonna|nonno),? (?:ti prego,? |per favore,? )?(?:prendimi|portami via|portami con te|chiamami a te|riprendimi)(?! (?:per mano|sotto|tra le|nelle|nella|nel tuo))(?![^.]{0,40}quando (?:sara|verra|arrivera) (?:l' ?ora|il momento|il mio tempo))|(?:prendimi|portami via|chiamami a te|riprendimi) (?:signore|dio|gesu)(?! (?:per mano|sotto))|(?:vorrei|voglio|spero|prego|chiedo) che (?:dio|il signore|gesu) mi (?:prenda|prendesse|porti via|portasse via|chiami a se|chiamasse a se|faccia morire|facesse morire)|perche (?:non mi (?:fai|lasci) morire|(?:mi (?:tieni|lasci)|sono ancora) in vita|sono ancora viv[oa])`,
      ),
      w(
        String.raw`non (?:voglio|ho (?:piu )?voglia di|riesco piu a|ce la faccio piu a) (?:piu )?(?:vivere|esistere|esserci|stare al mondo|stare su questa terra|svegliarmi|andare avanti a vivere)(?! (?:qui|li|la|con|in|a|al|alla|allo|ai|alle|da|lontan\w*|vicino|quando|per|stasera|domani|insieme|nel peccato))|non voglio esserci piu`,
      ),
      w(
        String.raw`(?:stanc[oa]|stuf[oa]|rott[oa]|sfinit[oa]|esaust[oa]|nausea) (?:di|della) (?:vivere|vita|esistere|svegliarmi|essere viv[oa]|questa vita|sta vita)`,
      ),
      w(
        String.raw`(?:ho perso|non ho piu|non trovo piu) (?:la |nessuna )?(?:voglia|forza|ragione|motivo|gioia) di vivere(?! (?:nel|in) peccato| lontan| senza (?:dio|di te))`,
      ),
      w(
        String.raw`(?:mi lascio|lasciarmi|mi sto lasciando|mi lascero|voglio lasciarmi) morire(?! (?:dal|dalle) (?:ridere|risate))`,
      ),
      w(
        String.raw`(?:spero|prego|vorrei|chiedo)(?: \w+){0,3} (?:di )?non (?:svegliarmi|risvegliarmi|arrivare a domani|vedere (?:domani|il domani|la mattina)|superare la notte)|(?:addormentarmi|dormire) e non (?:svegliarmi|risvegliarmi)`,
      ),
      w(
        String.raw`(?:vorrei|preferirei|avrei preferito|meglio) non essere mai nat[oa]|(?:maledico|odio) il giorno in cui sono nat[oa]|perche sono nat[oa]`,
      ),
      w(
        String.raw`(?:se|spero che|magari|vorrei che) (?:una macchina|un' ?auto|un camion|un treno|un autobus|un tir|qualcuno) mi (?:investa|investisse|investe|travolga|travolgesse|mettesse sotto|metta sotto|prenda in pieno|uccida|uccidesse|ammazzasse)`,
      ),
      w(
        String.raw`(?:non mi (?:dispiacerebbe|importerebbe|interesserebbe)|sarebbe un sollievo) (?:morire|se morissi|non svegliarmi|se mi succedesse qualcosa)|magari morissi|se solo (?:potessi|morissi)(?: morire| sparire| non svegliarmi)?`,
      ),
      w(
        String.raw`(?:sono pront[oa]|aspetto solo) (?:a|di) morire|(?:voglio|vorrei) che (?:tutto|questo|la vita) (?:finisca|si fermi|smetta)(?: per sempre)?`,
      ),
    ],
    // Hopelessness: a burden, better off without me, no way out, cannot go on.
    hopelessness: [
      w(
        String.raw`(?:l' ?unica|la sola|l' ?ultima) (?:soluzione|via d' ?uscita|uscita|via|cosa da fare|strada) (?:e|sarebbe|rimasta e|che (?:mi )?resta e|che vedo e) (?:morire|la morte|farla finita|uccidermi|ammazzarmi|sparire|suicidarmi)|non ha (?:piu )?senso (?:niente|nulla)(?= *(?:[.,;!]|$))`,
      ),
      w(String.raw`(?:meglio|piuttosto|preferirei essere|preferisco essere) mort[oa](?! (?:di|dal|dalla|dalle) )`),
      w(
        String.raw`(?:sono|mi sento|sono diventat[oa]|sono solo|sono soltanto)(?: solo| soltanto| sempre| ormai)? (?:un peso|un fardello|di troppo|uno sbaglio|un errore|un problema per tutti)(?! (?:sul|nel|da))(?![^.]*(?:in ufficio|al lavoro|in squadra|nel gruppo|stronz))`,
      ),
      w(
        String.raw`(?:starebbero|stareste|staresti|starebbe|stanno|vivrebbero|sarebbero|saranno|staranno|starete|sara) (?:tutti )?(?:molto |tanto |decisamente )?(?:meglio|piu feliz\w*|piu tranquill\w*|sollevat\w*) (?:senza di me|senza me|senza (?:un|una) \w+ come me|senza qualcuno come me|se (?:io )?(?:fossi mort[oa]|non ci fossi|non esistessi|sparissi|morissi|me ne andassi|non ci sono piu))`,
      ),
      w(
        String.raw`meglio (?:per tutti )?se (?:io )?(?:fossi mort[oa]|non ci fossi|non esistessi|sparissi|morissi|non fossi mai nat[oa])|(?:tutti|il mondo|la mia famiglia) (?:starebbe|starebbero|sarebbe) meglio senza di me`,
      ),
      w(
        String.raw`(?:nessuno|a nessuno|neanche uno)[^.]{0,30}(?:se (?:morissi|sparissi|non ci fossi piu|me ne andassi|mi uccidessi|mi ammazzassi|muoio|sparisco|mi ammazzo|mi uccido|non ci sono piu|me ne vado per sempre)|(?:sentirebbe|sentira|sentiranno|sentirebbero) la mia mancanza)`,
      ),
      w(
        String.raw`(?:unica|nessuna|sola|altra|non (?:c' ?e|vedo|trovo|ho) (?:nessuna |una |piu |altra )?)(?: )?(?:via d' ?uscita|via di uscita|via di scampo|uscita)|(?:non c' ?e|non vedo|non trovo|non ho) (?:piu )?(?:nessuna )?(?:speranza|futuro|soluzione|altra soluzione|altra strada) per me`,
      ),
      w(
        String.raw`(?:non ho|non c' ?e|nessun|senza) (?:piu )?(?:nessun )?(?:motivo|ragione|senso) (?:di|per) (?:vivere|andare avanti|restare|continuare|svegliarmi|alzarmi)`,
      ),
      w(
        String.raw`non ce la faccio piu (?:a|ad) (?:vivere|andare avanti|continuare a vivere|sopportare (?:tutto|questa vita|la vita|il dolore)|alzarmi la mattina|stare al mondo)|non (?:posso|riesco) piu (?:a |ad )?(?:andare avanti|vivere cosi|vivere cosi|continuare cosi|continuare a vivere|resistere)|non reggo piu (?:questa vita|di vivere|la vita)`,
      ),
      w(
        String.raw`(?:la morte|morire|essere mort[oa]) (?:sarebbe|e|mi sembra|mi pare) (?:l' ?unica|una liberazione|un sollievo|la soluzione|meglio|piu facile|la cosa migliore|una via d' ?uscita)`,
      ),
      w(
        String.raw`(?:meglio|preferisco|preferirei|piuttosto|tanto vale) (?:morire|crepare|essere mort[oa]|farla finita)${NOT_IDIOM}`,
      ),
      w(
        String.raw`(?:la mia vita|vivere|la vita|questa vita|sta vita) non (?:ha (?:piu )?senso|vale (?:piu )?(?:niente|nulla|la pena))|non (?:ha|vale) (?:piu )?(?:senso|la pena) (?:di )?(?:vivere|andare avanti|continuare)|(?:a che serve|che senso ha) (?:vivere|andare avanti|continuare a vivere|svegliarmi)`,
      ),
      w(
        String.raw`(?:ho|avrei|faccio|sto avendo|mi vengono|mi tornano) (?:dei |sempre |di nuovo |ancora )?(?:brutti pensieri|pensieri brutti|pensieri neri|pensieri di morte|idee brutte)`,
      ),
      w(
        String.raw`(?:stanotte|stasera|domani|oggi|presto) (?:finisce tutto|sara tutto finito|tutto finira)|(?:presto|stanotte) tutto (?:sara finito|finira)`,
      ),
    ],
    // Finality: farewells, letters for after, things given away, a day chosen.
    finality: [
      w(
        String.raw`(?:saluto tutti|addio a tutti|vi saluto tutti)[^.]{0,40}(?:e stato bello finche e durato|perdonatemi|vi voglio bene|grazie di tutto)(?![^.]*(?:vacanz|ci vediamo|a presto|a domani|torno|parroquia|paroquia|parrocchia|paroisse|pfarrei|giao xu|cambio de|me cambio|mudar|mudo|change|wechsle|chuyen|grupo|gruppo|groupe|gruppe|nhom|trabajo|trabalho|lavoro|travail|arbeit|job|colegio|escola|scuola|ecole|schule|truong|ciudad|cidade|citta|ville|stadt))`,
      ),
      w(
        String.raw`come farlo senza (?:far soffrire|che (?:\w+ ){0,3}(?:soffra|soffrano|se ne accorga|se ne accorgano|mi trovi))`,
      ),
      // Affairs put in order for afterwards, accounts deleted and debts paid, one's own funeral planned.
      w(
        String.raw`(?:cosi|perche|in modo che) (?:\w+ ){1,3}non (?:deve|debba|dovra|debbano) (?:fare niente|fare nulla|preoccuparsi|occuparsi di niente)[^.]{0,20}dopo|(?:ho cancellato|ho eliminato|ho chiuso|ho disattivato) (?:tutti )?(?:i )?(?:miei )?(?:social|profili|account|account social|foto)[^.]{0,60}(?:ho pagato|ho saldato|ho restituito|sono pront[oa])|(?:ho pagato|ho saldato|ho restituito) (?:tutti )?(?:i miei debiti|quello che dovevo)[^.]{0,40}(?:sono pront[oa]|addio)|(?:playlist|canzoni|musica|fiori) (?:per|del) (?:il )?mio (?:funerale|stesso funerale)|(?:ho organizzato|ho scelto|ho scritto|ho preparato) (?:\w+ ){0,3}(?:del|per il) mio (?:funerale|stesso funerale)`,
      ),
      // Not existing by a given time; no longer a problem or a bother; a will with letters.
      w(
        String.raw`non esistero piu|(?:presto|domani|ormai) (?:smettero|smetto) di essere (?:un|una) (?:problema|peso|fardello|fastidio)|non (?:daro|dovrete sopportare) piu (?:fastidio|problemi) a nessuno|non (?:disturbero|dovro disturbare) piu nessuno|(?:ho fatto|ho scritto|ho lasciato|ho finito) (?:il mio |il )?testamento[^.]{0,30}(?:lettere|lettera|biglietti|addio)`,
      ),
      w(
        String.raw`(?:perdonatemi|perdonami|scusatemi)[^.]{0,40}(?:addio|vi saluto|vi voglio bene|ti voglio bene|per tutto)|(?:addio|vi saluto|vi voglio bene)[^.]{0,40}(?:perdonatemi|perdonami)`,
      ),
      w(
        String.raw`(?:lettera|lettere|lettera|biglietto|biglietti|messaggio|messaggi|video|bigliettino) (?:d' ?|di )addio|(?:la mia|questa e la mia) ultima lettera|(?:il mio|questo e il mio|e il mio) ultimo (?:messaggio|saluto|giorno|post)(?= *(?:[.,;!]|$| sulla terra| su questa terra| in vita| da viv[oa]| per (?:voi|te|tutti)))|(?:la mia|questa e la mia|e la mia) ultima (?:notte|sera|preghiera|lettera)(?= *(?:[.,;!]|$| sulla terra| su questa terra| in vita| da viv[oa]| per (?:voi|te|tutti)))`,
      ),
      w(
        String.raw`(?:e|sara) l' ?ultima volta che (?:ti|vi) (?:scrivo|parlo|sento)|(?:non|mai piu) (?:mi )?(?:sentirete|sentirai|vedrete|vedrai|rivedrete|rivedrai) (?:piu|mai piu)|(?:non mi sentirete|non mi vedrete) piu`,
      ),
      w(
        String.raw`(?:lettera|lettere|biglietto|biglietti|messaggio|messaggi|video|da aprire|da leggere|per te|per voi|per quando)[^.]{0,40}(?:dopo la mia morte|quando (?:non ci saro piu|saro mort[oa]|me ne saro andat[oa])|dopo che (?:me ne saro andat[oa]|saro mort[oa]))|quando non ci saro piu,? (?:prenditi cura|prendetevi cura|abbi cura|abbiate cura|di' |dite|occupati|occupatevi|ricordati|ricordatevi|non piangete|non piangere|perdonami|perdonatemi)`,
      ),
      w(
        String.raw`(?:ho |sto )?(?:regalat[oa]|regalando|dat[oa] via|dando via|lasciato in eredita) (?:tutte |quasi tutte )?(?:le mie cose|la mia roba|tutto quello che ho|i miei (?:animali|vestiti|libri|risparmi|soldi|oggetti)|il mio (?:cane|gatto|criceto|coniglio)|la mia (?:chitarra|bici|moto|collezione))(?! (?:alla caritas|in parrocchia|ai poveri|per beneficenza|a chi ne ha bisogno|al mercatino|perche trasloco))`,
      ),
      w(
        String.raw`(?:ho |sto )?(?:sistemat[oa]|mess[oa] in ordine|mettendo in ordine|sistemando|ordinato) (?:tutti |tutte )?(?:i miei affari|le mie faccende|le mie questioni|le mie carte|i miei conti|tutto per (?:dopo|quando))|(?:ho fatto|ho scritto|sto scrivendo|ho aggiornato) (?:il )?testamento(?! biologico)`,
      ),
      w(
        String.raw`(?:ho |ho gia )?(?:scelto|deciso|fissato) (?:il giorno|la data|quando|dove|come|l' ?ora|il posto|il modo)(?= *(?:[.,;!]|e |$))|(?:domenica|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domani|stanotte|stasera|oggi) (?:e|sara) il giorno(?= *(?:[.,;!]|$))|la data e (?:fissata|decisa|scelta)(?= *(?:[.,;!]|$))`,
      ),
      w(
        String.raw`(?:domani|stanotte|stasera|presto|fra poco|tra poco|dopodomani) non ci saro(?: piu)?|non ci saro piu (?:domani|stanotte|fra poco|tra poco)`,
      ),
      w(
        String.raw`(?:addio|vi saluto) (?:a tutti|per sempre|mondo|a tutto|amici)|(?:volevo|voglio|vengo a) (?:dirti|dirvi|darti|darvi) (?:addio|l' ?ultimo saluto)|(?:ti|vi) dico addio|e un addio`,
      ),
      w(
        String.raw`(?:dite|di' |dica|ditegli|ditele|digli|dille|diglielo) [^.]{0,30}(?:che (?:le|gli|li|vi|l' ?|lo|la) (?:voglio|volevo|ho voluto|ho sempre voluto) bene|che (?:le|gli|li|vi|l' ?|lo|la) (?:amo|amavo|ho amat[oa])|che (?:non e|non e stata) colpa (?:sua|loro|vostra))`,
      ),
      w(
        String.raw`grazie (?:di|per) tutto,? (?:addio|e addio|vi ho voluto bene|ti ho voluto bene)|perdonatemi (?:per|se) (?:quello che sto per fare|cio che faro)`,
      ),
    ],
    // Means: pills hoarded, a rope or gun at hand, standing on a roof, bridge or tracks.
    means: [
      // Asking whether a way of dying hurts, how high a bridge is.
      w(
        String.raw`fa male (?:morire )?(?:impiccat[oi]|annegat[oi]|avvelenat[oi])|fa male (?:impiccarsi|tagliarsi le vene|buttarsi)|(?:sono andat[oa]|sono salit[oa]) (?:sul|al|fino al|sulla|alla) (?:ponte|viadotto|tetto|palazzo|cavalcavia)[^.]{0,20}(?:a vedere|per vedere) quanto (?:e )?alt[oa]`,
      ),
      // On the way to a height, or in the bath with a blade.
      w(
        String.raw`(?:sto andando|vado|sto per andare) (?:verso il|al|sul|verso la|alla) (?:ponte|viadotto|cavalcavia|tetto|binari|scogliera|dirupo)(?= *(?:[.,;!?]|$|adesso|ora|a buttarmi|per buttarmi))(?![^.]*(?:traffico|lavoro|scuola|treno|appuntamento|picnic|vacanz|foto|con (?:la mia|il mio|i miei|le mie)|amic|ragazz|famiglia|ci vediamo|ci vediamo li|ti aspetto|li))|(?:nella vasca|nel bagno|sotto la doccia) con (?:la |una |il |un |le |i )?(?:lametta|lamette|rasoio|taglierino|pillole|pastiglie|pistola)`,
      ),
      w(
        String.raw`carbonella[^.]{0,40}(?:mi chiudo|chiudermi|mi chiudero|sigillare) (?:in|nella|dentro la) (?:macchina|auto|camera|stanza|bagno)`,
      ),
      w(
        String.raw`(?:ho|tengo) gia (?:la|una|il|un) (?:corda|cappio|pistola|lametta|lamette|veleno)|(?:corda|cappio)[^.]{0,40}(?:so (?:gia )?dove (?:appenderl[ao]|legarl[ao]|attaccarl[ao]|metterl[ao])|dove (?:appenderl[ao]|legarl[ao]))`,
      ),
      w(
        String.raw`(?:ho|ho gia|tengo|ho comprato|ho messo da parte|ho accumulato|ho nascosto|conservo|ho conservato|ho contato|ho rubato|ho ordinato|mi sono procurat[oa]) (?:gia )?(?:quasi )?(?:abbastanza|decine di|[2-9]\d|\d{3,}) (?:di )?(?:le |i |gli |mie |miei )?(?:\w+ ){0,2}${MEANS}`,
      ),
      w(
        String.raw`(?:sto raccogliendo|raccolgo|ho raccolto|ho messo da parte|metto da parte|sto mettendo da parte|accumulo|sto accumulando|ho accumulato|ho nascosto|nascondo|ho contato|sto contando|ho rubato|mi sono procurat[oa]) (?:le |i |gli |delle |dei |degli |mie |miei |sue |suoi |una |un |la |il )?(?:\w+ ){0,3}${MEANS}`,
      ),
      w(
        String.raw`(?:ho comprato|ho preso|ho trovato|mi sono procurat[oa]|ho) (?:una |la |un |il )?(?:corda|cappio|fucile|pistola|veleno|topicida|veleno per topi|carbonella)(?! (?:ad acqua|giocattolo|a pallini|softair|spara ?bolle)| (?:per (?:arrampicare|il barbecue|la grigliata|lo sport|il tiro|la caccia|saltare)|da (?:arrampicata|saltare|caccia)|per (?:lavoro|servizio)|regolarmente|con (?:il )?porto d' ?armi))(?![^.]*(?:topi|ratti|formiche|insetti|lumache|zanzare|cantina|giardino|orto|panni|bucato|stendere|arrampic|barca|tenda|campeggio|altalena))`,
      ),
      w(
        String.raw`abbastanza (?:${MEANS}|roba|pastiglie) (?:per|da)|(?:quant[ei]|quanta) (?:${MEANS}|roba|pastiglie)[^.?]{0,40}(?:per (?:morire|non svegliarsi|non svegliarmi|farla finita|ammazzarsi|uccidersi)|servono|ci vogliono|bisogna)|dose (?:letale|mortale)`,
      ),
      w(
        String.raw`(?:modo|modi|metodo|metodi|maniera) (?:piu )?(?:veloce|indolore|sicuro|facile|rapido|efficace|semplice|dolce)? ?(?:per|di) (?:morire|uccidersi|ammazzarsi|suicidarsi|farla finita|togliersi la vita|uccidermi|ammazzarmi|suicidarmi)|come (?:ci si uccide|ci si ammazza|uccidersi|suicidarsi|ammazzarsi|morire) (?:senza (?:dolore|soffrire)|in fretta|velocemente)|morire senza (?:soffrire|dolore)`,
      ),
      w(
        String.raw`(?:sono|sto|mi trovo|seduto|seduta|in piedi) (?:(?:sul|sulla|sui|sulle|sopra il|sopra al|sopra la|in cima al|in cima alla) (?:tetto|cornicione|davanzale|binari|rotaie|parapetto|ringhiera|balaustra)|(?:sul bordo del|sul bordo della|al bordo del|sull' ?orlo del|sull' ?orlo della|oltre la|oltre il|fuori dalla|dall' ?altra parte del|dall' ?altra parte della) ${HEIGHT})(?! (?:a|per) (?:sistemare|riparare|lavorare|aggiustare|pulire|montare|prendere il sole|stendere|fare foto|vedere)| di casa a (?:sistemare|riparare))`,
      ),
      w(
        String.raw`oltre (?:la|il) (?:ringhiera|parapetto|balaustra|recinzione|transenna)|(?:le )?gambe (?:penzoloni|nel vuoto|a penzoloni)|(?:guardo|sto guardando) (?:giu|di sotto) (?:dal|dalla|dallo)|sui binari|sulle rotaie`,
      ),
      w(
        String.raw`${LEDGE}[^.]{0,60}(?:${JUMP}|il vuoto|farla finita|(?:voglio|vorrei|penso (?:solo )?a|pront[oa] a) (?:morire|saltare|buttarmi))|(?:${JUMP}|farla finita|(?:voglio|vorrei) morire)[^.]{0,60}(?:${LEDGE}|prossimo treno)`,
      ),
      w(
        String.raw`(?:il|un|la|una|mio|suo) (?:fucile|pistola|arma|doppietta|revolver)[^.]{0,30}(?:e |sta |si trova )?(?:in cantina|in garage|nel cassetto|nell' ?armadio|in soffitta|sotto il letto|in casa|a casa|carico|carica|sul tavolo|non e chius[oa])|(?:c' ?e|ho) (?:un|una) (?:fucile|pistola|arma) (?:in casa|a casa|carico|carica)`,
      ),
      w(
        String.raw`(?:lametta|lamette|taglierino|coltello|cappio|corda|pistola|fucile|pillole|pastiglie|sonniferi) (?:gia )?(?:in mano|pront[aeio]|accanto a me|vicino a me|sul letto|davanti a me|sul comodino)(?! per (?:la|il|lo))(?![^.]*(?:cucin|pane|carne|verdur|cipoll|pomodor|frutta|affett|tagliando (?:il|la|le|i)))`,
      ),
      w(
        String.raw`so dove (?:tiene|tengono|sono|e|nasconde|nascondono) (?:la chiave|le chiavi|il fucile|la pistola|le pillole|i farmaci|le medicine|i sonniferi|l' ?arma)`,
      ),
    ],
    // Self-harm: cutting, burning, hitting oneself, starving or purging on purpose, relapse.
    'self-harm': [
      w(String.raw`mi (?:costringo|obbligo|sforzo|costringevo) a vomitare|mi (?:faccio|induco) (?:il )?vomit(?:are|o)`),
      // Anything done to one's own body until it bleeds; hair pulled out in clumps; laxatives as punishment.
      w(
        String.raw`${MI} ?(?:\w+ ){1,7}fino a (?:sanguinare|farmi sanguinare|far uscire il sangue|farmi uscire il sangue)(?<!(?:puntura|zanzara|eczema|prurito|allergia|gengive|denti|naso)[^.]{0,160})(?![^.]*(?:puntura|zanzara|eczema|prurito|allergia|gengive|denti|naso))|mi strappo (?:i capelli|ciocche|le ciglia)(?=[^.]*(?:ciocche|chiazze|ansia|fino a sanguinare))|(?:lassativi|diuretici)[^.]{0,50}(?:punirmi|per aver mangiato|mi faccio schifo)`,
      ),
      w(
        String.raw`(?:sparire|dimagrire|consumarmi|non mangiare) (?:\w+ ){0,2}finche non (?:resta|rimane|restera|rimarra) (?:niente|nulla) di me|non mangio da (?:\d+|due|tre|quattro|cinque|giorni)[^.]{0,40}(?:sparire|punirmi|morire|non merito)`,
      ),
      w(
        String.raw`${MI} ?(?:graffio|graffiavo|gratto|grattavo|sono graffiat[oa]|mordo) (?:\w+ ){0,2}fino a (?:sanguinare|far(?:mi)? (?:uscire il )?sangue)`,
      ),
      w(
        String.raw`(?:mi sono fatt[oa]|mi faccio|ho fatto|mi ero fatt[oa]) (?:\w+ ){0,3}tagli (?:sul|sulla|sulle|sui|al|alla|alle|ai|nel|nella|sugli) (?:braccio|braccia|coscia|cosce|gamba|gambe|polso|polsi|pancia|fianchi|avambracci\w*)`,
      ),
      new RegExp(
        String.raw`^(?!.*(?:embaraz|gravida|enceinte|incinta|schwanger|quimio|chemo|gripe|grippe|influenza|virus|infec|gastro|nausea|nausee|enjoo|mareo|intossica|vergiftung|migran|migraine)).*(?<![\p{L}])(?:vomit(?:o|ando|are) tutto (?:quello|cio) che mangio|vomit(?:o|ando|are)[^.]{0,40}(?:mi faccio schifo|per non ingrassare))(?![\p{L}])`,
        'u',
      ),
      w(
        String.raw`vomito (?:apposta|di proposito|dopo (?:ogni|tutti i) pasti?|dopo aver mangiato|ogni volta che mangio|per non ingrassare|per punirmi)`,
      ),
      w(
        String.raw`(?:sono|ero|sono tornat[oa]|ricadut[oa]|ricaduta|faccio|pratico|pensieri|atti|gesti|comportamenti|tornata all' ?|tornato all' ?|nell' ?) ?(?:di |nell' ?)?autolesion\w*|farmi del male|mi faccio del male|mi sono fatt[oa] del male|mi (?:faccio|sono fatt[oa]) male (?:apposta|da sol[oa]|di proposito|volontariamente)`,
      ),
      w(
        String.raw`${MI} ?(?:taglio|tagliavo|sono tagliat[oa]|ero tagliat[oa]|brucio|bruciavo|sono bruciat[oa]|graffio|sono graffiat[oa]|ferisco|sono ferit[oa]|incido|sono incis[oa]|sfregio|mordo|strappo la pelle) (?:di nuovo |ancora |apposta |spesso |sempre |tutte le sere |ogni sera |di notte )?(?:le |i |la |il |sulle |sui |sul |sulla )?(?:braccia|braccio|polsi|polso|gambe|gamba|cosce|coscia|pancia|pelle|fianchi|fianco|petto|mani|mano|corpo)`,
      ),
      w(
        String.raw`${MI} ?(?:taglio|tagliavo|sono tagliat[oa]|brucio|bruciavo|sono bruciat[oa]|ferisco|sono ferit[oa]) (?:di nuovo|ancora|apposta|tutti i giorni|ogni (?:giorno|sera|notte)|spesso|di continuo|di proposito|per (?:punirmi|sentire|sfogarmi|non pensare|calmarmi)|quando|perche|con (?:le |la |il |un |una |l' ?)?(?:sigarett[ae]|accendino|lametta|lamette|rasoio|coltello|forbici|ferro|compasso|vetro))|${MI} ?(?:taglio|brucio)(?= *(?:[.!,;]|$))`,
      ),
      w(
        String.raw`(?:ieri|stanotte|stasera|oggi|stamattina|di nuovo|ancora)(?: sera| notte)? ${MI} ?sono (?:tagliat[oa]|bruciat[oa]|ferit[oa])(?! (?:il|i|la|le|un|una|con la carta|cucinando|per sbaglio|giocando|radendomi))|${MI} ?sono (?:tagliat[oa]|bruciat[oa]) (?:di nuovo|ancora|apposta|di proposito)`,
      ),
      w(
        String.raw`(?:tagliarmi|bruciarmi|graffiarmi|ferirmi|punirmi|picchiarmi|incidermi)(?! (?:i capelli|le unghie|la barba|la frangia|un pezzo))|(?:ho ricominciato|ricomincio|sono ricadut[oa]|ci sono ricascat[oa]|ho avuto una ricaduta) (?:a tagliarmi|a farmi del male|con i tagli|nell' ?autolesionismo|a bruciarmi)`,
      ),
      w(
        String.raw`${MI} ?(?:do|prendo|tiro) (?:pugni|schiaffi|testate|colpi) (?:da sol[oa]|in faccia|in testa|sulla testa|sulle gambe|fino a)|(?:sbatto|picchio|batto|ho sbattuto apposta) la testa (?:contro|al|sul) (?:il |al )?muro|prendo a pugni (?:il muro|i muri|me stess[oa])|mi picchio (?:da sol[oa])?`,
      ),
      w(
        String.raw`(?:nascondo|copro|coprire|nascondere) (?:i tagli|le cicatrici|le bruciature|i segni|le ferite|i lividi)|maniche lunghe (?:per (?:nascondere|coprire)|anche d' ?estate)`,
      ),
      w(
        String.raw`(?:non mangio|ho smesso di mangiare|non sto mangiando|salto i pasti|mi rifiuto di mangiare)[^.]{0,30}(?:apposta|per punirmi|perche non (?:me lo )?merito|non merito)|mi (?:faccio|sono fatt[oa]) vomitare|mi induco il vomito|(?:merito|mi merito) di (?:soffrire|stare male|sanguinare|farmi male|morire|essere punit[oa])`,
      ),
    ],
    // Abuse: hit, touched, forced, threatened, locked in, controlled; by family, partners, clergy, coaches.
    abuse: [
      w(
        String.raw`mi (?:chiude|chiudeva|rinchiude|rinchiudeva|ha chiuso|ha rinchiuso) (?:\w+ ){0,2}(?:nello sgabuzzino|nell' ?armadio|in cantina|nel ripostiglio|in bagno|in camera)(?=[^.]*(?:senza mangiare|per punizione|a chiave|al buio))|mi (?:manda|ha mandato|mandava|invia) (?:delle |le |una )?foto (?:delle sue parti|del suo (?:pene|sesso|corpo nudo)|nud[oa]|di lui nudo)`,
      ),
      // Grooming (alone, at night, not to tell the parents) and sextortion.
      w(
        String.raw`(?:dice|ha detto|mi chiede|mi ha chiesto) di non (?:dirlo|dire niente|dire nulla|raccontarlo|parlarne) (?:ai miei|ai miei genitori|a mia madre|a mio padre|a mamma|a papa|a nessuno)(?= *(?:[.,;!?]|$))(?![^.]*(?:sorpresa|regalo|festa|compleanno))|(?:vuole|vorrebbe|insiste per) (?:vedermi|incontrarmi|stare con me) da sol[oa](?:(?<=(?:notte|segreto|di nascosto|non dirlo)[^.]{0,120})|(?=[^.]{0,80}(?:notte|non dirlo|segreto|di nascosto|nessuno)))|se non (?:\w+ ){0,3}(?:mando|invio|mandero)[^.]{0,40}(?:pubblica|pubblichera|diffonde|diffondera|manda|mandera|mette online|fa vedere)`,
      ),
      // Forced kisses and touches; stalked and threatened by an ex; a drunk partner breaking things.
      w(
        String.raw`mi (?:ha|hanno) (?:baciat[oa]|toccat[oa]|spogliat[oa]|abbracciat[oa]|palpat[oa]) (?:\w+ )?(?:con la forza|a forza|contro la mia volonta|di forza|anche se (?:non volevo|dicevo di no))`,
      ),
      w(
        String.raw`(?:il mio ex|la mia ex|mio marito|il mio ragazzo|il mio compagno|il mio fidanzato)[^.]{0,30}(?:mi (?:segue|perseguita|pedina|controlla|spia|minaccia)(?! (?:su|sui) (?:instagram|insta|tiktok|twitter|facebook|social|ig|youtube|spotify))|mi (?:manda|scrive) (?:messaggi|vocali) (?:minacciosi|di minaccia|minacciandomi))|(?:mio marito|il mio compagno|il mio ragazzo|lui)[^.]{0,30}(?:e tornato|torna|e) (?:ubriaco|fatto|strafatto|furioso)[^.]{0,40}(?:spacca|sta spaccando|rompe|sta rompendo|urla|sta urlando|picchia)`,
      ),
      // Abused, asked for nude pictures.
      w(
        String.raw`(?:abusa|abusava|ha abusato|abusano|hanno abusato|abusato) di me|mi (?:chiede|ha chiesto|chiedeva|chiedono|manda|ha mandato|mandava) (?:delle |le |una |un |dei )?(?:foto|video|immagini|selfie)(?: \w+)? (?:nud[oaie]|senza vestiti|intim[ei]|hot|in intimo|spogliat[oa])`,
      ),
      w(String.raw`${ABUSER}[^.]{0,40}\b(?:${MI}|ci) ?${HURTS_ME}`),
      w(
        String.raw`${AUTHORITY}[^.]{0,40}(?:mi ha detto|mi dice|mi diceva|mi ha chiesto) di non (?:dirlo|dire niente|dire nulla|raccontarlo|raccontare niente|parlarne) (?:a nessuno|ai miei|a mamma|a papa|ai genitori)`,
      ),
      w(
        String.raw`(?:sono stat[oa]|vengo|venivo|sono) (?:picchiat[oa]|violentat[oa]|stuprat[oa]|molestat[oa]|abusat[oa]|maltrattat[oa]|palpeggiat[oa]|adescat[oa]|ricattat[oa]|segregat[oa])|(?:subisco|ho subito|subivo|vivo) (?:violenz\w*|abusi|molestie|maltrattamenti|botte)|(?:vittima di|subisco|vivo) violenza (?:domestica|sessuale)`,
      ),
      w(
        String.raw`mi ha (?:violentat[oa]|stuprat[oa]|molestat[oa]|abusat[oa]|palpat[oa]|picchiat[oa]|strangolat[oa]|menat[oa])|mi hanno (?:violentat[oa]|stuprat[oa]|molestat[oa]|abusat[oa]|picchiat[oa]|menat[oa])`,
      ),
      w(
        String.raw`(?:e|sara|questo e) (?:il )?nostro (?:piccolo )?segreto|(?:e )?un segreto tra (?:noi|me e te|di noi)|(?:non devi|non dovevo|non devo|guai se lo) (?:dirlo|dici|raccontarlo) a nessuno`,
      ),
      w(
        String.raw`(?:dice|ha detto|mi ha detto|minaccia|giura|altrimenti|senno|se no)(?: che)? se (?:lo |la |li )?(?:dico|racconto|parlo|denuncio|lascio|dicessi|raccontassi|lasciassi|me ne vado|vado via|chiamo)|se (?:lo )?(?:dico|racconto) a (?:qualcuno|mamma|papa|mia madre|mio padre|ai miei|alla polizia|ai carabinieri|qualcuno)[^.]{0,30}(?:mi|ci|ti)`,
      ),
      w(
        String.raw`se (?:lo |la |li )?(?:lascio|dico|parlo|denuncio|racconto|me ne vado|vado via|dicessi|lasciassi)[^.]{0,40}${MI} ?(?:ammazza|uccide|ammazzera|uccidera|fa del male|fara del male|ammazzano|uccidono|massacra|fa fuori|ammazzerebbe|ucciderebbe|picchia)|(?:minaccia|ha minacciato|minacciava) di (?:ammazzarmi|ammazzarci|ucciderci|ammazzarla|ucciderla|uccidermi|farmi del male|picchiarmi|portarmi via|pubblicare|diffondere|mandare|togliermi)|(?:dice|ha detto|giura|urla|grida|mi ha detto) che ${MI} ?(?:ammazza|uccide|ammazzera|uccidera|fa del male|fara del male|fa fuori)`,
      ),
      w(
        String.raw`se non [^.]{0,40}(?:pubblica|pubblichera|diffonde|diffondera|manda|mandera|mette online|posta|fa vedere|fara vedere) (?:le |i )?(?:mie |miei )?(?:foto|video|immagini|chat)|(?:minaccia di|vuole|mi ricatta (?:per|con)) (?:pubblicare|diffondere|mandare a tutti|mettere online) (?:le mie|delle mie|i miei|le) (?:foto|video)|mi (?:chiede|ha chiesto|chiedeva) (?:foto|video) (?:nud[ei]|intim[ei]|ose|senza vestiti)`,
      ),
      w(
        String.raw`(?:mio marito|il mio compagno|il mio ragazzo|il mio fidanzato|mia moglie|la mia compagna|la mia ragazza|lui|lei)[^.]{0,30}mi (?:toglie|ha tolto|prende|ha preso|controlla|sequestra|ha sequestrato|nasconde) (?:il telefono|il cellulare|i documenti|i soldi|le chiavi|il passaporto|il bancomat|la carta)|mi (?:ha tolto|toglie|hanno tolto|hanno preso) (?:il passaporto|i documenti)`,
      ),
      w(
        String.raw`ho paura (?:di tornare a casa|di andare a casa|di lui|di lei|di mio (?:marito|padre|patrigno|zio|fratello|compagno|ragazzo)|di mia (?:madre|moglie|matrigna)|che mi (?:ammazzi|uccida|picchi|faccia del male|trovi|ritrovi))`,
      ),
      w(
        String.raw`${ABUSER}[^.]{0,40}mi ha (?:rotto|fratturato|spaccato|lussato) (?:il|la|un|una|le|i) (?:naso|braccio|polso|costola|costole|dente|denti|mascella|dito|labbro|zigomo|gamba|spalla)|mi ha fatto (?:un occhio nero|i lividi|dei lividi)|(?:mani|le mani) al collo|ha cercato di (?:strangolarmi|soffocarmi|uccidermi|ammazzarmi)`,
      ),
      w(String.raw`nessuno mi (?:crederebbe|credera|crede mai)|non mi crederebbe nessuno`),
      w(
        String.raw`${ABUSER}[^.]{0,40}(?:entra|entrava|viene|veniva) (?:di notte |la notte )?(?:nella mia (?:camera|stanza)|nel mio letto)(?: di notte| la notte| quando)?`,
      ),
      w(
        String.raw`${ABUSER}[^.]{0,40}(?:entra|entrava|viene|veniva) in bagno (?:quando|mentre) (?:mi faccio la doccia|faccio la doccia|mi lavo|sono nud[oa]|mi cambio)|${ABUSER}[^.]{0,60}(?:vuole|voleva|mi chiede di|insiste per) (?:vedermi|incontrarmi|stare|restare|che (?:vada|venga|resti)) (?:da sol[oa]|sol[oa] con lui|sol[oa] con lei|di nascosto)`,
      ),
      w(
        String.raw`(?:matrimonio|sposarmi) (?:forzat[oa]|combinat[oa]|contro la mia volonta)|mi (?:vogliono|obbligano a|costringono a) (?:far )?sposar(?:e|mi)|mi (?:vogliono|vuole) (?:far )?(?:infibulare|mutilare)`,
      ),
    ],
    // Danger to others: someone close who means to die, someone hurt now, fear of hurting someone.
    'danger-to-others': [
      w(String.raw`ha un piano per (?:ammazzarsi|uccidersi|suicidarsi|togliersi la vita|buttarsi|impiccarsi)`),
      w(
        String.raw`si (?:brucia|bruciava|taglia|tagliava|graffia|ferisce) con (?:l' ?|il |un |una |la |le )?(?:accendino|sigarett\w*|lametta|lamette|taglierino|rasoio|temperino|candela)|ho visto (?:i |dei )?(?:segni|tagli|cicatrici|bruciature|ferite)(?: (?:sulle|sui|sul|sulla) (?:braccia|gambe|polsi|cosce))?(?= *(?:[.,;!?]|$)| sulle| sui| sul)`,
      ),
      // Someone close unconscious after pills; on a railing and not coming down.
      w(
        String.raw`(?:svenut[oa]|incosciente|non si sveglia|non reagisce)[^.]{0,50}(?:ha preso|ha ingoiato|pastiglie|pillole|veleno)|(?:ha preso|ha ingoiato)[^.]{0,50}(?:svenut[oa]|incosciente|non si sveglia|non reagisce)|non vuole scendere(?<=${MY_CLOSE}[^.]{0,100})(?:(?=[^.]*(?:${LEDGE}|tetto|palazzo))|(?<=(?:${LEDGE}|tetto|palazzo)[^.]{0,100}))(?![^.]*(?:antenna|ripar|macchina|auto|gatto|cane))`,
      ),
      w(
        String.raw`(?:entra|entrava|viene|veniva|va) (?:in camera sua|nella sua (?:camera|stanza)|nel suo letto) (?:di notte|la notte|quando)`,
      ),
      w(
        String.raw`(?:dice|ha detto|continua a dire|scrive|ha scritto) (?:\w+ ){0,3}che (?:\w+ )?(?:vuole|vorrebbe) (?:sparire|morire|andarsene per sempre|non esistere|farla finita)(?= *(?:[.,;!?]|$|e |per sempre|da questo mondo))`,
      ),
      // Someone close about to kill themselves ("si vuole ammazzare"); a child abused.
      w(
        String.raw`si (?:vuole|vorrebbe|sta per|deve|va a|vuol|voleva) (?:ammazzare|uccidere|suicidare|impiccare|buttare (?:giu|dal|dalla|sotto)|sparare|avvelenare|togliere la vita)${NOT_IDIOM}(?! (?:di|dal|dalla) (?:lavoro|fatica|studio|risate))`,
      ),
      w(
        String.raw`(?:abusa|abusava|ha abusato|molesta|molestava|ha molestato|tocca|toccava|ha toccato|violenta|violentava) (?:di )?(?:mia|mio|la mia|il mio|sua|suo) (?:sorell\w*|fratell\w*|figli\w*|nipot\w*|cugin\w*|bambin\w*|alunn\w*)(?![^.]*(?:il turno|la volta))`,
      ),
      // The writer's own plan to kill someone, or to bring a weapon to school or church.
      w(
        String.raw`(?:voglio|vorrei|sto per|ho deciso di|sto pensando di|penso di) (?:ammazzare|uccidere|accoltellare|sparare a|avvelenare) (?:qualcuno|tutti|il mio|la mia|mio|mia|i miei|le mie|quel|quella|lui|lei)(?![^.]*(?:ahah|haha|se (?:mi|si|lo|la|non|tocca|rifa)|quando (?:torna|arriva|lo vedo|la vedo)|perche (?:mi ha|ha mangiato|ha preso)))|(?:porto|portero|voglio portare) (?:la |il |una |un )?(?:pistola|fucile|arma|coltello|bomba)(?: di mio \w+| di mia \w+)? (?:a scuola|in classe|in chiesa|a messa|in parrocchia|all' ?universita|al lavoro)`,
      ),
      w(
        String.raw`(?:${MY_CLOSE}|lui|lei)[^.]{0,40}(?:vuole|vorrebbe|sta per|minaccia di|ha minacciato di|ha detto che vuole|dice che vuole|ha scritto che vuole|ha intenzione di|pensa di|parla di|continua a dire che vuole|ha provato a|ha tentato di|cerca di)(?: \w+){0,2} ${THEY_KILL}${NOT_IDIOM}`,
      ),
      w(
        String.raw`(?:${MY_CLOSE}|lui|lei)[^.]{0,40}(?:dice|ha detto|ha scritto|scrive|mi ha scritto|ha postato|continua a dire) che (?:(?:stanotte|stasera|oggi|domani|adesso|ora|presto|questa notte|questa sera|tra poco|fra poco) )?(?:si (?:ammazza|uccide|suicida|butta|impicca|spara|taglia)|(?:vuole|vorrebbe) morire${NOT_IDIOM}|la fa finita|non ce la fa piu a vivere)`,
      ),
      w(
        String.raw`(?:${MY_CLOSE}|lui|lei)[^.]{0,60}(?:e suicida|ha pensieri suicid\w*|si taglia(?! (?:i capelli|le unghie|la barba|la frangia))|si fa del male|ha preso (?:tutte le|un sacco di) (?:pillole|pasticche|compresse)|ha ingoiato|ha tentato il suicidio|si e chius[oa] in (?:bagno|camera) con)`,
      ),
      w(
        String.raw`(?:${MY_CLOSE}|lui|lei)[^.]{0,60}(?:mi ha scritto|ha scritto|ha mandato|ha postato|mi ha mandato|ha lasciato) [^.]{0,30}(?:addio|messaggio d' ?addio|lettera d' ?addio)`,
      ),
      w(
        String.raw`(?:ho paura|temo|mi preoccupa) che (?:\w+ ){0,3}(?:possa |voglia )?(?:fare|faccia|commetta|compia) (?:una |qualche |un )?(?:sciocchezza|sciocchezze|cazzata|cazzate|pazzia|gesto estremo|gesto disperato|stupidaggine)|(?:ho paura|temo) che (?:\w+ ){0,3}(?:si (?:uccida|ammazzi|tolga la vita|butti|impicchi|faccia del male|tagli|suicidi))`,
      ),
      w(
        String.raw`(?:ho paura|temo|mi terrorizza l' ?idea) di (?:fare del male|far male|uccidere|ammazzare|scuotere|soffocare|annegare|picchiare|fargli del male|farle del male|fargli male|farle male)(?: a)?(?: (?:mio|mia|il|la|al|alla|un|una|qualcuno|i miei|le mie|lui|lei|neonat\w*|bambin\w*))?`,
      ),
      w(
        String.raw`(?:sta|stanno|sta ancora|continua a) (?:picchiando|menando|prendendo a (?:calci|pugni|botte|schiaffi)|strangolando|soffocando|picchiare) (?:mia|mio|la|il|i|le|sua|suo|suoi) (?:madre|padre|mamma|sorella|fratello|bambin\w*|figli\w*|moglie|neonato|piccol\w*)|(?:il vicino|la vicina|il padre|mio padre|il patrigno|mio patrigno)[^.]{0,20}picchia (?:sua moglie|sua figlia|suo figlio|i figli|i bambini|la moglie|mia madre|la mamma)`,
      ),
      w(
        String.raw`(?:urla|grida|dice|minaccia|ha detto|giura|ha giurato) che (?:ammazza|uccide|ammazzera|uccidera|fa fuori|sgozza|accoltella) (?:mia|mio|la|il|tutti|noi|la mamma|sua|suo|i bambini|i figli)|(?:ha|con|tiene|ha preso) (?:un|il|una|la) (?:coltello|pistola|fucile|arma|accetta)[^.]{0,40}(?:urla|grida|minaccia|dice|vuole|ammazz|uccid|picchia|insegue)`,
      ),
      w(
        String.raw`(?:suo|sua|il|la) (?:marito|compagno|ragazzo|fidanzato|padre|madre|patrigno|matrigna|moglie|compagna) (?:la|lo|li|le) (?:picchia|mena|violenta|prende a (?:calci|pugni|botte|schiaffi)|chiude in casa|minaccia)|(?:viene|vengono|e stat[oa]|sono stati) (?:picchiat[oaie]|menat[oaie]|maltrattat[oaie]|violentat[oaie]|abusat[oaie]) (?:ogni|tutti|tutte|di continuo|spesso|ancora|adesso|ora|dal|dalla|dai|da)`,
      ),
      w(
        String.raw`sento (?:urla|urlare|gridare|piangere|colpi|botte)[^.]{0,60}(?:picchia|botte|colpi|aiuto|bambin\w*|neonato)`,
      ),
    ],
  },
  // Compounds read the conversation without the rewrites above ("ce l'ho" as written).
  compounds: [
    [
      w(
        String.raw`${MEANS}|(?:sul|dal|del|al|sotto il) ponte|tetto|cornicione|davanzale|binari|rotaie|parapetto|ringhiera|viadotto|cavalcavia`,
      ),
      w(
        String.raw`ci (?:sto |ho )?pens(?:o|ando|ato)|(?:le|li) ho (?:gia )?(?:contat[ei]|messe da parte|mess[ei] via|nascost[ei]|pront[ei])|ce l' ?ho|ce le ho|ce li ho|ne ho abbastanza|non (?:e|sono) chius[oaie]|so dove|sono (?:pront[oa]|qui|ancora qui|sopra)|guardo giu|nessuno (?:a casa|in casa)`,
      ),
      'means',
    ],
    [
      w(String.raw`suicid\w*|togliersi la vita|uccidersi|ammazzarsi`),
      w(String.raw`(?:lo )?chiedo per me|parlo di me|(?:sono|intendo) (?:io|me)|in realta (?:e per me|sono io)`),
      'intent',
    ],
    [
      w(String.raw`lettera|lettere|biglietto|biglietti`),
      w(
        String.raw`(?:la|le|lo|li) troveranno|per dopo|quando non ci saro|dopo che (?:me ne saro andat[oa]|saro mort[oa])`,
      ),
      'finality',
    ],
    [
      w(String.raw`tagli\w*|autolesion\w*|bruciat[oa]|ricaduta`),
      w(
        String.raw`(?:pensavo|credevo) di (?:aver smesso|avercela fatta|esserne uscit[oa])|(?:la seconda|la terza|un' ?altra) volta (?:oggi|stasera|stanotte|questa settimana)|di nuovo (?:stasera|stanotte|oggi)`,
      ),
      'self-harm',
    ],
    [
      w(
        String.raw`(?:ubriac[oa]|ha (?:ri)?bevuto|e fatto|e strafatto|mi ha (?:picchiat|menat|colpit|minacciat)\w*|minaccia|cercarmi|trovarmi|le mie foto|mi ammazza|mi uccide)`,
      ),
      w(
        String.raw`(?:e|sta) (?:qui )?(?:sotto casa|fuori dalla porta|alla porta|qui fuori|qua fuori|davanti a casa|davanti alla porta|sul pianerottolo|in arrivo|salendo)|(?:sta )?(?:arrivando|tornando|rientrando)|(?:torna|arriva|rientra) (?:tra|fra) \d+`,
      ),
      'abuse',
    ],
  ],
  defusers: [
    // A natural death left to God's time ("quando sarà la mia ora").
    w(
      String.raw`quando (?:sara|verra|arrivera) (?:la mia ora|l' ?ora|il mio momento)|quando dio (?:vorra|lo vorra)|nei tempi di dio`,
    ),
    // Long past and fine now; "che noia, mi sparo".
    w(
      String.raw`fa[^.]{0,60}(?:oggi|adesso|ora) (?:sto|mi sento|sono) (?:bene|meglio|felice|seren[oa]|in pace)(?![^.]*\bma\b)|che (?:noia|palle|barba|pizza|strazio)[,!.]? (?:mi|me) (?:sparo|ammazzo|uccido|butto)`,
    ),
    // Negated: the writer says it is not so.
    w(
      String.raw`(?:non|mai|nessuna intenzione di|mai e poi mai)(?: (?:ho|sto|voglio|vorrei|penso di|intendo|ho intenzione di|lo|la|farei|faro|piu|proprio|davvero|mai|affatto|assolutamente|nemmeno|neanche|per niente|sto pensando di|ci penso a|potrei|riuscirei a|mi sono mai|ho mai|ho piu))* (?:uccidermi|ammazzarmi|suicidarmi|farmi del male|farla finita|la faccio finita|mi ucciderei|mi ammazzerei|mi uccido|mi ammazzo|morire|pensieri brutti|brutti pensieri|pensieri suicid\w*|idee suicide|tagliarmi|togliermi la vita|fare (?:sciocchezze|cazzate|niente di stupido|nulla di stupido)|una sciocchezza|suicida)(?!,? (?:ma|pero|eppure)\b)`,
    ),
    w(
      String.raw`(?:sto|mi sento) (?:bene|meglio|al sicuro) (?:adesso|ora|oggi)|sono al sicuro|non sono in pericolo|(?:sono grat[oa]|ringrazio dio|grazie a dio) (?:di essere|che sono) (?:viv[oa]|ancora qui)|ne sono uscit[oa]`,
    ),
    // Over and done.
    /^(?!.*\b(?:ancora|di nuovo|stanotte|stasera|adesso|ora|oggi|ieri|ricaduta|ricominciato|continuo)\b).*\b(?:(?:\d+|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|quindici|venti|trenta|qualche|tanti|molti|parecchi) )?(?:anni|anno|mesi|decenni) fa\b/u,
    /^(?!.*\b(?:ancora|di nuovo|stanotte|stasera|adesso|oggi|ieri|ricaduta|ricominciato|continuo)\b).*\b(?:tempo fa|da ragazz[oa]|da adolescente|da giovane|da bambin[oa]|da piccol[oa]|quando ero (?:piccol[oa]|giovane|ragazz[oa]|adolescente|al liceo|alle medie|all' ?universita))\b/u,
    // Joking or exaggerating.
    /^(?!.*\bnon (?:e |sto |e mica |e per )?(?:uno |un |per )?scherz).*(?:\bahah\w*|\bhaha\w*|\bahha\w*|\basd\w*|\blol\b|\bxd\b|\bscherz(?:o|avo|ando)\b|😂|🤣|😅|😆|😹|💀)/u,
    w(
      String.raw`(?:morire|muoio|muoro|morendo|mort[oaie]|crepo|crepare|crepando|schiatto|schiattare|schiattando|ammazz\w*|uccid\w*) (?:dal|dalle|dalla|di|dall' ?) ?(?:ridere|risate|ridarella|caldo|freddo|sonno|noia|curiosita|invidia|vergogna|imbarazzo|stanchezza|lavoro|fatica|studio|palestra|allenamento|straordinari|compiti)|stanc[oa] mort[oa]|stanchi morti|stanche morte`,
    ),
    /^(?!.*\b(?:voglio|vorrei) (?:morire|farla finita|uccidermi|ammazzarmi)\b).*\b(?:questa|questo|sta|sto|st' ?|quest' ?|il|la|lo|i|le|gli|l' ?)(?:\s?\w+){0,3}? ?(?:versione|esame|esami|compito|compiti|verifica|interrogazione|lavoro|capo|caldo|afa|traffico|dieta|palestra|allenamento|canzone|mal di testa|latino|greco|matematica|fisica|chimica|scuola|universita|professore|professoressa|prof|turno|orario|serie|film|suocera|bambini|sveglia|tesi|trasloco)\b[^.]{0,25}\b(?:mi|ci) (?:ammazza|uccide|ammazzano|uccidono|sta uccidendo|sta ammazzando|fa morire|fanno morire|distrugge)\b/u,
    // Spiritual: dying to self, martyrdom, Christ's death, the saints' longing for heaven.
    w(
      String.raw`morire a (?:me stess[oa]|se stess[oi]|se stessa|noi stessi|te stess[oa]|stess[oi]|al peccato|al mio io|all' ?io|all' ?ego|al proprio io|al mondo|all' ?uomo vecchio|alla carne)|uomo vecchio|mortific\w*|(?:uccidere|far morire|ammazzare) (?:l' ?|il mio |il )?(?:ego|orgoglio|io|peccato|uomo vecchio|vizio|vizi|amor proprio)`,
    ),
    w(
      String.raw`morire per (?:cristo|gesu|la fede|dio|il vangelo|la chiesa|gli altri|i fratelli|il signore|lui)|(?:pront[oa]|disposto|disposta) a morire per|martir\w*|(?:gesu|cristo|il signore|nostro signore|il figlio di dio) (?:e )?(?:morto|muore|mori|moriva|morendo|crocifisso|ha dato la vita)|muoio perche non muoio|sorella morte|buona morte|(?:essere|stare) con cristo`,
    ),
    w(String.raw`per i (?:nostri |miei |cari )?defunti|anime del purgatorio|l' ?eterno riposo|in suffragio|requiem`),
    w(
      String.raw`quaresima|quaresimale|mercoledi delle ceneri|digiuno|digiunare|digiuniamo|digiunato|venerdi santo|astinenza dalle carni`,
    ),
    // A question of teaching or history, asked about others or in general.
    /^(?!.*\b(?:io|mi|me|mio|mia)\b[^?]*\b(?:morire|mort[oa]|muoio|uccidermi|ammazzarmi|farla finita|la faccio finita|suicidarmi|togliermi|tolgo|uccido|ammazzo|suicido|impicco|sparo|butto)\b)(?=.*\b(?:chiesa|catechismo|bibbia|scrittura|vangelo|papa|diritto canonico|insegna|insegnamento|dottrina|teologia|peccato|mortale|paradiso|inferno|purgatorio|funerale|funerali|sepoltura|santo|santa|santi|storia|storicamente|giuda|tema|ricerca|studenti|lezione|catechesi|messa|preghiera|sacerdote|prete|sacramento|dio|cristiani|martiri|eutanasia|concilio)\b)(?=.*\?)/u,
    w(
      String.raw`per (?:il mio|la mia|un|una) (?:tema|compito|ricerca|tesi|tesina|lezione|catechesi|omelia|relazione|articolo|esame|interrogazione|incontro di catechismo)`,
    ),
  ],
  safeReplies: [
    w(
      String.raw`(?:sto|mi sento|ora sto|adesso sto) (?:bene|meglio|al sicuro|tranquill[oa])|sono al sicuro|(?:va|andra) meglio|non (?:lo )?(?:faro|faccio) (?:niente|nulla|piu|mai|sciocchezze)|non faccio (?:niente|nulla|sciocchezze|cazzate)|(?:ho|l' ?ho|li ho|la ho) chiamat[oaie]|ho sentito (?:mia|mio|il mio|la mia|i miei) |(?:chiamo|chiamero|parlo|parlero|ne parlo|lo dico) (?:ora |adesso |subito |domani )?(?:a|al|alla|con|il|la)|ho parlato (?:con|a|al|alla)|grazie(?! (?:di|per) tutto)|no,? (?:sto bene|non (?:lo faccio|lo faro|sono in pericolo))|era (?:solo )?uno sfogo`,
    ),
  ],
};
