import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text (lower case, no accents: "être" is "etre", "ç" is "c") after
// the rewrites below. Texting French is spelled out ("chui" is "je suis", "jvais" is "je
// vais", "tkt" is "ne te inquiete pas") and elisions are undone ("j'ai" reads "je ai",
// "m'ôter" reads "me oter", "qu'il" reads "que il"), so each pattern is written once, in full
// forms; there is no lemmatiser, so verb forms are written out.
const w = (source: string) => word(source, 'u');

// A whole texting token, rewritten wherever it stands between spaces or punctuation.
const token = (words: string, by: string): [RegExp, string] => [
  new RegExp(`(?<=[\\s"(])(?:${words})(?=[\\s,.!?;:")])`, 'gu'),
  by,
];

// Killing oneself, as infinitive or finite verb. "me tuer" after someone else ("ma mère va
// me tuer") is a threat or a figure of speech, read by the abuse patterns instead.
const NOT_OTHER = String.raw`(?<!(?:il|elle|on|tu|vous|ils|elles|va|vont|veut|veulent|vas|voudrait|pourrait|allait|voulait|menace de|menacee? de|finira par|finirait par|risque de|a dit que il va|a dit que elle va|ca va|ce truc va|ca) )`;
const KILL_ME = String.raw`(?:${NOT_OTHER}me (?:tuer|tuerai|tuerais|buter|buterai|supprimer(?! (?:de|des|du) )|supprimerai(?! (?:de|des|du) ))|je me (?:tue|bute)(?= *(?:[.,;!?]|$| ce soir| cette nuit| demain| bientot| maintenant))|me (?:pendre|pends|pendrai|pendrais)(?! (?:a son|a ton|a votre|au) cou)|me (?:suicider|suicide|suiciderai|suiciderais|flinguer|flingue|flinguerai|flinguerais|foutre en le air|fous en le air|fou en le air|foutrai en le air|foutrais en le air|tirer une balle|tire une balle|tirerai une balle|mettre une balle|ouvrir les veines|ouvre les veines|taillader les veines|trancher les veines|couper les veines|empoisonner|(?:noyer|noie)(?! (?:dans (?:le|les|la|mes|un|une)|sous))|faire sauter la cervelle|faire exploser la tete|donner la mort|donne la mort|enlever la vie|enleve la vie|oter la vie|ote la vie|defenestrer|immoler|suis ouverte? les veines|suis tailladee? les veines|suis coupee? les veines))`;
// Ending it all ("en finir"), but not finishing something else ("en finir avec ce dossier").
const END_IT = String.raw`(?<!(?:il faut|faut|pour|on va|on doit|afin de|histoire de) )(?:en finir|en finis|en finirai|en finirais)(?![^.,]{0,30}\bavec (?!la vie|ma vie|cette vie|tout|moi|le existence|ce monde|mes jours|mes souffrances))`;
const WANT = String.raw`(?:je (?:ne )?(?:veux|voudrais|voulais|aimerais|prefererais|prefere|souhaite|souhaiterais|espere|reve de|demande a dieu de|supplie dieu de|prie pour|prie dieu de|prie de|ai envie de|ai juste envie de|ai hate de|ai besoin de|ai le gout de|ai comme le gout de)|envie de|le gout de|hate de|je veux juste|aimerais juste|voudrais juste)`;
const ADV = String.raw`(?: (?:juste|seulement|simplement|vraiment|tellement|tant|bien|tous les jours|parfois|souvent))*`;
const DIE = String.raw`(?:mourir|crever|caner|clamser|etre morte?|ne (?:plus|pas|jamais) (?:me reveiller|etre la|exister|vivre|etre ne|etre nee)|(?:plus|pas|jamais) (?:me reveiller|exister|(?:vivre|etre la)(?! (?:ici|la-bas|avec|chez|dans|a|au|aux|en|loin|pres|seule?|ensemble|sans|quand|pour|pendant|lors|demain|ce soir|de cette)))|disparaitre (?:pour toujours|a jamais|pour de bon|definitivement|de cette terre|de la surface)|dormir pour toujours|me endormir (?:pour toujours|et ne (?:plus|jamais|pas) me reveiller)|partir pour de bon(?! de| d')|rejoindre (?:mon|ma|mes) (?:pere|mere|papa|maman|mari|femme|fils|fille|enfant|grand-mere|grand-pere|mamie|papi) (?:au ciel|la-haut)|que tout (?:se arrete|finisse))`;
// Hyperbole and peaceful ends that follow "mourir" and must not count.
const NOT_IDIOM = String.raw`(?! (?:de|d') ?(?:rire|honte|chaud|froid|ennui|envie|peur|soif|jalousie|fatigue|plaisir|bonheur|impatience|curiosite|faim))(?! (?:que (?:de )?pecher|que le peche|plutot que (?:de )?pecher|pour (?:le christ|jesus|dieu|la foi|ma foi|le seigneur|la france)|en (?:paix|saint|sainte|chretien|chretienne|etat de grace)|chez (?:moi|elle|lui|soi)|a la maison|dans (?:mon|son) lit|vieux|vieille|saint|sainte|entoure|dans la dignite|dans tes bras|un jour|a (?:moi|soi)[- ]meme))`;
const MEANS = String.raw`(?:cachets|cachet|medocs|medoc|medicaments|medicament|comprimes|pilules|gelules|somniferes|anxiolytiques|antidepresseurs|neuroleptiques|benzos|xanax|lexomil|temesta|stilnox|lysanxia|doliprane|paracetamol|dafalgan|efferalgan|tylenol|tramadol|codeine|insuline|morphine|lames|lame|lames de rasoir|rasoir|rasoirs|cutter|couteau|couteaux|corde|noeud coulant|fusil|carabine|pistolet|flingue|revolver|arme|armes|munitions|poison|mort-aux-rats|mort aux rats|javel|eau de javel|pesticide|pesticides|antigel|charbon de bois)`;
const LEDGE = String.raw`(?:toit|pont|rebord|corniche|falaise|quai|voie ferree|voies|rails|parapet|rambarde|garde-corps|garde corps|balustrade|viaduc|bord du vide|dernier etage|pylone)`;
const HEIGHT = String.raw`(?:${LEDGE}|balcon|fenetre|immeuble|tour|haut de le immeuble|\d+e etage|\d+eme etage|\w+ etage|clocher|barrage)`;
const VEHICLE = String.raw`(?:train|metro|rer|tgv|tram|tramway|camion|voiture|bus|autobus|poids lourd)`;
const HE = String.raw`(?:il(?! y a| faut| fait (?:beau|froid|chaud|nuit|jour)| parait| semble| est (?:temps|tard|possible))|elle)`;
const CLOSE = String.raw`(?:ami|amie|amis|pote|potes|poto|copain|copine|frere|frangin|frangine|soeur|fils|fille|enfant|gosse|mere|pere|maman|papa|mari|femme|conjoint|conjointe|compagnon|compagne|cousin|cousine|coloc|colocataire|voisin|voisine|collegue|eleve|camarade|chum|blonde|grand-pere|grand-mere|oncle|tante|neveu|niece|petit ami|petite amie|petit copain|petite copine|mec|meuf|bff|reuf|frerot|soeurette)`;
const MY_CLOSE = String.raw`(?:mon|ma|mes|un|une|notre|nos)(?: meilleur| meilleure| petit| petite| grand| grande)? ${CLOSE}`;
const THEY_SELF = String.raw`(?:se (?:tuer|suicider|pendre|flinguer|foutre en le air|jeter|tirer une balle|ouvrir les veines|faire du mal|couper|scarifier|mutiler|noyer|empoisonner|enlever la vie|oter la vie|donner la mort|supprimer)|en finir|mettre fin a ses jours|mourir|passer a le acte|faire une (?:ts|connerie|betise|folie))`;
// Who hurts people who write in: partners, family, clergy and others in charge of the young.
const ABUSER = String.raw`(?:${HE}|ils|papa|maman|mon mari|ma femme|mon copain|ma copine|mon petit ami|ma petite amie|mon conjoint|ma conjointe|mon compagnon|ma compagne|mon chum|ma blonde|mon mec|mon ex|mon pere|ma mere|mon papa|ma maman|mon beau-pere|ma belle-mere|le copain de ma mere|le mari de ma mere|mon oncle|ma tante|tonton|mon grand-pere|mon frere|mon grand frere|mon cousin|mon demi-frere|le pretre|un pretre|le pere \w+|le cure|le vicaire|le diacre|le abbe|le catechiste|la catechiste|le animateur|le moniteur|le chef scout|le chef|le entraineur|mon entraineur|le coach|mon coach|le prof|mon prof|le professeur|mon professeur|mon patron|le patron|mon chef|le voisin|mon voisin|mon tuteur|ma tutrice|ma maratre|le marabout|le pasteur|le maitre|le baby-sitter|la nounou|le surveillant)`;
// Those in charge of the young, whose secrets are not a family's surprise party.
const AUTHORITY = String.raw`(?:le pretre|un pretre|le pere \w+|le cure|le vicaire|le diacre|le abbe|le catechiste|la catechiste|le animateur|le moniteur|le chef scout|le entraineur|mon entraineur|le coach|mon coach|le prof|mon prof|le professeur|mon professeur|le maitre|le surveillant|le baby-sitter|mon oncle|le copain de ma mere|mon beau-pere|le voisin|le marabout|le pasteur)`;
const HURTS_ME = String.raw`(?:(?:me|nous) (?:frappe|frappait|cogne|cognait|gifle|giflait|etrangle|etranglait|tripote|tripotait|viole|violait|agresse|agressait|menace(?! de (?:me quitter|partir|rompre|demissionner|me larguer))|menacait(?! de (?:me quitter|partir|rompre))|enferme|enfermait|tabasse|tabassait|tire les cheveux|tirait les cheveux|fait des attouchements|faisait des attouchements|met des (?:claques|coups|gifles|baffes)|mettait des (?:claques|coups|gifles|baffes)|donne des coups|donnait des coups|fait du mal|faisait du mal)(?! (?:par |de |toujours par |sur les nerfs|sur le systeme|aux? |a le |a la |en ))|(?:me|nous) (?:tape|tapait|bat|battait|pousse|poussait|secoue|secouait|brule|brulait)(?= (?:dessus|fort|violemment|contre|dans|avec|quand|encore|tous les|tout le temps|la nuit|le soir|souvent|parfois|des que|si)|[.,;!]| *$)|(?:me|nous) a (?:frappee?|tapee?|battue?|cognee?|giflee?|etranglee?|tripotee?|violee?|agressee?|poussee? (?:contre|dans|par terre|dans les escaliers)|menacee?|enfermee?|brulee? (?:avec|a la cigarette)|secouee? (?:fort|violemment)|tabassee?|mis (?:une|des) (?:claques?|gifles?|coups?|baffes?)|donne (?:un|des) coups?|fait du mal|serre le cou|serre la gorge|mis les mains autour du cou|casse (?:le|la|les|un|une|deux|trois) (?:bras|nez|poignet|cote|cotes|dent|dents|machoire|doigt|doigts|jambe|epaule)|fait des attouchements)(?! (?:par|de) )(?! aux? )(?! a le )(?! a la )(?! en ))`;
// Touching that is abuse, not being moved ("ton message me touche beaucoup").
const TOUCHES_ME = String.raw`(?:me touche|me touchait|me a touchee?|me caresse|me caressait|me a caressee?)(?! (?:beaucoup|profondement|vraiment|enormement|tellement|le coeur|au coeur|droit au coeur|particulierement|toujours autant|par))`;

