import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents ("não" is "nao", "tô" is "to"),
// look-alikes and leetspeak undone. One lexicon serves Brazil and Portugal: the rewrites
// below turn European enclisis ("mato-me", "tirou-me", "matar-me-ei") into the Brazilian
// order ("me mato", "me tirou", "me matarei"), so each pattern is written once, and the
// vocabulary lists both ("celular"/"telemóvel", "trem"/"comboio", "ônibus"/"autocarro").
// There is no lemmatiser here: verbs are written in the persons and tenses people use.
const w = (source: string) => word(source, 'u');
// A sentence-wide test that holds unless a first-person statement of risk is in it too:
// a funeral, a fast or a martyr named beside "quero morrer" does not cancel it.
const unlessHard = (source: string) =>
  new RegExp(String.raw`^(?!.*${HARD})(?:.*?)(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`, 'u');

const HARD = String.raw`(?:(?:para|pro|pra|do) (?:o )?meu (?:proprio )?(?:funeral|enterro|velorio)|me matar|me mato|me suicid\w*|tirar (?:a )?minha (?:propria )?vida|quero morrer|queria morrer|me leve|me leva|me deixe morrer|nao quero (?:mais )?viver|vontade de viver|me cortar|me cortei)`;

const WANT = String.raw`(?:quero|queria|querendo|qria|gostaria de|preferia|prefiro|desejo|desejava|so quero|so queria|tenho vontade de|vontade de|me apetece|apetece-me|quem me dera|tomara|oxala|penso em|pensando em|estou a pensar em|decidi|resolvi)`;
const SOON = String.raw`(?:hoje|hj|esta noite|essa noite|hoje a noite|hoje de noite|logo a noite|amanha|agora|ja|daqui a pouco|logo|em breve|esta semana|essa semana|este fim de semana|esse fim de semana|no (?:sabado|domingo)|na (?:segunda|terca|quarta|quinta|sexta)(?:-feira)?|(?:sabado|domingo|segunda|terca|quarta|quinta|sexta)(?:-feira)?|de vez|de uma vez)`;
const LEDGE = String.raw`(?:ponte|viaduto|passarela|telhado|beiral|beira|beirada|borda|parapeito|linha do comboio|linha do trem|linha ferrea|via ferrea|trilhos?|carris|plataforma|precipicio|penhasco|falesia|arriba|ravina|barragem|ultimo andar|topo do predio|alto do predio|cima do predio|terraco do predio|cobertura do predio)`;
const PILLS = String.raw`(?:comprimidos|remedios|remedio|pilulas|pastilhas|calmantes|antidepressivos|ansioliticos|soniferos|rivotril|clonazepam|diazepam|valium|lorazepam|alprazolam|frontal|zolpidem|stilnox|quetiapina|paracetamol|tylenol|ibuprofeno|dipirona|aspirinas?|tramadol|insulina|litio)`;
// Held or bought, these are means; household bleach, a belt or a kitchen knife are not,
// unless swallowed or named as such.
const OTHER_MEANS = String.raw`(?:corda|arma|revolver|pistola|espingarda|cacadeira|oitao|municao|lamina|laminas|gilete|gillette|navalha|estilete|x-acto|bisturi|lamina de barbear|veneno|veneno de rato|chumbinho|raticida|mata-rato|formicida|inseticida|pesticida|agrotoxico|herbicida|glifosato|paraquat)`;
const MEANS = String.raw`(?:${PILLS}|${OTHER_MEANS})`;
// People close to the writer, whose danger the writer reports.
const CLOSE = String.raw`(?:amig[oa]|melhor amig[oa]|colega(?: de (?:casa|quarto|turma|trabalho|apartamento))?|irma|irmao|irmaozinho|irmazinha|filh[oa]|mae|mamae|pai|papai|prim[oa]|namorad[oa]|companheir[oa]|marido|esposa?|esposo|mulher|ti[oa]|avo|vizinh[oa]|alun[oa]|sobrinh[oa]|cunhad[oa]|sogr[oa]|net[oa]|afilhad[oa]|mano|mana|miudo|miuda|menino|menina|crianca|bebe|ele|ela)`;
// Who hurts: partners, family, and those with authority over a child (clergy, catechists, coaches).
const AUTHORITY = String.raw`(?:(?:o|a|um|uma|meu|minha|o meu|a minha|nosso|nossa|o nosso|a nossa) (?:senhor |senhora |sr |sra |dom )?(?:padre|paroco|vigario|diacono|seminarista|coroinha|acolito|sacristao|catequista|bispo|freira|irma|religios[oa]|diretor(?:a)?(?: do coro| espiritual| da escola| do colegio)?|coordenador(?:a)?|treinador(?:a)?|mister|professor(?:a)?|prof|stor|stora|explicador(?:a)?|tutor(?:a)?|monitor(?:a)?|lider|chefe|patrao|patroa|vizinho|padrasto|madrasta|tio|avo|primo|padrinho|escuteiro|chefe de escuteiros)(?: (?:do|da|de) \w+){0,2})`;
const ABUSER = String.raw`(?:ele|ela|eles|(?:o |a )?(?:meu|minha) (?:marido|esposo|esposa|mulher|companheir[oa]|namorad[oa]|noiv[oa]|ex|pai|mae|padrasto|madrasta|irmao|irma|cunhad[oa]|sogr[oa]|filh[oa]|velho|velha)|${AUTHORITY})`;
const PARTNER = String.raw`(?:ele|(?:o |a )?(?:meu|minha) (?:marido|esposo|esposa|mulher|companheir[oa]|namorad[oa]|noiv[oa]|ex))`;
const HURTS_ME = String.raw`(?:bate|bateu|batia|batem|bateram|espanca|espancou|espancava|agride|agrediu|agredia|empurra|empurrou|empurrava|chuta|chutou|chutava|esmurra|esmurrou|estrangula|estrangulou|enforcou|enforca|sufoca|sufocou|machuca|machucou|machucava|apertou o pescoco|aperta o pescoco|apertava o pescoco|estupra|estuprou|estuprava|violou|viola|violava|abusa|abusou|abusava|apalpa|apalpou|apalpava|ameaca|ameacou|ameacava|arrasta|arrastou|esbofeteia|esbofeteou|tranca|trancou|trancava|agarrou (?:a forca|pelo pescoco|pelos cabelos|pelo braco|com forca)|(?:queimou|queima|queimava) com (?:o |um |a )?(?:cigarro|ferro|isqueiro|agua quente|oleo))`;
const BODY = String.raw`(?:bracos?|pulsos?|pernas?|coxas?|barriga|pele|cara|rosto|peito|costelas|tornozelos?|ombros?|pescoco|costas|cabeca)`;
const HYPER_CAUSE = String.raw`(?:rir|riso|tanto rir|vergonha|fome|sono|saudade|saudades|tedio|calor|frio|inveja|amor|cansaco|vontade|curiosidade|sede|preguica|ansiedade|nervoso|nervos|susto|emocao|alegria|felicidade|fofura|trabalhar|estudar|chorar de rir|cringe)`;

