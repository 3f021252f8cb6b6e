import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents ("mató" and "mato" are one word,
// "daño" is "dano"), look-alikes and leetspeak undone. Spanish has no lemmatiser here, so
// each verb is written in the persons and tenses people use; the subject is usually
// dropped, so the clitic ("me", "se") and the verb ending carry who does what to whom.
const w = (source: string) => word(source, 'u');
// A sentence-wide test that holds unless a first-person statement of risk is in it too:
// a funeral, a fast or a martyr named beside "me quiero morir" does not cancel it.
const unlessHard = (source: string) =>
  new RegExp(String.raw`^(?!.*${HARD})(?:.*?)(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`, 'u');

const HARD = String.raw`(?:(?:para|de|pa) mi (?:propio )?(?:funeral|entierro|velorio)|matarme|suicid(?:arme|o|io)|quitarme la vida|me quiero morir|quiero morir|morirme|me (?:lleve|recoja)|llevame|no quiero vivir|ganas de vivir|cortarme|hacerme dano|me voy a matar|me mato)`;

// Verbs of wishing and deciding, first person, as people type them.
const WANT = String.raw`(?:ojala|ojala que|ojala pudiera|lo unico que quiero es|lo que quiero es|quiero|queriendo|quisiera|queria|deseo|desearia|necesito|me gustaria|prefiero|preferiria|solo quiero|nomas quiero|tengo ganas de|me dan ganas de|me dieron ganas de|me estan dando ganas de|me daban ganas de|estoy pensando en|pienso en|he pensado en|decidi|ya decidi|estoy decidid[oa] a|estoy list[oa] para)`;
const SOON = String.raw`(?:hoy|esta noche|esta tarde|manana|pasado manana|ahorita|ahora|ya|en un rato|al rato|luego|pronto|este (?:fin de semana|finde|lunes|martes|miercoles|jueves|viernes|sabado|domingo)|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|finde)|hoy mismo|de una vez)`;
const LEDGE = String.raw`(?:azotea|techo|tejado|terrado|cornisa|puente|viaducto|vias|via del tren|rieles|anden|borde|orilla|precipicio|acantilado|barranco|risco|barandal|barandilla|baranda|ultimo piso|mirador|presa)`;
const PILLS = String.raw`(?:pastillas|pastis|pildoras|comprimidos|tabletas|capsulas|medicamentos|medicinas|meds|calmantes|somniferos|ansioliticos|antidepresivos|clonazepam|rivotril|alprazolam|tafil|diazepam|valium|lorazepam|ativan|zolpidem|quetiapina|paracetamol|tylenol|ibuprofeno|aspirinas?|tramadol|insulina|litio)`;
// Held or bought, these are means; household bleach or a belt are not, unless swallowed or named as such.
const OTHER_MEANS = String.raw`(?:soga|cuerda|mecate|pistola|revolver|arma|escopeta|rifle|fusca|balas|navaja|cuchilla|cuchillas|hoja de afeitar|gillette|gilette|cutter|cuter|bisturi|veneno|raticida|matarratas|veneno para ratas|plaguicida|herbicida|insecticida|paraquat|gramoxone|fosfuro|pastilla del gorgojo|cianuro)`;
const MEANS = String.raw`(?:${PILLS}|${OTHER_MEANS})`;
// People close to the writer, whose danger the writer reports.
const CLOSE = String.raw`(?:amig[oa]|amigui?t[oa]|mejor amig[oa]|compa|companer[oa](?: de (?:piso|cuarto|depa|clase|trabajo))?|roomie|herman[oa]|hermanit[oa]|hij[oa]|hijit[oa]|mama|mami|papa|papi|madre|padre|prim[oa]|novi[oa]|pareja|espos[oa]|marido|mujer|ti[oa]|abuel[oa]|vecin[oa]|alumn[oa]|estudiante|sobrin[oa]|cunad[oa]|suegr[oa]|niet[oa]|ahijad[oa]|chav[oa]|morr[oa]|pibe|piba|chic[oa])`;
// Who hurts: partners, family, and those with authority over a child (clergy, catechists, coaches).
const AUTHORITY = String.raw`(?:(?:el|la|mi|un|una|nuestro|nuestra) (?:padre|cura|sacerdote|parroco|vicario|diacono|seminarista|monaguillo|sacristan|catequista|obispo|monja|hermana|religios[oa]|director(?:a)?(?: del coro| espiritual| de la escuela| del colegio)?|coordinador(?:a)?|entrenador(?:a)?|coach|profe|profesor(?:a)?|maestr[oa]|tutor(?:a)?|monitor(?:a)?|encargad[oa]|jefe|jefa|patron(?:a)?|vecino|padrastro|madrastra|tio|abuelo|primo|padrino|lider)(?: (?:del|de la|de) \w+){0,2})`;
const ABUSER = String.raw`(?:el(?= (?:me|nos|siempre|ya|todavia|aun|a veces|tambien|luego) )|ella|ellos|mi (?:marido|esposo|esposa|mujer|pareja|novio|novia|ex|viejo|vieja|papa|papi|padre|mama|mami|madre|padrastro|madrastra|hermano|hermana|cunad[oa]|suegr[oa]|hijo|hija)|${AUTHORITY})`;
const PARTNER = String.raw`(?:el(?= (?:me|nos|siempre|ya|todavia|aun|a veces|tambien|luego|no) )|mi (?:marido|esposo|esposa|mujer|pareja|novio|novia|ex|viejo|vieja|concubino|concubina|prometid[oa]))`;
const HURTS_ME = String.raw`(?:pega|pego|pegaba|pegan|pegaron|golpea|golpeo|golpeaba|golpean|golpearon|empuja|empujo|empujaba|patea|pateo|pateaba|cachetea|cacheteo|abofetea|abofeteo|madrea|madreo|ahorca|ahorco|estrangula|estrangulo|zarandea|zarandeo|jalonea|jaloneo|muerde|mordio|quema|quemo|mete (?:la )?mano|metio (?:la )?mano|metia (?:la )?mano|soba|sobaba|arrastra|arrastro|viola|violo|violaba|violaron|manosea|manoseo|manoseaba|toquetea|toqueteo|toqueteaba|acosa|acoso|acosaba|maltrata|maltrato|maltrataba|agrede|agredio|agredia|lastima|lastimo|lastimaba|amenaza|amenazo|amenazaba|encierra|encerro|encerraba)`;
const BODY = String.raw`(?:brazos?|munecas?|piernas?|muslos?|panza|abdomen|estomago|piel|cara|pecho|costillas|tobillos?|hombros?|cuello|espalda|cabeza)`;
const HYPER_CAUSE = String.raw`(?:la risa|risa|verguenza|la verguenza|pena|hambre|sueno|frio|calor|ganas(?! de (?:morir|matar|cortar|suicid|desaparecer|lastimar|hacerme|quemar|tirar|aventar|no (?:despertar|existir|vivir)))|amor|envidia|celos|aburrimiento|cansancio|nervios|ternura|emocion|alegria|felicidad|gusto|curiosidad|sed|susto|flojera|pereza|lo rico|lo bonito|lo lindo|lo cute)`;

export const SPANISH: CrisisLexicon = {
  languages: ['es'],
  rewrites: [
    // Texting: dropped letters, k for qu, x for por, and the usual b/v and h slips.
    [word(String.raw`(?:q|k|ke|qe)`), 'que'],
    [word(String.raw`(?:xq|xk|pq|pk|porq|pork|porke|xque)`), 'porque'],
    [word(String.raw`x`), 'por'],
    [word(String.raw`d`), 'de'],
    [word(String.raw`(?:tmb|tb|tbn|tmbn|tambn)`), 'tambien'],
    [word(String.raw`(?:toy|stoy|toi|estoi)`), 'estoy'],
    [word(String.raw`(?:tas|stas)`), 'estas'],
    [word(String.raw`(?:ta|sta)`), 'esta'],
    [word(String.raw`pa`), 'para'],
    [word(String.raw`pal`), 'para el'],
    [word(String.raw`(?:nd|nda)`), 'nada'],
    [word(String.raw`bn`), 'bien'],
    [word(String.raw`ntp`), 'no te preocupes'],
    [word(String.raw`(?:xfa|porfa|plis|xfavor)`), 'por favor'],
    [word(String.raw`dsp`), 'despues'],
    [word(String.raw`vdd`), 'verdad'],
    [word(String.raw`(?:nadien|naiden)`), 'nadie'],
    [word(String.raw`m(?= \p{L})`), 'me'],
    [word(String.raw`(?:boy|voi|boi|vo) a`), 'voy a'],
    [word(String.raw`voya`), 'voy a'],
    // The Rioplatense intensifier: "me re quiero morir", "estoy re cansada".
    [/(?<= )re (?=\p{L})/gu, ''],
    [word(String.raw`(?:qiero|kiero|qero)`), 'quiero'],
    [word(String.raw`k([ei]\p{L}*)`), 'qu$1'],
    [word(String.raw`(\p{L}+)k([ei]\p{L}*)`), '$1qu$2'],
    [word(String.raw`a?(?:c|s)er(me|lo|la|te|se)`), 'hacer$1'],
    [word(String.raw`bida`), 'vida'],
    [word(String.raw`bivir`), 'vivir'],
    [word(String.raw`(?:suisid|sucid|suicd|suisd)(\p{L}*)`), 'suicid$1'],
    [word(String.raw`aorc(\p{L}*)`), 'ahorc$1'],
    [word(String.raw`(?:morime|morirm)`), 'morirme'],
    [word(String.raw`(?:matarm|matame)`), 'matarme'],
  ],
  closePeople: w(
    String.raw`(?:mi|mis|nuestr[oa]) ${CLOSE}[^.!?]{0,40}(?:dijo|dice|decia|escribio|escribe|mando|manda|publico|puso|posteo|envio|me dijo|me escribio|me mando|me puso)`,
  ),
  signals: {
    intent: [
      w(
        String.raw`(?:me tomo|me voy a tomar|tomarme|me trago|tragarme|me tome) (?:la|el|una|un) (?:caja|bote|frasco|tira|blister|paquete) (?:complet[oa]|enter[oa])`,
      ),
      // Voices telling the writer to die.
      w(
        String.raw`(?:voces|voz|alguien en mi cabeza)[^.]{0,30}(?:me dicen|me dice|me ordenan|me ordena|me piden|me pide) que me (?:mate|suicide|haga dano|corte|tire|muera)`,
      ),
      // Jumping, with any verb of thinking or wanting before it ("he pensado en saltar del balcón").
      w(
        String.raw`(?:pensado en|pienso en|pensando en|pense en|ganas de|quiero|queria|voy a|a punto de|decidi|estoy por) (?:\w+ )?(?:saltar|brincar|tirarme|aventarme|lanzarme|arrojarme) (?:de|del|desde|por) (?:el |la |un |una |mi |este |esta |lo alto del? )?(?:${LEDGE}|ventana|balcon|edificio|piso|azotea|techo|puente|\w+ piso)`,
      ),
      // The verb of killing oneself after any helper ("llevo días pensando en colgarme",
      // "intenté ahorcarme"), a shot to oneself by any name, and a recent attempt.
      w(
        String.raw`(?:pensando en|pienso en|pense en|ganas de|intente|trate de|quise|quiero|queria|voy a|planeo|decidi|necesito|tengo que|a punto de|con tal de|forma de|manera de) (?:volver a |otra vez )?(?:colgarme|ahorcarme|envenenarme|desangrarme|ahogarme|electrocutarme|quemarme viv[oa]|degollarme|apunalarme|dispararme|balearme|matarme|suicidarme|tirarme|aventarme|lanzarme)(?! (?:a|en) (?:la|el) (?:cama|alberca|piscina|playa|sillon|sofa|piso|suelo|pasto)| de (?:risa|cansancio))`,
      ),
      w(
        String.raw`me (?:voy a|quiero|pienso|tengo que|voy a tener que|podria|deberia|dan ganas de|dieron ganas de) (?:pegar|dar|meter) (?:un |unos )?(?:tiro|balazo|plomazo|disparo|pepazo|escopetazo)s?(?! de (?:dardos|penal|esquina|gracia)| al arco| a (?:la|el) (?:porteria|canasta|aro))|(?:pegarme|darme|meterme|me pego|me doy|me meto) (?:un |unos )?(?:balazo|plomazo|disparo|pepazo|escopetazo|tiro en la (?:cabeza|sien|boca))s?|me (?:\w+ ){0,2}(?:volar|volare|vuelo) (?:la cabeza|los sesos|la tapa de los sesos)|volarme (?:la cabeza|los sesos|la tapa de los sesos)`,
      ),
      w(
        String.raw`(?:intente|trate de|quise|estuve a punto de|casi) (?:\w+ )?(?:matarme|suicidarme|quitarme la vida|ahorcarme|colgarme|envenenarme|cortarme las venas|tirarme|aventarme)|me (?:intente|trate de|quise) (?:matar|suicidar|ahorcar|colgar|envenenar|tirar|aventar)|me colgue (?:pero|y|de|del|con)\b|(?:mi|el) intento de suicidio (?:de )?(?:ayer|anoche|hoy|de hoy|de anoche)`,
      ),
      // A jump from a numbered floor ("del quinto piso"), and poison drunk or about to be.
      w(
        String.raw`(?:tirarme|aventarme|lanzarme|arrojarme|me (?:\w+ ){0,2}(?:tirar|aventar|lanzar|arrojar)|me tiro|me aviento|me lanzo) (?:de|del|desde|por) (?:el |la |lo alto del? |la ventana del? )?(?:(?:\d+o?|primer|segundo|tercer|cuarto|quinto|sexto|septimo|octavo|noveno|decimo|ultimo) (?:piso|planta)|piso \d+|planta \d+)`,
      ),
      w(
        String.raw`(?:tomar(?:me)?|beber(?:me)?|tragar(?:me)?|me (?:tome|tomo|trague|bebi|he tomado)|voy a tomar|me voy a tomar) (?:un |el |la |del |de |un poco de |un vaso de |una botella de |todo el )?(?:veneno|raticida|matarratas|cianuro|cloro|lejia|herbicida|plaguicida|insecticida|paraquat|gramoxone|anticongelante|soda caustica|fosfuro)(?! (?:a|de|en) (?:la|el|las|los) (?:ropa|piso|bano|agua|alberca))`,
      ),
      // "I'm about to do something crazy" with a means or an ending in the same sentence.
      w(
        String.raw`(?:a punto de|voy a|quiero|pienso|tengo ganas de|ganas de|me dan ganas de) (?:hacer|cometer) (?:una|alguna) (?:locura|tonteria|estupidez)(?=[^.]*(?:${MEANS}|morir|matar|vivir|aguanto|puedo mas|para siempre|adios|cuchillo|puente|azotea))`,
      ),
      // Killing oneself, first person: infinitive with the clitic, or "me" before the verb.
      w(
        String.raw`(?<!(?:va a|van a|iba a|iban a|quiere|quieren|quiso|intento|intentaron|amenaza con|amenazo con|amenazaba con|trato de|puede|podria|dice que va a|dijo que va a) )(?:matarme|suicidarme|quitarme la vida|ahorcarme|envenenarme|colgarme (?:de|del|con)|pegarme un tiro|darme un tiro|volarme (?:la cabeza|los sesos)|cortarme las venas|quitarme de en medio)`,
      ),
      w(
        String.raw`me (?:voy a|vo a|quiero|queria|quisiera|re quiero|pienso|estoy pensando en|tengo que|necesito|estoy por|estaba por|dan ganas de|dieron ganas de|estan dando ganas de|debo|deberia|podria|ire a|voy a ir a|tendre que|vas a ver que) (?:\w+ )?(?:matar|suicidar|ahorcar|colgar(?! (?:el|la|los|las) (?:telefono|llamada|cel|celular|ropa|cuadros?|fotos?))|envenenar|quitar la vida|quitar de en medio|pegar un tiro|dar un tiro(?! de (?:dardos|penal|esquina|gracia)| al arco| a (?:la|el) (?:porteria|canasta|aro))|volar (?:la cabeza|los sesos)|cortar las venas)(?! (?:de|a|con) (?:la )?(?:risa|trabajar|estudiar|hambre))`,
      ),
      w(
        String.raw`me suicid(?:o|are|aria|aba)|me ahorco|me ahorcare|me quito la vida|me quitare la vida|me pego un tiro`,
      ),
      // "me mato" is also "me mató" (he killed me) and "me mato trabajando": read it as
      // intent when a time, a decision or the end of the sentence frames it.
      w(
        String.raw`(?:${SOON}|mejor|por eso|asi que|entonces|te juro que|juro que|lo juro|decidi que|neta|en serio|de verdad|si no|si sigue asi|un dia de estos|cualquier dia|yo) me mato(?! (?:de|a|con|por|estudiando|trabajando|entrenando|corriendo|haciendo|limpiando))`,
      ),
      w(String.raw`me mato(?= ?(?:[.!,;]|$|${SOON}|en serio|de verdad|neta|lo juro|te lo juro|ya lo decidi))`),
      w(
        String.raw`(?:pensamientos?|ideas?|ideacion|impulsos?|intentos?|plan(?:es)?) (?:de )?suicid(?:as?|io)|(?:me siento|estoy|soy|ando) suicida|(?:pienso|pensando|pense|penso|pensar) (?:mucho |seguido |todo el tiempo |todos los dias )?en (?:el )?suicidio|(?:cometer|cometere|cometo) suicidio|me (?:voy a|quiero) suicidar`,
      ),
      w(
        String.raw`(?:acabar|acabo|acabare|acabaria|terminar|termino|terminare|terminaria|poner(?:le)? (?:un )?fin|ponerle punto final|darle fin|dar fin)(?: de una vez)? (?:con |a )(?:mi (?:vida|existencia|sufrimiento)|todo(?! (?:el|la|los|las|lo|mi|tu|su|esto de|eso de)\b)|todo esto|esta vida|esto de una vez)`,
      ),
      w(
        String.raw`(?:tirarme|aventarme|lanzarme|arrojarme|me (?:voy a |quiero )?(?:tirar|aventar|lanzar|arrojar)|me tiro|me aviento|me lanzo) (?:de|del|desde|por|al|a la|a las|a los|bajo|frente a|debajo de|enfrente de|desde lo alto de) (?:el |la |los |las |un |una |este |esta )?(?:${LEDGE}|ventana|balcon|edificio|tren|metro|camion|carro|coche|auto|trailer|vacio|rio|mar)`,
      ),
      new RegExp(
        String.raw`^(?=.*(?<![\p{L}])(?:${LEDGE}|edificio|ventana|balcon|vacio)(?![\p{L}])).*(?<![\p{L}])(?:voy a|quiero|pienso|estoy por|estoy a punto de|me dan ganas de|ganas de|tengo que|a punto de) (?:saltar|brincar|tirarme|aventarme|lanzarme|arrojarme)(?![\p{L}])`,
        'u',
      ),
      w(
        String.raw`(?:tomarme|me (?:voy a |quiero )?tomar|me tomo|me tome|me he tomado|tragarme|me trago|me trague) (?:tod[oa]s (?:las |mis |los )?|el (?:bote|frasco|blister) de |la caja de |una caja de |un blister de |una tira de |dos cajas de |varias cajas de |un (?:bote|frasco|monton|chingo) de |muchas |varias |\d+ )${PILLS}`,
      ),
      w(
        String.raw`(?:ya (?:lo )?(?:decidi|tengo (?:todo )?(?:pensado|planeado|decidido)))[^.]{0,40}(?:morir|matar|suicid|quitar)`,
      ),
    ],
    'passive-wish': [
      // Going to sleep with no intention of waking; no reason to stay here.
      w(
        String.raw`(?:no pienso|no planeo|no pretendo|no tengo intencion de|no voy a) (?:volver a )?despertar(?:me)?(?! (?:temprano|tarde|antes|hasta|pronto|cedo|presto|tot|tard|som|muon|den trua|fruh|frueh))(?![^.]*(?:dia libre|libre|folga|giorno libero|jour de repos|repos|frei|nghi|domingo|sabado|feriado|vacaciones|ferias|vacanz|vacances|urlaub))|(?:ya )?no tengo (?:razon para|razon de|motivo para|para que) (?:seguir|quedarme) (?:aqui|aca|en este mundo|viv[oa])|ya no tengo por que (?:seguir|quedarme) (?:aqui|aca|en este mundo|viv[oa])|no tengo por que seguir (?:viv[oa]|en este mundo)`,
      ),
      // Sorry to have survived; fed up with living.
      w(
        String.raw`me arrepiento de (?:haber )?(?:despertado|sobrevivido|seguir viv[oa]|estar viv[oa])|(?:ojala|quisiera) no (?:haber|hubiera) (?:despertado|sobrevivido)|hasta la madre de (?:vivir|la vida|existir)`,
      ),
      w(String.raw`(?:quiero|quisiera|necesito|me quiero|ya me quiero) (?:irme|ir) para siempre(?= ?(?:[,.!?;]|$))`),
      // Ceasing to live, sleeping for ever, leaving this world, joining the dead in heaven now.
      w(
        String.raw`(?:${WANT}|me gustaria|solo quiero|ya quiero) (?:dejar de (?:vivir|existir|respirar)|ya no (?:vivir|existir|estar))`,
      ),
      w(
        String.raw`(?:dormir(?:me)?|me duermo|me voy a dormir|quedarme dormid[oa]) (?:y no (?:despertar|volver)(?:me)?(?: nunca| jamas| mas)?|para siempre|y ya no despertar(?:me)?)|no (?:volver a )?despertar(?:me)? (?:nunca|jamas|nunca mas|mas)(?= ?(?:[,.!?;]|$|y ))`,
      ),
      w(
        String.raw`(?:irme|me voy|me voy a ir|me ire|me quiero ir|quiero irme|me largo|largarme) (?:ya |para siempre |de una vez )?(?:de este mundo|de esta vida|de esta tierra)`,
      ),
      w(
        String.raw`(?:me quiero|quiero|quisiera|ya quiero|ya me quiero|me quisiera) (?:ir(?:me)?|estar) (?:ya )?con (?:mi|mis) \w+ (?:al|en el) cielo(?![^.]*(?:algun dia|cuando|a su tiempo|en su momento))`,
      ),
      w(
        String.raw`(?:ojala|quisiera que|quiero que|deseo que|pido que|a ver si)[^.]{0,40}(?:me (?:atropelle|atropellara|atropellase|arrolle|arrollara|caiga un rayo|cayera un rayo|diera (?:un infarto|cancer)|de (?:un infarto|cancer)|muera|muriera|muriese)(?! (?:de (?:viej|ancian|mayor|grande|risa)\w*|en paz|rodead|en gracia|en (?:mi|la) cama|tranquil|santamente))|no (?:despierte|despertara|amanezca|amaneciera)(?= ?(?:[,.!?;]|$|nunca|mas|manana|y )))`,
      ),
      // Wishing to be dead, not to wake, to vanish; asking God or the Virgin to take the writer now.
      w(
        String.raw`por que no me (?:llevas|lleva|llevaste|recoges|recoge|dejas morir)|que me muera (?:ya|de una vez|pronto|hoy)|ojala (?:que )?(?:ya )?me (?:llevara|recogiera) (?:dios|el senor|diosito)`,
      ),
      w(
        String.raw`${WANT} (?:solo |nomas |ya |tambien )?(?:morir(?:me)?|estar muert[oa]|desaparecer(?: para siempre| del mundo)?(?![^.]*(?:unos dias|un tiempo|un rato|una semana|unas semanas|de vacaciones|de retiro|retiro espiritual))(?! (?:de|del) (?:las |los |la |el )?(?:redes|face|facebook|insta|instagram|twitter|tiktok|grupo|chat|whatsapp|oficina|escuela|trabajo|ciudad|mapa por)| un (?:tiempo|rato|ratito|dia|fin)| unos dias| por un (?:tiempo|rato))|dejar de existir|no existir|no despertar(?:me)?|no volver a despertar(?:me)?|dormir(?:me)? (?:y no despertar(?:me)?|para siempre)|irme de este mundo|dejar este mundo|no haber nacido|ya no estar aqui|no estar aqui|no vivir mas)`,
      ),
      w(
        String.raw`me (?:quiero|queria|quisiera|gustaria) (?:ya )?(?:morir|desaparecer|ir de este mundo|dormir para siempre)`,
      ),
      w(
        String.raw`ojala (?:que )?(?:ya )?(?:me (?:muera|muriera|muriese|muero)(?! (?:de (?:viej|ancian|mayor|grande)\w*|en paz|rodead|en gracia|en (?:mi|la) cama|tranquil|santamente))|me (?:atropelle|atropellara|de un infarto|diera un infarto|lleve|llevara|mate|matara)|estuviera muert[oa]|no (?:despierte|despertara|despertase|amanezca|amaneciera|hubiera nacido|existiera)|nunca hubiera nacido|desapareciera)`,
      ),
      w(
        String.raw`(?:no quiero|ya no quiero|no tengo ganas de|sin ganas de|perdi las ganas de|se me (?:fueron|quitaron|acabaron) las ganas de|ya no tengo ganas de|no le veo sentido a) (?:seguir )?(?:vivir(?! (?:con miedo|en pecado|sin dios|sin fe|lejos|en (?:otra|otro|esa|ese|esta|este) (?:ciudad|casa|pais|lugar)|con mis (?:papas|padres|suegros)|una mentira|de apariencias|peleando|amargad\w*|con rencor|con odio)\b)|viviendo|existir|estar viv[oa]|despertar(?:me)?|seguir aqui|estar en este mundo|vivir mas|levantarme (?:nunca )?mas)`,
      ),
      w(
        String.raw`(?:ya )?no me quiero (?:volver a )?despertar|ya no quiero (?:estar aqui|seguir|seguir aqui)|no quiero (?:estar|seguir) (?:mas )?(?:aqui|en este mundo)(?= ?(?:[.!,]|$))`,
      ),
      w(
        String.raw`(?:cansad[oa]|hart[oa]|agotad[oa]|fastidiad[oa]|podrid[oa]|me canse|me harte|me he cansado|me he hartado|ya me canse) de (?:vivir|existir|la vida(?=\s*(?:[,.!?;]|$|y |ya |en serio|de verdad|neta|que (?:tengo|llevo)|por |porque|pero))|estar viv[oa]|despertar(?:me)?|seguir viv[oa]|luchar|seguir luchando)`,
      ),
      w(
        String.raw`(?:dios|diosito|senor|jesus|jesusito|virgen|virgencita|madre|diosa)[^.]{0,40}(?:llevame|me lleve|me llevara|recogeme|me recoja|me recogiera|dejame morir|me deje morir|me deja morir)(?= ?(?:[,.!]|$|ya|pronto|contigo|con (?:el|ella|ellos|usted|mi \w+|\w+)|de una vez|hoy|esta noche|al cielo|de este mundo))(?![^.]*(?:cuando (?:llegue|sea|me toque) (?:mi|la) hora|algun dia|a su tiempo|cuando (?:el|dios) quiera))|(?:llevame|recogeme|dejame morir|que me lleve|que me recoja|que me deje morir)(?: \w+)? (?:ya|pronto|contigo|con (?:el|ella|ellos|mi \w+)|de una vez|hoy|esta noche)(?![^.]*(?:cuando (?:llegue|sea|me toque) (?:mi|la) hora|algun dia|a su tiempo|cuando (?:el|dios) quiera))`,
      ),
      w(
        String.raw`(?:me quiero|quiero|quisiera|ya quiero|ya me quiero) (?:ir(?:me)?|estar) (?:ya )?(?:con dios|al cielo|con (?:mi|el|la) \w+)(?= ?,? ?(?:ya|pronto|de una vez|hoy|cuanto antes|no aguanto))|(?:me quiero|quiero) ir(?:me)? ya (?:con dios|al cielo|con (?:mi|el|la) \w+)|mejor (?:me muero|me mato|me muera|morir(?:me)?|ni existir|ni hubiera nacido|desaparezco)`,
      ),
      w(
        String.raw`(?:le )?(?:pido|rezo|ruego|suplico) (?:a dios |a la virgen |al senor |a diosito )?(?:cada noche |todas las noches |todos los dias )?(?:que|para que|para) (?:me (?:muera|lleve|recoja|deje morir|quite la vida)|no (?:despierte|amanezca)|ya no (?:despierte|amanezca))`,
      ),
      w(
        String.raw`(?:preferiria|prefiero|mejor) (?:estar muert[oa]|morir(?:me)?|no existir|no haber nacido)|(?:mejor )?me (?:hubiera|hubiese) muerto|debi (?:haber )?morir|no debi (?:haber )?nacer|no debi nacer`,
      ),
      w(String.raw`ganas de (?:morir(?:me)?|desaparecer|no existir|no despertar|matarme|dejar de existir)`),
      w(
        String.raw`(?:si|ojala) (?:me )?(?:atropella|atropellara|atropellase) (?:un|el) (?:carro|coche|camion|tren|auto|bus)|(?:que|ojala) (?:me )?(?:caiga|cayera) un rayo`,
      ),
    ],
    hopelessness: [
      w(
        String.raw`(?:solo|nada mas|nomas) me queda (?:una|esa|la ultima) (?:salida|opcion|solucion)(?= ?(?:[,.!?;]|$|y |morir|la muerte|matarme|desaparecer))|mi vida (?:ya )?no tiene (?:arreglo|remedio|solucion|compostura)`,
      ),
      w(
        String.raw`(?:ser|siendo) (?:un|una) (?:carga|estorbo|peso muerto|molestia|problema) (?:para|pa) (?:todos|todo el mundo|mi familia|mis \w+|los demas|ustedes)(?![^.]*(?:econom|dinero|gastos|trabajo|chamba))|me voy a ir para siempre(?= ?(?:[,.!?;]|$))`,
      ),
      w(
        String.raw`(?:no tengo|ya no tengo|sin|me faltan|se me acabaron las) (?:mas )?(?:fuerzas|ganas|animo|energia) (?:para|de|pa) (?:vivir|seguir(?: viviendo)?|existir|levantarme)|no (?:aguanto|soporto|resisto|puedo con) (?:mas )?(?:esta|mi) vida|ya no tiene (?:caso|sentido) (?:vivir|seguir|seguir viviendo|existir)|no tiene (?:caso|sentido) (?:seguir viviendo|vivir)(?= ?(?:[,.!?;]|$|asi|si))`,
      ),
      // Life not worth it, being in the way or one too many, better dead, no point in fighting on.
      w(
        String.raw`no vale la pena (?:vivir|seguir(?= ?(?:[,.!?;]|$))|seguir (?:viviendo|aqui|en este mundo)|vivirla|estar viv[oa]|existir|levantarme)|(?:la|mi|esta) vida no vale (?:la pena|nada)(?! sin)|(?:mi|esta) vida (?:es|es una|es un) (?:una |un )?(?:mierda|basura|porqueria|asco|infierno)(?= ?(?:[,.!?;]|$|y |no ))`,
      ),
      w(
        String.raw`(?:siento que|creo que|yo|aqui|solo|nomas) sobro|sobro en (?:este mundo|esta vida|esta casa|esta familia|todos lados|todas partes)|salgo sobrando|estoy de mas en (?:este mundo|esta familia|esta casa|todos lados)|(?:solo |nomas |siempre )?estorbo (?:en |a |para )?(?:todos lados|todas partes|a todos|todo el mundo|a mi familia|en esta casa)|nadie me necesita|no le hago falta a nadie|a nadie le hago falta`,
      ),
      w(String.raw`(?:mejor|preferible|prefiero estar|mas vale estar|mas vale) muert[oa](?! que sencill)`),
      w(
        String.raw`no (?:le )?(?:veo|encuentro|hallo) (?:ningun |el )?(?:caso|chiste|proposito|razon) (?:a|de|en) (?:nada|la vida|vivir|mi vida|seguir|seguir viviendo|existir|levantarme)|(?:ya )?no (?:quiero|puedo) (?:seguir )?lucha(?:r|ndo)(?! (?:contra|por|con|en) )(?= ?(?:[,.!?;]|$|y |mas|ya))`,
      ),
      w(
        String.raw`(?:quiero|quisiera|ojala|solo quiero|necesito|deseo) que (?:ya )?(?:todo|mi vida) (?:se )?(?:acabe|termine)(?: ya| de una vez| para siempre)?(?= ?(?:[,.!?;]|$))`,
      ),
      // A burden, better off without me, no way out, no reason to live, cannot go on.
      w(
        String.raw`lo mejor (?:es|seria|sera|va a ser) (?:desaparecer|morir(?:me)?|no estar|irme para siempre|matarme|acabar con todo|dejar de existir|no existir|no despertar)|(?:seria|es|sera|era) mejor (?:no despertar|morir(?:me)?|desaparecer|no existir|no haber nacido|estar muert[oa]|que me muera|no estar)|no (?:le )?(?:encuentro|veo|hallo) (?:ningun |ni un )?sentido a (?:nada|la vida|vivir|mi vida|seguir|seguir viviendo)`,
      ),
      w(
        String.raw`(?:estarian|estaria|estan|estaran|vivirian|viviria|serian|seria|quedarian|quedaria|irian|iria|estarias|sera) (?:mucho |bastante |todos |todas |todo )?(?:mejor|mas (?:felices|feliz|tranquil[oa]s?|en paz|facil|sencillo))[^.]{0,50}(?:sin mi|sin (?:un|una) \w+ como yo|sin alguien como yo|si (?:yo )?(?:me muero|me muriera|me muera|muero|muriera|no estuviera|no existiera|desapareciera|desaparezco|me voy|me fuera|no hubiera nacido|me mato|me matara|me suicido)|(?:que|sin) (?:conmigo|mi)|cuando (?:me muera|ya no este|me vaya))`,
      ),
      w(
        String.raw`(?:mejor|mejores|mas felices|mas tranquil[oa]s) sin mi(?=\s*(?:[,.!?;:]|$|y |ya |de verdad|en serio|neta|la verdad|lo se|todos|todo el mundo|porque))`,
      ),
      w(
        String.raw`si (?:yo )?(?:me muero|me muriera|muriera|no estuviera|desapareciera|no existiera|me mato|me matara)[^.]{0,40}(?:mejor|mas felices|mas tranquil|se libran|descansan|ni cuenta|nadie)`,
      ),
      w(
        String.raw`valgo mas muert[oa]|(?:vale|valgo|valdria) mas (?:mi |el )?seguro|seguro de vida[^.]{0,40}(?:mejor|que conmigo|que yo|vale mas)|(?:mejor|mas)[^.]{0,30}seguro de vida`,
      ),
      w(
        String.raw`(?:soy|me siento|solo soy|nomas soy|nada mas soy|soy solo|soy nomas|me he vuelto|me converti en) (?:una |un )?(?:carga(?! de (?:culpa|trabajo|responsabilidad|estres|pecados?|conciencia|energia))|estorbo|peso muerto(?! de)|lastre|molestia para todos|problema para todos|desperdicio de (?:espacio|aire|vida))|(?:solo|nomas|nada mas) (?:estorbo|molesto|les arruino la vida|les doy problemas)`,
      ),
      w(
        String.raw`no (?:hay|veo|le veo|tengo|encuentro|queda|existe|le encuentro) (?:otra |ninguna |mas )?(?:salida|escapatoria|remedio|solucion|esperanza|futuro)(?! (?:de|del|al|para el|para la) (?:\w+ )?(?:metro|edificio|estacionamiento|laberinto|examen|problema de|ejercicio))|(?:unica|ultima) (?:salida|opcion|solucion|forma|manera)[^.]{0,30}(?:morir|muerte|matarme|suicid|desaparecer|quitarme)`,
      ),
      w(
        String.raw`(?:no tengo|no hay|ya no hay|sin|no me queda|no encuentro) (?:ninguna |ningun |una |un )?(?:razon|razones|motivo|motivos|porque|sentido) (?:para|pa|de) (?:vivir|seguir|levantarme|existir|seguir viviendo)|para que (?:seguir|vivir|seguir viviendo|existir|levantarme)(?:\?|$| si)`,
      ),
      w(
        String.raw`(?:mi vida|vivir|la vida|seguir viviendo|seguir) (?:ya )?no tiene (?:ningun |ni un )?sentido(?! sin (?:dios|cristo|jesus|fe|la fe|amor))`,
      ),
      w(
        String.raw`(?:ya )?no (?:puedo|aguanto|soporto|resisto) (?:mas|vivir|seguir)(?= ?(?:[,.!?:]|$|y |ya |en serio|de verdad|neta|dios|senor|con (?:mi vida|esta vida|la vida|todo|esto|nada)|vivir|seguir|estar viv|estar aqui|existir|asi|esta vida|este dolor|este sufrimiento))|no (?:doy|da) (?:para |pa )?mas(?= ?(?:[,.!?]|$|con (?:la|mi|esta) vida|de vivir))|ya no (?:puedo|aguanto|soporto)(?= ?(?:[,.!?]|$))|(?:quiero|quisiera|ojala|solo quiero) que (?:ya )?(?:se )?(?:acabe|termine) (?:todo|esto|mi vida|ya)(?! (?:el|la|lo|los|las|esto de|eso de)\b)(?= ?(?:[,.!?]|$|ya|de una vez|para siempre|no aguanto))`,
      ),
      w(
        String.raw`no (?:puedo|aguanto|soporto|quiero) (?:seguir )?(?:viviendo|vivir) (?:asi|de esta forma|de esta manera|con este dolor|con esto)`,
      ),
      w(
        String.raw`(?:morir(?:me)?|matarme|estar muert[oa]|desaparecer|dejar de existir|la muerte) (?:seria|sera|es|seria para mi) (?:un |mi |el |la )?(?:alivio|descanso|liberacion|lo mejor|la (?:unica )?(?:salida|solucion)|mas facil|un regalo)(?! (?:para (?:el|ella|ellos|los) (?:difunt|santos|justos)|eterno))|(?:seria|sera|es) (?:un |una |mi |lo )?(?:alivio|descanso|liberacion|mejor|mas facil)(?: \w+)? (?:morir(?:me)?|estar muert[oa]|no despertar|desaparecer|dejar de existir|matarme)`,
      ),
      w(
        String.raw`(?:nadie|ninguno|ni uno) (?:me )?(?:extranaria|echaria de menos|notaria|se daria cuenta|lloraria|vendria a mi funeral)|a nadie le (?:importaria|importa|afectaria) si (?:me muero|desaparezco|no estoy|me mato|me voy)`,
      ),
      w(
        String.raw`(?:acabar|terminar|parar|quitarme) (?:con )?(?:el|este) (?:dolor|sufrimiento) (?:para siempre|de una vez|de una vez por todas|definitivamente)`,
      ),
    ],
    finality: [
      w(
        String.raw`(?:adios|me despido) (?:a todos|de todos|a todo el mundo)[^.]{0,40}(?:fue (?:bonito|lindo|un gusto|un placer) mientras duro|perdon por todo|los quiero|gracias por todo)(?![^.]*(?:vacaciones|nos vemos|hasta (?:pronto|luego|manana|el)|regreso|parroquia|paroquia|parrocchia|paroisse|pfarrei|giao xu|cambio de|me cambio|mudar|mudo|change|wechsle|chuyen|grupo|gruppo|groupe|gruppe|nhom|trabajo|trabalho|lavoro|travail|arbeit|job|colegio|escola|scuola|ecole|schule|truong|ciudad|cidade|citta|ville|stadt))`,
      ),
      w(
        String.raw`como hacerlo sin que (?:\w+ ){0,3}(?:duela|sufra|sufran|se (?:de|den) cuenta|me encuentren|lo noten|se entere)(?![^.]*(?:sorpresa|regalo|fiesta|cumple|boda|propuesta))`,
      ),
      // Affairs put in order for afterwards, accounts deleted and debts paid, one's own funeral planned.
      w(
        String.raw`para que (?:\w+ ){1,3}no (?:tenga|tengan) que (?:hacer nada|preocuparse|encargarse|limpiar|buscar)(?: de nada| por nada)? (?:despues(?! de (?:la|el|los|las|comer|cenar|clase|misa|la fiesta))|cuando (?:ya )?no este|cuando me vaya)|(?:borre|elimine|cerre|desactive) (?:todas )?(?:mis )?(?:redes|cuentas|fotos|perfiles)[^.]{0,60}(?:pague|salde|devolvi|estoy list[oa]|ya estoy)(?![^.]*(?:viaje|vacaciones|mudanza|boda|nuevo celular|para el|para la))|(?:pague|salde|devolvi) (?:todas )?(?:mis deudas|lo que debia|todo lo que debia)[^.]{0,40}(?:estoy list[oa]|ya estoy|me despido|adios)(?![^.]*(?:viaje|vacaciones|mudanza|boda|para el|para la))|(?:playlist|lista de canciones|canciones|musica|flores|ataud) (?:para|de|pa) mi (?:propio )?(?:funeral|entierro|velorio)|(?:organice|planee|elegi|escribi|prepare) (?:\w+ ){0,3}(?:de|para) mi (?:propio )?(?:funeral|entierro|velorio)`,
      ),
      w(
        String.raw`no (?:intentes|trates de|traten de|intenten|me intentes) (?:detenerme|pararme|impedirmelo|convencerme|salvarme|buscarme)(?=[^.]*(?:decid|esta noche|hoy|ya|adios))|no (?:intentes|trates de|traten de|intenten) (?:detenerme|pararme|impedirmelo|convencerme|salvarme|buscarme)(?<=(?:decid|esta noche|hoy|adios)[^.]{0,100})`,
      ),
      // Not existing by a given time; no longer a problem or a bother; a will with letters.
      w(
        String.raw`ya no (?:voy a existir|existire|vaya a existir)|(?:pronto|manana|muy pronto|ya) (?:dejare|voy a dejar) de ser (?:un|una) (?:problema|carga|molestia|estorbo)|(?:ya )?no (?:voy a|volvere a) molestar a nadie (?:nunca mas|mas|jamas)|(?:hice|he hecho|escribi|deje|termine|ya tengo) (?:mi |el )?testamento[^.]{0,30}(?:cartas?|notas?|despedida)`,
      ),
      // "Esta es mi despedida": a farewell that is not from a group, a job or a town.
      w(
        String.raw`(?:esta es|este es|aqui va|va) mi (?:despedida|adios)(?! (?:del|de la|de los|de las|de|en|al|a la) (?:\w+ )?(?:grupo|chat|trabajo|escuela|colegio|ano|curso|equipo|parroquia|coro|ciudad|pais|empresa|oficina|soltera|soltero|club))|me despido (?:de ustedes |de ti |de todos )?para siempre|(?:les|te) (?:dejo|digo) (?:adios|mi adios) para siempre`,
      ),
      // Goodbyes and last messages, letters for after, things given away, a chosen date, affairs in order.
      w(
        String.raw`(?:nota|carta|mensaje|video|post|publicacion|audio|texto)s? (?:de|del) (?:suicidio|despedida|adios)(?! (?:a|de) (?:nuestros|mis|los|tus|sus) (?:pecados|vicios|miedos|defectos|malos habitos))|(?:este|esta|es|sera|va a ser) (?:es |sera )?(?:mi )?(?:ultim[oa]|final) (?:mensaje|carta|noche|dia|nota|audio|post|despedida|oracion|vez que (?:te )?(?:escribo|hablo))(?! (?:de|en|del|como|con|antes|aqui en|del ano|de clases)\b)`,
      ),
      w(
        String.raw`(?:mi|hoy es mi|esta es mi|este es mi) (?:ultim[oa]) (?:noche|dia|mensaje|carta|despedida)(?! (?:de|en|del|como|con|antes|aqui en)\b)`,
      ),
      w(
        String.raw`(?:despedirme|me despido|me despedi|despidiendome|me estoy despidiendo|vengo a despedirme) (?:de (?:todos|todo el mundo|alguien|mi familia|mis (?:hijos|papas|padres|amigos)|la vida|este mundo)|para siempre|por ultima vez)(?![^.]*(?:dormir|buenas noches|hasta manana|hasta luego|nos vemos|nos leemos|bendiciones|descansen|saludos|bendiga|chao|cuidense|vacaciones|viaje|me mudo|mudanza))|(?:solo|solamente|nomas|nada mas) (?:queria|quiero|quise|vengo a|pase a) despedirme`,
      ),
      w(
        String.raw`adios (?:para siempre|por siempre|mundo|definitivo)|(?:hasta|nos vemos en) (?:nunca|la otra vida|otra vida)`,
      ),
      w(
        String.raw`(?:carta|nota|cartas|notas|mensaje|mensajes|video|videos)[^.]{0,60}(?:para (?:cuando|despues de que) (?:me (?:muera|vaya|mate|haya ido)|ya no este|muera)|despues de (?:que me muera|mi muerte|morirme|que me mate)|cuando (?:ya no este|me haya ido|me muera|me mate))`,
      ),
      w(
        String.raw`(?:cuando|para cuando) (?:leas|lean|veas|vean|encuentres|encuentren|escuches|escuchen) (?:esto|este mensaje|la carta|mi carta|esta carta|este audio|este video)`,
      ),
      w(
        String.raw`ya no (?:voy a estar|estare|estaria) (?:aqui|aca|viv[oa]|con ustedes|en este mundo|para (?:nadie|ustedes|ti|verlo|ver)|manana)|(?:manana|el \w+|pronto|esta noche) ya no (?:voy a estar|estare|estoy)(?= ?(?:[.,!]|$|aqui|aca|viv|con ustedes|para))`,
      ),
      w(
        String.raw`(?:deje|dejo|dejando|tengo|tener|poner|puse|pongo|poniendo|arreglar|arregle|arreglando|ordene|organice|ya tengo) (?:todos )?(?:mis asuntos|mis papeles|mis cuentas|el testamento|mi testamento|todo) (?:en orden|arreglad[oa]s?|resuelt[oa]s?|listos? para cuando)(?! (?:para|pa) (?:el|la|mi) (?:viaje|boda|mudanza|operacion|cirugia|fiesta|examen|semana|lunes|bautizo|comunion|retiro))`,
      ),
      w(
        String.raw`(?:regale|regalo|regalando|regalar|repartiendo|repartir|reparti|estoy dando|di|deje|dejando) (?:todas mis cosas|todas mis pertenencias|mis pertenencias|todo lo que tengo|lo poco que tengo|mis ahorros|mis joyas|mis mascotas|mis cosas(?= ?(?:[.,!]|$|porque ya no|ya no las|que ya no)))(?! (?:a|en|para) (?:la |el |los |una |un )?(?:parroquia|caritas|iglesia|beneficencia|pobres|caridad|albergue|asilo|bazar|venta))`,
      ),
      w(
        String.raw`(?:le |les )?(?:deje|di|pase|mande|envie|dejo|doy|paso|dejando|dando) [^.]{0,30}(?:claves|contrasenas|pin|nip|codigos|passwords?) (?:del|de mi|de la|de mis|de las|de los) (?:banco|cuenta|tarjeta|cuentas|tarjetas|celular|telefono|correo|redes)`,
      ),
      w(
        String.raw`(?:diles|dile|digan(?:le)?s?|que sepan?|sepan|quiero que sepas?|quiero que sepan) (?:a [^.]{0,20})?que (?:(?:los|las|la|lo|les|le|te) (?:quise|ame|queria)|no (?:fue|es) (?:su|tu) culpa|no fue culpa de (?:nadie|ellos|ella|el|ustedes))`,
      ),
      w(
        String.raw`(?:elegi|escogi|decidi|fije|ya tengo|ya se|puse) (?:la|el) (?:fecha|dia|hora|momento)(?! (?:de|del|para|libre|perfect[oa])\b)`,
      ),
      w(
        String.raw`(?:perdonenme|perdoname|perdonen|perdon) (?:por todo|a todos)[^.]{0,40}(?:adios|me voy|ya no|no aguant|ultim)|(?:gracias|perdon) por todo[^.]{0,20}(?:adios|me voy para siempre|hasta nunca)`,
      ),
    ],
    means: [
      // Asking whether a way of dying hurts, how long a poison takes on a person, how high a bridge is.
      w(
        String.raw`(?:duele|dolera|es doloroso|se sufre) (?:morir )?(?:ahorcad[oa]|ahogad[oa]|desangrad[oa]|envenenad[oa]|de un balazo)|(?:duele|dolera|es doloroso) (?:ahorcarse|cortarse las venas|tirarse (?:de|del|desde)|envenenarse|morir ahorcado)|cuanto (?:tarda|tiempo tarda|tarda en hacer efecto)[^.?]{0,30}(?:${MEANS})[^.?]{0,30}(?:en una persona|en un humano|en alguien|para morir)|(?:fui|voy|subi) (?:al|a la|hasta el|hasta la) (?:${LEDGE}|edificio)[^.]{0,20}(?:a ver|para ver) (?:que tan|lo|cuan) alt[oa]`,
      ),
      // On the way to a height, or in the bath with a blade.
      w(
        String.raw`(?:camino al|camino a la|voy al|voy a la|rumbo al|rumbo a la|de camino al|voy hacia el|voy hacia la|manejando hacia el|manejando hacia la|voy para el|voy pa el) (?:${LEDGE}|edificio)(?= ?(?:[,.!?;]|$|ahora|ya|para saltar|a saltar|a tirarme))(?![^.]*(?:trafico|trabajo|chamba|escuela|cita|picnic|vacaciones|foto|turis|pasear|con mi|con mis|amig|novi|familia|nos vemos|te veo|los veo|quedamos|alla|encontramos))|(?:en la tina|en la banera|en el bano) con (?:la |una |el |un |unas |mis )?(?:navaja|cuchilla|gillette|gilette|cutter|cuter|pastillas|hoja de afeitar|pistola)`,
      ),
      w(
        String.raw`carbon[^.]{0,40}(?:encerrarme|me encierro|me voy a encerrar|sellar|tapar las rendijas) (?:en )?(?:el|la|mi) (?:coche|carro|auto|cuarto|recamara|bano)`,
      ),
      w(
        String.raw`(?:investig|busc|leyendo|lei|googl|encontre|averigu)\w*[^.]{0,30}(?:metodos|formas|maneras)[^.]{0,30}(?:para|de) (?:no sentir dolor al )?(?:morir(?:me)?|matarme|suicidarme|quitarme la vida)|(?:tengo|traigo) (?:el|un|la|una) (?:frasco|bote|caja|blister|tira) de ${PILLS} en (?:la|mi|las|mis) manos?`,
      ),
      // A weapon or a blade in hand, wanting to use it; searching how to hang or poison oneself.
      w(
        String.raw`(?:tengo|traigo|sostengo|agarre|con) (?:un |una |el |la |mi )?(?:cuchillo|${OTHER_MEANS}) en (?:la|mi|las|mis) manos?(?![^.]*(?:cocin|carne|cebolla|verdura|pan\b|receta|pastel|cazar|caceria|campo))|(?:cuchillo|${OTHER_MEANS})[^.]{0,60}(?:quiero|voy a|pienso|me dan ganas de|tengo ganas de) usarl[oa]s?`,
      ),
      w(
        String.raw`(?:busque|buscando|busco|googlee|investigue|investigando|vi|viendo|leyendo|lei) (?:en (?:google|internet|youtube|tiktok|la red) )?(?:como|formas de|maneras de|metodos (?:de|para)|la forma de|la manera de) (?:ahorcar|suicidar|matar|colgar|envenenar|desangrar)(?:me|se)`,
      ),
      // Means at hand or being gathered, a height or a track reached, how much is lethal.
      new RegExp(
        String.raw`^(?=.*(?<![\p{L}])(?:balcon|ventana|azotea|techo|terraza|puente|edificio|piso \d+|\d+ piso|acantilado|barranco|precipicio)(?![\p{L}])).*(?<![\p{L}])(?:mirando|mirar|miro|veo|me asomo|asomad[oa]) (?:hacia |para )?(?:abajo|el vacio|al vacio)(?![\p{L}])`,
        'u',
      ),
      w(
        String.raw`(?:voy a|pienso|quiero|planeo|ya se que voy a) usar (?:las |los |la |el |unas |mis |una |un )?(?:\w+ )?${MEANS}(?! (?:para|en) (?:el|la|las|los) (?:jardin|casa|cocina|campo|plagas|ratas|cucarachas|plantas))`,
      ),
      // Pills count when gathered, hidden or counted: having one's own medicine is not a sign.
      w(
        String.raw`(?:juntando|junte|juntado|juntar|guardando|guarde|guardado|acumulando|acumule|acumulado|ahorrando|escondiendo|escondi|escondido|robando|robe|contando|conte|contado|reuniendo|reuni|consegui|compre|comprando) (?:ya )?(?:\d+ |tod[oa]s |suficientes? |bastantes? |much[oa]s |unas? |un |el |la |los |las |mis |sus |de |cajas? de |frascos? de |botes? de |blisters? de |tiras de )*(?:\w+ ){0,2}${PILLS}(?! (?:para|pa) (?:la|el|mi|mis) (?:presion|diabetes|tiroides|gripa|gripe|dolor de cabeza|alergia|colesterol|abuel\w*|mama|papa))`,
      ),
      w(
        String.raw`(?:tengo|tenia) (?:aqui |aca |conmigo |ya |guardad[oa]s |escondid[oa]s )*(?:\d{2,} |tod[oa]s (?:las |los |mis )?|suficientes? |un (?:monton|chingo|bote|frasco) de |(?:varias |muchas )?cajas de |varios frascos de )${PILLS}|(?:tengo|tenia|aqui|aca|juntad[oa]s|guardad[oa]s|contad[oa]s|escondid[oa]s)[^.]{0,30}${PILLS} (?:tod[oa]s|suficientes)(?! (?:los|las|os|as) (?:dias|noches|mananas))|${PILLS}(?: \w+){0,3} (?:escondid[oa]s|guardad[oa]s para (?:morir|cuando|el dia|hacerlo))`,
      ),
      w(
        String.raw`(?:tengo|consegui|compre|guardo|escondi|traigo|agarre|robe|saque|busque|encontre|tengo aqui|tengo lista|tengo listo|prepare) (?:aqui |ya |conmigo |lista |listo )?(?:una |un |el |la |los |las |mi |mis |unas |unos )?(?:\w+ ){0,2}${OTHER_MEANS}(?! (?:suiza|multiusos|de cocina|de bolsillo|de mano|de saltar|para saltar|de agua|de juguete|de balines|de pintura|nerf))(?! (?:para|pa|contra) (?!(?:morir|matarme|hacerlo|cortarme|suicidarme|quitarme|acabar|no despertar|colgarme|ahorcarme)))(?![^.]*(?:ratas|ratones|plagas?|cucarachas|hormigas|bichos|maleza|jardin|huerta|cosecha|cazar|caceria|tiro deportivo|columpio|tendedero|para (?:la ropa|tender|amarrar|atar|el perro)))`,
      ),
      w(
        String.raw`suficientes? (?:${MEANS} )?(?:para|pa) (?:morir(?:me)?|matarme|no despertar|acabar|hacerlo|una sobredosis|que no despierte)|(?:alcanzan|bastan|basta|alcanza) (?:para|pa) (?:morir(?:me)?|matarme|no despertar)`,
      ),
      w(
        String.raw`cuant[oa]s? [^.?]{0,40}(?:para (?:morir|matarme|matar a alguien|no despertar|una sobredosis)|son letales?|es mortal|es letal|se necesita\w* para morir)|dosis (?:letal|mortal)|(?:forma|formas|manera|maneras|metodo|metodos|modo)s? (?:mas )?(?:facil|facile|rapid[oa]|indolor|segur[oa]|sin dolor)?(?:es)? (?:de|para) (?:suicidar\w*|matar(?:me|se)|quitar\w* la vida|morir sin dolor)|como (?:suicidarme|suicidarse|matarme|matarse) (?:sin dolor|rapido|facil)|suicid\w* sin dolor`,
      ),
      // A bridge, a roof or a platform is a place of risk unless the sentence shows a commute, traffic, a view or company.
      w(
        String.raw`(?:estoy|ando|me encuentro|aqui en|sentad[oa] en|sentad[oa] al|parad[oa] en|de pie en|subid[oa] (?:a|en)|me subi (?:a|al)|subi (?:a|al)|asomad[oa] (?:a|al|en)|a un paso del?|mirando (?:hacia )?abajo desde) (?:la |el |lo |las |los |un |una |este |esta |encima del? |arriba del? |en |al |del |de |hasta )*(?:${LEDGE})(?! (?:de|del) (?:mayo|diciembre|noviembre|la constitucion|todos los santos|la inmaculada)| festivo| largo| de las lagrimas| de la locura| de un ataque)(?![^.]*(?:trafico|atasco|trancon|embotellamiento|en el carro|en coche|en el auto|en el bus|camino al trabajo|esperando el (?:tren|metro)|arreglando|reparando|tomando (?:el |un |una |unas |unos )?(?:cafe|sol|fotos|aire|algo|cerveza|chelas?|mate|vino)|tendiendo|colgando la ropa|asado|carne asada|parrillada|fiesta|cumpleanos|con (?:mi|mis|unos|unas|los|las) (?:amig|prim|compa|herman|hij|espos|novi|famil|pap|mam|abuel|ti[oa]s?\b|marido|mujer|pareja)|que (?:bonito|lindo|hermoso|padre|chido|vista)|paseo|de vacaciones|turismo|de viaje))`,
      ),
      w(
        String.raw`(?:las )?(?:piernas|pies) (?:colgando|por fuera|afuera) (?:del|de la) (?:${LEDGE}|ventana|balcon)|(?:del|al) otro lado del (?:barandal|barandilla|baranda)`,
      ),
      w(
        String.raw`(?:ya )?se donde (?:\w+ ){0,2}(?:guarda|esconde|tiene|deja|pone|estan?|guardan|tienen) (?:la llave|las llaves|la pistola|el arma|las armas|las pastillas|el veneno|la escopeta|las balas|el rifle)|(?:la pistola|el arma|la escopeta|el rifle|el revolver) (?:esta|ya esta) (?:cargad[oa]|sin seguro|en (?:el|la|mi) \w+)`,
      ),
    ],
    'self-harm': [
      // Anything done to one's own body until it bleeds; hair pulled out in clumps; laxatives as punishment.
      w(
        String.raw`me (?:\w+ ){1,7}hasta (?:que )?(?:me )?(?:sangr\w*|hacerme sangre|sacarme sangre)(?<!(?:picadura|mosquito|sarna|eczema|comezon|alergia|roncha|encias|dientes|nariz)[^.]{0,160})(?![^.]*(?:picadura|mosquito|sarna|eczema|comezon|alergia|roncha|encias|dientes|nariz))|me (?:arranco|arrancaba|jalo|jaloneo) (?:el pelo|el cabello|los pelos|mechones|las pestanas|las cejas)(?=[^.]*(?:mechones|calvas|ansiedad|hasta sangrar|sin parar))|(?:laxantes|diureticos|pastillas para adelgazar)[^.]{0,50}(?:castigarme|por comer|me doy asco|para no engordar)`,
      ),
      w(
        String.raw`me (?:hago heridas|hago dano|rasguno|rasco|arano|aranio|pellizco|muerdo)[^.]{0,40}hasta (?:que )?(?:me )?sangr\w*`,
      ),
      new RegExp(
        String.raw`^(?!.*(?:embaraz|gravida|enceinte|incinta|schwanger|quimio|chemo|gripe|grippe|influenza|virus|infec|gastro|nausea|nausee|enjoo|mareo|intossica|vergiftung|migran|migraine)).*(?<![\p{L}])(?:vomit(?:o|ando|e|ar) (?:todo )?(?:lo que|cuanto) (?:como|comi|coma)|vomit(?:o|ando|e|ar)[^.]{0,40}(?:me doy asco|para no engordar|a proposito|para castigarme))(?![\p{L}])`,
        'u',
      ),
      // Any reflexive cutting verb with a blade, a purpose or "again"; wanting to cut; purging; bleeding out.
      w(
        String.raw`me (?:raje|rajo|rajaba|rasgue|rasgo|abri|abro) (?:el|la|los|las|mis|mi) ${BODY}(?=[^.]*(?:navaja|cuchilla|gillette|gilette|cutter|cuter|tijeras?|vidrio|cristal|sacapuntas|aguja|a proposito|adrede|otra vez|de nuevo|para sentir|castig|porque))`,
      ),
      w(
        String.raw`me (?:voy a|quiero|vuelvo a|volvi a|he vuelto a|sigo|queria|tengo ganas de|dan ganas de|dieron ganas de|necesito|pienso|estoy por) (?:volver a )?(?:cortar|rajar|autolesionar|hacer (?:dano|cortes))(?! (?:el|la|los|las|un|una|mi|mis) (?:pelo|cabello|unas|flequillo|fleco|barba|bigote|puntas|dedo|melena|tobillo|rodilla|pierna jugando))(?![^.]*(?:cocin|jugando|futbol|partido|sin querer|accidente|peluquer|estetica))`,
      ),
      w(
        String.raw`me (?:provoco|provoque|hago|hice|obligo a|forzo a) (?:el )?vomit(?:o|ar)|me meto los dedos (?:en la garganta|para vomitar)|me estoy desangrando`,
      ),
      // Cutting, burning, hitting oneself; "me corté el pelo" or cooking accidents are not it.
      w(
        String.raw`(?:cortarme|me corto|me corte|cortandome|me estoy cortando|me volvi a cortar|volvi a cortarme|me he cortado|me sigo cortando|me cortaba|me he vuelto a cortar|he vuelto a cortarme)(?! (?:el|las|la|los|mi|un) (?:pelo|cabello|unas|flequillo|fleco|barba|bigote|puntas|pelito|dedo|fleco|copete|melena)| (?:el|un) dedo| (?:con (?:un|una|el|la) (?:papel|hoja de papel|lata)|cocinando|pelando|afeitando|afeitandome|rasurando|rasurandome|picando|sin querer|por accidente))(?![^.]*(?:cocin|comida|cena|almuerzo|desayuno|pelando|picando|cebolla|jitomate|tomate|aguacate|pan\b|lata|papel|sin querer|accidente|afeit|rasur|depil))`,
      ),
      w(
        String.raw`(?:cortarme|me corto|me corte|cortandome|me hice cortes|me hago cortes|cortes?) (?:en )?(?:los |las |el |la |mis |mi )?${BODY}`,
      ),
      w(
        String.raw`(?:me )?(?:auto ?lesion|auto ?mutilacion)(?:es|o|arme|ando|e|ado|ada)?|(?:me )?(?:auto ?)?mutil(?:o|arme|ando|e)|me lesiono a proposito`,
      ),
      w(
        String.raw`me (?:lastimo|lastime|corto|corte|hiero|heri|rasguno|arano|quemo|queme|hago (?:dano|heridas|cortes))[^.]{0,30}con (?:una|la|un|el|mis|unas) (?:navaja|cuchilla|gillette|gilette|tijeras?|cutter|cuter|encendedor|mechero|cigarro|compas|sacapuntas|hoja de afeitar|rastrillo|aguja|clip|unas)`,
      ),
      w(
        String.raw`(?:quiero|quisiera|ganas de|necesito|voy a|pienso|deseo|tentad[oa] a|tentacion de|impulsos? de|tengo ganas de|me dan ganas de) (?:hacerme (?:dano|mal)|lastimarme|herirme|cortarme|quemarme|golpearme|castigarme|autolesionarme|sangrar)`,
      ),
      w(
        String.raw`me (?:hago|hice|he hecho|estoy haciendo|sigo haciendo) (?:dano|mal|heridas|cortes|quemaduras)(?: \w+){0,3} (?:a proposito|adrede|queriendo|a conciencia|con (?:una|la|un|el) (?:navaja|cuchilla|gillette|gilette|cutter|cuter|tijera|tijeras|encendedor|mechero|cigarro|vela))`,
      ),
      w(
        String.raw`(?:quemarme|me quemo|quemandome|me estoy quemando) (?:la piel |los brazos |las piernas |el brazo )?con (?:el |un |una |los |las )?(?:cigarro|cigarros|cigarrillo|cigarrillos|encendedor|mechero|cerillos|fosforos|vela)`,
      ),
      w(
        String.raw`me (?:pego|golpeo|doy golpes|doy de golpes|doy de cabezazos|muerdo|aranio|arano|rasguno) (?:a mi mism[oa]|yo mism[oa]|en la cabeza|la cabeza|contra la pared|hasta sangrar|hasta que me sangr)|golpearme (?:la cabeza|contra)|(?:le )?(?:pego|doy) (?:punetazos|golpes|cabezazos) (?:a|contra) la pared`,
      ),
      w(
        String.raw`(?:sin comer|no (?:he )?comid[oa]|no como|dejo de comer|deje de comer|dejar de comer|no comer)[^.]{0,40}(?:a proposito|para castigarme|porque no (?:lo )?merezco|no merezco comer|como castigo|para desaparecer)|no (?:me )?merezco (?:comer|vivir|estar viv[oa]|existir|nada bueno)`,
      ),
      w(
        String.raw`(?:merezco|me merezco|mereceria) (?:sufrir|el dolor|dolor|que me duela|castigo|ser castigad[oa]|sangrar|morir(?:me)?|estar muert[oa])`,
      ),
      w(
        String.raw`(?:recai|recaida|volvi a|otra vez|de nuevo)[^.]{0,30}(?:cortarme|cortes|cortando|autolesi|lastimarme|hacerme dano|quemarme)|(?:esconder|escondo|tapar|tapo|cubrir|cubro|ocultar|oculto|escondiendo|tapando) (?:las|mis) (?:cicatrices|cortadas|cortes|heridas|quemaduras|marcas) (?:de los brazos|de las piernas|con (?:la )?manga|de mis brazos)?`,
      ),
    ],
    abuse: [
      w(
        String.raw`(?:casar(?:me)?|me casan|matrimonio) (?:\w+ )?(?:a la fuerza|forzad[oa]|obligad[oa]|contra mi voluntad)|me (?:quieren|obligan a|van a) casar (?:a la fuerza|con un (?:senor|hombre) mayor)`,
      ),
      // Grooming (alone, at night, not to tell the parents) and sextortion.
      w(
        String.raw`(?:dice|dijo|me pide|me pidio) que no le (?:diga|cuente|diga nada|cuente nada) a (?:mis papas|mis padres|mi mama|mi papa|nadie)(?= ?(?:[,.!?;]|$))(?![^.]*(?:sorpresa|regalo|fiesta|cumple))|(?:quiere|pide|insiste en) que nos veamos sol[oa]s(?:(?<=(?:noche|madrugada|secreto|escondidas|no le diga|no les diga)[^.]{0,120})|(?=[^.]{0,80}(?:noche|madrugada|no le diga|no les diga|secreto|escondidas|nadie)))|si no (?:\w+ ){0,3}(?:mando|envio|paso|mande)[^.]{0,40}(?:va a|amenaza con|dice que va a) (?:subir|publicar|pasar|mandar|difundir|ensenar|compartir)`,
      ),
      // Stalked and threatened by an ex; a drunk partner breaking things.
      w(
        String.raw`(?:mi ex|mi expareja|mi exnovi[oa]|mi exmarido|mi exesposo|${PARTNER})[^.]{0,30}(?:me (?:sigue|persigue|acosa|vigila|espia|acecha|amenaza)(?! en (?:instagram|insta|tiktok|twitter|facebook|face|redes|ig|x|youtube|spotify))|me (?:manda|envia) (?:mensajes|audios) (?:amenaz\w*|de amenaza))|${PARTNER}[^.]{0,30}(?:llego|esta|viene|anda) (?:borracho|tomado|drogado|furioso)[^.]{0,40}(?:rompiendo|destrozando|aventando|tirando|quebrando|golpeando|gritando)`,
      ),
      // Someone hurts, touches, forces, threatens or shuts in the writer; a child told to keep quiet.
      w(
        String.raw`me (?:apreto|aprieta|apretaba|agarro|agarra|agarraba) (?:el|del|por el) cuello|(?:trato|intento|quiso|quiere) (?:de )?(?:ahorcarme|estrangularme|asfixiarme|ahogarme)`,
      ),
      w(
        String.raw`${ABUSER},? [^.]{0,40}(?<!(?:se|sol|gripa|gripe|covid|calor|frio|resfriado|cruda|bajon|tristeza|nostalgia|depre|cancion|virus|alcohol|tequila|vino) )(?:me|nos) (?:\w+ )?${HURTS_ME}(?! (?:la|el|las|los|un|una|unos|unas) (?:realidad|noticia|vida|sustos?|gritos?|regan\w*|sermon\w*|chicle|virus|gripa|gripe|resfriado|mania|costumbre|acento|sol|calor|sueno|bajon|cancion)\b)(?![^.]*(?:jugando|cuando jugamos|sin querer|balon|pelota|almohada|piojos))`,
      ),
      w(
        String.raw`(?:abusa|abuso|abusaba|abusaron|abusan|ha abusado|han abusado|abuso sexualmente) de mi|(?:me|nos) (?:viola|violo|violaron|violaba|manosea|manoseo|manoseaba|manosean|toquetea|toqueteo|toqueteaba)|(?:fui|fue|estoy siendo|he sido|sufro|sufri) (?:abusad[oa]|violad[oa]|acosad[oa] sexualmente|maltratad[oa]|golpead[oa])|(?:sufro|vivo|estoy viviendo|soy victima de|sufriendo|vivo con|hay|aguanto) (?:\w+ )?(?:violencia|abuso|abusos) (?:domestica|sexual|sexuales|intrafamiliar|de genero)`,
      ),
      w(
        String.raw`(?<!(?:se|sol|gripa|gripe|covid|calor|frio|resfriado|cruda|bajon|tristeza|nostalgia|depre|cancion|virus|alcohol|tequila|vino) )me (?:pego|pega|pegaba|golpea|golpeo|golpeaba|empujo|empuja|ahorco|estrangulo|pateo|cacheteo|madreo)(?: \w+){0,2} (?:otra vez|de nuevo|otra vez mas|cada vez|todos los dias|siempre|cuando (?:toma|bebe|llega|se enoja|esta borracho|esta tomado)|muy fuerte|fuerte|con (?:el|la|un|una) (?:cinturon|cinto|chancla|palo|puno|cable|manguera|correa|vara|sarten|cuchillo|botella)|en (?:la|el|los|las) (?:cara|ojo|cabeza|estomago|panza|espalda|piernas|boca|brazos|costillas))`,
      ),
      w(
        String.raw`me (?:dio|da|daba|dieron|ha dado) (?:una |un |unas )?(?:paliza|golpiza|madriza|putiza|chinga|tunda|zurra|cachetada|bofetada|cachetadas|bofetadas|tortazo|hostia|punetazo|patada|patadas|golpes|cinturonazos|chanclazos)|me (?:dejo|dejaron) (?:moretones|un ojo morado|marcas|la cara)|(?:me )?(?:rompio|fracturo) (?:la|el|un|una) (?:nariz|brazo|costilla|costillas|diente|dientes|muneca|dedo|mandibula)`,
      ),
      w(
        String.raw`${AUTHORITY}[^.]{0,60}(?:me (?:toca|toco|tocaba|besa|beso|besaba|abraza de forma rara|manda mensajes (?:de noche|en la noche|a medianoche|raros|por la noche)|manda fotos|pide (?:fotos|videos|que me quite)|hace quedarme|dice que soy su)|se (?:mete|metia|metio) (?:a|en) mi (?:cuarto|cama|bano))`,
      ),
      w(
        String.raw`me (?:toca|toco|tocaba|tocan|tocaron) (?:las partes|mis partes|ahi abajo|donde no|por debajo|los pechos|el pecho|la pierna|las piernas|abajo|por todos lados|cuando|de (?:forma|manera) (?:rara|extrana|inapropiada)|sin (?:mi )?permiso)`,
      ),
      w(
        String.raw`me (?:pide|pidio|pedia|piden|pidieron|exige|exigio|manda|mando|mandaba) (?:que le (?:mande|envie|pase) )?(?:unas |mis |las )?(?:fotos|fotitos|pack|packs|nudes|videos)(?! (?:de|del|para) (?:la |el |los |las |mi |tu )?(?:viaje|boda|evento|parroquia|retiro|grupo|fiesta|bautizo|comunion|confirmacion|misa|paseo|excursion|tarea|proyecto|trabajo|familia|casa|perro|gato|bebe|nino|nina))|(?:fotos|videos) (?:desnud[oa]|sin ropa|intimas|en ropa interior|hot|calientes)|(?:se )?(?:mete|metia|metio|entra|entraba|entro|viene|venia) (?:a|en) mi (?:cuarto|cama|recamara|habitacion) (?:de noche|en la noche|por la noche|cuando|a escondidas|y me)`,
      ),
      w(
        String.raw`me (?:obliga|obligo|obligaba|obligan|obligaron|fuerza|forzo|forzaba|forzaron|presiona|presiono|hace|hizo|hacia) (?:a )?(?:tener (?:sexo|relaciones)|hacer cosas (?:sexuales|raras|feas|de adultos|intimas)|tocarl[oa]|tocarle|desnudarme|quitarme la ropa|ver (?:porno|videos porno|pornografia)|mandarle fotos|acostarme con|dormir con el|chupar|besarl[oa])`,
      ),
      w(
        String.raw`si (?:le |les |lo |la )?(?:cuento|digo|contaba|contara|dijera|aviso|denuncio|acuso|hablo|salgo|me voy|lo dejo|la dejo|me separo|llamo a la policia)[^.]{0,50}(?:(?:me|te|nos|les|la|lo|a mi \w+) (?:mata|matara|mataria|va a matar|pega|pegara|va a pegar|hace dano|hara dano|lastima|quita (?:a )?(?:los|mis) (?:ninos|hijos))|dios (?:me |te )?(?:va a castigar|castiga|castigara|castigaria)|(?:me voy|me iria|me ire|voy a ir) al infierno|(?:dira|va a decir|diria|dice) que|nadie (?:me |te )?(?:va a creer|cree|creera|creeria)|no (?:me |te )?(?:van a creer|creeran|creen)|(?:es|sera) peor|me (?:va a|van a) (?:correr|echar|quitar))`,
      ),
      w(
        String.raw`(?:amenaza|amenazo|amenazaba|amenazando|me ha amenazado|nos amenazo|nos amenaza) con (?:matarme|matarnos|matarla|matarlo|matarlos|pegarme|golpearme|quitarme (?:a )?(?:mis hijos|los ninos|la nina|el nino)|hacerme dano|lastimarme|matar a|echarme|correrme|llevarse a)|(?:dice|dijo|decia|diciendo|jura|juro|jurando|grita|grito|gritando|gritandome|amenazando) que (?:si [^.]{0,40} )?(?:me (?:va a |iba a )?(?:mata|matar|matara|mataria|pega|pegar|pegara|golpear|golpea|hace dano|hara dano|lastima|lastimar)|(?:va a |iba a )?(?:matarme|pegarme|golpearme|lastimarme)|me mata)(?![^.]*(?:jaja|jsjs|xd))`,
      ),
      w(
        String.raw`(?:aguantando|aguanto|aguante|soportando|soporto|soporte) (?:sus|los|tantos) (?:golpes|maltratos|abusos|palizas|gritos y golpes)|me (?:sigue|siguen) (?:pegando|golpeando|maltratando|violando|tocando|amenazando)`,
      ),
      w(
        String.raw`(?:nuestro|es un) secret(?:o|ito)(?! (?:de|del|para) (?:la |el )?(?:fiesta|sorpresa|regalo|cumple|receta))|que no le (?:diga|dijera|dijese|contara|contase|cuente) a nadie (?:lo que|de lo que|que)|nadie (?:me )?va a creer|nadie (?:le )?cree a (?:un|una) (?:nino|nina|menor|chamac\w+|chico|chica|escuincle)`,
      ),
      w(
        String.raw`${PARTNER} [^.]{0,40}me (?:quito|quita|escondio|esconde|rompio|rompe|tiro) (?:el|mi|los|mis|las|la) (?:movil|celular|cel|telefono|fono|llaves|pasaporte|documentos|papeles|dinero|tarjetas?|cartera)|${PARTNER} [^.]{0,40}no me (?:deja|dejaba) (?:salir|ver a|hablar con|llamar|trabajar|tener (?:celular|telefono|amigos|dinero)|ir a)`,
      ),
      w(
        String.raw`me (?:encierra|encerro|encerraba|encerraron|tiene encerrad[oa]|dejo encerrad[oa]|deja encerrad[oa]|tienen encerrad[oa])|(?:tengo|me da) miedo (?:de |a )?(?:volver a (?:la )?casa|llegar a (?:la )?casa|regresar a (?:la )?casa|ir a (?:la )?casa|que (?:me|nos) (?:mate|pegue|golpee|haga dano|lastime|encuentre))|(?:tengo|siento) (?:mucho )?miedo (?:de|a) mi (?:padrastro|marido|esposo|pareja|novio|ex)\b|(?:tengo|siento) (?:mucho )?miedo (?:de|a) mi (?:papa|padre|mama|madre|tio|abuelo|hermano)\b(?=[^.]*(?:pega|golpea|toma|bebe|borrach|grita|tomado|madrea))|le tengo (?:mucho )?miedo a (?:mi (?:marido|esposo|pareja|novio|novia|papa|padre|padrastro|mama|madre|tio|ex)|${AUTHORITY})|(?:te )?escribo (?:a escondidas|escondid[oa]|desde el bano|encerrad[oa] en el bano)`,
      ),
    ],
    'danger-to-others': [
      w(
        String.raw`(?:tiene|tenia|hizo) un plan (?:para|de) (?:matarse|suicidarse|quitarse la vida|colgarse|tirarse)|(?:le|les) (?:pega|pego|golpea|toca|toco|manosea)[^.]{0,40}(?:si (?:lo|le|les) (?:cuenta|dice)|que no (?:diga|cuente|le diga|le cuente))`,
      ),
      w(
        String.raw`se (?:quema|quemo|corta|corto|rasguna|lastima) con (?:el |un |una |la |unas )?(?:encendedor|cigarro|cigarros|navaja|cuchilla|cutter|cuter|vela|gillette|sacapuntas)|le (?:vi|he visto|encontre) (?:las |unas )?(?:marcas|cortes|cortadas|cicatrices|quemaduras|heridas)(?= ?(?:[,.!?;]|$)| en (?:los|las|el|la|sus) ${BODY})`,
      ),
      // Someone close unconscious after pills; on a railing and not coming down; a wish to hurt children.
      w(
        String.raw`(?:inconsciente|desmayad[oa]|no despierta|no reacciona|no respira bien)[^.]{0,50}(?:se tomo|tomo|se trago|pastillas|veneno|cloro)|(?:se tomo|se trago|tomo)[^.]{0,50}(?:inconsciente|desmayad[oa]|no despierta|no reacciona)|(?:no se quiere|no quiere) bajar(?<=(?:mi|mis|su|sus) ${CLOSE}[^.]{0,100})(?:(?=[^.]*(?:${LEDGE}|azotea|techo|edificio))|(?<=(?:${LEDGE}|azotea|techo|edificio)[^.]{0,100}))(?![^.]*(?:antena|arregl|repar|coche|carro|auto\b|gato|perro))|(?:quiero|voy a|tengo ganas de|me dan ganas de|pienso) (?:lastimar|hacerle dano|hacerles dano|danar) a (?:los|las|mis|unos|unas) (?:ninos|ninas|companeros|companeras|chicos|alumnos|bebes|chavos)`,
      ),
      w(
        String.raw`(?:entra|entraba|se mete|se metia|viene|va) (?:a|en) su (?:cuarto|cama|recamara|habitacion) (?:en la noche|de noche|por la noche|a escondidas|cuando (?:su mama|su madre|todos) (?:duerme|duermen|no esta|trabaja|sale))`,
      ),
      w(
        String.raw`se (?:encerro|encierra|ha encerrado|esta encerrad[oa]) (?:en (?:el bano|su cuarto|su recamara|la azotea|el coche|el carro) )?(?:con (?:un|una|el|la|unas|unos) (?:cuchillo|navaja|cuchilla|pastillas|soga|cuerda|pistola|arma|cutter)|y no (?:abre|contesta|responde))(?![^.]*(?:estudi|examen|maquill|jugando|enojad|berrinche|jaja))`,
      ),
      w(
        String.raw`(?:dice|dijo|diciendo|habla de|hablando de|escribio|me escribio) (?:que )?(?:se )?(?:quiere|queria) (?:desaparecer|morir(?:se)?|irse para siempre|dejar de existir)(?= ?(?:[,.!?;]|$|y |para siempre|de este mundo))`,
      ),
      // Someone else about to swallow a whole supply or a poison ("se va a tomar todas las pastillas").
      w(
        String.raw`(?:se (?:va a|iba a|quiere|queria|piensa|esta por|dice que se va a|dijo que se va a) (?:tomar|tragar|beber)|(?:va a|iba a|quiere|queria|piensa|amenaza con|amenazo con) (?:tomarse|tragarse|beberse)) (?:(?:tod[oa]s|tod[oa]) (?:las |los |sus |el |la )?(?:\w+ )?(?:${PILLS}|veneno)|(?:un|el) (?:bote|frasco|monton|chingo) de (?:\w+ )?${PILLS}|(?:una|la) caja de (?:\w+ )?${PILLS}|\d+ (?:\w+ )?${PILLS}|(?:el |un |una |del )?(?:veneno|raticida|matarratas|cloro|lejia|cianuro))(?![^.]*(?:vitamina|recet|indicacion|el doctor|la doctora|el medico|como (?:le )?dijo|para la (?:presion|tos|gripa|diabetes)))`,
      ),
      // A child or someone close abused, someone close who cuts, and the writer's own plan to kill.
      w(
        String.raw`(?:abusa|abuso|abusaba|ha abusado|esta abusando|viola|violo|violaba|manosea|manoseo|manoseaba|toquetea|toqueteo|toqueteaba|soba|sobaba) (?:de |a )(?:mi|mis|su|sus|una?|la|el) (?:hermanit[oa]s?|herman[oa]s?|hij[oa]s?|hijit[oa]s?|sobrin[oa]s?|prim[oa]s?|nin[oa]s?|niet[oa]s?|bebe|alumn[oa]s?|amig[oa]s?|menor(?:es)?)|(?:le|les) (?:toca|toco|tocaba|tocan|tocaron|manosea|manoseo|manoseaba) (?:sus|las|los) (?:partes|partes intimas|genitales|pechos|pompis|nalgas)|(?:toca|toco|tocaba) a (?:mi|su) (?:hermanit[oa]|herman[oa]|hij[oa]|sobrin[oa]|prim[oa]|nin[oa])[^.]{0,30}(?:de \d+|partes|cuando|en la noche|a escondidas|donde no)`,
      ),
      w(
        String.raw`(?:mi|mis|su) ${CLOSE}[^.]{0,30} se (?:corta|cortaba|ha cortado|esta cortando|quema|autolesiona|lastima)(?= ?(?:[,.!?;]|$|y |a escondidas|otra vez|de nuevo|seguido|mucho|(?:los|las) (?:brazos|piernas|munecas|venas|muslos)))`,
      ),
      w(
        String.raw`(?:quiero|voy a|pienso|tengo ganas de|me dan ganas de|estoy pensando en|he pensado en|planeo|siento que voy a) (?:matar|asesinar|apunalar|acuchillar|envenenar|balear|disparar(?:le)?) a (?:alguien|todos|toda|mi|mis|ese|esa|esos|esas|la gente)(?![^.]*(?:jaja|si (?:me|se|vuelve|no|otra)|cuando (?:llegue|lo vea|la vea|se entere)|por (?:comerse|robarse|tomar|agarrar|usar)))|(?:llevar|voy a llevar|llevare|meter) (?:la |el |una |un )?(?:pistola|arma|escopeta|rifle|cuchillo|bomba)(?: de mi \w+)? a la (?:escuela|prepa|secundaria|secu|uni|universidad|clase|iglesia|misa|parroquia|oficina|chamba)`,
      ),
      // Someone close who means to die or is being hurt now, or the writer's fear of hurting a child.
      w(
        String.raw`(?:esta|estan) siendo (?:golpead|maltratad|abusad|violad|agredid|amenazad)[oa]s?|(?:le|les) (?:esta|estan) (?:pegando|haciendo dano|tocando) (?:a )?(?:un|una|el|la|mi|su) (?:nin[oa]|bebe|hij[oa]|sobrin[oa]|vecin[oa]|alumn[oa])`,
      ),
      w(
        String.raw`(?:mi|mis) ${CLOSE}[^.]{0,40}se (?:autolesiona|automutila|lastima a proposito|hace dano a proposito|hace cortes)`,
      ),
      w(
        String.raw`se (?:va|iba|fue|esta yendo) a (?:matar|suicidar|ahorcar|colgar|quitar la vida|tirar (?:de|del|por|al|a la|a las))|se (?:quiere|queria|quiso|esta queriendo) (?:matar|suicidar|morir|quitar la vida|ahorcar)|(?:quiere|queria|va a|iba a|piensa|amenaza con|amenazo con|amenazando con|intento|intenta|trato de|esta intentando|dice que va a|dijo que va a|dijo que iba a|hablando de|habla de) (?:matarse|suicidarse|quitarse la vida|ahorcarse|colgarse|tirarse|cortarse las venas|envenenarse|morirse)`,
      ),
      w(
        String.raw`(?:dice|dijo|me dijo|escribio|me escribio|mando|publico|puso|posteo|subio|me mando)(?:[^.]{0,30}? que| que|) (?:ya )?no quiere (?:vivir|seguir(?= ?(?:[,.!?]|$|y |viviendo|aqui))|estar aqui|despertar|existir)|(?:ya )?se (?:despidio|despide|esta despidiendo|ha despedido) de (?:todos|todo el mundo|su familia|sus (?:papas|padres|hijos|amigos)|nosotros|mi)(?! (?:antes de (?:morir|fallecer|irse al cielo)|en el hospital))`,
      ),
      w(
        String.raw`(?:mando|publico|escribio|dejo|subio|puso|me mando) (?:un |una |unos |unas )?(?:mensaje|mensajes|carta|nota|video|post|publicacion|estado|historia)s? de despedida`,
      ),
      w(
        String.raw`miedo (?:de )?que (?:se (?:mate|suicide|haga (?:algo|dano)|corte|lastime|quite la vida|tire)|haga una locura|cometa una locura)`,
      ),
      w(
        String.raw`se (?:tomo|trago|esta tomando|ha tomado) (?:tod[oa]s |un (?:bote|frasco|monton|chingo) de |muchas |una caja de |varias |demasiadas |\d{2,} )(?:las |sus |mis )?(?:${PILLS}|veneno|cloro|lejia)|se (?:tomo|trago|ha tomado) (?:el |un )?(?:veneno|raticida|matarratas|cloro|lejia)|se (?:esta cortando|anda cortando|sigue cortando|corto las venas|corto los brazos|esta lastimando|lastima a proposito|hace dano a proposito|corta (?:los brazos|las piernas|las munecas|a escondidas|otra vez|de nuevo))|tiene cortes en (?:los|las|el|la|sus) ${BODY}`,
      ),
      w(
        String.raw`(?:le esta|esta|estan|le estan) (?:pegando|golpeando|ahorcando|estrangulando|pateando|lastimando|violando|maltratando|madreando) (?:a )?(?:mi|su|la|el|los|las|sus|mis) (?:mama|madre|papa|hermana|hermano|hijos?|hijas?|ninos?|ninas?|esposa|mujer|novia|bebe|abuela|vecina)|(?:escucho|oigo|estoy escuchando|estoy oyendo|se oye|se oyen|se escucha|se escuchan|oi|escuche) [^.]{0,60}(?:golpes|pegando|golpeando|pegandol[ea]s?|golpeandol[ea]s?|madreandol[ea]s?|gritando (?:que|auxilio|ayuda)|pidiendo (?:ayuda|auxilio)|(?:la|lo|los|las) va a matar|(?:la|lo) esta matando)`,
      ),
      w(
        String.raw`(?:grita|gritando|grito|dice|dijo|amenaza|amenazo|amenazando|jura|juro) (?:que )?(?:la|lo|los|las|les) (?:va a matar|mata|matara|mataria|iba a matar)|amenaza con (?:matarla|matarlo|matarlos|matar a (?:su|sus|la|los))`,
      ),
      w(
        String.raw`(?:tengo miedo de|me da miedo|temo|me asusta|tengo pensamientos de|pienso en|no puedo dejar de pensar en) (?:hacerle dano|lastimar|ahogar|sacudir|asfixiar|matar|hacer dano|danar) (?:a )?(?:mi (?:bebe|hij[oa]s?|nin[oa]s?)|el bebe|la bebe|los ninos|alguien|mi familia)`,
      ),
    ],
  },
  // Risks that show only across turns: means named, then "ya sé dónde está la llave".
  compounds: [
    [
      w(
        String.raw`(?:${MEANS})(?![^.?]*(?:buen[oa]s para|para el dolor|para la (?:presion|tos|gripa|gripe|fiebre|alergia)|recetad|me recomiendas|el doctor|la doctora))|${LEDGE}`,
      ),
      w(
        String.raw`lo (?:estoy|toy|he estado|sigo|estaba) pensando|(?:ya )?(?:se|supe) donde|no (?:esta|ta|tiene) (?:cerrad[oa]|guardad[oa]|con llave|seguro)|(?:esta|ta) cargad[oa]|(?:la|las|lo|los) (?:tengo|traigo) (?:aqui|aca|aki|conmigo|en la mano|listas?|listos?)|ya (?:la|las|lo|los) tengo|(?:ya )?(?:las|los) (?:conte|tengo contad[oa]s|junte|tengo list[oa]s)`,
      ),
      'means',
    ],
    [
      w(String.raw`suicid\w*|quitarse la vida|matarse`),
      w(
        String.raw`(?:lo )?pregunto por mi|(?:hablo|hablaba|lo digo) de mi|soy yo|era yo|es para mi|(?:te )?lo pregunto porque yo|lo (?:estoy|toy|estaba|he estado|sigo) pensando|lo pienso (?:mucho|seguido|en serio|todos los dias)|estoy pensando en (?:hacerlo|eso)`,
      ),
      'intent',
    ],
    [
      w(String.raw`cartas?|notas?`),
      w(
        String.raw`(?:la|las|lo|los) (?:van a|vayan a) encontrar|para (?:cuando|despues)|cuando ya no este|cuando me (?:vaya|muera)`,
      ),
      'finality',
    ],
    [
      w(String.raw`cortarme|me corto|me corte|autolesi\w*|quemarme|recai`),
      w(
        String.raw`(?:segunda|tercera|cuarta|\d+a?) vez (?:hoy|esta semana|esta noche)|otra vez (?:hoy|esta noche|esta semana)|pense que (?:ya )?lo (?:habia dejado|supere)`,
      ),
      'self-harm',
    ],
    [
      w(
        String.raw`${PARTNER}[^.]{0,40}(?:agresiv[oa]|violent[oa]|me pega|me golpea|me empuj|se pone mal|se pone loco)`,
      ),
      w(
        String.raw`(?:llego|esta|viene|ya llego) (?:borracho|tomado|drogado|enojado|furioso|como loco)|ya (?:llego|viene|esta aqui)`,
      ),
      'abuse',
    ],
  ],
  defusers: [
    // A natural death left to God's time ("cuando me llegue la hora").
    /^(?!.*\b(?:ya|hoy|esta noche|ahora|pronto|manana|no aguanto|no puedo mas)\b).*\b(?:cuando (?:me )?(?:llegue|sea|toque) (?:mi|la) hora|cuando dios (?:quiera|disponga|me llame)|a su (?:debido )?tiempo)\b/u,
    // A story told about a film, a series, a book or a song.
    w(
      String.raw`(?:la |el |una |un )?(?:serie|pelicula|peli|novela|libro|cancion|obra de teatro|cuento|documental|anime|manga|telenovela|personaje)[^.]{0,30}(?:trata|habla|cuenta|narra|va) (?:de|sobre|acerca de)`,
    ),
    // Negated: the writer says it is not so (but "no ... pero a veces lo pienso" is kept).
    w(
      String.raw`(?:no|nunca|jamas|ni de broma|ni loc[oa]|para nada)(?: (?:me|lo|te|le))?(?: (?:voy|vo|iria|pienso|pensaba|quiero|queria|estoy|estaba|he|tengo|tenia|haria|hare|podria|puedo|seria|planeo|pretendo|intento|pensando|pensado|planeando|a|en|de|intencion|ganas|capaz|nada|ni|nunca|mas|ya|realmente|de verdad))* (?:hacerme (?:dano|nada|algo)|hacer(?:me)? (?:nada|una locura|una tonteria)|matarme|suicidarme|quitarme la vida|lastimarme|cortarme|autolesionarme|matar|suicidar|lastimar|cortar|morir(?:me)?|dejarlos solos)(?![^.]{0,40}\b(?:pero|aunque|sin embargo)\b[^.]{0,60}(?:pienso|pensado|ganas|quiero|a veces|no se|ya no|no aguanto|no puedo|no soporto|dolor|desaparecer|morir|matar|cort|manana|otro dia|luego|despues|esta noche|pronto|si\b))`,
    ),
    w(
      String.raw`(?:ya )?(?:estoy|me siento|ando) (?:bien|mejor|a salvo|tranquil[oa]|en paz|segur[oa]) (?:ahora|ya|hoy|de verdad|gracias a dios)(?![^.]*\bpero\b)`,
    ),
    // Over and done: a time long past, with nothing of now in the sentence.
    w(
      String.raw`antes\b[^.]{0,60}\b(?:ahora|hoy|ya)\b,? (?:tengo ganas de vivir|estoy (?:bien|mejor|en paz)|soy feliz|amo la vida|quiero vivir|doy gracias|le doy gracias|ya no)`,
    ),
    w(
      String.raw`(?:ya no|ja nao) (?:me )?(?:corto|machuco|lastimo|hago dano|autolesiono|quemo|pienso en (?:matarme|suicid\w+|morir(?:me)?|hacerme dano)|tengo (?:ideas|pensamientos) suicidas|me quiero morir|quiero morir(?:me)?)(?![^.]{0,40}\bpero\b)`,
    ),
    /^(?!.*\b(?:otra vez|de nuevo|volvi|volver|hoy|esta noche|ahora mismo|todavia|aun|sigo|sigue|manana|recai|llevo|estoy|ya tengo|tengo)\b).*(?<!desde )\bhace (?:(?:\d+|un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|varios|bastantes) )?(?:anos|ano|meses|mes|decadas)\b(?! que)/u,
    /^(?!.*\b(?:otra vez|de nuevo|volvi|hoy|esta noche|ahora|todavia|aun|sigo|sigue|siguen|vive|vivimos|recai)\b)(?!.*(?:que no (?:dijera|dije|contara|le dijera|le contara)|nuestro secreto|nadie (?:me )?(?:va a creer|creeria|creera))).*\b(?:cuando (?:era|tenia) (?:nin[oa]|adolescente|joven|chic[oa]|mas joven|\d+)|de (?:nin[oa]|adolescente|chamac[oa])|en la (?:secundaria|prepa|adolescencia|universidad|juventud))\b/u,
    w(
      String.raw`(?:llevo|tengo|cumplo|cumpli|ya van|van) (?:\w+ ){0,2}(?:anos|meses|semanas) (?:limpi[oa]|sin (?:cortarme|autolesionarme|hacerme dano|lastimarme|recaer))(?![^.]*(?:pero|hasta|y (?:hoy|ayer|anoche)|volvi|recai))|(?:eso|todo eso) ya (?:paso|lo supere)|(?:hoy|ahora) (?:doy gracias|le doy gracias|estoy bien|soy feliz|tengo una|ayudo|acompano|sirvo)`,
    ),
    // Joking or exaggerating: laughter, "de broma", dying of laughter or shame.
    /(?:\bj[aes]j[aejs]*\b|\b(?:a?ja){2,}\w*|\bxd+\b|\blol\b|\blmao\b|\bjsjs\w*|\bjeje\w*|\bjiji\w*|\bhaha\w*|\bkjk\w*|\bkk+\w*|\brs(?:rs)*\b|😂|🤣|😅|😆|😹|💀|🙃)/u,
    w(
      String.raw`(?<!no )(?:es|era|fue|lo digo|lo dije|dicho|dije|decia|lo decia) (?:en |de |una |un |solo )?(?:broma|chiste|cotorreo|vacilada|juego)|bromeando|es un decir|(?:estoy|estaba) (?:jugando|bromeando|vacilando|cotorreando|jodiendo)`,
    ),
    w(
      String.raw`(?:morir\w*|muer[oet]\w*|muri\w*|mori|morire|mat\w+|desaparecer|desaparezco)(?: \w+)? (?:de|del|con|por) (?:la |el |los |las )?${HYPER_CAUSE}`,
    ),
    w(
      String.raw`muero por (?:ver|ir|saber|conocer|probar|comer|que|escuchar|leer|tener|hablar|estar|volver|llegar|el|la|los|las|un|una|tu|tus|su|sus|ti)|(?:me )?mat(?:o|ando|ar(?:me|se)?|amos|an) (?:a |de |con )?(?:trabajar|estudiar|trabajando|estudiando|entrenando|hacer ejercicio|correr|corriendo|limpiar|limpiando|cocinar|cocinando|ensayar|ensayando)`,
    ),
    w(
      String.raw`(?:examen|examenes|tarea|tareas|clase|clases|trabajo|chamba|jale|curro|jefe|jefa|trafico|calor|frio|dolor de \w+|espalda|cabeza|pies|muelas|musica|cancion|canciones|homilia|sermon|misa|ensayo|entreno|dieta|ayuno|gym|gimnasio|suegra|profe|profesor|profesora|maestra|maestro|quimica|matematicas|mate|fisica|semana|lunes|uni|universidad|escuela|cole|colegio|prepa|carrera|tesis|chiste|meme|serie|novela|final|capitulo|episodio|caminata|peregrinacion|subida|escaleras|tacones|zapatos|cruda|resaca)(?: \w+){0,4} (?:me )?(?:esta |estan |va a |van a )?(?:matando|mata|matan|mato|mataron|matar|acabando|destrozando)`,
    ),
    // Spiritual: dying to self, martyrs, Christ's death, fasting, the dead prayed for.
    w(
      String.raw`morir(?:me|nos|se)? (?:a (?:mi|uno|si|nosotros) mism[oa]s?|al (?:pecado|ego|yo|hombre viejo|mundo|orgullo)|a mi (?:ego|orgullo|yo|voluntad)|en (?:gracia|paz|la fe|los brazos|brazos|amistad con dios)|sant[oa]|como (?:\w+ )?(?:san|santa|un santo|una santa|cristo|jesus)|en (?:los )?brazos de (?:jesus|maria|dios|la virgen)|por (?:cristo|jesus|dios|la fe|mi fe|el evangelio|la iglesia|los demas|mis amigos))|(?:matar|mata|mortificar) (?:mi|el|al|nuestro|tu) (?:orgullo|ego|egoismo|pecado|hombre viejo|vicio|vicios|carne|yo|soberbia|amor propio)`,
    ),
    unlessHard(
      String.raw`martir\w*|martiriz\w*|cristeros?|beatificad\w*|canonizad\w*|fueron asesinad[oa]s|fue asesinad[oa]|murieron por|dieron (?:su|la) vida|dio (?:su|la) vida|muero porque no muero|vivo sin vivir en mi|antes morir que pecar|morir antes que pecar|la muerte antes que pecar|hermana muerte|la muerte (?:es )?(?:una )?ganancia|morir es ganancia|partir y estar con cristo`,
    ),
    unlessHard(
      String.raw`(?:cristo|jesus|jesucristo|el senor|nuestro senor|el hijo de dios) (?:\w+ ){0,2}(?:murio|muere|morir|muerte|fue crucificado|crucificad[oa]|entrega el espiritu|entrego el espiritu|dio su vida|da su vida)|muerte (?:de|del) (?:cristo|jesus|senor|jesucristo)|muerte en (?:la )?cruz|viernes santo|via ?crucis|semana santa|la pasion`,
    ),
    unlessHard(
      String.raw`ayun\w*|cuaresma|miercoles de ceniza|abstinencia|penitencia|difunt\w*|dia de (?:los )?muertos|dia de todos los santos|ofrenda|rezar por (?:el alma|mi|su|los|las)|oracion por (?:los|las|el|la|mi)|descanse en paz|q\.?e\.?p\.?d|en paz descanse|misa de (?:difuntos|requiem|cuerpo presente|aniversario|novenario)|novenario|velorio|funeral|entierro|sepelio|cementerio|panteon|responso|eutanasia`,
    ),
    // A question of teaching or history, about others or in general; a school or parish task.
    /^(?!.*\b(?:me|yo|mi|conmigo|matarme|suicidarme|morirme|quiero|puedo)\b[^?]*\b(?:morir|muerte|matar|suicid\w*|quitar|cortar|lastimar)\b)(?!.*(?:se (?:va|quiere|queria|iba) a (?:matar|suicidar)|se quiere (?:matar|suicidar)|(?:va a|quiere) (?:matarse|suicidarse)|que hago|esta noche|ahora mismo))(?=.*\b(?:iglesia|catecismo|biblia|escritura|papa|derecho canonico|ensena|ensenanza|doctrina|teologia|teologic\w*|pecado|mortal|cielo|infierno|purgatorio|funeral|entierro|santo|santa|santos|historia|historicamente|judas|clase|catequesis|tarea|ensayo|alumnos|estudiantes|homilia|sacerdote|sacerdotes|sacramento|eutanasia|guerra|religiosos|parroquia|concilio|santo padre)\b)(?=.*\?)/u,
    w(
      String.raw`para (?:mi|la|una|el) (?:clase|tarea|catequesis|homilia|charla|platica|tesis|ensayo|exposicion|investigacion|grupo de jovenes|estudio biblico|trabajo de (?:la escuela|clase|religion|filosofia|etica|historia|la uni|la facultad))|(?:en|para) (?:la )?catequesis`,
    ),
  ],
  // A short reply after a crisis turn that says the writer is safe or reaching out; "gracias por todo" is a goodbye, not that.
  safeReplies: [
    w(
      String.raw`(?:ya )?(?:estoy|me siento|ando|toy) (?:bien|mejor|a salvo|tranquil[oa]|segur[oa])|tranqui|no te preocupes|no (?:voy a|pienso) hacer(?:me)? (?:nada|dano)|no me voy a hacer (?:nada|dano)|(?:ya )?(?:llame|hable con|le escribi a|le conte a|le dije a)|(?:voy a|ahorita|ahora) (?:llamar|hablar con|escribirle)|estoy con (?:mi|mis|alguien|unos|unas)|^(?:ok |vale |bueno |si )?(?:muchas |mil )?gracias(?!(?: \w+){0,3} por (?:todo|tanto))`,
    ),
  ],
};