export const FRENCH: CrisisLexicon = {
  languages: ['fr'],
  rewrites: [
    // Texting French.
    token('chui|chuis|chu|chuii|jsuis|jsui|jss|chsui|chsuis|shui|shuis|jsuiis', 'je suis'),
    token('jsp|jspas|chepa|chaipa|chaipas|jsais pas|chais pas', 'je sais pas'),
    token('jsais|jsai|chais', 'je sais'),
    token('jpp', 'je en peux plus'),
    token('jvais|jvai|jve|jvay|jvas', 'je vais'),
    token('jai', 'je ai'),
    token('jen', 'je en'),
    token('jetais', 'je etais'),
    token('javais', 'je avais'),
    token('jaurais', 'je aurais'),
    token('jaimerais', 'je aimerais'),
    token('jaime', 'je aime'),
    token('jarrive', 'je arrive'),
    token('jarrete', 'je arrete'),
    token('jirai', 'je irai'),
    token('jy', 'je y'),
    token('g', 'je ai'),
    token('c', 'ce est'),
    token('ct|cetait', 'ce etait'),
    token('ki', 'qui'),
    token('koi|kwa', 'quoi'),
    token('pk|pq|pkoi|pourkoi|pourquoa', 'pourquoi'),
    token('pcq|pck|pcque|parske|pask|paske', 'parce que'),
    token('tt', 'tout'),
    token('tjr|tjrs|tjs', 'toujours'),
    token('bcp', 'beaucoup'),
    token('qd|qnd|kan|kand', 'quand'),
    token('ds', 'dans'),
    token('pr', 'pour'),
    token('ms', 'mais'),
    token('vs', 'vous'),
    token('ns', 'nous'),
    token('mm', 'meme'),
    token('dc', 'donc'),
    token('tkt|tqt|tkts', 'ne te inquiete pas'),
    token('ptet|ptetre', 'peut-etre'),
    token('msg', 'message'),
    token('mwa|moa', 'moi'),
    token('twa|toa', 'toi'),
    token('ya', 'il y a'),
    token('dmain|dem1|2main', 'demain'),
    token('mourrir|mourire|mourrire|mouri', 'mourir'),
    token('plu', 'plus'),
    token('jamai', 'jamais'),
    // Quebec "m'as" is "je vais" ("m'as me tuer").
    [/(?<=[\s"(])m'as /gu, 'je vais '],
    // Elisions spelled out: "j'ai" is "je ai", "qu'il" is "que il", "l'acte" is "le acte".
    [/(?<=[\s"(-])(j|m|t|s|n|d|c|l|qu|jusqu|lorsqu|puisqu)' ?/gu, '$1e '],
    // "j" glued to the next word ("jveux", "jme", "jpense").
    [/(?<=[\s"(])j(?=[bcdfghklmnpqrstvwxz]\p{L})/gu, 'je '],
    [/(?<=\sje )(?:veu|vx|ve|voeux)(?=[\s,.!?])/gu, 'veux'],
  ],
  closePeople: w(
    String.raw`${MY_CLOSE}[^.!?]{0,40}(?:a dit|dit|me a dit|disait|a ecrit|me a ecrit|ecrit|a envoye|me a envoye|envoye|vient de me envoyer|de me envoyer|a poste|poste|a publie|publie|a texte|me a texte|me a textote|a mis|message|sms|texto|vocal)`,
  ),
  signals: {
    // Intent: killing oneself, said outright, planned, or under way.
    intent: [
      // Ending one's suffering; "don't try to stop me" beside a decision or a time.
      w(
        String.raw`(?:je mets|je vais mettre|mettre|je mettrai) fin a (?:ma|cette) (?:souffrance|douleur|agonie)|(?:ne )?(?:essayez|essaie|cherchez|cherche) (?:pas|surtout pas) de me (?:arreter|retenir|sauver|chercher)(?<=(?:decide|ce soir|cette nuit|aujourd'hui|adieu)[^.]{0,100})|(?:ne )?(?:essayez|essaie|cherchez|cherche) (?:pas|surtout pas) de me (?:arreter|retenir|sauver|chercher)(?=[^.]*(?:decide|ce soir|cette nuit|aujourd'hui|adieu))`,
      ),
      w(
        String.raw`(?:voix|une voix|quelqu'un dans ma tete|quelque un dans ma tete)[^.]{0,30}(?:me disent|me dit|me ordonnent|me ordonne) de (?:me tuer|me suicider|me faire du mal|me couper|sauter|mourir)|je saute (?:du|de le|de la|depuis le|depuis la|en bas du) ${HEIGHT}`,
      ),
      // Drowning oneself; a weapon in hand to use on oneself.
      w(
        String.raw`(?:je vais|je veux|envie de|je pense a|aller) me noyer(?! dans (?:le travail|les|mes|la paperasse|un verre|le boulot|le taf))`,
      ),
      w(KILL_ME),
      w(END_IT),
      w(
        String.raw`mettre fin a (?:mes jours|ma vie|mon existence|mes souffrances)|(?:mets|mettrai|mettrais|vais mettre|veux mettre) fin a (?:mes jours|ma vie|tout)|attenter a (?:mes jours|ma vie)|(?:je vais|je veux|je suis prete? a|envie de) passer a le acte|(?:ce soir|demain|cette nuit|bientot|maintenant) je passe a le acte|je passe a le acte (?:ce soir|demain|cette nuit)`,
      ),
      w(
        String.raw`(?:je suis|je me sens|suis|me sens|redevenue?|devenue?) (?:tellement |vraiment |tres |encore |de nouveau )?suicidaire|(?:idees|pensees|envies|pulsions|tendances) suicidaires|(?:je )?(?:pense|pensais|songe|songeais|reflechis) (?:souvent |encore |beaucoup |tout le temps |serieusement |de nouveau )?au suicide|envie de (?:me )?suicid\w*`,
      ),
      w(
        String.raw`(?:je ai|je ai encore|je ai de nouveau|je viens de|je vais|je veux) (?:fait|faire) (?:une|un) (?:tentative de suicide|ts|overdose|surdose|od)`,
      ),
      w(String.raw`(?:je ai|je avais|avoir|plein de|encore|toujours|trop de|que) (?:des )?idees noires`),
      w(
        String.raw`(?:me|je) (?:jeter|jette|jetterai|jetterais|lancer|lance|balancer|balance) (?:sous (?:un|le|la|une) ${VEHICLE}|devant (?:un|le|la|une) ${VEHICLE}|(?:du|de le|de la|de un|de une|depuis le|depuis la|en bas du|en bas de le) ${HEIGHT}|par la fenetre|dans le vide|dans la (?:seine|loire|riviere|mer|garonne|meuse)|dans le (?:fleuve|canal|lac|rhone|rhin|saint-laurent))`,
      ),
      w(
        String.raw`me (?:calisser|crisser|garrocher|pitcher|sacrer|lancer|jeter|tirer) en bas (?:du|de le|de la|de un|de une|de mon|de ma) ${HEIGHT}|(?:boire|bois|je ai bu|avaler|je ai avale) (?:de le |du |de la |un verre de |une bouteille de )?(?:eau de javel|javel|poison|pesticide|pesticides|gramoxone|antigel|mort-aux-rats|mort aux rats|acide|soude|detergent)`,
      ),
      w(
        String.raw`sauter (?:du|de le|de la|de un|de une|depuis|en bas du) ${HEIGHT}|sauter (?:sous|devant) (?:un|le|la|une) ${VEHICLE}|sauter dans le vide|(?:je pense|pense|je pense que|envie de|je vais|je veux|prete? a|pret a)(?: que)?(?: a)? sauter(?= *(?:[.,;!]|$))`,
      ),
      w(
        String.raw`(?:je vais|je veux|envie de|peur de|je sens que je vais|je risque de) faire (?:une |un )?(?:grosse )?(?:connerie|conneries|folie|geste irreparable|geste desespere|betise irreparable)`,
      ),
      w(
        String.raw`(?:je ai pris|je ai avale|je ai gobe|je viens de prendre|je viens de avaler) (?:tous|tout|toutes|toute|[1-9]\d+|une boite|la boite|une plaquette|la plaquette|deux plaquettes|le flacon|plein de|une dizaine de|une vingtaine de|une trentaine de|la moitie de)(?: \w+){0,3} (?:${MEANS})s?(?! (?:pour (?:dormir|la tete|le mal|la douleur|la fievre)|comme prescrit|prescrits?))`,
      ),
      w(
        String.raw`(?:avaler|avale|gober|gobe|prendre|prends|je ai pris|je ai avale) (?:toute la boite|toutes les boites|une boite entiere|la boite entiere|toute la plaquette|toutes les plaquettes|tout le flacon|le flacon entier|tous (?:mes|les) (?:cachets|medocs|medicaments|comprimes)|toutes (?:mes|les) (?:pilules|gelules))`,
      ),
      w(
        String.raw`(?:ce soir|cette nuit|demain|maintenant|aujourd'hui|bientot) (?:je )?(?:le fais|je le fais|ce est la fin|ce sera fini|tout sera fini|tout se termine|je pars pour de bon)(?= *(?:[.,;!]|$))`,
      ),
    ],
    // Passive wish: to be dead, not to wake, to be taken by God.
    'passive-wish': [
      // Going to sleep with no intention of waking.
      w(
        String.raw`je (?:ne )?(?:compte|pense|prevois|vais) (?:pas|plus) me reveiller(?! (?:temprano|tarde|antes|hasta|pronto|cedo|presto|tot|tard|som|muon|den trua|fruh|frueh))(?![^.]*(?:dia libre|libre|folga|giorno libero|jour de repos|repos|frei|nghi|domingo|sabado|feriado|vacaciones|ferias|vacanz|vacances|urlaub))|(?:aucune|pas la) intention de me reveiller`,
      ),
      w(
        String.raw`(?:je )?regrette de (?:me etre|etre) (?:reveillee?|encore en vie|en vie)|(?:je )?regrette (?:de avoir|avoir) survecu`,
      ),
      w(String.raw`je (?:veux|voudrais|aimerais) (?:juste |seulement )?partir pour toujours(?= *(?:[.,;!]|$))`),
      // Vanishing with nothing after it, not deserving to exist, "autant mourir".
      w(
        String.raw`je (?:veux|voudrais|aimerais|souhaite|voulais|souhaiterais) (?:juste |seulement |tellement |vraiment )?disparaitre(?= *(?:[.,;!]|$| de (?:ce monde|la terre|la circulation|la surface)| pour de bon| et ne))|je (?:ne )?(?:devrais|aurais du) (?:pas|plus|jamais) (?:exister|etre la|etre nee?|vivre|naitre)|autant (?:mourir|crever|en finir|me tuer)(?= *(?:[.,;!]|$| maintenant| tout de suite| tout de suite))`,
      ),
      w(String.raw`${WANT}${ADV} ${DIE}${NOT_IDIOM}`),
      w(
        String.raw`(?:laisse|laissez|laisser|laisses|laissez)[- ]moi (?:mourir|crever|partir(?= *(?:[.,;!]|$| seigneur| mon dieu)))${NOT_IDIOM}|me (?:laisser|laisse|laisserais|laisserai) (?:mourir|crever)${NOT_IDIOM}|(?:faites|fais)[- ]moi mourir`,
      ),
      w(
        String.raw`(?:seigneur|mon dieu|jesus|dieu|pere|papa|maman|mamie|papi),? (?:je te en prie,? |stp,? |svp,? |pitie,? )?(?:prends|prenez|reprends|reprenez|rappelle|rappelez|emmene|emmenez)[- ]moi(?! (?:tout|par|dans|sous|avec|en|contre|comme|a ton service|pres|au serieux))(?![^.]{0,40}quand (?:ce sera|viendra|sera venue?) (?:le heure|le moment|mon heure))|pourquoi (?:tu|vous) (?:ne )?me (?:fais|faites|laisses|laissez) pas mourir|(?:viens|venez) me chercher(?: seigneur| jesus| maman| papa)|(?:que dieu|que le seigneur|dieu|le seigneur) (?:me )?(?:prenne|reprenne|rappelle|emmene)(?: a lui| aupres de lui| maintenant| vite)?(?= *(?:[.,;!]|$| a lui| maintenant| vite| cette nuit| ce soir| aujourd'hui| demain| pendant mon sommeil| dans mon sommeil))`,
      ),
      w(
        String.raw`(?:je )?(?:ne )?(?:veux|voulais|veut) (?:plus|pu|pus|pas) (?:vivre|exister|etre la|etre ici|etre en vie|me reveiller|continuer a vivre|etre sur cette terre)(?! (?:ici|la-bas|avec|chez|dans|a|au|aux|en|loin|pres|seule?|ensemble|sans|quand|pour|pendant|lors|demain|ce soir|de cette))`,
      ),
      w(
        String.raw`(?:plus|pu|pus|aucune|pas|perdu le|perdu|aucun) (?:envie|le gout|gout|la force|force|raison) de vivre|(?:plus|pu|pus) (?:le )?gout a (?:la vie|rien)`,
      ),
      w(
        String.raw`(?:marre|assez|fatiguee?|lasse|las|tannee?|ecoeuree?|epuisee?|saturee?|degoutee?) de (?:vivre|la vie|exister|etre en vie|me reveiller|cette vie)`,
      ),
      w(
        String.raw`si (?:seulement )?je pouvais (?:mourir|crever|disparaitre|ne pas me reveiller|ne plus me reveiller|partir)|si je mourais[^.]{0,30}(?:tant mieux|ce serait|personne|soulagement|mieux)|je (?:ne )?(?:veux|voudrais|espere) (?:pas|plus) me reveiller`,
      ),
      w(
        String.raw`(?:je espere|espere|je prie|je voudrais|je aimerais|si seulement) (?:que )?(?:une voiture|un camion|un bus|un train|quelque chose|quelqu'un|quelque un) (?:me )?(?:renverse|percute|fauche|tue|ecrase)|(?:une|un) (?:voiture|camion|bus|train) (?:me renverse|me percute|me fauche|me ecrase)[^.]{0,30}(?:tant mieux|ce serait|je serais|soulagement)`,
      ),
      w(
        String.raw`(?:ne jamais|pas|jamais) etre nee?|(?:aurais|aurait) (?:du|prefere|mieux fait de) ne (?:jamais|pas) naitre|regrette de etre nee?|pourquoi je suis nee?`,
      ),
      w(
        String.raw`envie de disparaitre(?! (?:sous|dans mon lit|quelques|une semaine|un moment|en vacances|en retraite|de les reseaux|des reseaux))|(?:pourquoi|pourquoi est-ce que) (?:tu me laisses|vous me laissez|tu me gardes|je suis encore|je suis toujours) en vie`,
      ),
      w(
        String.raw`(?:dormir|me endormir|endormir) (?:pour toujours|a jamais|et ne plus jamais|et ne plus|et ne jamais|et ne pas|et jamais|et plus jamais|sans me reveiller)`,
      ),
      w(
        String.raw`(?:ca|cela) (?:ne )?me (?:derangerait|generait|ferait rien) (?:pas )?(?:de mourir|si je mourais|de ne pas me reveiller)|la mort (?:me delivrerait|serait une delivrance|serait un soulagement|serait une liberation)|(?:je attends|attendre) (?:juste |seulement )?la mort|(?:prete?|pret) a mourir(?! pour)`,
      ),
    ],
    // Hopelessness: a burden, better off without me, no way out, cannot go on.
    hopelessness: [
      w(
        String.raw`(?:je suis|je me sens|suis|me sens) (?:tellement |vraiment |juste |toujours )?de trop(?! (?:bonne|mauvaise|gentil\w*|bien|fatigue\w*|bon|mauvais))|je suis (?:plus|pu|pus) capable(?= *(?:[.,;!]|$| de (?:vivre|continuer|rien|tout|avancer)))`,
      ),
      w(
        String.raw`(?:je suis|je me sens|je ne suis|suis|me sens)(?: juste| seulement| vraiment| tellement| devenue?| plus| rien| comme)*(?: ne)?(?: que)? (?:un|une) (?:poids|fardeau|charge|erreur|dechet|bouche inutile|probleme pour tout le monde)(?! (?:plume|lourd|mort|en moins|sur le coeur|sur la poitrine|de (?:plus|moins)))`,
      ),
      w(
        String.raw`(?:seraient|serait|seriez|serais|serons|sera|vivraient|vivrait|iraient|irait|seront) (?:beaucoup |bien |tellement |tous |toutes )?(?:mieux|plus heureux|plus heureuses|plus heureuse|soulagee?s?|tranquilles?) (?:sans moi|sans (?:un|une) \w+ comme moi|sans quelque un comme moi|si je (?:etais|serais|suis) (?:morte?|partie?|plus la|pas la|disparue?)|quand je serai (?:morte?|plus la))|mieux (?:sans moi|si je (?:etais|serais) (?:morte?|plus la|disparue?|jamais nee?))|(?:mieux|plus heureux|plus heureuse|soulages?) si je (?:disparaissais|mourais|me tuais|existais pas|ne existais pas|ne etais pas la|etais pas la|etais plus la|ne etais plus la|partais pour de bon)`,
      ),
      w(
        String.raw`(?:personne|nul) (?:ne )?(?:me )?(?:regretterait|remarquerait|pleurerait|verrait la difference|se rendrait compte|remarquera|regrettera)|(?:personne|tout le monde|ils) (?:ne )?(?:se en )?(?:fout|foutrait|fiche|ficherait) (?:de moi )?si je (?:mourais|meurs|disparais|disparaissais|etais morte?|me tuais|me suicidais)`,
      ),
      w(
        String.raw`(?:aucune|pas de|pas une|plus aucune|plus de|il y a pas de|il ne y a pas de|il ne y a plus de|il y a plus de|je vois pas de|je ne vois pas de|je vois aucune|je ne vois aucune|je ne vois plus de|je vois plus de|la seule|seule|une seule|sans) issue(?! de secours)|(?:dans une |une )?impasse totale|(?:pas de|aucune|plus de) porte de sortie`,
      ),
      w(
        String.raw`(?:plus|pas|aucune|aucun|sans|pu) (?:de |une |un )?(?:raison|raisons|motivation|but|sens) (?:de|pour|a) (?:vivre|rester en vie|rester ici|rester la|me lever le matin|exister|(?:continuer|rester|avancer)(?= *(?:[.,;!]|$)))|je (?:ne )?ai (?:plus|aucun|pas) (?:de )?(?:avenir|espoir)|il (?:ne )?y a (?:plus|aucun|pas) (?:de )?(?:avenir|espoir) pour moi|plus aucun espoir(?! pour (?:le|la|les|l'))`,
      ),
      w(
        String.raw`a quoi (?:bon|ca sert de) (?:vivre|exister|me battre|me lever le matin|(?:continuer|rester|tenir)(?= *(?:[.,;!?]|$)))|pourquoi (?:je )?(?:continuer|vivre|rester en vie|me battre) encore`,
      ),
      w(
        String.raw`(?:la vie|ma vie|vivre|cette vie|exister|mon existence) (?:ne )?(?:vaut|valent) (?:pas|plus|rien)|(?:ma vie|la vie|vivre|cette vie|mon existence) (?:ne )?(?:a|as) (?:plus|aucun|pas) (?:de )?sens|vaut pas la peine de vivre|ne vaut pas la peine de etre vecue`,
      ),
      w(
        String.raw`je (?:ne )?(?:peux|peut|pourrai|pourrais|arrive|arriverai|tiens|tiendrai|supporte|supporterai) (?:plus|pu|pus|pas) (?:vivre|continuer(?: a vivre| comme ca| ainsi)?|tenir(?: le coup)?|supporter (?:ma vie|cette vie|de vivre|la vie|tout ca)|me battre|avancer|longtemps)(?= *(?:[.,;!]|$| comme| ainsi| a vivre| encore| longtemps| tout ca))|je (?:ne )?tiendrai (?:pas|plus)(?: longtemps| le coup)?(?= *(?:[.,;!]|$))|je (?:ne )?en peux (?:plus|pu|pus) (?:de vivre|de cette vie|de la vie|de exister|de tout|de moi|de ma vie)`,
      ),
      w(
        String.raw`(?:la mort|mourir|crever|etre morte?|disparaitre) (?:serait|me semble|ce est|c'est|parait|me parait) (?:plus simple|plus facile|mieux|la seule (?:solution|issue|option|sortie)|une delivrance|un soulagement|la solution|une liberation|la meilleure solution)|(?:la )?seule (?:solution|issue|option|sortie)[^.]{0,15}(?:mourir|la mort|en finir|me tuer|disparaitre|me suicider)`,
      ),
      w(
        String.raw`(?:je prefere|je prefererais|plutot|je aime mieux|je aimerais mieux|mieux vaut|je prefere encore) (?:mourir|crever|etre morte?|me tuer|en finir)${NOT_IDIOM}`,
      ),
      w(
        String.raw`(?:tout|ca|ce) (?:va|sera) (?:bientot )?(?:fini|termine) (?:ce soir|demain|cette nuit|bientot)|(?:ce soir|demain|cette nuit|bientot) tout (?:sera|va etre) (?:fini|termine)`,
      ),
    ],
    // Finality: farewells, letters for after, things given away, a day chosen.
    finality: [
      w(
        String.raw`adieu (?:a )?tout le monde[^.]{0,40}(?:ce etait beau tant que (?:ca|ce) a dure|pardonnez-moi|je vous aime|merci pour tout)(?![^.]*(?:vacances|a bientot|a demain|je reviens|parroquia|paroquia|parrocchia|paroisse|pfarrei|giao xu|cambio de|me cambio|mudar|mudo|change|wechsle|chuyen|grupo|gruppo|groupe|gruppe|nhom|trabajo|trabalho|lavoro|travail|arbeit|job|colegio|escola|scuola|ecole|schule|truong|ciudad|cidade|citta|ville|stadt))`,
      ),
      w(
        String.raw`comment le faire sans que (?:\w+ ){0,3}(?:souffre|souffrent|remarque|remarquent|me trouve|se en rende compte)`,
      ),
      // Affairs put in order for afterwards, accounts deleted and debts paid, one's own funeral planned.
      w(
        String.raw`pour que (?:\w+ ){1,3}(?:ne )?(?:ait|aient) (?:rien a faire|pas a (?:se )?(?:occuper|inquieter))[^.]{0,20}apres|(?:je ai supprime|je ai efface|je ai ferme|je ai desactive) (?:tous )?(?:mes )?(?:reseaux|comptes|photos|profils)[^.]{0,60}(?:rembourse|paye|je suis prete?)|(?:je ai rembourse|je ai paye|je ai regle) (?:toutes )?(?:mes dettes|ce que je devais)[^.]{0,40}(?:je suis prete?|adieu)|(?:playlist|chansons|musique|fleurs) (?:pour|de) (?:mon|mes) (?:propre )?(?:enterrement|funerailles|obseques)|(?:je ai organise|je ai choisi|je ai ecrit|je ai prepare) (?:\w+ ){0,3}(?:de|pour) (?:mon|mes) (?:propre )?(?:enterrement|funerailles|obseques)`,
      ),
      // Not existing by a given time; no longer a problem or a bother; a will with letters.
      w(
        String.raw`je (?:ne )?(?:existerai|vais exister) (?:plus|pu)|(?:bientot|demain|bientot) je (?:ne )?serai (?:plus|pu) (?:un|une) (?:probleme|poids|fardeau|charge)|je (?:ne )?(?:derangerai|vais deranger|embeterai) (?:plus|pu) (?:personne|jamais personne)|(?:je ai fait|je ai ecrit|je ai laisse|je ai redige) (?:mon |un )?testament[^.]{0,30}(?:lettres?|mots?|adieux?)`,
      ),
      w(
        String.raw`(?:lettre|lettres|mot|mots|message|messages|video|courrier)s? de adieux?|(?:mon|voici mon|ceci est mon|mes) derniers? (?:message|texto|sms|post|mot|mots)(?! (?:de|du|a|au|avant|en|vocal|que|dans|sur|ici|pour|ce soir|sur ce) )(?![^.]*(?:groupe|vacances|bonne nuit|a demain|a lundi|a bientot|rentree|bonne soiree|bon week-end))|(?:mon|ma) derniere? (?:lettre|nuit|soiree|journee|priere|message|jour|soir)(?= *(?:[.,;!]|$| sur (?:terre|cette terre)| en vie| ici-bas| de ma vie| avec vous| parmi vous| pour (?:toi|vous|tous)))|(?:ceci|ce|ca) (?:est|sera) (?:mon|ma) derniere?(?: message| mot| lettre| nuit| soir| soiree| jour| journee| priere)?(?= *(?:[.,;!]|$| sur (?:terre|cette terre)| en vie| ici-bas| de ma vie| avec vous| parmi vous| pour (?:toi|vous|tous)))`,
      ),
      w(
        String.raw`(?:te|vous|vous tous|a tous|a tout le monde|tout le monde) (?:dire |faire )?(?:adieu|mes adieux)|(?:dire|dis|dit|fais|faire|je fais) (?:mes )?adieux?(?! a (?:mon|ma|mes|son|sa|ses|notre|nos|la|le|les|grand|papi|mamie|papa|maman|ton|ta|tes))(?= *(?:[.,;!]|$| a tous| au monde))|adieu (?:a tous|tout le monde|le monde|les amis|pour toujours|a jamais|pour de bon|la vie)(?![^.]*(?:paroisse|change de|demenage|groupe|travail|boulot|ecole|lycee|college|ville|vacances|a bientot|a demain|je reviens|retraite))|adieu,? (?:je )?(?:vous|te) (?:aime|aimais)`,
      ),
      w(
        String.raw`tout est (?:pret|regle|range|organise|en ordre|prevu)(?: pour (?:apres|quand je|la suite|demain|ce soir))?(?= *(?:[.,;!]|$| pour))|(?:lettre|lettres|mot|mots|message|messages|video|a ouvrir|a lire|pour quand|pour toi|pour vous)[^.]{0,40}(?:apres ma mort|quand je (?:ne )?serai plus la)|quand je (?:ne )?serai plus (?:la|de ce monde),? (?:prends|prenez|occupe-toi|occupez-vous|dis|dites|garde|gardez|pense|pensez)`,
      ),
      w(
        String.raw`(?:mettre|mis|mets|je mets|remis|remettre) (?:mes affaires|mes papiers|ma vie|tout) en ordre|(?:regle|reglee|regler|je regle) (?:toutes )?mes affaires|(?:je ai|je viens de) (?:fait|ecrit|redige|mis a jour) (?:mon|un) testament`,
      ),
      w(
        String.raw`(?:donne|donner|donnee|offert|offrir|distribue|distribuer|legue|leguer|je donne|je offre|je ai donne|je ai offert) (?:toutes )?(?:mes affaires|mes (?:objets|biens|habits|vetements|livres|jeux|bijoux|economies|peluches|animaux)|mon (?:chat|chien|chiot|chaton|lapin|velo|ordi|ordinateur|telephone|portable|hamster))(?! (?:a |a le |aux |au |a la |pour |chez )?(?:secours|emmaus|paroisse|eglise|caritas|restos|pauvres|associations?|association|croix-rouge|friperie|vide-grenier|brocante|refuge|parce que je demenage))`,
      ),
      w(
        String.raw`(?:je ai |je ai deja )?(?:choisi|fixe|decide|trouve) (?:la date|le jour|le moment|quand|comment|ou|le endroit|la methode)(?= *(?:[.,;!]|$| et ))|la date est (?:choisie|fixee)|le jour est (?:choisi|venu|arrive)(?= *(?:[.,;!]|$))|(?:ce sera|ce est|c'est) (?:pour )?(?:ce soir|cette nuit|demain)(?= *(?:[.,;!]|$)),? (?:je|ce est decide)`,
      ),
      w(
        String.raw`(?:je )?(?:ne )?(?<!(?:quand|lorsque|ou|si|que|le jour ou) (?:je )?(?:ne )?)serai (?:plus|pu) (?:la|en vie|vivante?|de ce monde|parmi vous|avec vous)|vous (?:ne )?me (?:reverrez|verrez|entendrez) (?:plus|jamais)|tu (?:ne )?me (?:reverras|verras|entendras) (?:plus|jamais)|on (?:ne )?se reverra (?:plus|jamais)|vous entendrez plus parler de moi`,
      ),
      w(
        String.raw`(?<!(?:je|tu|il|elle|on) (?:lui |leur |te |vous |le |la |ne )?)(?:dites|dis|dites-lui|dites-leur|dis-lui|dis-leur|dites lui|dites leur|dis lui|dis leur) [^.]{0,30}que je (?:les |le |la |vous |te |le |l')?(?:aime|aimais|ai aime)|(?:merci pour tout|pardon pour tout|pardonnez-moi),? (?:et )?adieu|(?:ce est|ce ne est) pas (?:de )?(?:leur|votre|sa|ta) faute,? (?:dites|dis)`,
      ),
    ],
    // Means: pills hoarded, a rope or gun at hand, standing on a roof, bridge or tracks.
    means: [
      // Asking whether a way of dying hurts, how high a bridge is.
      w(
        String.raw`(?:ca|ce) fait mal de (?:mourir )?(?:pendue?|noyee?|empoisonnee?|se pendre|se noyer|se ouvrir les veines)|(?:je suis allee?|je suis montee?) (?:au|sur le|sur la|a la|jusque au) (?:pont|toit|viaduc|falaise|immeuble)[^.]{0,20}(?:voir la hauteur|voir (?:a )?quel point (?:il|elle) est haute?)`,
      ),
      // On the way to a height, or in the bath with a blade.
      w(
        String.raw`(?:je suis en route|je vais|je pars|je marche|je roule) (?:vers le|au|sur le|vers la|a la) (?:pont|toit|falaise|voie ferree|viaduc|quai)(?= *(?:[.,;!?]|$|maintenant|la))(?![^.]*(?:bouchon|travail|boulot|ecole|rendez-vous|pique-nique|vacances|photo|avec (?:ma|mon|mes)|amie?s?|copine?|famille|on se retrouve|on se voit|je te retrouve|la-bas))|(?:dans la baignoire|dans le bain|sous la douche) avec (?:la |une |le |un |les |mes )?(?:lame|lames|rasoir|cutter|cachets|medocs|pistolet)`,
      ),
      w(
        String.raw`charbon[^.]{0,40}(?:me enfermer|je me enferme|calfeutrer) (?:dans|a le interieur de) (?:la|ma|une) (?:voiture|chambre|salle de bain)`,
      ),
      w(
        String.raw`(?:je ai|je tiens) (?:le|un|la|une) (?:flacon|boite|plaquette|tube) de (?:${MEANS}) (?:dans la main|dans les mains|a la main|en main)`,
      ),
      w(
        String.raw`(?:lames|lame|rasoir|rasoirs|cutter|couteau|corde|cachets|medocs|poison) pour (?:me (?:couper|scarifier|taillader|tuer|pendre|ouvrir les veines|bruler)|en finir|mourir)|je ai deja (?:la|une|le|un) (?:corde|arme|pistolet|flingue|poison)|(?:corde|noeud coulant)[^.]{0,40}je sais (?:deja )?(?:ou|la ou) (?:la |le )?(?:accrocher|attacher|pendre|fixer)`,
      ),
      // Keeping every box; enough "to not wake up".
      w(
        String.raw`(?:je ai garde|je garde|garde|gardee|je ai mis de cote) (?:toutes|tous) (?:mes|les|ses) (?:boites de |plaquettes de |flacons de )?${MEANS}|(?:assez|suffisamment)(?: \w+){0,3} pour (?:ne (?:pas|plus) me reveiller|mourir|en finir|me tuer|crever|ne jamais me reveiller)`,
      ),
      w(
        String.raw`(?:je ai|je tiens|avec) (?:un|une|le|la|mon|ma) (?:couteau|lame|rasoir|cutter|corde|arme|pistolet|flingue|fusil) (?:dans la main|dans les mains|a la main|en main)(?![^.]*(?:cuisine|legumes|pain|viande|oignon|tomate|fruit|eplucher|couper (?:le|la|les)))|(?:couteau|lame|rasoir|cutter|corde|arme|pistolet|flingue|fusil)[^.]{0,60}(?:je veux|je vais|envie de) (?:me en servir|la utiliser|le utiliser|les utiliser)`,
      ),
      w(
        String.raw`(?:stocke|stockee|stocker|je stocke|accumule|accumulee|accumuler|je accumule|mis de cote|mets de cote|je mets de cote|economise|je ai compte|planque|planquee|je planque|cache|cachee|je cache|rassemble|collectionne|vole|volee|pique|piquee|fait (?:deux|trois|quatre|cinq|plusieurs|\d+) pharmacies) (?:deja )?(?:tous |toutes |assez de |plein de |des |les |mes |ses |une boite de |\d+ |une dizaine de |une vingtaine de |une trentaine de )*(?:\w+ ){0,2}${MEANS}`,
      ),
      w(
        String.raw`(?:je ai|je ai achete|je ai trouve|je ai commande|je me suis procure|je ai recupere|je ai une|je ai un|acheter|achete) (?:une |un |la |le |des )?(?:corde|noeud coulant|fusil|pistolet|flingue|revolver|arme|poison|mort-aux-rats|mort aux rats|charbon de bois)(?! (?:a eau|a billes|en plastique|jouet|de paintball|nerf)| (?:pour (?:le escalade|grimper|la chasse|le barbecue|le tir|sauter|le bateau|la grimpe)|de (?:escalade|chasse|alpinisme|service)|pour le (?:travail|boulot)|a sauter|de le eau))(?![^.]*(?:linge|etendre|etendoir|escalade|bateau|voilier|camping|balancoire|rats|souris|jardin|potager|limaces|fourmis))`,
      ),
      w(
        String.raw`assez de (?:${MEANS}|ca|trucs|comprimes)(?: pour| a| de)?|(?:${MEANS}) pour (?:mourir|en finir|me tuer|ne plus me reveiller|crever)|combien (?:de|en)? ?(?:${MEANS})?[^.?]{0,40}(?:pour (?:mourir|en finir|ne pas se reveiller|ne plus se reveiller|se tuer|crever)|dose mortelle|dose letale|pour que ce soit mortel)|dose (?:mortelle|letale)`,
      ),
      w(
        String.raw`(?:comment|facon|moyen|methode|maniere|technique)s? (?:de |pour |la plus |le plus )?(?:(?:rapide|efficace|douce|indolore|sure|simple|facile)s? )?(?:de |pour )?(?:mourir|se suicider|me suicider|se tuer|me tuer|en finir|se pendre|mourir vite)(?: sans (?:douleur|souffrir|avoir mal))?(?! a (?:soi|moi)[- ]meme)|mourir sans (?:douleur|souffrir|avoir mal)|(?:suicide|mort) (?:sans douleur|indolore|rapide)`,
      ),
      w(
        String.raw`(?:je suis|suis|je me trouve|je me tiens|debout|assise?|assis|monte|montee|grimpe|grimpee|perchee?) (?:sur (?:le |la |les |un |une |ce |cette |mon )?(?:toit|rebord|corniche|voies|rails|parapet|rambarde|garde-corps|garde corps|balustrade|voie ferree)|(?:au bord de|au bord du|en haut de|en haut du|au sommet de|de le autre cote de|de le autre cote du|sur le bord de|sur le bord du) (?:le |la |les |un |une |ce |cette |mon )?${HEIGHT})(?! (?:depuis|toute la|tous les|pour (?:le travail|reparer|refaire|nettoyer|installer|regarder|prendre)|au boulot|a (?:reparer|bosser|travailler)|en train de (?:reparer|bosser|travailler)))`,
      ),
      w(
        String.raw`(?:les )?jambes (?:dans le vide|par-dessus|au-dessus du vide|pendantes au-dessus)|(?:enjambe|enjambee|je enjambe|passer par-dessus|passe par-dessus) (?:la |le )?(?:rambarde|garde-corps|garde corps|parapet|balustrade|barriere)|je regarde (?:en bas|le vide)|sur les (?:voies|rails)|au bord du quai`,
      ),
      w(
        String.raw`${HEIGHT}[^.]{0,60}(?:me jeter|me lancer|le vide|en finir|me tuer|(?:je (?:vais|veux|pense|pourrais)|envie de|prete? a|pense (?:que )?a)(?: que)?(?: a)? (?:sauter|plonger|mourir))(?! a le elastique| en parachute)|(?:me jeter|me lancer|en finir|me tuer|(?:je (?:vais|veux|pense)|envie de)(?: que)?(?: a)? sauter)[^.]{0,60}(?:${LEDGE}|prochain (?:train|metro|rer))`,
      ),
      w(
        String.raw`(?:le|un|son|mon|sa|une|la) (?:fusil|pistolet|flingue|revolver|arme|carabine)[^.]{0,30}(?:est |sont )?(?:chargee?|dans (?:le|la|son|sa|mon|ma) (?:tiroir|placard|armoire|chambre|garage|cave|grenier|voiture|table de nuit)|sous (?:le|son|mon) lit|a la maison|pas fermee? a cle|accessible)|(?:mon pere|papa|il|mon mari|mon frere) (?:a|garde|range|cache) (?:un|une|son|sa|le|la) (?:fusil|pistolet|arme|carabine) (?:a la maison|dans|sous|chargee?)`,
      ),
      w(
        String.raw`je sais (?:ou|la ou) (?:il|elle|ils|mes parents|mon pere|ma mere)? ?(?:range|cache|garde|met|rangent|cachent|gardent|sont|est)? ?(?:la|les|le|ses|leurs) (?:cle|cles|fusil|arme|pistolet|cachets|medocs|medicaments|somniferes)`,
      ),
    ],
    // Self-harm: cutting, burning, hitting oneself, starving or purging on purpose, relapse.
    'self-harm': [
      w(String.raw`je me (?:force|oblige|forcais|obligeais) a vomir`),
      // Anything done to one's own body until it bleeds; hair pulled out in clumps; laxatives as punishment.
      w(
        String.raw`(?:je me|me) (?:\w+ ){1,7}(?:jusque (?:au|a le) sang|jusque a saigner|jusque a ce que (?:ca|ce) saigne)(?<!(?:piqure|moustique|eczema|demangeaison|allergie|gencives|dents|nez)[^.]{0,160})(?![^.]*(?:piqure|moustique|eczema|demangeaison|allergie|gencives|dents|nez))|je me (?:arrache|arrachais) (?:les cheveux|des poignees de cheveux|les cils)(?=[^.]*(?:poignees|trous|angoiss|anxi|jusque (?:au|a le) sang))|(?:laxatifs|diuretiques)[^.]{0,50}(?:me punir|avoir mangé|avoir mange|je me degoute)`,
      ),
      w(
        String.raw`je me suis (?:re)?(?:coupee?|scarifiee?|tailladee?) (?:apres|au bout de) (?:\d+|des|quelques|plusieurs) (?:mois|semaines|jours|ans)|je me suis recoupee?(?! (?:les|la|le|mes) (?:cheveux|frange|ongles|pointes|barbe))`,
      ),
      w(
        String.raw`(?:disparaitre|maigrir|fondre) (?:\w+ ){0,2}jusque a ce que (?:il )?(?:ne )?(?:reste|restera) (?:plus )?rien de moi|je (?:ne )?mange (?:plus|rien|pas) depuis (?:\d+|deux|trois|quatre|cinq|des) jours[^.]{0,40}(?:disparaitre|me punir|mourir|merite pas)`,
      ),
      w(
        String.raw`pour me (?:couper|scarifier|taillader|mutiler|bruler(?! au soleil))|je me (?:griffe|gratte|mords) (?:\w+ ){0,2}jusque (?:au|a le) sang`,
      ),
      w(
        String.raw`(?:coupures|entailles|scarifications|cicatrices fraiches) (?:sur|aux|au|a la|dans) (?:la |le |les |mes |ma |mon )?(?:cuisse|cuisses|bras|avant-bras|poignet|poignets|jambe|jambes|ventre|hanche|hanches)`,
      ),
      new RegExp(
        String.raw`^(?!.*(?:embaraz|gravida|enceinte|incinta|schwanger|quimio|chemo|gripe|grippe|influenza|virus|infec|gastro|nausea|nausee|enjoo|mareo|intossica|vergiftung|migran|migraine)).*(?<![\p{L}])(?:vomi\w* tout ce que je (?:mange|avale)|vomi\w*[^.]{0,40}(?:je me degoute|pour pas grossir|pour ne pas grossir|expres))(?![\p{L}])`,
        'u',
      ),
      w(
        String.raw`(?:je )?me suis (?:encore |de nouveau |re)?(?:coupee?|recoupee?|tailladee?|entaillee?|brulee?|scarifiee?|lacere\w*|ouvert) (?:les |le |la |mes |aux |au )?(?:poignets?|bras|avant-bras|veines|cuisses?|jambes?|ventre|peau|hanches?)`,
      ),
      w(
        String.raw`(?:me|je|se) (?:suis )?scarifi\w*|scarifiee?s?|me (?:auto-?|auto )?mutil\w*|(?:je fais|je pratique|je refais|je replonge dans|je recommence|je retombe dans|rechute dans|je suis dans|envie de|je ai fait) (?:de le |la |le )?(?:automutilation|auto-mutilation|scarification)|je me fais du mal|me faire du mal|je me suis fait du mal|me (?:faire|fais|suis fait|suis faite) mal (?:expres|volontairement|exprès|pour (?:me punir|sentir|oublier))|me blesse\w* (?:expres|volontairement)`,
      ),
      w(
        String.raw`(?:je )?me (?:coupe|coupais|suis coupee?|taillade|tailladais|suis tailladee?|entaille|suis entaillee?|brule|brulais|suis brulee?|griffe|griffais|suis griffee?|gratte jusqu'au sang|gratte jusque au sang|mords|mordais|scarifie) (?:encore |de nouveau |expres |volontairement |souvent |tous les soirs |la nuit )?(?:les |le |la |sur les |sur le |sur la |aux |au )?(?:bras|avant-bras|poignets?|cuisses?|jambes?|ventre|peau|hanches?|mains?|poitrine|chevilles?)`,
      ),
      w(
        String.raw`(?:je )?me (?:coupe|coupais|suis coupee?|brule|brulais|suis brulee?|taillade|suis tailladee?) (?:tous les jours|chaque (?:jour|soir|nuit)|souvent|tout le temps|encore|de nouveau|expres|volontairement|pour (?:me punir|sentir|oublier|me calmer|avoir mal|me soulager)|quand|avec (?:une |un |la |le |des |mon |ma )?(?:lame|lames|rasoir|cutter|couteau|cigarette|cigarettes|briquet|compas|verre|ciseaux|fer))|(?:hier|cette nuit|ce soir|encore|de nouveau)(?: soir)? je me suis (?:coupee?|brulee?|tailladee?|fait du mal)(?! (?:le doigt|en cuisinant|en me rasant|avec une feuille|les cheveux))`,
      ),
      w(
        String.raw`(?:envie|besoin|peur|pulsion)s? de me (?:couper|scarifier|bruler|faire mal|frapper|taillader|mutiler)|(?:recommence|rechute|rechuter|replonge|je ai rechute|je ai recommence|je ai replonge|remise?|remettre|repris|reprendre) (?:a me (?:couper|scarifier|faire du mal|bruler|frapper)|dans la scarification|dans le automutilation)`,
      ),
      w(
        String.raw`je me (?:frappe|cogne|tape|tapais|frappais|cognais) (?:la tete|le visage|les bras|les cuisses|le ventre|contre|jusque|jusqu'a|fort|encore|souvent|quand|tout seule?)|(?:je me donne|je me mets|je me fous) des (?:coups|claques|gifles|baffes)|je (?:frappe|tape|cogne) (?:les murs|le mur|ma tete)(?! (?:de rire|mdr))`,
      ),
      w(
        String.raw`(?:cacher|je cache|cache|planquer|je planque) (?:mes|les) (?:cicatrices|coupures|marques|bleus|brulures|traces|entailles)|manches longues (?:pour cacher|meme en ete)`,
      ),
      w(
        String.raw`(?:je me laisse|me laisser|je vais me laisser|je me suis laissee?) mourir de faim|je arrete de manger (?:expres|pour mourir|pour disparaitre|pour me punir)`,
      ),
      w(
        String.raw`(?:je )?(?:ne )?mange (?:plus|pas|rien)[^.]{0,30}(?:expres|pour me punir|je (?:ne )?(?:le )?merite pas)|je me (?:prive|affame) (?:de nourriture|de manger|expres)|je me fais vomir|me faire vomir|je me (?:merite|merite) pas de manger|je (?:ne )?(?:merite|meritais) (?:que )?(?:de )?(?:souffrir|avoir mal|saigner|mourir|etre punie?)`,
      ),
    ],
    // Abuse: hit, touched, forced, threatened, locked in, controlled; by family, partners, clergy, coaches.
    abuse: [
      w(
        String.raw`me envoie (?:des )?photos (?:de son sexe|de ses parties|de lui nu|nues?)|(?:photos|videos) de (?:son|leur) sexe`,
      ),
      // Grooming (alone, at night, not to tell the parents) and sextortion.
      w(
        String.raw`(?:dit|a dit|me demande|me a demande) de (?:ne )?(?:pas |rien )?(?:le dire|dire|raconter|en parler) (?:a mes parents|a ma mere|a mon pere|a personne)(?= *(?:[.,;!?]|$))(?![^.]*(?:surprise|cadeau|fete|anniversaire))|(?:veut|voudrait|insiste pour) (?:me voir|me retrouver|me rencontrer) (?:tout |toute )?seule?(?:(?<=(?:nuit|soir|secret|cachette)[^.]{0,120})|(?=[^.]{0,80}(?:nuit|soir|secret|en cachette|parents|personne)))|si je (?:ne )?(?:lui )?(?:en )?(?:envoie|envoyais|donne) (?:pas|plus)[^.]{0,40}(?:il|elle) (?:publie|publiera|va publier|diffuse|envoie|montre|balance)`,
      ),
      // Forced kisses and touches; stalked and threatened by an ex; a drunk partner breaking things.
      w(
        String.raw`me a (?:embrassee?|touchee?|deshabillee?|caressee?|pelotee?) (?:\w+ )?(?:de force|contre mon gre|malgre moi|sans mon accord|alors que je disais non)`,
      ),
      w(
        String.raw`(?:mon ex|mon ancien copain|mon mari|mon copain|mon mec|mon conjoint|mon compagnon)[^.]{0,30}(?:me (?:suit|harcele|traque|surveille|espionne|menace)(?! sur (?:instagram|insta|tiktok|twitter|facebook|snap|les reseaux|ig|youtube|spotify))|me envoie (?:des )?(?:messages|sms|vocaux) (?:de menace|menacants))|(?:mon mari|mon copain|mon mec|mon conjoint|mon compagnon|il)[^.]{0,20}(?:est rentre|rentre|est) (?:saoul|soul|bourre|ivre|defonce|furieux)[^.]{0,40}(?:casse|cassait|frappe|hurle|tape|defonce)`,
      ),
      w(String.raw`(?:abuse|abusait|a abuse|abusent|ont abuse) de moi`),
      w(String.raw`${ABUSER}[^.]{0,40}\b${HURTS_ME}`),
      w(
        String.raw`${AUTHORITY}[^.]{0,40}(?:me a dit|me dit|me disait|me a demande) de (?:ne )?(?:le dire|rien dire|en parler|rien raconter|le raconter) a (?:personne|mes parents|ma mere|mon pere|maman|papa)`,
      ),
      w(
        String.raw`${ABUSER}[^.]{0,40}\b${TOUCHES_ME}(?= *(?:[.,;!]|$| quand| partout| sous| entre| pendant| dans| contre| sans| le soir| la nuit| parfois| souvent| encore| tout le temps| les seins| la poitrine| les fesses| le sexe| les parties| mes parties| entre les jambes| les cuisses| en bas| la ou| la-bas| et me))`,
      ),
      w(
        String.raw`(?:dit|dire|a dit|me a dit|me dit|disait|menace|menacait|jure|repete|sinon|prevenu)(?: que)? si je (?:parle|le dis|dis quelque chose|dis quoi que ce soit|en parle|raconte|le raconte|te dis|le quitte|la quitte|pars|porte plainte|appelle la police|vais a la police|vais voir la police|previens)|si (?:je|tu) (?:le )?(?:dis|racontes?) a (?:quelqu'un|quelque un|personne|ta mere|tes parents|ta maman|la police)[^.]{0,20}(?:je|il|elle|on|tu)`,
      ),
      w(
        String.raw`(?:ce est|ce sera|ca reste) notre (?:petit )?secret|un (?:petit )?secret entre (?:nous|toi et moi)|(?:il|elle) (?:me )?(?:dit|a dit) de (?:le garder|ne rien dire|rien dire)`,
      ),
      w(
        String.raw`(?:menace|menacee|menacait|a menace|me a menacee?|nous a menaces?) de (?:me tuer|nous tuer|la tuer|le tuer|tous nous tuer|me frapper|me faire du mal|me tabasser|me battre|me prendre les enfants|prendre les enfants|me defoncer|me buter|me mettre dehors|publier|diffuser|envoyer|montrer)|(?:a dit|me a dit|dit|disait|jure|a jure|crie|hurle)(?: que)?(?: il| elle)? (?:va|allait|vas|veut|voulait|pourrait)? ?me (?:tuer|frapper|buter|tabasser|defoncer|massacrer|faire la peau|faire du mal|tuera|tuerait)|me (?:tuer|tuera|tuerait|buter|frapper|tabasser|faire la peau) si je`,
      ),
      w(
        String.raw`(?:publier|diffuser|envoyer|montrer|poster|balancer|mettre en ligne|partager) (?:mes|des|les|nos) (?:photos|nudes|videos|images|nudes|conversations)(?:[^.]{0,30}(?:si je|sinon|a tout le monde|a mes parents|au lycee|a le ecole))?(?=[^.]*(?:menace|si je|sinon|va|veut))|(?:me demande|me a demande|me demandait|me force a envoyer|veut) des (?:photos|nudes|videos) (?:nues?|de moi nue?|intimes|sans (?:vetements|habits))`,
      ),
      w(
        String.raw`(?:mon mari|mon copain|mon mec|mon conjoint|mon compagnon|mon chum|mon ex|ma femme|ma copine|ma conjointe|ma compagne|ma blonde|il|elle)[^.]{0,30}(?:me a pris|me prend|me confisque|me a confisque|garde|controle|fouille|casse|a casse|me a casse) (?:mon|mes|ma) (?:telephone|portable|tel|natel|gsm|cellulaire|cell|passeport|papiers|cles|argent|carte bancaire|carte bleue|carte)|(?:me a pris|me ont pris|me prennent|me confisquent|me a confisque|garde|gardent) (?:mon|mes) (?:passeport|papiers)`,
      ),
      w(
        String.raw`${ABUSER}[^.]{0,40}\bme (?:enferme|enfermait|a enfermee?|laisse enfermee?) (?:dans|a cle|a la cave|dehors)|${ABUSER}[^.]{0,30}me (?:empeche|interdit) de (?:sortir|voir (?:mes|ma|mon|personne)|appeler|partir|travailler|manger)`,
      ),
      w(
        String.raw`(?:peur|terrifiee?|terrorisee?|angoissee?) (?:de rentrer|de retourner|de revenir) (?:a la maison|chez moi|chez (?:mes parents|nous|lui))|(?:je ai peur|peur|terrifiee?|terrorisee?) de (?:lui|mon mari|mon pere|mon copain|mon ex|mon beau-pere|mon oncle|ma mere|ma belle-mere)(?= *(?:[.,;!]|$| il| quand| depuis))|je ai peur que il me (?:tue|frappe|fasse du mal|retrouve|batte|tabasse)`,
      ),
      w(
        String.raw`(?:je ai ete|je suis|je me suis fait|je me suis faite|je me fais|je ai subi|je subis|je suis victime de|victime de) (?:violee?|agressee? sexuellement|abusee?|battue?|tabassee?|violer|agresser|tabasser|frapper|tripoter|attoucher|un viol|des viols|des attouchements|des violences|de la violence|des abus|un abus|de le inceste|inceste|violences conjugales|violences sexuelles|maltraitance|maltraitee?|harcelement sexuel)`,
      ),
      w(
        String.raw`personne (?:ne )?me (?:croira|croirait|croit jamais)|on (?:ne )?me (?:croira|croirait) (?:pas|jamais)`,
      ),
      w(
        String.raw`${ABUSER}[^.]{0,40}(?:vient|venait|rentre|rentrait|entre|entrait) (?:dans mon lit|dans ma chambre (?:la nuit|le soir|quand (?:tout le monde|maman|ma mere|les autres) dor\w+))|(?:me|je) (?:fait|faisait|demande de) venir (?:seule?|toute seule|tout seul) (?:dans|chez|a)`,
      ),
      w(
        String.raw`${ABUSER}[^.]{0,30}(?:rentre|entre|vient|rentrait|entrait|venait) dans la salle de bain (?:quand|pendant que|alors que) je (?:me douche|suis nue?|me lave|prends ma douche|me change)|${ABUSER}[^.]{0,60}(?:veut|voulait|me demande de|insiste pour) (?:me voir|me retrouver|que je vienne|que je reste) (?:seule?|tout seul|toute seule|en cachette|en secret)`,
      ),
      w(
        String.raw`(?:me|je) (?:force|forcait|a forcee?|oblige|obligeait|a obligee?) a (?:coucher|faire des choses|le toucher|la toucher|le sucer|regarder des|me deshabiller|avoir des rapports|faire (?:des )?(?:trucs|choses)|envoyer des photos|le embrasser)|mariage force|marier de force|me marier (?:de force|contre mon gre)|me faire exciser|me exciser|veulent me envoyer au pays pour me marier`,
      ),
    ],
    // Danger to others: someone close who means to die, someone hurt now, fear of hurting someone.
    'danger-to-others': [
      w(String.raw`(?:a|avait) un plan pour se (?:tuer|suicider|pendre|jeter|foutre en le air)`),
      w(
        String.raw`se (?:brule|brulait|coupe|coupait|griffe|scarifie) avec (?:un |le |une |la |des )?(?:briquet|cigarette\w*|lame|rasoir|cutter|bougie|taille-crayon)|je ai vu (?:les |des )?(?:marques|coupures|cicatrices|brulures|blessures|traces)(?= *(?:[.,;!?]|$)| sur (?:ses|son|sa)| de (?:ses|sa))`,
      ),
      // Someone close unconscious after pills; on a railing and not coming down.
      w(
        String.raw`(?:inconsciente?|evanouie?|se reveille pas|ne se reveille pas|reagit pas|ne reagit pas)[^.]{0,50}(?:a pris|a avale|cachets|medocs|medicaments|poison)|(?:a pris|a avale)[^.]{0,50}(?:inconsciente?|evanouie?|se reveille pas|reagit pas)|(?:il|elle) (?:ne )?veut pas (?:en )?descendre(?<=${MY_CLOSE}[^.]{0,100})(?:(?=[^.]*(?:${LEDGE}|toit|immeuble))|(?<=(?:${LEDGE}|toit|immeuble)[^.]{0,100}))(?![^.]*(?:antenne|repar|voiture|chat|chien))`,
      ),
      w(
        String.raw`(?:vient|venait|entre|entrait|rentre|rentrait|va) dans (?:sa chambre|son lit) (?:la nuit|le soir|quand)`,
      ),
      w(
        String.raw`(?:dit|a dit|ecrit|a ecrit|repete) (?:\w+ ){0,4}(?:que elle|que il|qu'elle|qu'il) (?:veut|voudrait) (?:disparaitre|mourir|partir pour toujours|en finir|plus exister)(?= *(?:[.,;!?]|$| et | pour toujours| de ce monde))`,
      ),
      // A child abused; the writer's own plan to kill someone or to bring a weapon to school or church.
      w(
        String.raw`(?:abuse|abusait|a abuse|touche|touchait|a touche|tripote|tripotait|viole|violait|a viole) (?:de )?(?:ma|mon|mes|sa|son) (?:petite? )?(?:soeur|frere|fille|fils|niece|neveu|cousine?|eleve|enfants?)(?![^.]*(?:le coeur|beaucoup|profondement|emu))`,
      ),
      w(
        String.raw`(?:je veux|je vais|envie de|je pense a) (?:tuer|buter|poignarder|flinguer|empoisonner|abattre) (?:quelqu'un|quelque un|tout le monde|mon|ma|mes|ce|cette|ces)(?![^.]*(?:mdr|lol|haha|si (?:il|elle|tu|me)|quand (?:il|elle) (?:rentre|arrive)|pour (?:avoir|me avoir)))|(?:amener|ramener|apporter|emmener|prendre) (?:le|la|un|une|son|sa) (?:flingue|pistolet|fusil|arme|couteau|bombe)(?: de (?:mon|ma) \w+)? (?:au|a le|a la|en) (?:lycee|college|ecole|fac|cours|classe|eglise|messe|boulot|taf)`,
      ),
      w(
        String.raw`(?:${MY_CLOSE}|${HE})[^.]{0,40}(?:veut|voulait|va|allait|menace de|menacait de|parle de|parlait de|pense a|compte|a envie de|est en train de|vient de|a essaye de|a tente de|a dit que il va|a dit que elle va|dit que il va|dit que elle va|a ecrit que il va|a ecrit que elle va|dit vouloir|a dit vouloir)(?: \w+){0,2} ${THEY_SELF}${NOT_IDIOM}`,
      ),
      w(
        String.raw`(?:${MY_CLOSE}|${HE})[^.]{0,40}(?:dit|a dit|a ecrit|ecrit|me a ecrit|me a dit|poste|a poste|a publie) [^.]{0,20}(?:que il|que elle|vouloir|qu'il|qu'elle)? ?(?:ne )?(?:veut|voulait|va|allait|voudrait) (?:mourir|en finir|se tuer|se suicider|plus vivre|pu vivre|plus etre la|disparaitre pour toujours)${NOT_IDIOM}`,
      ),
      w(
        String.raw`(?:${MY_CLOSE}|${HE})[^.]{0,60}(?:se est (?:enfermee?|barricadee?)[^.]{0,30} avec (?:des |ses |les |une |un |sa |son )?(?:${MEANS})|est suicidaire|a des idees noires|fait une tentative|a fait une tentative|a pris (?:tous )?(?:ses|des|les) (?:cachets|medocs|medicaments)|a avale (?:tous|toute|des)|se scarifie|se coupe (?:les (?:bras|poignets|veines|cuisses|jambes)|encore|expres)|se mutile|se fait du mal|parle de se tuer|parle de mourir|parle de suicide)`,
      ),
      w(
        String.raw`(?:${MY_CLOSE}|${HE})[^.]{0,40}(?:me a envoye|me a ecrit|a poste|a ecrit|vient de me envoyer|me a dit|a publie|a laisse|me a laisse) [^.]{0,40}(?:adieu|lettre|message de adieu|au revoir pour toujours|je vous aime tous|prenez soin de)`,
      ),
      w(
        String.raw`(?:peur|crainte|inquiete?|angoissee?|flippe|flippee?) que (?:\w+ ){0,3}(?:ne )?(?:fasse|fait|face|commette|commet) (?:une |un |des )?(?:connerie|conneries|betise|betises|folie|geste|acte irreparable|tentative)|(?:peur|crainte) (?:que|que il|que elle) (?:ne )?(?:se tue|se suicide|se jette|passe a le acte|se fasse du mal|en finisse)|(?:repond|decroche|repondait) (?:plus|pu|pas)[^.]{0,40}(?:adieu|peur|connerie|inquiet|inquiete)`,
      ),
      w(
        String.raw`(?:peur|terrifiee?|terrorisee?|envie) de (?:faire du mal|faire mal|tuer|secouer|etouffer|noyer|blesser|frapper) (?:a )?(?:mon|ma|mes|le|la|quelqu'un|quelque un|mon bebe|mon fils|ma fille|mon enfant|mes enfants|mon petit|ma petite)|(?:je vais|je veux|je pourrais) (?:tuer|buter|poignarder|egorger|etrangler) (?:mon|ma|le|la) (?:pere|mere|mari|femme|ex|voisin|voisine|patron|beau-pere|belle-mere|copain|copine)`,
      ),
      w(
        String.raw`(?:${HE}|${MY_CLOSE}|le voisin|la voisine|mon pere|mon beau-pere)[^.]{0,20}(?:est en train de )?(?:frappe|bat|tabasse|cogne|etrangle|secoue|frapper|battre|tabasser) (?:sa|ses|son|ma|mon|mes|le|la|les) (?:femme|mari|enfants?|fils|fille|bebe|petit|petite|mere|maman|frere|soeur|gosses?)(?! (?:aux cartes|a le jeu|aux echecs|a la course))`,
      ),
      w(
        String.raw`(?:dit|crie|hurle|menace|a dit|jure|gueule)(?: que| qu'il| que il| qu'elle| que elle)? (?:il |elle )?(?:va )?(?:tuer|buter|egorger|massacrer) (?:ma|mon|mes|tout le monde|nous|maman|papa|sa|son|ses|les enfants)|(?:a|avec|tient|a pris|sort) (?:un|une|le|la|son|sa) (?:couteau|arme|fusil|pistolet|flingue|hache)[^.]{0,40}(?:menace|crie|hurle|dit|veut|va|court|poursuit)`,
      ),
      w(
        String.raw`(?:son|sa|leur|le|la) (?:mari|copain|femme|copine|pere|mere|beau-pere|belle-mere|compagnon|compagne|conjoint|mec) (?:la|le|les) (?:frappe|bat|tabasse|cogne|viole|etrangle|enferme|menace)(?! (?:aux?|a le|a la|en) )|(?:se fait|se font|se faisait) (?:frapper|battre|tabasser|violer|agresser|tripoter|maltraiter|cogner) (?:tous|toutes|chaque|encore|par|la|le|souvent|tout le temps)`,
      ),
      w(
        String.raw`(?:je entends|on entend|entends)[^.]{0,40}(?:cris|crier|hurler|pleurer|coups)[^.]{0,40}(?:coups|frappe|tape|au secours|bebe|enfant|petit)`,
      ),
    ],
  },
  // Compounds read the conversation without the rewrites above, so elided and texting
  // forms are spelled both ways here ("j'y pense", "jy pense", "je y pense").
  compounds: [
    [
      w(
        String.raw`${MEANS}|(?:sur le|du|au|sous le|de le) pont|toit|rebord|corniche|falaise|quai|voie ferree|voies|rails|parapet|rambarde|garde-corps|viaduc`,
      ),
      w(
        String.raw`(?:j'|je |j)y (?:pense|ai pense|pense encore|pense serieusement|repense)|(?:c'est|c est|ce n'est|c'est|ces) (?:pas |plus )?ferme|pas ferme a cle|(?:je|j') ?sais ou|(?:je |j')(?:les|le|la) ai(?: deja| la| ici| sur moi)|(?:j'|je |j)ai (?:tout|ce qu'il faut|de quoi)|(?:je suis|chui|chuis|jsuis|j'suis) (?:prete?|encore la|en haut)|je regarde en bas|(?:ils|elles) sont (?:la|dans|sur moi)|(?:j'|je |j)en ai assez|assez pour|personne (?:a la maison|ici)`,
      ),
      'means',
    ],
    [
      w(String.raw`suicid\w*|se tuer|mettre fin a ses jours|en finir`),
      w(
        String.raw`(?:je|j') ?(?:demande|pose la question) pour moi|(?:c'est|c est|ce est) pour moi|je parle(?:s|ais)? de moi|(?:en fait )?(?:c'est|c est|ce est) moi`,
      ),
      'intent',
    ],
    [
      w(String.raw`lettre|lettres|mot|mots`),
      w(
        String.raw`(?:ils|elles|on) (?:la|les|le) (?:trouveront|liront|trouvera|lira)|pour apres|quand je (?:ne )?serai plus la`,
      ),
      'finality',
    ],
    [
      w(String.raw`coupee?|coupures|scarif\w*|brulee?|automutil\w*|rechute|frappe`),
      w(
        String.raw`(?:je croyais|j'pensais|je pensais) (?:avoir|que j'avais|que j avais) arrete|(?:la deuxieme|la troisieme|encore une) fois (?:aujourd'hui|ce soir|cette semaine)|encore (?:ce soir|aujourd'hui)|de nouveau (?:ce soir|aujourd'hui)`,
      ),
      'self-harm',
    ],
    [
      w(
        String.raw`(?:a (?:encore )?bu|est (?:saoul|soul|bourre|ivre|defonce|en colere|enerve|furieux)|m(?:'| |e )?a (?:frappee?|cassee?|casse|menacee?|battue?|cogne)|menace|me chercher|me retrouver|mes photos)`,
      ),
      w(
        String.raw`(?:il|elle) (?:rentre|arrive|revient|est la|est devant|est en bas|monte|frappe a la porte|sonne)|(?:rentre|arrive|revient) dans \d+|est (?:devant|en bas de) (?:chez moi|la porte|l'immeuble)`,
      ),
      'abuse',
    ],
  ],
  defusers: [
    // Money, not the burden of living.
    w(
      String.raw`(?:une charge|un poids|un fardeau) (?:\w+ ){0,3}(?:financierement|financiere|en argent|pour le loyer)`,
    ),
    // A natural death left to God's time ("quand mon heure viendra").
    w(
      String.raw`quand (?:mon heure|ce sera (?:mon|le) (?:heure|moment)|le moment) (?:viendra|sera venue?)|quand (?:dieu|le seigneur) (?:le )?voudra|a (?:son|sa) heure`,
    ),
    // Song lyrics reported: "il chante que...".
    w(String.raw`(?:il|elle|ils|elles) (?:chante|chantent|chantait|chantaient|rappe|rappent|rappait)`),
    // Negation after the verb ("je ne me tuerais jamais").
    w(
      String.raw`(?:je )?ne me (?:tuerais|tuerai|suiciderais|suiciderai|ferais|ferai|couperais|couperai) (?:jamais|pas|du mal jamais)(?!,? (?:mais|pourtant))|je (?:ne )?(?:ferais|ferai) jamais (?:ca|cela|une chose pareille)(?!,? (?:mais|pourtant))`,
    ),
    // Negated: the writer says it is not so.
    w(
      String.raw`(?<!(?:fais|faites|laisses|laissez|laisse|laisseras) )(?:pas|jamais|plus jamais|aucune intention de|aucune envie de|pas question de|hors de question de)(?: (?:vraiment|du tout|envie de|de|question de|intention de|en train de|prete? a|pret a|penser a|pense a|a|le|la|me|compte|je|vais|veux|serieusement|eu|ai|encore))* (?:me tuer|me suicider|me tuerai|me suiciderai|en finir|me faire du mal|mourir|me couper|me scarifier|passer a le acte|faire (?:une |de |des )?(?:connerie|conneries|betise|betises)|suicidaire|idees noires|de idees noires|idees suicidaires|pense au suicide|pensee au suicide|le faire)(?!,? (?:mais|pourtant|sauf que))`,
    ),
    w(
      String.raw`(?:je (?:ne )?(?:vais|ferai|compte) (?:rien|pas) faire|je (?:ne )?ferai (?:jamais|pas) (?:ca|ça|de betise|de connerie))(?!,? mais)|(?:je (?:vais|me sens) (?:bien|mieux)|je suis en securite) (?:maintenant|aujourd'hui|depuis)|(?:reconnaissante?|heureuse?|contente?) (?:de|d') ?etre (?:en vie|vivante?|encore la)|je (?:me )?en suis sortie?|je suis sortie? de (?:la depression|cette periode|ce trou|tout ca)`,
    ),
    // Over and done.
    /^(?!.*\b(?:encore|de nouveau|ce soir|cette nuit|hier|rechute|recommence|toujours|mais|envie)\b).*\b(?:il y a|y a) (?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|trente|quelques|plusieurs|des) (?:ans|an|annees|annee|mois|decennies)\b(?! que)/u,
    /^(?!.*\b(?:encore|de nouveau|ce soir|cette nuit|maintenant|aujourd'hui|hier|rechute|recommence|toujours)\b).*\b(?:quand je etais (?:petite?|ado|adolescente?|jeune|enfant|au lycee|au college|a la fac|gamin|gamine)|a le adolescence|plus jeune|dans ma jeunesse|autrefois|dans le temps)\b/u,
    // Joking or exaggerating.
    /^(?!.*\b(?:(?:ne )?(?:rigole|plaisante|deconne|blague) (?:pas|plus)|pas (?:une |de )?(?:blague|pour rire)|sans (?:blague|rire))\b).*(?:\bmdr+\b|\bptdr+\b|\bxptdr+\b|\blol\b|\bhaha\w*|\bhihi\w*|\bhehe\w*|\bxd\b|\bje (?:deconne|rigole|plaisante|blague)\b|\bpour rire\b|\bblague\b|😂|🤣|😅|😆|😹|💀)/u,
    w(
      String.raw`(?:mort|morte|morts|mortes|meurs|meurt|mourir|mourais|mourant|crever|creve|crevee|decede) de (?:rire|honte|froid|chaud|fatigue|ennui|envie|peur|soif|jalousie|impatience)|(?:me tue|me tuer|me crever|me crevais|se tuer|me tuerai) (?:a la tache|au travail|au boulot|a le ouvrage|a le entrainement|a la salle)|me tue a (?:te|vous|lui|leur) (?:le )?(?:dire|repeter|expliquer)`,
    ),
    /^(?!.*\b(?:je (?:veux|vais) (?:mourir|me tuer|en finir|me suicider))\b).*(?:\b(?:ca|cela|tu|vous) (?:me )?(?:tue|tues|tuez|va me tuer|vont me tuer)\b|\b(?:ce|cette|ces|sa|le|la|les|mon|ma|mes)(?:\s\w+){0,3}? ?(?:partiel|partiels|exam|examen|examens|bac|cours|prof|profs|boulot|taf|travail|chaleur|canicule|film|serie|trajet|bouchons|devoirs|devoir|controle|regime|sport|muscu|jeu|match|boss|patron|chef|reunion|semaine|journee|lundi|texte|dissert|dissertation|these|memoire|stage|musique|chanson|gamins|gosses|enfants|dos|genoux|pieds|migraine|belle-mere|philo|maths)\b[^.]{0,30}\b(?:me tue|me tuent|va me tuer|vont me tuer|me achever|me achevera|me fait mourir|me crever)\b)/u,
    // Spiritual: dying to self, martyrdom, Christ's death, the saints' longing for heaven.
    w(
      String.raw`mourir a (?:soi|moi|nous|toi|vous)[- ]memes?|mourir a (?:mon ego|mon orgueil|mon vieil homme|le vieil homme|ma volonte|mes peches|au peche|le peche|au monde|moi|soi)|vieil homme|mortifi\w*|(?:tuer|faire mourir) (?:mon |le |l' ?)?(?:ego|orgueil|vieil homme|peche|amour-propre)`,
    ),
    w(
      String.raw`mourir pour (?:le christ|jesus|dieu|la foi|ma foi|le seigneur|le evangile|les autres|ses amis|mes amis|le eglise)|(?:pret|prete|prets|pretes|dispose|disposee) a (?:mourir|donner ma vie) pour|martyr\w*|(?:jesus|le christ|christ|le seigneur|notre seigneur|le fils de dieu) (?:est )?(?:mort|meurt|mourut|a du mourir|a donne sa vie|mourant|crucifie)|je ne meurs pas|je meurs de ne pas mourir|(?:partir|etre|demeurer) avec le christ|la bonne mort|soeur la mort|notre soeur la mort`,
    ),
    w(
      String.raw`pour (?:les|nos|mes) (?:chers )?defunts|ames du purgatoire|repos de (?:son|leur|le) ame|requiem|repose en paix|priere pour les morts`,
    ),
    // "jeune" is also "young", so fasting is named only where it cannot be read that way.
    w(
      String.raw`careme|jeuner|jeunons|jeunez|jeunent|je jeune|(?:le|un|mon|du|au|de) jeune (?:du|de|eucharistique|et|pendant|le|au|a le|complet|total)|jeune et (?:priere|abstinence)|(?:faire|fais|fait|faisons|faites) (?:le |un )?jeune|vendredi saint|mercredi des cendres|abstinence`,
    ),
    // A question of teaching or history, asked about others or in general.
    /^(?!.*\b(?:je|me|moi|mon|ma)\b[^?]*\b(?:mourir|me tuer|me tue|me tuais|me suicider|me suicide|me suicidais|me pendre|me pends|en finir|morte?|crever)\b)(?=.*\b(?:eglise|catechisme|bible|ecriture|ecritures|evangile|pape|droit canon|enseigne|enseignement|doctrine|theologie|peche|mortel|paradis|enfer|purgatoire|funerailles|obseques|enterrement|saint|sainte|saints|histoire|historiquement|judas|cours|expose|dissertation|dissert|commentaire|devoir|eleves|lecon|catechese|messe|priere|pretre|pretres|sacrement|dieu|jesus|christ|revolution|martyr|euthanasie|soins palliatifs|concile|roman|livre|film|auteur|personnage)\b)(?=.*\?)/u,
    w(
      String.raw`(?:ce est )?pour (?:un|une|mon|ma) (?:expose|devoir|cours|dissertation|dissert|commentaire|memoire|these|catechese|homelie|article|projet|exam|examen|oral|td)`,
    ),
  ],
  safeReplies: [
    w(
      String.raw`je (?:vais|me sens|suis) (?:bien|mieux)|ca va (?:mieux|aller mieux|bien)|je suis en securite|je suis en lieu sur|je (?:ne )?(?:ferai|vais) rien(?: faire)?(?= *(?:[.,;!]|$| de (?:betise|mal|grave|stupide)))|je (?:ne )?(?:vais pas le faire|le ferai pas|vais pas faire de (?:betise|connerie))|je ai (?:appele|telephone a|parle a|prevenu)|je (?:vais|vais aller) (?:appeler|voir|parler a|en parler)|je (?:les |le |la |te |vous )?appelle|je (?:lui|leur) ai (?:dit|parle)|je en ai parle|merci(?! pour tout| de tout| et adieu| adieu)|non,? (?:ca va|je vais bien)|ce etait (?:juste |seulement )?(?:un )?coup de (?:gueule|blues|mou)`,
    ),
  ],
};