export const PORTUGUESE: CrisisLexicon = {
  languages: ['pt-BR', 'pt-PT'],
  rewrites: [
    // European enclisis and mesoclisis to the Brazilian order ("matar-me-ei" is "me matarei").
    [/(\p{L}+)-(me|te|se|nos|lhe)-(ei|ia|as|a|emos|ao|ias|iam)(?![\p{L}-])/gu, '$2 $1$3'],
    [
      /(?<![\p{L}])(vou|vais|vai|vamos|vao|ia|iria|quero|queria|posso|devo|deve|tenho de|tenho que|preciso de|estou a|esta a|anda a|ando a)-(me|te|se|nos|lhe)(?![\p{L}-])/gu,
      '$1 $2',
    ],
    [/(\p{L}+)-(me|te|se|nos|lhe|lhes)(?![\p{L}-])/gu, '$2 $1'],
    // "matá-la", "matá-lo": the object pronoun after the verb.
    [/(\p{L}+)a-(la|lo|las|los)(?![\p{L}-])/gu, '$1ar $2'],
    // Enclisis typed without the hyphen ("matarme", "suicidarme").
    [word(String.raw`(matar|suicidar|cortar|enforcar|envenenar|atirar|jogar|machucar|queimar|despedir)me`), 'me $1'],
    // Texting.
    [word(String.raw`(?:vc|voce|vose)`), 'voce'],
    [word(String.raw`(?:vcs)`), 'voces'],
    [word(String.raw`(?:q|qe)`), 'que'],
    [word(String.raw`(?:n|naum|nn|nao)`), 'nao'],
    [
      word(String.raw`num(?= (?:quero|queria|aguento|consigo|vou|tenho|sei|posso|da|vejo|presto|sirvo|vale|quer))`),
      'nao',
    ],
    [word(String.raw`(?:to|tou)`), 'estou'],
    [word(String.raw`ta`), 'esta'],
    [word(String.raw`tava`), 'estava'],
    [word(String.raw`tamo`), 'estamos'],
    [word(String.raw`pra|pr`), 'para'],
    [word(String.raw`pro`), 'para o'],
    [word(String.raw`pras`), 'para as'],
    [word(String.raw`pros`), 'para os'],
    [word(String.raw`(?:mt|mto)`), 'muito'],
    [word(String.raw`mta`), 'muita'],
    [word(String.raw`td`), 'tudo'],
    [word(String.raw`tds`), 'todos'],
    [word(String.raw`hj`), 'hoje'],
    [word(String.raw`(?:amn|amnh|amanha)`), 'amanha'],
    [word(String.raw`(?:ngm|ninguem)`), 'ninguem'],
    [word(String.raw`nd`), 'nada'],
    [word(String.raw`(?:pq|pk|porq)`), 'porque'],
    [word(String.raw`(?:qnd|qdo|qd|qndo)`), 'quando'],
    [word(String.raw`msm`), 'mesmo'],
    [word(String.raw`cmg`), 'comigo'],
    [word(String.raw`vdd`), 'verdade'],
    [word(String.raw`(?:tbm|tb|tmb)`), 'tambem'],
    [word(String.raw`mds`), 'meu deus'],
    [word(String.raw`sla`), 'sei la'],
    [word(String.raw`(?:obg|obgd|obgda|brigado|brigada)`), 'obrigado'],
    [word(String.raw`agr`), 'agora'],
    [word(String.raw`dps`), 'depois'],
    [word(String.raw`oq`), 'o que'],
    [word(String.raw`(?:qro|qero|kero|qer)`), 'quero'],
    [word(String.raw`(?:keria|qria|qeria)`), 'queria'],
    [word(String.raw`(?:vo|vou)`), 'vou'],
    [
      word(
        String.raw`(?:mim|mi)(?= (?:matar|mato|cortar|corto|machucar|suicidar|enforcar|jogar|atirar|envenenar|matei|cortei))`,
      ),
      'me',
    ],
    [word(String.raw`(?:suissid|suicid|suecid)(\p{L}*)`), 'suicid$1'],
    [
      word(
        String.raw`(vou|vo|quero|qro|queria|pensando em|penso em|pensei em|vontade de|preciso|tenho que|decidi|resolvi) me (mata|suicida|enforca|corta|joga|machuca|envenena)`,
      ),
      '$1 me $2r',
    ],
  ],
  closePeople: w(
    String.raw`(?:(?:o |a )?(?:meu|minha|meus|minhas|nosso|nossa)) ${CLOSE}[^.!?]{0,40}(?:disse|diz|falou|fala|escreveu|escreve|mandou|manda|postou|publicou|enviou|me disse|me escreveu|me mandou)`,
  ),
  signals: {
    intent: [
      w(
        String.raw`(?:tomar|tomo|vou tomar|engolir|engulo|tomei|engoli) (?:a|o) (?:cartela|caixa|frasco|embalagem) (?:toda|todo|inteira|inteiro)(?! de (?:vitamina|bolachas|chocolate))`,
      ),
      w(
        String.raw`(?:vozes|voz|alguem na minha cabeca)[^.]{0,30}(?:me dizem|me diz|dizendo|a dizer|me mandam|me manda|mandam|manda) (?:para |pra |que )?(?:eu )?me (?:matar|mate|suicidar|suicide|machucar|cortar|matar)|(?:meter|enfiar|tomar|engolir) (?:os|as) (?:\w+ )?${PILLS} (?:todos|todas) (?:para dentro|de uma vez|duma vez)`,
      ),
      w(
        String.raw`(?:pensando|penso|pensei|a pensar|estou a pensar)(?: \w+mente| mesmo| muito| sempre)? (?:em|de) me (?:matar|suicidar|enforcar|envenenar|jogar|atirar)`,
      ),
      // Poison drunk or about to be, and a recent attempt ("tentei me enforcar ontem").
      w(
        String.raw`(?:tomei|bebi|engoli|tomar|beber|engolir|vou tomar|vou beber|tomo|bebo) (?:um |o |a |do |da |um pouco de |um copo de |uma garrafa de |todo o |toda a )?(?:veneno|chumbinho|raticida|mata-rato|formicida|inseticida|pesticida|agrotoxico|herbicida|glifosato|paraquat|lixivia|agua sanitaria|soda caustica|cianeto|anticongelante)(?! (?:n[oa]s?|para [oa]s?) (?:roupa|chao|casa de banho|banheiro|piscina|agua))`,
      ),
      w(
        String.raw`(?:tentei|tentou-me|quase) (?:\w+ )?me (?:matar|suicidar|enforcar|envenenar|jogar|atirar|afogar)|me tentei (?:matar|suicidar|enforcar)|(?:minha|a minha) tentativa de suicidio (?:de )?(?:ontem|hoje|desta noite|de ontem)`,
      ),
      // Killing oneself, first person: "vou me matar", "mato-me", "quero me suicidar".
      w(
        String.raw`(?:vou|irei|iria|quero|queria|penso em|pensei em|pensando em|pensar em|estou a pensar em|vontade de|preciso|tenho que|tenho de|decidi|resolvi|posso|devo|deveria|tentei|tentar|tento|tentando|acho que vou|eu|para|pronto para|prestes a|planejando|planeando|coragem de|coragem para|jeito de|forma de|maneira de|ideia de|pensamentos de|plano de|a ponto de|ate|nem que seja para) (?:\w+ )?me (?:matar|suicidar|enforcar|envenenar|tirar a vida|afogar|dar um tiro)(?! (?:de|a) (?:rir|trabalhar|estudar|tanto))`,
      ),
      // "me mato" is Spanish for "he killed me" too (accents gone), so it needs a frame.
      w(
        String.raw`(?:^|, |e |ou |${SOON} )me (?:matar|suicidar)(?! (?:de|a) (?:rir|trabalhar|estudar))|(?:${SOON} |eu |entao |por isso |juro que |juro |decidi |resolvi |qualquer dia |um dia destes |um dia desses |mais dia menos dia |ainda )me mato(?! (?:de|a|con|com) \w+| \w+(?:ando|endo|indo)\b)|(?:^|, )me mato(?= ?(?:[.!,;]|$|${SOON}|se |e |porque|juro|mesmo|de verdade|a serio))|me (?:matarei|mataria|suicido|suicidarei|suicidaria|enforco|enforcarei|envenenarei)(?! (?:de|a) (?:rir|trabalhar|estudar|tanto))`,
      ),
      w(
        String.raw`(?:pensamentos?|ideias?|ideacao|impulsos?|tentativas?|planos?) (?:de )?suicid(?:as?|io)|(?:me sinto|estou|sou|ando) suicida|(?:penso|pensando|penso muito|pensar|a pensar) (?:muito |sempre |todo dia |todos os dias )?(?:em|no) suicidio|(?:vou|quero) cometer suicidio`,
      ),
      w(
        String.raw`(?:tirar|tiro|tirarei|tiraria) (?:a )?minha (?:propria )?vida|me tirar a vida|(?:acabar|acabo|acabarei|acabaria|terminar|dar (?:um )?fim|dar (?:um )?ponto final|por fim|por um fim|por termo|botar um fim|colocar um fim) (?:com |a |na |em |no )?(?:a |a minha |minha )?(?:vida|existencia)(?! (?:d[aeo]s?|de alguem|dele|dela)\b)|(?:acabar|acabo|acabarei|terminar|dar (?:um )?fim|por fim) (?:com|em|a|de vez com|nisso|nisto|a isso|a isto|com isto|com isso) tudo(?! (?:o|a|os|as|de|da|do|que|isso de|isto de|entre)\b)`,
      ),
      w(
        String.raw`(?:me jogar|me atirar|me jogo|me atiro|me lancar|pular|saltar|me lanco) (?:de|da|do|para|pra|na|no|em|a|ao|na frente d[aeo]|em frente d[aeo]|debaixo d[aeo]|para debaixo d[aeo]) (?:um |uma |este |esta |essa |esse |a |o |os |as )?(?:${LEDGE}|predio|janela|varanda|sacada|trem|metro|comboio|carro|caminhao|onibus|autocarro|linha|rio|mar|andar|camiao|(?:\d+o?|primeiro|segundo|terceiro|quarto|quinto|sexto|setimo|oitavo|nono|decimo|ultimo) andar)(?! (?:para nadar|para tomar banho|de ferias))`,
      ),
      w(
        String.raw`(?:tomei|engoli|tomar|tomo|vou tomar|engolir|engulo|vou engolir) (?:todos os |todas as |(?:a|uma|um|o) (?:cartela|caixa|frasco|embalagem|vidro|blister|caixinha)s? (?:toda |todo |inteira |inteiro |cheia |cheio )?de |a caixa (?:toda|inteira) de |a cartela (?:toda|inteira) de |o frasco (?:todo|inteiro) de |um monte de |uma caixa de |uma cartela de |\d{2,} )(?:meus |minhas |os |as )?${PILLS}|(?:tomar|tomo|tomei|vou tomar|engolir|engoli) (?:os|as|meus|minhas) (?:\w+ )?${PILLS} (?:todos|todas)(?! os dias| as noites| as manhas)`,
      ),
      w(
        String.raw`cortar (?:os|meus|os meus) pulsos|me cortar os pulsos|(?:dar|meter|enfiar) (?:um tiro|uma bala) (?:na|em) (?:minha )?cabeca`,
      ),
    ],
    'passive-wish': [
      // Going to sleep with no intention of waking; no reason to stay here.
      w(
        String.raw`(?:nao pretendo|nao penso|nao tenciono|nao tenho intencao de|nao vou) (?:voltar a )?acordar(?! (?:temprano|tarde|antes|hasta|pronto|cedo|presto|tot|tard|som|muon|den trua|fruh|frueh))(?![^.]*(?:dia libre|libre|folga|giorno libero|jour de repos|repos|frei|nghi|domingo|sabado|feriado|vacaciones|ferias|vacanz|vacances|urlaub))|(?:ja )?nao tenho (?:mais )?(?:razao para|motivo para) (?:ficar|continuar|estar) (?:aqui|ca|neste mundo|viv[oa])|nao tenho mais (?:por que|porque) (?:ficar|continuar|estar) (?:aqui|ca|neste mundo|viv[oa])`,
      ),
      // Sorry to have survived.
      w(
        String.raw`(?:me )?arrependo de (?:ter )?(?:acordado|sobrevivido|continuar viv[oa]|estar viv[oa])|(?:arrependo-me|me arrependi) de (?:ter )?(?:acordado|sobrevivido)`,
      ),
      w(
        String.raw`(?:quero|queria|preciso|so quero) (?:ir embora|partir|sumir) (?:para sempre|de vez)(?= ?(?:[,.!?;]|$))`,
      ),
      // Indifferent to dying ("tanto faz se eu morrer").
      w(
        String.raw`(?:tanto faz|tanto me faz|nao me importo|nao ligo|pouco me importa|nao faz diferenca|que se lixe) se eu (?:morrer|morresse|viver|sumir|sumisse|acordar|nao acordar)`,
      ),
      // Wishing to be dead, not to wake, to vanish; asking God or Our Lady to take the writer now.
      w(
        String.raw`por que (?:deus |o senhor |jesus )?nao me (?:leva|levas|levou|deixa morrer|chama)|tomara que (?:deus )?me leve (?:logo|ja|de uma vez)`,
      ),
      w(
        String.raw`${WANT} (?:so |apenas |ja |mesmo |tambem )?(?:morrer|estar mort[oa]|ser mort[oa]|(?:sumir|desaparecer)(?: para sempre| do mapa| do mundo)?(?![^.]*(?:uns dias|um tempo|uma semana|umas semanas|de ferias|retiro))(?! d[aeo]s? (?:redes|face|facebook|insta|instagram|twitter|tiktok|grupo|chat|whatsapp|zap|escritorio|escola|trabalho|cidade|mapa por)| um (?:tempo|pouco|pouquinho|dia|bocado)| uns dias| por um tempo)|nao existir|deixar de existir|nao acordar(?: mais)?|nunca mais acordar|dormir e nao acordar|dormir para sempre|adormecer e nao (?:voltar a )?acordar|nao ter nascido|nunca ter nascido|ir embora deste mundo|partir deste mundo|sair deste mundo|nao estar (?:mais )?(?:aqui|ca))(?! (?:de|da|do) (?:\w+ )?(?:vergonha|rir|tedio))`,
      ),
      w(
        String.raw`(?:dormir|adormecer|deitar|deitar-me) e (?:nao|nunca mais) (?:voltar a |mais )?acordar(?: mais)?|nao (?:voltar a )?acordar (?:mais|amanha|nunca mais)|(?:queria|quero|tomara|oxala|quem me dera) (?:que )?(?:eu )?(?:nao acordasse|morresse|morra(?! (?:velhinh|velh|idos|em paz|rodead|de velhice|dormindo de velh|em graca|tranquil|santamente)\w*)|sumisse|desaparecesse|estivesse mort[oa]|nao tivesse nascido|nunca tivesse nascido)`,
      ),
      w(
        String.raw`(?:nao|ja nao) quero (?:mais )?(?:viver(?! (?:com medo|em pecado|sem deus|sem fe|longe|n(?:outra|outro|essa|esse|esta|este) (?:cidade|casa|pais|lugar)|com os meus (?:pais|sogros)|com meus (?:pais|sogros)|uma mentira|de aparencias|brigando|a brigar|amargurad\w*|com rancor|com odio)\b)|existir|acordar|estar viv[oa]|continuar (?:vivendo|a viver|viv[oa])|seguir vivendo|viver mais)|(?:ja nao|nao \w+ mais|nao mais) quero (?:ca |aqui )?estar(?: ca| aqui)?(?! (?:na|no|em|com|nesta|neste|nessa|nesse)\b)|nao quero (?:estar|ficar) mais (?:aqui|ca|neste mundo)|(?:ja )?nao quero (?:mais )?(?:estar|ficar|viver) (?:mais )?neste mundo`,
      ),
      w(
        String.raw`(?:cansad[oa]|fart[oa]|exaust[oa]|cansei|fartei-me|me fartei|ja cansei) de (?:viver|existir|estar viv[oa]|acordar|continuar viv[oa]|lutar|continuar a lutar|continuar lutando)|(?:sem|perdi a|nao tenho (?:mais )?|ja nao tenho|acabou a minha|acabou a) (?:vontade|razao|motivo|razoes|motivos) (?:de|para|pra) (?:viver|continuar|existir|acordar)`,
      ),
      w(
        String.raw`(?:deus|senhor|jesus|nossa senhora|virgem|maezinha|pai do ceu|papai do ceu|paizinho)[^.]{0,40}(?:me leve|me leva|me levasse|me deixe morrer|me deixa morrer|me chame|me chamasse|me recolha|me busque|me tire deste mundo|me tire daqui)(?= ?(?:[,.!]|$|ja|logo|contigo|consigo|com (?:ele|ela|eles|\w+)|de uma vez|hoje|esta noite|agora|embora|para o ceu|deste mundo|daqui))(?![^.]*(?:quando (?:chegar|for) a (?:minha )?hora|um dia|no seu tempo|quando (?:ele|deus|o senhor) quiser))|(?:me leve|me leva|me deixe morrer|me deixa morrer|me busque) (?:\w+ )?(?:ja|logo|de uma vez|contigo|consigo|hoje|esta noite|agora|embora)(?![^.]*(?:quando (?:chegar|for) a (?:minha )?hora|um dia|no seu tempo|quando (?:ele|deus|o senhor) quiser))`,
      ),
      w(
        String.raw`(?:peco|pedindo|pedi|rezo|rogo|imploro) (?:a deus |a nossa senhora |ao senhor |a virgem )?(?:todas as noites |todo dia |todos os dias |sempre )?(?:que|para|pra) (?:me (?:leve|deixe morrer|levar|tire a vida)|eu (?:morra|nao acorde|nao acordar)|nao acordar|morrer)`,
      ),
      w(
        String.raw`(?:preferia|prefiro|prefereria|mais valia) (?:estar mort[oa]|morrer|nao existir|nao ter nascido)|(?:devia|deveria) ter morrido|nunca devia ter nascido`,
      ),
      w(
        String.raw`(?:se|tomara que|oxala) (?:um|o) (?:carro|onibus|autocarro|caminhao|camiao|comboio|trem) me (?:atropelasse|atropele|pegasse)`,
      ),
    ],
    hopelessness: [
      w(
        String.raw`(?:ser|sendo) (?:um|uma) (?:peso|fardo|estorvo|carga|problema) (?:para|pra) (?:todos|todo mundo|toda a gente|a minha familia|minha familia|os outros|voces)(?![^.]*(?:dinheiro|financ|despesa|contas))|vou sumir (?:de vez|pra sempre|para sempre)|ninguem (?:ia |iria )?(?:dava|daria|dar|ia dar) pela minha falta`,
      ),
      // No strength to live, a life not worth it.
      w(
        String.raw`(?:nao tenho|ja nao tenho|sem|me faltam|faltam-me|acabaram (?:as )?minhas) (?:mais )?(?:forcas?|animo|energia|vontade) (?:para|de) (?:viver|continuar|existir|lutar|seguir)|(?:a|minha|a minha|esta|essa) vida nao vale (?:a pena|nada)(?! sem)|nao vale a pena (?:viver|continuar|existir|continuar vivendo|continuar a viver)`,
      ),
      // A burden, better off without me, no way out, no reason to live, cannot go on.
      w(
        String.raw`o melhor (?:e|seria|sera|era|vai ser) (?:sumir|desaparecer|morrer|nao estar (?:aqui|ca)|ir embora para sempre|me matar|acabar com tudo|deixar de existir|nao existir|nao acordar)|(?:era|seria|e|sera) melhor (?:nao acordar|morrer|sumir|desaparecer|nao existir|nao ter nascido|eu morrer|eu nao estar (?:aqui|ca)|estar mort[oa]|eu sumir)|nao (?:vejo|encontro|acho) (?:mais )?(?:nenhum )?sentido (?:em|na|para|pra|a) (?:mais )?(?:nada|viver|vida|minha vida|continuar|a vida)`,
      ),
      w(
        String.raw`(?:ficar|ficaria|ficava|ficavam|ficariam|estaria|estariam|estavam|seria|seriam|vivia|viveria|viveriam|viviam|iam ficar|ia ficar|vai ficar|vao ficar|fica|ficam) (?:bem |muito |tao |todos |todas )?(?:melhor|melhores|mais feliz|mais felizes|em paz|aliviad[oa]s?|mais tranquil[oa]s?)[^.]{0,50}(?:sem mim|sem (?:um|uma) \w+ como eu|sem alguem como eu|se eu (?:morresse|morrer|sumisse|sumir|desaparecesse|nao existisse|nao estivesse|me matasse|fosse embora|partisse|nunca tivesse nascido)|com o (?:meu )?seguro|quando eu (?:morrer|partir|sumir|nao estiver))`,
      ),
      w(
        String.raw`se eu (?:morresse|morrer|sumisse|desaparecesse|nao existisse|nao estivesse (?:ca|aqui)|me matasse|nunca tivesse nascido)[^.]{0,50}(?:melhor|mais feliz|mais felizes|em paz|aliviad|ninguem)`,
      ),
      w(
        String.raw`(?:melhor|melhores|mais felizes) sem mim|valho mais mort[oa]|(?:vale|valho|valeria) mais (?:o meu |meu |o )?seguro`,
      ),
      w(
        String.raw`(?:sou|me sinto|so sou|sou so|virei|tornei-me|me tornei) (?:um |uma )?(?:peso(?! (?:pesado|pena|leve|na consciencia))|fardo|estorvo|encosto|carga|problema para todos|peso morto|desperdicio de espaco)|(?:eu )?so (?:atrapalho|incomodo|dou desgosto|estrago a vida)|so dou (?:trabalho|problemas?) (?:a|para|pra) (?:todos|toda a gente|todo mundo|minha familia|a minha familia)`,
      ),
      w(
        String.raw`(?:nao (?:tem|ha|vejo|encontro|existe|tenho|acho|vejo mais)|sem) (?:mais )?(?:nenhuma )?(?:saida|solucao|esperanca|futuro)(?: nenhuma)?(?! (?:de|do|da|para o|d[ao]s?) (?:emergencia|metro|autocarro|onibus|estacionamento|exercicio|problema|predio))|(?:unica|ultima) (?:saida|opcao|solucao|forma|maneira)[^.]{0,30}(?:morrer|morte|me matar|suicid|sumir|desaparecer)|a nao ser (?:morrer|a morte|me matar|sumir)`,
      ),
      w(
        String.raw`(?:nao tenho|nao ha|nao tem|ja nao ha|sem) (?:nenhuma |nenhum |mais )?(?:razao|razoes|motivo|motivos|porque|sentido) (?:para|pra|de|em) (?:viver|continuar|acordar|existir|seguir)|para que (?:viver|continuar|continuar vivendo|continuar a viver|existir|acordar)(?:\?|$| se)`,
      ),
      w(String.raw`nao (?:tem|ha|existe) (?:mais )?(?:jeito|esperanca|solucao|volta) (?:para|pra) mim`),
      w(
        String.raw`(?:minha vida|a minha vida|viver|a vida|continuar) (?:ja )?nao (?:tem|faz) (?:nenhum |mais )?sentido(?! sem (?:deus|cristo|jesus|fe|a fe|amor))`,
      ),
      w(
        String.raw`(?:ja )?nao (?:aguento|suporto|consigo|aguentava|dou conta|da) (?:mais)(?= ?(?:[,.!?:]|$|e |ja |serio|de verdade|deus|senhor|com (?:minha vida|a minha vida|esta vida|essa vida|a vida|tudo|isto|isso|nada)|viver|continuar|estar viv|existir|assim|esta vida|essa vida|esta dor|essa dor|este sofrimento|esse sofrimento))|nao (?:aguento|suporto|consigo|quero) (?:mais )?(?:viver|continuar (?:vivendo|a viver)|existir) (?:assim|desse jeito|dessa forma|desta forma|com (?:esta|essa) dor|mais)`,
      ),
      w(
        String.raw`(?:morrer|me matar|estar mort[oa]|sumir|desaparecer|deixar de existir|a morte) (?:seria|sera|e|era) (?:um |uma |o |a |meu |minha )?(?:alivio|descanso|libertacao|o melhor|a (?:unica )?(?:saida|solucao)|mais facil|presente)(?! (?:para (?:os|o|a|as) (?:defunt|falecid|santos|justos)|eterno))|(?:seria|sera|e) (?:um |uma |o |a )?(?:alivio|descanso|libertacao|melhor|mais facil)(?: \w+)? (?:morrer|estar mort[oa]|nao acordar|sumir|desaparecer|deixar de existir|me matar)`,
      ),
      w(
        String.raw`ninguem (?:ia|iria|vai|ira) (?:sentir|notar|perceber|ligar|se importar|chorar)[^.]{0,30}(?:falta|se eu|sumisse|morresse)|ninguem sentiria (?:a )?minha falta|ninguem (?:liga|se importa|ligaria|se importaria) se eu (?:morrer|morresse|sumir|sumisse|desaparecer|me matar)`,
      ),
      w(
        String.raw`(?:acabar|terminar|parar|por fim a|por fim nesta|por fim nessa) (?:com )?(?:a|esta|essa) (?:dor|sofrimento) (?:para sempre|de vez|de uma vez|de uma vez por todas|definitivamente)|(?:acabar|acabo|acabarei|terminar|por fim|dar fim|vou acabar|vou por fim) (?:com |a |ao |em )?(?:o |a )?(?:meu|minha) (?:sofrimento|dor|agonia)(?= ?(?:[,.!?;]|$|hoje|esta noite|de vez|para sempre))`,
      ),
    ],
    finality: [
      w(
        String.raw`adeus a todos[^.]{0,40}(?:foi bom enquanto durou|perdoem-me|me perdoem|amo voces|obrigad[oa] por tudo)(?![^.]*(?:ferias|ate (?:breve|logo|amanha|segunda)|volto|parroquia|paroquia|parrocchia|paroisse|pfarrei|giao xu|cambio de|me cambio|mudar|mudo|change|wechsle|chuyen|grupo|gruppo|groupe|gruppe|nhom|trabajo|trabalho|lavoro|travail|arbeit|job|colegio|escola|scuola|ecole|schule|truong|ciudad|cidade|citta|ville|stadt))`,
      ),
      w(
        String.raw`como fazer (?:isso|isto|-lo)? ?sem que (?:\w+ ){0,3}(?:doa|sofra|sofram|percebam|perceba|me encontrem)`,
      ),
      // Affairs put in order for afterwards, accounts deleted and debts paid, one's own funeral planned.
      w(
        String.raw`(?:para|pra) (?:a |o )?(?:minha|meu) \w+ (?:nao )?(?:ter|ter de|ter que|precisar) (?:trabalho|fazer nada|se preocupar|de se preocupar)[^.]{0,20}depois|(?:apaguei|eliminei|fechei|desativei) (?:todas )?(?:as )?(?:minhas )?(?:redes|contas|fotos|perfis)[^.]{0,60}(?:paguei|devolvi|estou pront[oa]|ja estou)|(?:paguei|saldei|devolvi) (?:todas )?(?:as minhas dividas|minhas dividas|o que devia|tudo o que devia)[^.]{0,40}(?:estou pront[oa]|ja estou|adeus)|(?:playlist|lista de musicas|musicas|flores) (?:para|pro|pra|do) (?:o )?(?:meu )?(?:proprio )?(?:funeral|enterro|velorio)|(?:organizei|planejei|planeei|escolhi|escrevi|preparei) (?:\w+ ){0,3}(?:do|para o|pro) (?:meu )?(?:proprio )?(?:funeral|enterro|velorio)`,
      ),
      w(
        String.raw`(?:nao (?:tenta|tentem|tentes|tente)|ninguem tente) (?:me )?(?:impedir|parar|convencer|salvar|procurar)(?:-me)?(?=[^.]*(?:decid|esta noite|hoje|ja|adeus))|(?:nao (?:tenta|tentem|tentes|tente)|ninguem tente) (?:me )?(?:impedir|parar|convencer|salvar)(?<=(?:decid|esta noite|hoje|adeus)[^.]{0,100})`,
      ),
      // Not existing by a given time; no longer a problem or a bother; a will with letters.
      w(
        String.raw`(?:nao|ja nao) (?:vou|irei) (?:mais )?existir|nao existirei (?:mais)?|(?:logo|em breve|amanha|ja) (?:deixo|vou deixar|deixarei) de ser (?:um|uma) (?:problema|peso|fardo|estorvo|incomodo)|(?:nao|ja nao) (?:vou|volto a) (?:mais )?(?:incomodar|chatear|dar trabalho a) (?:ninguem|voces)(?: mais| nunca mais)?(?= ?(?:[,.!?;]|$))|(?:fiz|escrevi|deixei|terminei|ja tenho) (?:o meu |meu |o )?testamento[^.]{0,30}(?:cartas?|bilhetes?|despedida)`,
      ),
      w(
        String.raw`(?:escrevi|deixei|gravei) (?:uma |a |umas )?(?:carta|cartas|bilhete|mensagem|video)s? (?:a|para|pra|ao|aos|as) [^.]{0,40}(?:para|pra) (?:ela|ele|eles|elas|voce|vos) (?:ler|lerem|ver|verem|ouvir) (?:depois|quando eu)`,
      ),
      // Goodbyes and last messages, letters for after, things given away, a chosen date, affairs in order.
      w(
        String.raw`(?:carta|cartas|bilhete|bilhetes|nota|notas|mensagem|mensagens|video|post|audio|texto)s? (?:de )?(?:despedida|suicidio|adeus)(?! (?:a|de|para|aos|as) (?:nossos|meus|os|teus|seus|nossas|minhas) (?:pecados|vicios|medos|defeitos|maus habitos))|(?:minha|a minha|postei (?:a )?minha|fiz (?:a )?minha|escrevi (?:a )?minha|gravei (?:a )?minha|deixei (?:a )?minha|publiquei (?:a )?minha) despedida(?! (?:de solteir|do trabalho|da empresa|da escola|da turma|da cidade))`,
      ),
      w(
        String.raw`(?:e|esta e|essa e|sera|vai ser|e a|foi) (?:a )?(?:minha )?(?:ultima|derradeira) (?:mensagem|noite|carta|vez que (?:te )?(?:escrevo|falo)|conversa|oracao|despedida)(?! (?:de|do|da|no|na|em|com|antes|deste|desta|do ano)\b)|(?:minha|meu|a minha|o meu) (?:ultima|ultimo) (?:mensagem|noite|dia|carta|post|publicacao|adeus)(?! (?:de|do|da|no|na|em|com|antes|aqui em|deste|desta)\b)`,
      ),
      w(
        String.raw`(?:carta|cartas|bilhete|bilhetes|mensagem|mensagens|video|videos)[^.]{0,60}(?:depois que eu (?:morrer|partir|me matar|for embora|nao estiver)|quando eu (?:morrer|partir|me for|nao estiver mais|ja nao estiver|me matar)|depois da minha morte|apos a minha morte|para quando eu (?:ja nao estiver|partir|morrer))`,
      ),
      w(
        String.raw`(?:quando|assim que) (?:voces|voce|tu|alguem|a minha mae|minha mae|o meu pai|meu pai) (?:lerem|ler|leres|virem|vir|encontrar|encontrarem|ouvir|ouvirem) (?:esta|essa|isto|isso|esta mensagem|essa mensagem|a carta|esta carta|este audio|este video) (?:eu )?ja`,
      ),
      w(
        String.raw`nao (?:vou|irei) (?:mais )?estar (?:mais )?(?:aqui|ca|viv[oa]|entre voces|neste mundo)(?! (?:na|no|em|para a|pra|porque vou)\b)(?![^.]*(?:viag|viaj|ferias|trabalh|fora|cidade|escritorio|aula|hospital|internad))|nao estarei (?:mais )?(?:aqui|ca|viv[oa])(?![^.]*(?:viag|viaj|ferias|trabalh|fora|cidade|escritorio|aula))`,
      ),
      w(
        String.raw`(?:deixei|deixo|deixar|ja deixei|tenho|estou a deixar|estou deixando|pus|por|coloquei|arrumei|organizei|resolvi) (?:tudo|as minhas coisas|minhas coisas|os meus assuntos|meus assuntos|os papeis|as contas|o testamento) (?:tratad[oa]s?|em ordem|resolvid[oa]s?|encaminhad[oa]s?|acertad[oa]s?)(?! (?:para|pra|pro|antes d[aeo]) (?:a |o )?(?:viagem|festa|batizado|casamento|mudanca|missa|evento|jantar|reuniao|ferias|cirurgia|operacao|exame|semana))`,
      ),
      w(
        String.raw`(?:dei|doei|estou (?:a dar|dando|doando|a doar)|vou dar|distribui|ando a dar) (?:todas |todos )?(?:as |os )?(?:minhas|meus) (?:coisas|pertences|bens|joias|animais|economias)(?! (?:para|pra|pro|a|ao) (?:a )?(?:paroquia|igreja|caridade|bazar|vicentinos|caritas|pobres|doacao|campanha))`,
      ),
      w(
        String.raw`(?:deixei|dei|passei|mandei|enviei|entreguei|deixo|dou|passo) [^.]{0,30}(?:senhas|senha|pin|codigos|password|passwords|palavras-passe|palavras passe) (?:do|da|de|dos|das) (?:banco|conta|cartao|contas|cartoes|telemovel|celular|email|redes)`,
      ),
      w(
        String.raw`(?:diz|diga|digam|fala|falem|avisa|avise|diz-lhe|diga-lhe|quero que (?:ela|ele|eles|elas) saiba|que (?:ela|ele|eles|elas) saiba) (?:para |pra |a |ao )?(?:\w+ ){0,3}que (?:eu )?(?:(?:a|o|os|as|lhe|te) )?(?:amei|amava|gostava muito|nao foi culpa (?:dela|dele|deles|sua|tua|de ninguem))`,
      ),
      w(
        String.raw`(?:escolhi|marquei|decidi|defini|ja tenho|ja sei) (?:o|a) (?:dia|data|hora|momento)(?! (?:d[aeo]|para|pra|pro|certa|livre|marcad[oa]|cheio|ocupado|perfeit[oa])\b)`,
      ),
      w(
        String.raw`(?:me despedir|me despedi|me despeco|estou (?:me )?despedindo|a me despedir|me estou a despedir|vim me despedir|vim despedir-me|queria me despedir|so queria me despedir) (?:de (?:todos|toda a gente|todo mundo|alguem|minha familia|a minha familia|da vida|deste mundo|voces|vos|ti|voce|todos voces)|para sempre|pela ultima vez)(?![^.]*(?:mudar|emprego|trabalho|grupo|escola|turma|cidade|pais\b|dormir|boa noite|ate amanha|ate logo|ate ja|fiquem com deus|fica com deus|beijos|abracos|bencaos|ferias|viagem|mudanca|me mudar))|adeus (?:para sempre|mundo|de vez)|(?:perdoem|perdoa|perdoe|desculpem|desculpa) (?:me )?(?:por tudo)[^.]{0,30}(?:adeus|ultim|nao aguento)`,
      ),
    ],
    means: [
      // Asking whether a way of dying hurts, how long a poison takes on a person, how high a bridge is.
      w(
        String.raw`(?:doi|vai doer|e doloroso|sofre-se) (?:morrer )?(?:enforcad[oa]|afogad[oa]|envenenad[oa]|com um tiro)|(?:doi|e doloroso) (?:se enforcar|cortar os pulsos|enforcar-se|se envenenar)|quanto tempo (?:\w+ ){0,3}(?:demora|leva)[^.?]{0,30}(?:fazer efeito|matar)[^.?]{0,30}(?:numa pessoa|em uma pessoa|em alguem|num humano)|(?:fui|subi) (?:a|ao|na|no|ate a|ate o) (?:ponte|viaduto|predio|telhado|falesia)[^.]{0,20}(?:ver a altura|ver (?:o )?quanto (?:e )?alt[oa])`,
      ),
      // On the way to a height, or in the bath with a blade.
      w(
        String.raw`(?:a caminho da|a caminho do|indo para a|indo pra|vou para a|vou pra|estou a ir para a) (?:ponte|viaduto|passarela|falesia|penhasco|linha do comboio|linha do trem|predio)(?= ?(?:[,.!?;]|$|agora|ja|para saltar|pra pular))(?![^.]*(?:transito|trabalh|escola|aula|encontro|encontramo|piquenique|ferias|foto|passear|com (?:a|o|os|as) (?:minha|meu|meus|minhas)|amig|namorad|famil|a gente se ve|nos vemos|te vejo|la))|(?:na banheira|no banho|na banheira) com (?:a |uma |o |um |as |os )?(?:lamina|gilete|gillette|navalha|estilete|comprimidos|remedios|pistola)`,
      ),
      w(
        String.raw`carvao[^.]{0,40}(?:me trancar|me fechar|trancar-me|fechar-me|vedar) (?:no|na|dentro do|dentro da) (?:carro|quarto|casa de banho|banheiro)`,
      ),
      w(
        String.raw`(?:pesquis|procur|lendo|li|googl|encontrei|a ler|a pesquisar|a procurar)\w*[^.]{0,30}(?:metodos|formas|maneiras|jeitos)[^.]{0,30}(?:para|pra|de) (?:me )?(?:morrer|matar|suicidar|tirar a vida)|(?:com|tenho|segurando|a segurar) (?:o|um|a|uma) (?:frasco|caixa|cartela|vidro|embalagem) de ${PILLS} na (?:mao|minha mao)|(?:no meio|em cima|na beira|no alto) da (?:ponte|viaduto|passarela)[^.]{0,30}(?:a olhar|olhando) (?:para|pra) (?:a agua|o rio|baixo|o vazio|o mar)`,
      ),
      w(
        String.raw`(?:com|tenho|segurando|a segurar|seguro) (?:a|uma|o|um) (?:corda|arma|pistola|revolver|faca|lamina|gilete|navalha) na (?:mao|minha mao)(?![^.]*(?:cozinh|legumes|pao|carne|cebola|fruta|descasc))`,
      ),
      // Means at hand or being gathered, a height or a track reached, how much is lethal.
      new RegExp(
        String.raw`^(?=.*(?<![\p{L}])(?:varanda|sacada|janela|telhado|terraco|ponte|viaduto|predio|\d+o? andar|andar \d+|falesia|penhasco|precipicio|arriba)(?![\p{L}])).*(?<![\p{L}])(?:olhar|olhando|a olhar|olho|debrucad[oa]) (?:para |pra )?(?:baixo|o vazio|o abismo)(?![\p{L}])`,
        'u',
      ),
      w(
        String.raw`(?:vou|penso em|quero|planejo|planeio|ja sei que vou) usar (?:os |as |o |a |uns |umas |meus |minhas |um |uma )?(?:\w+ )?${MEANS}(?! (?:para|na|no|em) (?:o|a|os|as) (?:jardim|casa|cozinha|horta|roca|pragas|ratos|baratas|plantas))`,
      ),
      // Pills count when gathered, hidden or counted: having one's own medicine is not a sign.
      w(
        String.raw`(?:juntei|juntando|juntar|junto|guardei|guardando|guardo|andado a (?:juntar|guardar|esconder|acumular)|tenho (?:guardado|juntado|escondido|acumulado)|escondi|escondo|escondendo|acumulei|acumulando|contei|contando|conto|roubei|estou a juntar|estou a guardar|ando a juntar|ando a guardar|ando juntando|ando guardando) (?:ja )?(?:\d+ |todos |todas |os |as |um |uma |uns |umas |varios |varias |muitos |muitas |bastante |bastantes |o |a |meu |minha |meus |minhas |do |da |de |caixas? de |cartelas? de |frascos? de |monte de |tudo )*(?:\w+ ){0,2}${PILLS}`,
      ),
      w(
        String.raw`(?:tenho|tinha|comprei|consegui|arranjei|peguei) (?:aqui |ca |comigo |ja |guardad[oa]s |escondid[oa]s )*(?:\d{2,} |todos (?:os )?|todas (?:as )?|(?:os|as) (?:\w+ )?${PILLS} (?:todos|todas)|suficientes? |um monte de |(?:varias |muitas )?caixas de |(?:varias |muitas )?cartelas de |varios frascos de )(?:\w+ )?${PILLS}?|(?:tenho|tinha) aqui (?:os|as|uns|umas) (?:\w+ )?${PILLS}(?= (?:todos|todas|guardad|escondid|junt))|(?:\d{2,}|muitos|muitas|uma caixa de|um frasco de|uma cartela de|varias|varios|bastantes) (?:\w+ )?${PILLS}(?: \w+){0,2} (?:guardad|escondid|juntad|acumulad)\w*|${PILLS}(?: \w+){0,3} escondid[oa]s(?! (?:da|do|para a|para o) (?:pressao|tensao|diabetes|tiroide|gripe|dor de cabeca|alergia|colesterol))`,
      ),
      w(
        String.raw`(?:tenho|comprei|consegui|arranjei|peguei|roubei|escondi|guardei|busquei|encontrei|achei|tenho aqui|ja tenho|preparei) (?:aqui |ja |comigo |la |do |da |no |na |o |a |os |as |um |uma |uns |umas |meu |minha )*(?:\w+ ){0,2}${OTHER_MEANS}(?! (?:suica|nova|novo|multiusos|de cozinha|de bolso|de pular|para pular|de saltar|de agua|de brinquedo|de paintball|de chumbinho|nerf))(?! (?:para|pra|contra|de) (?!(?:morrer|me matar|fazer isso|me cortar|me suicidar|acabar|nao acordar|me enforcar)))(?![^.]*(?:para (?:por|colocar|botar|matar os|matar as) (?:no|na|nos|nas|os|as|ratos|baratas)))`,
      ),
      w(
        String.raw`(?:chegam|chega|da|dao|suficientes?|bastam|basta) (?:para|pra) (?:morrer|me matar|acabar (?:com tudo)?|nao acordar|uma overdose|matar (?:uma pessoa|alguem))`,
      ),
      w(
        String.raw`quant[oa]s? [^.?]{0,40}(?:para (?:morrer|me matar|matar (?:uma pessoa|alguem)|nao acordar|uma overdose)|e letal|sao letais|e fatal|mata uma pessoa)|dose (?:letal|fatal)|(?:forma|formas|maneira|maneiras|metodo|metodos|jeito|modo)s? (?:mais )?(?:facil|rapid[oa]|indolor|segur[oa]|sem dor)?(?:es)? (?:de|para) (?:se suicidar|me suicidar|me matar|se matar|morrer sem dor|tirar a (?:propria )?vida)|como (?:me matar|se matar|me suicidar|se suicidar) (?:sem dor|rapido|facil)|suicidio sem dor`,
      ),
      // A bridge, a roof or a platform is a place of risk unless the sentence shows a commute, traffic, a view or company.
      w(
        String.raw`(?:estou|estou aqui|sentad[oa]|de pe|em pe|parad[oa]|subi|cheguei|aqui) (?:em |na |no |numa |num |a |ao |para |em cima d[aeo] |no alto d[aeo] |na beira d[aeo] |na borda d[aeo] |a beira d[aeo] )?(?:${LEDGE})(?! d[aeo] (?:abismo emocional|um ataque|loucura|lagrimas|choro|desespero|colapso))(?![^.]*(?:transito|engarrafament|fila|atrasad|greve|de carro|no carro|de autocarro|de onibus|para o trabalho|a caminho|chegar|consertando|a consertar|arrumando|a arrumar|foto|esperando (?:o|a|pelo|pela)|a espera d[oa]|churrasco|com (?:a |o )?(?:minha|meu|meus|minhas|uns|umas|os|as) (?:famil|amig|prim|filh|marido|mulher|espos|namorad|pais|irma|irmao|avo)|que (?:vista|lindo|linda|bonito|bonita)|passeio|de ferias|turismo|de viagem))`,
      ),
      w(
        String.raw`(?:as )?(?:pernas|pes) (?:para fora|pra fora|pendurad[oa]s) (?:d[aeo]|da janela|da varanda)|do outro lado (?:do parapeito|da grade|do corrimao|da vedacao)`,
      ),
      w(
        String.raw`(?:ja )?sei onde (?:\w+ ){0,3}(?:guarda|esconde|deixa|poe|tem|estao?|fica|ficam|guardam) (?:a |o |as |os )?(?:arma|pistola|revolver|espingarda|cacadeira|chave|chaves|remedios|comprimidos|veneno|balas|municao)|(?:a arma|a pistola|o revolver|a espingarda|a cacadeira) (?:esta|ta|fica) (?:carregad[oa]|destravad[oa]|sem trava)`,
      ),
      w(
        String.raw`(?:${OTHER_MEANS}|${PILLS}) (?:esta|estao|ta|tao|fica|ficam) (?:aqui|ca|comigo|do meu lado|ao meu lado|ao lado da (?:minha )?cama|do lado da (?:minha )?cama|debaixo do (?:travesseiro|colchao|almofada)|na minha mao|no bolso)`,
      ),
    ],
    'self-harm': [
      // Anything done to one's own body until it bleeds; hair pulled out in clumps; laxatives as punishment.
      w(
        String.raw`(?:me|mim) (?:\w+ ){0,7}ate (?:sangrar|fazer sangue|deitar sangue|sair sangue)(?<!(?:picada|mosquito|sarna|eczema|comichao|coceira|alergia|gengiva|dentes|nariz)[^.]{0,160})(?![^.]*(?:picada|mosquito|sarna|eczema|comichao|coceira|alergia|gengiva|dentes|nariz))|(?:enfio|cravo|espeto) as unhas (?:n[oa]s? )?(?:bracos|pernas|pele|maos)[^.]{0,20}(?:ate sangrar|ate fazer sangue)|arranco (?:o cabelo|os cabelos|tufos|as pestanas)(?=[^.]*(?:tufos|falhas|ansiedade|ansios|ate sangrar))|(?:laxantes|laxativos|diureticos)[^.]{0,50}(?:me castigar|castigar-me|me punir|por comer|nojo de mim)`,
      ),
      new RegExp(
        String.raw`^(?!.*(?:embaraz|gravida|enceinte|incinta|schwanger|quimio|chemo|gripe|grippe|influenza|virus|infec|gastro|nausea|nausee|enjoo|mareo|intossica|vergiftung|migran|migraine)).*(?<![\p{L}])(?:vomit(?:o|ando|ei|ar) tudo (?:o )?que (?:como|comi|coma)|vomit(?:o|ando|ei|ar)[^.]{0,40}(?:nojo de mim|para nao engordar|pra nao engordar|de proposito))(?![\p{L}])`,
        'u',
      ),
      // Purging on purpose.
      w(
        String.raw`(?:vomito|vomitei|vomitar|provoco (?:o )?vomito|forco (?:o )?vomito|enfio (?:o dedo|os dedos) na garganta)(?=[^.]*(?:de proposito|para me punir|castig|depois de (?:cada )?(?:comer|refeicao)|para emagrecer|sempre que como))|(?:me )?(?:faco|fiz|forco|forcei|provoco|provoquei|obrigo-me a|me obrigo a) (?:o )?vomit(?:ar|o)`,
      ),
      // Cutting, burning, hitting oneself; "cortei o cabelo" or kitchen accidents are not it.
      w(
        String.raw`(?:me cortar|me corto|me cortei|me cortando|me cortava|me estou a cortar|estou me cortando|voltei a me cortar|me voltei a cortar|me cortei de novo)(?! (?:o|a|os|as|meu|minha) (?:cabelo|unhas|franja|barba|bigode|pontas|dedo)| (?:o|um|no) dedo| (?:com (?:o|um|uma|a) (?:papel|folha|lata)|cozinhando|a cozinhar|descascando|a descascar|picando|a picar|fazendo a barba|a fazer a barba|depilando|a depilar|sem querer|por acidente))(?![^.]*(?:cozinh|almoco|janta|comida|descasc|picand|a picar|salada|legumes|cebola|tomate|pao\b|lata|papel|sem querer|acidente|barba|depil))`,
      ),
      w(
        String.raw`(?:me cortar|me corto|me cortei|me cortando|cortes|corte|fiz cortes|faco cortes) (?:n[oa]s? |em |nos meus |nas minhas )?${BODY}`,
      ),
      w(
        // The English loanword only where Portuguese uses it ("voltei a fazer cutting"), never English "cutting back".
        String.raw`(?:me )?(?:auto ?)?mutila(?:cao|coes|r|ndo|do|da)|me (?:auto ?)?mutilo|auto ?lesao|auto ?lesoes|me auto ?lesiono|me auto ?lesionar|(?:faco|fiz|fazia|fazendo|fazer|faz|pratico|praticar|voltei (?:a|ao|pro|para o)|o) cutting`,
      ),
      w(
        String.raw`me (?:machuco|machuquei|firo|feri|magoo|corto|cortei|queimo|queimei|bato|arranho)[^.]{0,30}(?:de proposito|porque mereco|para sentir|para aliviar|com (?:a|uma|o|um) (?:gilete|gillette|lamina|navalha|estilete|tesoura|isqueiro|cigarro|compasso|agulha|faca))`,
      ),
      w(
        String.raw`(?:vontade de|quero|queria|preciso|vou|penso em|pensando em|impulso de|impulsos de|tentacao de|tentado a|tentada a) (?:me machucar|me ferir|me cortar|me queimar|me bater|me punir|me castigar|me automutilar|me magoar|me fazer mal|fazer mal a mim|me fazer sangrar|sangrar)`,
      ),
      w(
        String.raw`(?:me queimar|me queimo|me queimando|me estou a queimar) (?:a pele |os bracos |as pernas |o braco )?com (?:o |um |uma |os |as )?(?:cigarro|cigarros|isqueiro|fosforos?|vela|ferro)`,
      ),
      w(
        String.raw`(?:me bato|me bati|me bater|bato em mim|bater em mim|bati em mim)(?! (?:com|contra) (?:a porta|o carro|a mesa)(?: sem querer)?)|(?:dou|dei|dar) (?:socos|murros|cabecadas) (?:na|a|contra a) parede|(?:bato|bati|bater|batendo|a bater|bate) (?:com )?a cabeca (?:na|contra a) parede|me (?:arranho|arranhei|mordo|mordi) ate (?:sangrar|fazer sangue)`,
      ),
      w(
        String.raw`(?:sem comer|nao (?:como|comi|como nada|comer)|parei de comer|deixei de comer)[^.]{0,40}(?:de proposito|para me punir|para me castigar|porque nao mereco|como castigo|para sumir)|(?:fiquei|estou|estou|passei|fico|ando) (?:\d+|dois|tres|quatro|cinco|varios|muitos) dias sem comer[^.]{0,30}(?:de proposito|porque|mere)|nao mereco (?:comer|viver|existir|estar viv[oa])`,
      ),
      w(
        String.raw`(?:mereco|eu mereco|mereceria) (?:sofrer|a dor|dor|ser castigad[oa]|ser punid[oa]|morrer|estar mort[oa]|sangrar)`,
      ),
      w(
        String.raw`(?:recai|recaida|voltei a|outra vez|de novo)[^.]{0,30}(?:me cortar|cortes|cortando|automutil|me machucar|me queimar|autoles)|(?:esconder|escondo|escondendo|tapar|tapo|cobrir|cubro|a esconder|a tapar) (?:as |os |meus |minhas |as minhas |os meus )?(?:cortes|cicatrizes|marcas|queimaduras|feridas)`,
      ),
    ],
    abuse: [
      w(
        String.raw`casar(?:-me)? (?:\w+ )?(?:a forca|a forca com|a forcas|contra a minha vontade)|casamento (?:forcado|arranjado contra)|me (?:querem|obrigam a|vao) casar (?:a forca|com um homem (?:mais )?velho)`,
      ),
      // Grooming (alone, at night, not to tell the parents) and sextortion.
      w(
        String.raw`(?:disse|diz|pediu|pede|falou) (?:\w+ )?(?:para|pra) (?:eu )?nao (?:contar|falar|dizer) (?:nada )?(?:aos|para os|pros|a|para|pra) (?:meus pais|minha mae|meu pai|ninguem)(?= ?(?:[,.!?;]|$))(?![^.]*(?:surpresa|presente|festa|aniversario))|(?:quer|pede|insiste em|insiste para) (?:me )?(?:encontrar|ver|ficar) (?:comigo )?sozinh[oa]s?(?:(?<=(?:noite|madrugada|segredo|escondid|nao contar)[^.]{0,120})|(?=[^.]{0,80}(?:noite|madrugada|nao contar|segredo|escondid|ninguem)))|se eu nao (?:\w+ ){0,3}(?:mandar|enviar|mandar mais)[^.]{0,40}(?:vai|ameaca|diz que vai) (?:vazar|publicar|postar|mandar|espalhar|mostrar|divulgar)`,
      ),
      // Stalked and threatened by an ex; a drunk partner breaking things.
      w(
        String.raw`(?:o |a )?(?:meu|minha) (?:ex|ex-namorad[oa]|ex-marido|ex-mulher|exnamorad[oa]|exmarido|namorad[oa]|marido|companheir[oa])[^.]{0,30}(?:me (?:persegue|segue|vigia|espia|ameaca|perseguia)(?! n[oa] (?:instagram|insta|tiktok|twitter|facebook|face|redes|ig|x|youtube|spotify))|me (?:manda|envia) (?:mensagens|audios) (?:ameacando|de ameaca|ameacadoras))|${PARTNER}[^.]{0,30}(?:chegou|esta|ta|vem|anda) (?:bebado|bebad[oa]|bebedo|embriagado|drogado|furioso|transtornado)[^.]{0,40}(?:quebrando|partindo|a partir|a quebrar|destruindo|gritando|a gritar|batendo)`,
      ),
      // "Mexe comigo" where no one sees: touching, not teasing.
      w(
        String.raw`(?:mexe|mexeu|mexia|mexem) (?:comigo|em mim|no meu corpo|nas minhas partes)(?=[^.]*(?:ninguem (?:esta|ta) (?:a ver|vendo)|ninguem ve|escondid|sozinh|a noite|de noite|no (?:meu )?quarto|no banheiro|na casa de banho|partes|corpo|roupa))`,
      ),
      // Someone hurts, touches, forces, threatens or shuts in the writer; a child told to keep quiet.
      w(
        String.raw`me (?:apertou|aperta|apertava|apertaram|agarrou|agarra|agarrava) (?:o|pelo|no) pescoco|(?:tentou|tenta|quis|quer) (?:me )?(?:estrangular|enforcar|sufocar|afogar)(?: me)?`,
      ),
      w(
        String.raw`${ABUSER} [^.]{0,40}me (?:\w+ )?${HURTS_ME}(?![^.]*(?:birra|pirraca|brincando|de brincadeira|\b[1-5] anos|bebe|crianca pequena|aquelas palavras|com palavras|o que disse))(?! (?:uma?|umas|uns|aquela|aquele|essa|esse|tanta|tanto|muita|muito|o|a) (?:tristeza|saudade|vontade|desanimo|sono|fome|medo|angustia|bad|culpa|preguica|nostalgia|ansiedade|inveja|raiva|panico|duvida|arrependimento|solidao|carencia|emocao|frio|calor|sol|crise|depre\w*))`,
      ),
      w(
        String.raw`(?:levei|levo|levava|apanhei|apanho|tomei|tomo) (?:mais )?(?:uma |um )?(?:surra|tareia|porrada|sova|tapa|chapada|estalo|soco|murro|pancada|cintada|bofetada)s? (?:do|da|de)|apanh(?:o|ei|ava|ando|ar) (?:muito |sempre |todo dia |todos os dias |outra vez |de novo )?d(?:o|a|e) (?:meu|minha|o meu|a minha|ele|ela)`,
      ),
      w(
        String.raw`(?:bate|bateu|batia|batem|bateram|abusa|abusou|abusava|abusaram|espanca|espancou|agride|agrediu) (?:[^.]{0,30} e )?(?:em|de) mim|(?:fui|estou a ser|estou sendo|sou|tenho sido) (?:abusad[oa]|violad[oa]|estuprad[oa]|espancad[oa]|agredid[oa]|maltratad[oa])|(?:sofro|vivo|estou a viver|estou vivendo|sou vitima de|sofrendo|vivo com|ha|tem|aguento) (?:\w+ )?(?:violencia (?:domestica|sexual)|abusos? sexua(?:l|is))`,
      ),
      w(
        String.raw`me (?:bate|bateu|batia|espanca|espancou|agride|agrediu|empurra|empurrou|chuta|chutou|estrangulou|enforcou)(?: \w+){0,2} (?:outra vez|de novo|sempre|todo dia|todos os dias|quando (?:bebe|chega|fica|esta bebado)|com (?:o|a|um|uma) (?:cinto|chinelo|pau|cabo|fio|mangueira|vara|colher|garrafa|faca)|n[ao] (?:cara|olho|cabeca|barriga|costas|boca|rosto)|da escada|contra a parede|ate sangrar)`,
      ),
      w(
        String.raw`me (?:deu|da|dava|deram|deu-me) (?:um |uma |uns |umas )?(?:tapa|tapas|tapao|soco|socos|murro|murros|chute|chutes|pontape|pontapes|surra|tareia|porrada|chapada|chapadas|estalo|estalada|bofetada|bofetao|cintada|cintadas|cacetada|paulada|empurrao|sova)s?|me (?:deixou|deixaram) (?:rox[oa]|com (?:o olho roxo|hematomas|marcas|nodoas negras))|(?:me )?(?:partiu|quebrou|fraturou) (?:o|a|um|uma) (?:nariz|braco|costela|costelas|dente|dentes|pulso|dedo|maxilar)`,
      ),
      w(
        String.raw`${AUTHORITY}[^.]{0,60}(?:me (?:toca|tocou|tocava|mexe|mexeu|mexia|beija|beijou|beijava|apalpa|apalpou|passa a mao|passou a mao|manda mensagens? (?:de noite|a noite|de madrugada|estranhas)|pede (?:fotos|nudes|videos)|faz ficar|obriga)|mexe em mim|mexeu em mim|passa a mao em mim|(?:entra|entrava|entrou|vem|vinha|veio|se deita|se deitava|se mete|se metia) (?:no|na|ao|para o) (?:meu |minha )?(?:quarto|cama))`,
      ),
      w(
        String.raw`(?:entra|entrava|entrou|vem|vinha|veio|se deita|se deitava|se mete|se metia) (?:no|na|ao|para o) (?:meu |minha )?(?:quarto|cama)[^.]{0,20}(?:de noite|a noite|de madrugada|quando (?:todos|a minha mae|minha mae|a mae) (?:dorm|sai|nao)|escondid|e fecha a porta|e me)`,
      ),
      w(
        String.raw`me (?:toca|tocou|tocava|mexe|mexeu|mexia|apalpa|apalpou) (?:nas partes|nas minhas partes|la em baixo|onde nao|por baixo|nos seios|no peito|na perna|nas pernas|por todo o lado|quando|de um jeito estranho|de forma estranha|sem (?:a minha )?permissao)|(?:passa|passou|passava) a mao em mim`,
      ),
      w(
        String.raw`me (?:pede|pediu|pedia|pedem|exige|exigiu|manda|mandou|mandava) (?:para mandar |que eu mande |que lhe mande )?(?:fotos|fotinhas|nudes|nudez|videos|pack)(?! (?:d[aeo]|para) (?:a |o |os |as |minha |meu )?(?:viagem|casamento|evento|paroquia|retiro|grupo|festa|batizado|comunhao|crisma|missa|passeio|excursao|trabalho|familia|casa|cachorro|cao|gato|bebe))|(?:fotos|videos) (?:nu|nua|pelad[oa]|sem roupa|intimas|de lingerie|em roupa interior|sensuais)`,
      ),
      w(
        String.raw`me (?:obriga|obrigou|obrigava|obrigam|forca|forcou|forcava|pressiona|pressionou) (?:a )?(?:fazer (?:sexo|coisas (?:sexuais|estranhas|de adulto))|ter relacoes|transar|tocar n(?:ele|ela)|tocar-lhe|tirar a roupa|despir-me|me despir|ver (?:porno|videos porno|pornografia)|mandar fotos|dormir com|chupar|beijar)`,
      ),
      w(
        String.raw`se eu (?:contar|falar|disser|denunciar|sair|for embora|chamar a policia|o deixar|a deixar|terminar|me separar|fugir)[^.]{0,50}(?:me (?:mata|matar|matava|mataria|bate|bater|batia|machuca|poe na rua|expulsa)|(?:mata|matar|bate|machuca) (?:a |o )?(?:minha|meu) \w+|nos (?:mata|matar|matava|mataria|bate)|(?:vou|vais|vai) (?:para|pro|pra) o inferno|(?:vou|vais|vai) pro inferno|deus (?:me |te )?(?:castiga|vai castigar|castigaria)|deus (?:vai|ira) (?:me |te )?castigar|e pecado|ninguem (?:me |te )?(?:acredita|vai acreditar|acreditaria)|nao (?:me |te )?(?:acreditam|vao acreditar)|vai ser pior|e pior|(?:vai|ia) dizer que)`,
      ),
      w(
        String.raw`(?:ameaca|ameacou|ameacava|ameacando|jurou|jura) (?:de |que vai )?(?:me matar|nos matar|matar (?:a )?(?:todos|toda a familia|a familia|a minha mae|a mae)|me bater|me espancar|matar-me|me tirar (?:os|as) (?:filhos|criancas|miudos)|me por na rua|me expulsar|tirar-me (?:os|as) (?:filhos|criancas|miudos))|(?:diz|disse|dizia|dizendo|a dizer|falou|fala|falando|grita|gritou|gritando|a gritar|ameacando|a ameacar) (?:que )?(?:se [^.]{0,40} )?(?:me mata|me matava|me mataria|vai me matar|ia me matar|me bate|vai me bater|me desfaz)(?![^.]*(?:kkk|haha|rs\b))`,
      ),
      w(
        String.raw`(?:(?:e|o) nosso|um) segred(?:o|inho)(?! (?:d[aeo]|para) (?:a |o )?(?:festa|surpresa|presente|aniversario|receita))|(?:nao (?:posso|devo) contar|para nao contar|pra nao contar) (?:a|para|pra) ninguem o que (?:ele|ela) (?:faz|fez|me faz)|ninguem (?:me |te )?(?:vai acreditar|acredita|acreditaria|acreditou) (?:em mim|num|numa|em criancas?|num miudo|numa miuda|num menino|numa menina)`,
      ),
      w(
        String.raw`${PARTNER} [^.]{0,60}(?:me )?(?:tirou|tira|tiraram|escondeu|esconde|quebrou|partiu|pegou|confiscou) (?:o|os|a|as|meu|meus|minha|minhas) (?:celular|telemovel|telefone|telem|documentos|passaporte|cartao|cartoes|dinheiro|chaves|cartao de cidadao)|${PARTNER} [^.]{0,40}(?:me (?:proibe|proibiu|proibia) de|nao me (?:deixa|deixava)) (?:sair|ver (?:a |os |as |o )?(?:minha|meus|minhas|meu)|falar com|trabalhar|ter (?:celular|telemovel|amigos|dinheiro)|usar o (?:celular|telemovel|telefone)|ligar)`,
      ),
      w(
        String.raw`me (?:tranca|trancou|trancava|trancam|fecha|fechou|fechava|fecham|prende|prendeu|prendia|deixa trancad[oa]|deixou trancad[oa]|deixou fechad[oa]) (?:em casa|no quarto|na casa|no banheiro|na casa de banho|no carro|no porao|na despensa|na cave|fora de casa|para fora|pra fora|na varanda)|(?:tenho|estou com) (?:muito )?medo (?:de |d)?(?:voltar para casa|ir para casa|chegar em casa|chegar a casa|dele|dela|do meu (?:marido|pai|padrasto|namorado|companheiro|ex)|da minha (?:mae|madrasta|mulher|namorada)|que (?:ele|ela) (?:me|nos) (?:mate|bata|machuque|encontre))|(?:estou a escrever|escrevo|to escrevendo|estou escrevendo|te escrevo) [^.]{0,30}(?:as escondidas|escondid[oa]|trancad[oa] no (?:banheiro|quarto)|fechad[oa] na casa de banho)`,
      ),
    ],
    'danger-to-others': [
      w(
        String.raw`(?:tem|tinha|fez) um plano (?:para|pra|de) se (?:matar|suicidar|enforcar|jogar)|(?:tem|tinha|fez) um plano (?:para|pra|de) (?:se matar|tirar a (?:propria )?vida)`,
      ),
      w(
        String.raw`se (?:queima|queimou|corta|cortou|arranha|machuca) com (?:o |um |uma |a |as )?(?:isqueiro|cigarro|cigarros|gilete|lamina|navalha|estilete|vela|apontador|afia)|vi (?:as |uns |umas )?(?:marcas|cortes|cicatrizes|queimaduras|feridas) (?:n[oa]s? (?:bracos|pernas|pulsos|coxas)|dela|dele)`,
      ),
      // Someone close unconscious after pills; on a railing and not coming down.
      w(
        String.raw`(?:desacordad[oa]|inconsciente|desmaiad[oa]|nao acorda|nao reage)[^.]{0,50}(?:tomou|engoliu|remedio|comprimidos|veneno)|(?:tomou|engoliu)[^.]{0,50}(?:desacordad[oa]|inconsciente|desmaiad[oa]|nao acorda|nao reage)|nao quer descer(?<=(?:meu|minha|o meu|a minha) ${CLOSE}[^.]{0,100})(?:(?=[^.]*(?:${LEDGE}|telhado|predio))|(?<=(?:${LEDGE}|telhado|predio)[^.]{0,100}))(?![^.]*(?:antena|consert|repar|carro|gato|cao|cachorro))`,
      ),
      w(
        String.raw`(?:entra|entrava|vai|ia|vem|vinha|se mete|se deita) (?:no|na|ao|para o) (?:quarto|cama) dela (?:de noite|a noite|de madrugada|as escondidas|quando)|(?:entra|entrava|vai|vem|vinha) (?:no|ao) quarto (?:dela|dele) (?:de noite|a noite|de madrugada)`,
      ),
      w(
        String.raw`se (?:trancou|tranca|fechou|fecha|trancou-se|fechou-se) (?:no banheiro|na casa de banho|no quarto|no carro) (?:com (?:uma|um|a|o|os|as) (?:faca|lamina|gilete|navalha|comprimidos|remedios|corda|arma|pistola)|e nao (?:abre|atende|responde))(?![^.]*(?:estud|exame|maquil|a jogar|jogando|chatead|birra|kkk))`,
      ),
      w(
        String.raw`(?:diz|disse|dizendo|a dizer|fala|falou|falando|escreveu) (?:\w+ ){0,3}que (?:\w+ )?(?:quer|queria) (?:sumir|desaparecer|morrer|ir embora para sempre|deixar de existir)(?= ?(?:[,.!?;]|$|e |para sempre|de vez|deste mundo))`,
      ),
      // Someone close about to kill themselves, in European word order ("disse-me que se vai matar").
      w(
        String.raw`(?:que|ele|ela) se (?:vai|ia|quer|queria|quis) (?:\w+ )?(?:matar|suicidar|enforcar|atirar|jogar|envenenar)(?! (?:a|o|as|os) (?:saudade|saudades|fome|sede|tempo|aula|aulas|curiosidade|trabalho)| aula)`,
      ),
      // The writer's own plan to kill someone, or to bring a weapon to school or church.
      w(
        String.raw`(?:quero|vou|penso em|tenho vontade de|vontade de|estou a pensar em|to pensando em|planejo|planeio) (?:matar|assassinar|esfaquear|envenenar|dar um tiro (?:n[oa]|em)|atirar em) (?:alguem|todos|todo mundo|toda a gente|o meu|a minha|meu|minha|meus|minhas|esse|essa|aquele|aquela|ele|ela)(?! (?:a|o|as|os) (?:saudade|fome|sede|tempo|aula))(?![^.]*(?:kkk|haha|rs\b|se (?:ele|ela|me|voltar|nao)|quando (?:chegar|vir|souber)|por (?:comer|ter comido|pegar|usar)))|(?:levar|vou levar|levarei|trazer) (?:a |o |uma |um )?(?:arma|pistola|revolver|espingarda|faca|bomba)(?: do meu \w+| da minha \w+)? (?:para|pra|na|a|ao) (?:a )?(?:escola|faculdade|aula|igreja|missa|paroquia|trabalho|empresa)`,
      ),
      // Someone close who means to die or is being hurt now, or the writer's fear of hurting a child.
      w(
        String.raw`(?:esta|estao|ta|tao) (?:sendo|a ser) (?:espancad|agredid|abusad|violad|maltratad|estuprad|ameacad)[oa]s?`,
      ),
      w(
        String.raw`(?:o |a )?(?:meu|minha|meus|minhas) ${CLOSE}[^.]{0,40}se (?:automutila|autolesiona|machuca de proposito|corta de proposito|fere de proposito)`,
      ),
      w(
        String.raw`(?:vai|quer|ia|queria|pensa em|pensando em|falou que vai|falou que ia|disse que vai|disse que ia|diz que vai|ameaca|ameacou|ameacando|ameaca de|ameacou de|tentou|tentando|tenta|esta a pensar em|falando em|fala em|falou em|a ponto de|prestes a) (?:se )?(?:se (?:matar|suicidar|enforcar|cortar|(?:jogar|atirar) (?:d[aeo]|na frente|para|pela|pra|em frente|debaixo))|tirar a (?:propria )?vida|acabar com a (?:propria )?vida|cometer suicidio)`,
      ),
      w(
        String.raw`(?:disse|diz|falou|fala|escreveu|mandou|postou|publicou|me disse|me mandou|me escreveu)(?:[^.]{0,30}? que| que|) (?:ja )?nao quer (?:mais )?(?:viver|acordar|existir|continuar(?= ?(?:[,.!?]|$|e |vivendo|a viver|aqui|ca)))|(?:disse|diz|falou|fala|escreveu|mandou|postou|publicou|me disse|me mandou|me escreveu) (?:que )?(?:\w+ )?(?:quer|queria|vai|ia) (?:morrer|se matar|acabar com tudo|tirar a vida)|(?:disse|diz|falou|escreveu) que (?:desta vez|hoje|agora) (?:toma|vai tomar|engole)`,
      ),
      w(
        String.raw`(?:(?:disse|diz|falou|fala|ameaca|ameacou|jura|jurou) que (?:\w+ ){0,3}|vai |desta vez |hoje |agora )(?:toma|tomar|engole|engolir) (?:os |as |todos os |todas as )?(?:\w+ )?(?:${PILLS}|veneno|chumbinho)(?: \w+)? (?:todos|todas)|(?:toma|tomar|tomou|engole|engoliu|vai tomar|bebeu|bebe) [^.]{0,40}(?:e morre|para morrer|e acaba com tudo)`,
      ),
      w(
        String.raw`(?:tomou|engoliu|tomaram|bebeu|ingeriu) (?:a cartela (?:toda|inteira)|a caixa (?:toda|inteira)|o frasco (?:todo|inteiro)|um monte de|uma caixa de|uma cartela de|um frasco de|\d{2,}) (?:de )?(?:\w+ )?(?:${PILLS}|veneno|chumbinho|lixivia|agua sanitaria)|(?:tomou|bebeu|engoliu|ingeriu) (?:o |um |uns )?(?:veneno|chumbinho|raticida|lixivia|agua sanitaria|soda caustica)|(?:esta|estao|anda|andam) (?:a )?(?:se cortar|se cortando|se machucar|se machucando|se queimar|se ferir|se automutilar)|se (?:corta|cortou|machuca|automutila) (?:de novo|outra vez|todo dia|sempre|escondid\w*|os pulsos|os bracos|as pernas)|(?:cortes|marcas de cortes?) n[oa]s (?:bracos|pulsos|pernas|coxas) d(?:ele|ela|o meu|a minha)`,
      ),
      w(
        String.raw`(?:ja )?se despediu de (?:todos|todo mundo|toda a gente|nos|mim|da familia|de toda a familia|dos amigos)(?! (?:antes de (?:morrer|falecer|partir)|no hospital))|(?:mandou|postou|publicou|escreveu|deixou|gravou) (?:uma |um )?(?:mensagem|carta|bilhete|video|post|audio|texto)s? de (?:despedida|adeus)`,
      ),
      w(
        String.raw`(?:o |a )?(?:meu|minha) ${CLOSE}[^.]{0,40}(?:falando|fala|falou|a falar|anda a falar|fica falando|vive falando|so fala|pesquisou|pesquisando|a pesquisar) (?:em|de|sobre|no|como) (?:suicidio|se matar|morrer|tirar a (?:propria )?vida|acabar com (?:a vida|tudo)|se suicidar)`,
      ),
      w(
        String.raw`(?:medo|receio) (?:de )?que (?:ele |ela )?(?:se (?:mate|suicide|machuque|corte|jogue|atire|enforque)|faca (?:alguma )?(?:besteira|loucura|asneira) (?:com (?:ele|ela) (?:mesm[oa]|propri[oa]))?|tire a (?:propria )?vida)`,
      ),
      w(
        String.raw`(?:ouvindo|ouvi|ouco|oico|a ouvir|escuto|escutei|escutando|a escutar|da para ouvir|se ouve|ouvem-se)[^.]{0,60}(?:grit\w* (?:que|por socorro|socorro|ajuda)|socorro|pancadas?|apanhando|a apanhar|batendo|a bater|espancando|vai (?:matar|mata-la|mata-lo))`,
      ),
      w(
        String.raw`(?:grit\w*|ameac\w*|diz|disse|dizendo|falando|falou|jura|jurou) (?:que )?(?:ele |ela )?(?:vai|ia|quer) (?:matar (?:ela|ele|eles|elas|a|o|os|as)|mata-la|mata-lo|mata-los|matar la|matar lo|matar-la|matar-lo)|(?:ele|ela) (?:vai|ia|quer) (?:matar (?:ela|ele)|mata-la|mata-lo|matar la|matar lo)`,
      ),
      w(
        String.raw`(?:esta|estao|ta|tao|esta a|estao a) (?:batendo|espancando|bater|espancar|agredindo|agredir|enforcando|enforcar|estrangulando|estrangular) (?:n[ao]s? |em |a |o |minha |meu |sua |seu |nossa |nosso )*(?:mulher|esposa|mae|filh[oa]s?|crianc\w+|menin[oa]s?|miud[oa]s?|vizinh[oa]|irma|irmao|bebe|ela|ele)|(?:vizinh[oa]|crianca|criancas|menina|menino|mae|mulher|filh[oa]|miud[oa]) (?:esta|ta|estao) (?:apanhando|a apanhar|gritando por socorro|pedindo socorro|a pedir socorro|gritando socorro|a gritar por socorro)`,
      ),
      w(
        String.raw`(?:medo de|tenho medo de|receio de|pensamentos de|penso em|nao paro de pensar em) (?:machucar|fazer mal|bater|sacudir|afogar|sufocar|matar|magoar) (?:a |o |ao |a )?(?:meu |minha |o meu |a minha )?(?:bebe|filh[oa]s?|crianca|criancas|alguem|menin[oa]|miud[oa])`,
      ),
    ],
  },
  // Risks that show only across turns: means named, then "já sei onde está a chave".
  compounds: [
    [
      w(
        String.raw`(?:${MEANS})(?![^.?]*(?:bons para|boas para|bom para|boa para|para a dor|para a (?:pressao|tosse|gripe|febre|alergia)|receitad|me recomendas|o medico|a medica))|${LEDGE}`,
      ),
      w(
        String.raw`(?:estou|to|tou|ando|fico|tava|estava) (?:a )?(?:pensando|pensar) nisso|(?:ja )?sei onde|(?:ja )?(?:os |as )?contei|(?:os|as) contei|nao (?:esta|ta|fica) (?:trancad[oa]|guardad[oa]|fechad[oa])|(?:esta|ta) carregad[oa]|(?:ja )?(?:os|as|a|o) tenho (?:aqui|ca|comigo)|(?:ja )?tenho (?:eles|elas|tudo) (?:aqui|ca|comigo)|(?:ja )?(?:tenho|juntei|guardei) (?:que (?:cheguem|chegue|bastem|chega)|suficientes?|o suficiente|os suficientes|as suficientes|bastantes)|(?:esta|ta|estao|tao) aqui (?:comigo|do (?:meu )?lado|ao (?:meu )?lado)`,
      ),
      'means',
    ],
    [
      w(String.raw`suicid\w*|se matar|tirar a (?:propria )?vida`),
      w(
        String.raw`(?:pergunto|estou a perguntar|to perguntando) (?:por|para) mim|(?:falo|estou a falar|to falando) de mim|sou eu|era eu|e para mim|(?:estou|to|tou|ando|tava|estava) (?:a )?(?:pensando|pensar) nisso|penso nisso (?:muito|sempre|todo dia|todos os dias|a serio|de verdade)`,
      ),
      'intent',
    ],
    [
      w(String.raw`cartas?|bilhetes?`),
      w(
        String.raw`(?:vao|vai) encontrar|para quando|para depois|quando eu (?:ja )?nao estiver|quando eu (?:partir|morrer)`,
      ),
      'finality',
    ],
    [
      w(String.raw`me cortar|me cortei|me corto|automutil\w*|me queimar|recai`),
      w(
        String.raw`(?:segunda|terceira|quarta|\d+a?) vez (?:hoje|esta semana|essa semana|esta noite)|de novo (?:hoje|esta noite|essa noite)|achei que (?:ja )?tinha (?:parado|largado|superado)`,
      ),
      'self-harm',
    ],
    [
      w(
        String.raw`${PARTNER}[^.]{0,40}(?:agressiv[oa]|violent[oa]|me bate|me empurr|me bateu|fica (?:louco|transtornado))`,
      ),
      w(
        String.raw`(?:chegou|esta|ta|vem|ja chegou|chegou a casa|chegou em casa) (?:bebado|bebad[oa]|bebedo|embriagado|drogado|nervoso|furioso|transtornado|alterado)|ja (?:chegou|esta aqui|ta aqui)`,
      ),
      'abuse',
    ],
    [
      w(String.raw`(?:queria|quero|vontade de) (?:sumir|desaparecer|morrer)|nao aguento mais`),
      w(
        String.raw`(?:escolhi|marquei|decidi|ja tenho) (?:o|a) (?:dia|data|hora)|esta decidido|ja decidi|tenho tudo (?:pronto|planeado|planejado|pensado)`,
      ),
      'finality',
    ],
  ],
  defusers: [
    // A natural death left to God's time ("quando chegar a minha hora").
    /^(?!.*\b(?:ja|hoje|esta noite|agora|logo|amanha|nao aguento)\b).*\b(?:quando (?:chegar|for) a (?:minha )?hora|quando deus quiser|no tempo de deus|na hora de deus)\b/u,
    // Long past, and fine now ("há cinco anos cortava-me, agora estou bem").
    w(
      String.raw`(?:ha|faz) (?:\w+ ){0,2}(?:anos|meses)[^.]{0,60}(?:agora|hoje) (?:estou|to|tou|ando|sou|vivo) (?:bem|melhor|feliz|em paz|limp[oa])(?![^.]*\bmas\b)`,
    ),
    // A story told about a film, a series, a book or a song.
    w(
      String.raw`(?:a |o |uma |um )?(?:serie|filme|novela|livro|musica|cancao|peca|conto|documentario|anime|personagem)[^.]{0,30}(?:fala|trata|conta|e) (?:de|sobre)|(?:a |o |uma |um )?(?:novela|serie|filme|livro) (?:tem|mostra) (?:um|uma) personagem`,
    ),
    // Negated: the writer says it is not so (but "não ... mas às vezes penso" is kept).
    w(
      String.raw`(?:nao|nunca|jamais|nem pensar|nem)(?: (?:me|te|o|a|lhe))?(?: (?:vou|ia|iria|estou|estava|quero|queria|penso|pensei|pensando|pensar|em|a|de|tenho|tinha|faria|farei|seria|capaz|consigo|conseguiria|planejo|pretendo|nada|nem|mais|sequer|intencao|vontade|ainda|realmente|mesmo))* (?:me matar|me mato|me mataria|me suicidaria|me machucaria|me cortaria|faria isso|me suicidar|me machucar|me cortar|me ferir|me magoar|fazer mal a mim|me fazer mal|fazer nada|fazer (?:nenhuma |alguma |uma )?(?:besteira|loucura|asneira|parvoice)|tirar a minha vida|acabar com (?:a minha|minha) vida|suicidio|me jogar|me enforcar|morrer|deixar (?:os|as) (?:meus|minhas) \w+ sozinh[oa]s)(?![^.]{0,40}\b(?:mas|porem|so que|embora)\b[^.]{0,60}(?:penso|pensei|vontade|quero|as vezes|nao sei|ja nao|nao aguento|nao consigo|nao suporto|dor|sumir|desaparecer|morrer|matar|cort|amanha|outro dia|depois|mais tarde|esta noite|logo|sim\b))`,
    ),
    w(
      String.raw`(?:ja )?(?:estou|to|tou|me sinto|ando) (?:bem|melhor|em seguranca|segur[oa]|tranquil[oa]|em paz) (?:agora|ja|hoje|de verdade|gracas a deus)(?![^.]*\bmas\b)`,
    ),
    // Over and done: a time long past, with nothing of now in the sentence.
    w(
      String.raw`antes\b[^.]{0,60}\b(?:agora|hoje|ja)\b,? (?:tenho vontade de viver|estou (?:bem|melhor|em paz)|sou feliz|amo a vida|quero viver|dou gracas|ja nao)`,
    ),
    w(
      String.raw`(?:faco|fiz|completo|completei|ja vao|vao|estou ha|estou|ando|tenho|levo|llevo) (?:\w+ ){0,2}(?:anos|meses|semanas|dias) (?:(?:sem|sin) (?:me cortar|me automutilar|me machucar|me magoar|recair)|limp[oa])(?![^.]*(?:mas|ate|voltei|recai))`,
    ),
    w(
      String.raw`(?:ja nao|ya no) (?:me )?(?:corto|lastimo|machuco|magoo|automutilo|queimo|penso em (?:me matar|suicidio|morrer|me machucar)|tenho (?:ideias|pensamentos) suicidas|quero morrer)(?![^.]{0,40}\b(?:mas|porem)\b)`,
    ),
    /^(?!.*\b(?:outra vez|de novo|voltei|voltou|voltar|hoje|agora|ainda|esta noite|essa noite|amanha|ontem|recai|continuo|ando|estou a|tenho|quero|vou|penso)\b)(?!.*\b(?:estou|to|tou|ando|fico|venho|continuo|sigo) \w+ndo\b).*\b(?:(?:ha|faz|fazem) (?:(?:\d+|um|uma|uns|umas|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|muitos|muitas|varios|alguns|bastantes) )?|a (?:\d+|um|uma|uns|umas|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|muitos|muitas|varios|alguns|bastantes) )(?:anos?|meses|mes|decadas?)\b(?! que (?!(?:eu )?(?:estou|ando|vivo) (?:bem|limp|sobri|curad|em paz)))/u,
    /^(?!.*\b(?:outra vez|de novo|voltei|hoje|agora|ainda|esta noite|recai)\b)(?!.*(?:se eu (?:contar|falar|disser)|(?:me|nos) mata|ninguem (?:me |te )?(?:vai )?acredit|nosso segredo)).*\b(?:quando (?:era|eu era|tinha) (?:crianca|adolescente|jovem|miud[oa]|mais nov[oa]|\d+)|na (?:adolescencia|juventude|faculdade|escola|infancia)|no (?:colegio|liceu|secundario|ensino medio))\b/u,
    w(
      String.raw`(?:ha|faz|ja) [^.]{0,20}(?:anos|meses) que (?:eu )?(?:estou|ando|vivo) (?:bem|limp[oa]|em paz|curad[oa])|(?:isso|isto|tudo isso|tudo isto) ja passou|hoje (?:estou|sou|tenho|ajudo|dou gracas)|(?:estou|ando) (?:limp[oa]|sem me cortar) (?:ha|faz) (?:\w+ ){0,2}(?:anos|meses|semanas)(?![^.]*(?:mas|ate|voltei|recai))`,
    ),
    // Joking or exaggerating: laughter ("kkkk" reads as "k" once stretched letters fold), "zoeira".
    /(?:\bk{2,}\w*|\bk(?=\s*(?:[.!?]|$))|\b(?:rs){1,}\b|\bhaha\w*|\bhehe\w*|\bhuahua\w*|\bahua\w*|\bhuehue\w*|\bkkj\w*|\bj[aes]j[aejs]*\b|\b(?:a?ja){2,}\w*|\bjsjs\w*|\bjeje\w*|\blol\b|\blmao\b|\bxd+\b|😂|🤣|😅|😆|😹|💀|🙃)/u,
    w(
      String.raw`(?<!nao )(?:e|era|foi|estou|tou|estava|so|falei|disse|falando|brincando|to) (?:(?:de|na|uma|so|a) )?(?:brincadeira|zoeira|zoando|piada|brincar|a brincar|brincando|gozar|a gozar|gozando)|e (?:so )?(?:uma )?forma de falar|maneira de dizer`,
    ),
    w(
      String.raw`(?:morr\w*|morri|mort[oa]|mata\w*|matou|mato)(?: \w+)? (?:de|com|dos|das|do|da) (?:os |as )?${HYPER_CAUSE}`,
    ),
    w(
      String.raw`(?:prova|provas|exame|exames|teste|testes|trabalho|faculdade|facul|escola|aula|aulas|calculo|matematica|fisica|quimica|chefe|patrao|transito|calor|frio|dor|costas|cabeca|pes|dieta|jejum|academia|ginasio|treino|semana|segunda|dia|musica|serie|novela|sono|fome|ansiedade|bebe|filhos|criancas|sogra|caminhada|peregrinacao|subida|escada|escadas|homilia|missa|sermao|ensaio|coro|saltos|sapatos|ressaca|saudade)(?: \w+){0,5} (?:me )?(?:esta |ta |vai |vao |estao |tao |esta a |ta a )?(?:me matando|me matar|matar-me|me mata|me matou|me mataram|acabando comigo|a acabar comigo)`,
    ),
    // Spiritual: dying to self, martyrs, Christ's death, fasting, the dead prayed for.
    w(
      String.raw`morrer (?:para|pro|pra|a|ao) (?:mim|nos|si) (?:mesm[oa]s?|propri[oa]s?)|morrer (?:para|pro|pra|a|ao) (?:o )?(?:meu )?(?:ego|eu|pecado|homem velho|mundo|orgulho)|morrer (?:em (?:graca|paz|estado de graca)|sant[oa]|como (?:\w+ )?(?:sao|santa|um santo|uma santa|cristo|jesus)|nos bracos de (?:jesus|maria|deus|nossa senhora)|por (?:cristo|jesus|deus|a fe|minha fe|o evangelho|a igreja))|(?:matar|mata|mortificar) (?:o|a|meu|minha|o meu|a minha|nosso|nossa) (?:orgulho|ego|egoismo|pecado|homem velho|vicio|vicios|carne|eu|soberba|amor proprio|vontade)`,
    ),
    unlessHard(
      String.raw`martir\w*|martiriz\w*|beatificad\w*|canonizad\w*|foram mort[oa]s|foi mort[oa]|foram assassinad[oa]s|foi assassinad[oa]|morreram por|deram a vida|deu a (?:sua )?vida|morro porque nao morro|vivo sem viver em mim|antes morrer do que pecar|antes a morte do que o pecado|irma morte|o morrer e lucro|morrer e lucro|partir e estar com cristo|a morte e a curva da estrada`,
    ),
    unlessHard(
      String.raw`(?:cristo|jesus|jesus cristo|o senhor|nosso senhor|o filho de deus) (?:\w+ ){0,2}(?:morreu|morre|morrer|morte|foi crucificado|crucificad[oa]|entrega o espirito|entregou o espirito|deu a sua vida|da a sua vida|precisou morrer)|morte (?:de|do) (?:cristo|jesus|senhor)|morte na cruz|morre na cruz|sexta-feira santa|sexta feira santa|via-sacra|via sacra|semana santa|a paixao`,
    ),
    unlessHard(
      String.raw`jejum|jejuar|jejuo|quaresma|quarta-feira de cinzas|quarta feira de cinzas|abstinencia|penitencia|finados|fieis defuntos|defunt\w*|falecid\w*|rezar (?:pel[oa]s?|pela alma)|oracao (?:pel[oa]s?|pela alma)|descanse em paz|que deus o tenha|missa de (?:setimo dia|corpo presente|defuntos|aniversario)|velorio|funeral|enterro|sepultura|cemiterio|eutanasia`,
    ),
    // A question of teaching or history, about others or in general; a school or parish task.
    /^(?!.*\b(?:me|eu|mim|comigo|minha vida)\b[^?]*\b(?:morrer|morte|matar|suicid\w*|tirar|cortar|machucar)\b)(?!.*(?:(?:vai|quer|ia) se (?:matar|suicidar)|que (?:eu )?faco|esta noite|agora mesmo))(?=.*\b(?:igreja|catecismo|biblia|escritura|papa|direito canonico|ensina|ensinamento|doutrina|teologia|teologic\w*|pecado|mortal|ceu|inferno|purgatorio|funeral|enterro|velorio|santo|santa|santos|historia|historicamente|judas|aula|catequese|trabalho|ensino religioso|estudo biblico|alunos|homilia|padre|padres|sacerdote|sacramento|eutanasia|guerra|religiosos|paroquia|concilio)\b)(?=.*\?)/u,
    w(
      String.raw`(?:para|pra) (?:o |a |um |uma )?(?:meu |minha )?(?:aula|trabalho (?:de|da|do|para)|catequese|homilia|palestra|tese|ensaio|apresentacao|pesquisa|grupo de jovens|estudo biblico|ensino religioso|crisma)|e (?:para|pra) um trabalho`,
    ),
  ],
  // A short reply after a crisis turn that says the writer is safe or reaching out; "obrigado por tudo" is a goodbye, not that.
  safeReplies: [
    w(
      String.raw`(?:ja )?(?:estou|to|tou|me sinto|fiquei) (?:bem|melhor|em seguranca|segur[oa]|tranquil[oa])|relaxa|fica tranquil[oa]|nao (?:se )?preocupe|nao te preocupes|nao (?:vou|penso em) fazer (?:nada|besteira|asneira)|nao me vou fazer mal|(?:ja )?(?:liguei|falei com|mandei mensagem|contei (?:a|para|pra)|pedi ajuda)|(?:vou|agora vou) (?:ligar|falar com|pedir ajuda)|estou com (?:a minha|minha|o meu|meu|alguem|uns|umas)|^(?:ok |ta |esta |tudo bem |sim )?(?:muito )?(?:obrigad[oa]|valeu)(?!(?: \w+){0,3} por (?:tudo|estes|esses))`,
    ),
  ],
};
