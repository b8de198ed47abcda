/**
 * Every sentence the API sends to learners, in Portuguese (pt-BR), in one place so it can be
 * reviewed in one read. Keys and comments are English.
 */
import {
  INACTIVE_AFTER_DAYS,
  MAX_ASSIGNMENT_DAYS,
  MAX_CLASS_DAILY_AUDIOS,
  MAX_CLASS_NAME_CHARACTERS,
  MAX_LIST_MEANING_CHARACTERS,
  MAX_LIST_PHRASE_CHARACTERS,
  MAX_LIST_PHRASE_WORDS,
  MAX_LIST_PHRASES,
} from './shared/rules';

/** A learner's day of `what` used up: the count, and what they can do again tomorrow. */
const dailyLimitReached = (what: string, tomorrow: string) => (limit: number) =>
  `Você atingiu o limite de ${limit} ${what} por hoje. Volte amanhã para ${tomorrow}.`;

/** The academy's budget of a service spent for the day (data/academy-budget.ts): back at midnight. */
const academyDayOver = (what: string) =>
  `O uso diário da academia ${what} acabou por hoje. Volta amanhã, a partir da meia-noite (horário de São Paulo). As práticas com áudios já carregados continuam funcionando.`;

export const messages = {
  /** 503s of a spent academy budget, one per costly service. */
  academyBudget: {
    tutorReplies: academyDayOver('com o tutor'),
    speechCharacters: academyDayOver('para gerar novos áudios'),
    recognitionSeconds: academyDayOver('para o reconhecimento de voz'),
  },
  notFound: 'Rota não encontrada.',
  internal: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  notSignedIn: 'Você precisa estar logado.',
  invalidToken: 'Sua sessão expirou ou é inválida. Entre novamente.',
  accountDisabled: 'Sua conta está desativada. Fale com a academia para reativá-la.',
  authUnavailable: 'Não foi possível confirmar sua conta agora. Tente novamente em instantes.',
  appCheckRefused:
    'Não foi possível confirmar que este pedido veio do aplicativo da academia. Recarregue a página e tente de novo.',
  notYourData: 'Você só pode acessar ou alterar os seus próprios dados.',
  badRequest: 'A requisição é inválida. Confira o endereço e os dados enviados.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  jsonRequired: 'Envie os dados em JSON (Content-Type: application/json).',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  invalidBody: 'Os dados enviados são inválidos.',
  fieldRequired: (field: string) => `O campo "${field}" é obrigatório.`,
  fieldMustBeText: (field: string) => `O campo "${field}" deve ser um texto.`,
  fieldMustBeNumber: (field: string) => `O campo "${field}" deve ser um número.`,
  fieldMustBeInteger: (field: string) => `O campo "${field}" deve ser um número inteiro.`,
  fieldMustBeBoolean: (field: string) => `O campo "${field}" deve ser verdadeiro ou falso.`,
  fieldTooShort: (field: string) => `O campo "${field}" está vazio ou curto demais.`,
  fieldTooLong: (field: string) => `O campo "${field}" é longo demais.`,
  fieldTooSmall: (field: string, min: number) => `O campo "${field}" deve ser no mínimo ${min}.`,
  fieldTooBig: (field: string, max: number) => `O campo "${field}" deve ser no máximo ${max}.`,
  fieldInvalid: (field: string) => `O campo "${field}" é inválido.`,
  activation: {
    emptyKey: '❌ Insira uma chave válida!',
    success: '✅ Sua conta foi ativada com sucesso!',
    alreadyActive: '✅ Sua conta já está ativada.',
    unknownKey: '❌ Chave incorreta ou inválida.',
    usedKey: '❌ Esta chave já foi usada. Peça uma nova chave à academia.',
    revokedKey: '❌ Esta chave foi cancelada pela academia. Peça uma nova chave.',
    tooManyAttempts: (minutes: number) =>
      `❌ Muitas tentativas com chaves erradas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    tooManyFromAddress: (minutes: number) =>
      `❌ Muitas tentativas de ativação a partir desta rede. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  },
  /** A class link (`/turma/<token>`): joining takes one of the class's seats. */
  classLink: {
    unknown: '❌ Este link de turma não existe. Confira o link com a academia.',
    closed: '❌ Este link de turma foi fechado pela academia. Peça um novo link ou uma chave de ativação.',
    full: '❌ As vagas deste link de turma acabaram. Peça uma vaga à academia.',
    alreadyActive:
      'Sua conta já está ativada, então nenhuma vaga desta turma foi usada. Para mudar de turma, fale com a academia.',
    seatUsed: '❌ Sua conta já usou este link de turma. Peça uma nova chave à academia.',
    joined: (className: string) => `✅ Você entrou na turma “${className}”. Sua conta foi ativada!`,
  },
  notActivated: 'Sua conta ainda não foi ativada. Insira a chave de ativação da academia.',
  speech: {
    dailyLimit: (limit: number) => `Você atingiu o limite de ${limit} áudios por dia.`,
    unavailable: 'Não foi possível gerar o áudio agora. Tente novamente em instantes.',
    notInPool: 'Este texto não faz parte das frases da prática.',
    practiceClosed: 'Esta prática já terminou. Comece uma nova prática.',
  },
  /** The speaking practice's word help: one word of the phrase, heard alone. */
  wordAudio: {
    notInPhrase: 'Esta palavra não faz parte da frase.',
    unknownPractice: 'Prática não encontrada. Comece uma nova prática.',
    notInPractice: 'Esta frase não faz parte desta prática.',
    dailyLimit: (limit: number) =>
      `Você já ouviu ${limit} palavras sozinhas hoje, o limite do dia. Amanhã você pode ouvir mais.`,
  },
  conversation: {
    failed: 'Erro ao responder.',
    unknownSession: 'Conversa não encontrada. Comece uma nova conversa.',
    sessionOver: 'A conversa de 30 minutos terminou. Comece uma nova conversa para continuar praticando.',
    /** Another tab or device of the learner's has a turn with the tutor: this one had nothing pending. */
    busy: 'Outra frase sua, talvez em outra aba ou aparelho, ainda espera a resposta do tutor. Quando ela chegar, envie esta de novo.',
    dailyLimit: dailyLimitReached('respostas do tutor', 'conversar mais'),
    /** The tutor declined the day's allowance of the learner's prompts (DAILY_DECLINED_TURN_LIMIT). */
    declinedLimit: (limit: number) =>
      `O tutor não pôde responder a ${limit} frases suas hoje (assuntos sobre os quais ele não conversa), e esse é o limite do dia. A conversa fica pausada até amanhã: volte a partir da meia-noite (horário de São Paulo) e escolha outro assunto.`,
  },
  recognition: {
    failed: 'Erro no reconhecimento de voz.',
    notInstalled:
      'O reconhecimento de voz no servidor não está instalado. Instale-o com: sudo apt-get install pocketsphinx pocketsphinx-en-us',
    unreadable: 'Não foi possível ler a gravação. Grave de novo.',
    unsupportedFormat: 'Envie a gravação em audio/webm, audio/ogg ou audio/wav (16 kHz, mono, 16 bits).',
    tooLarge: 'A gravação é grande demais: o máximo é 1 MB.',
    tooLong: (seconds: number) => `A gravação é longa demais: fale no máximo ${seconds} segundos.`,
    dailyLimit: dailyLimitReached('reconhecimentos de voz', 'praticar mais'),
    /** The learner's previous recording is still being recognized (another tab or device). */
    oneAtATime: 'Sua gravação anterior ainda está sendo reconhecida. Espere a resposta dela e grave de novo.',
    /** The server's recognizer has a full queue: nothing was counted. */
    busy: 'O reconhecimento de voz está ocupado agora. Tente de novo em instantes.',
    /** The engine gave up on this recording's audio (counted as one of the day's). */
    tooHard: 'Não foi possível reconhecer fala nesta gravação. Grave de novo, falando perto do microfone.',
  },
  points: {
    invalid: 'A pontuação deve ser um múltiplo de 10, de 0 a 100.',
    overAllowance:
      'Pontuação recusada: ela passa do que os áudios que você ouviu hoje permitem (10 pontos por áudio).',
    overPracticeAllowance:
      'Pontuação recusada: ela passa do que os áudios desta prática permitem (10 pontos por áudio).',
    otherPracticeKind:
      'Pontuação recusada: esta prática já tem pontos de outro tipo (escrita e fala são práticas separadas).',
  },
  account: {
    invalidName:
      'O nome deve ter de 2 a 30 caracteres, com pelo menos uma letra ou um número (sem emojis ou sinais sozinhos).',
    nothingToChange: 'Envie um novo nome ou a opção de aparecer no ranking.',
    guardianRequired: 'Para criar a conta de quem tem menos de 18 anos, um responsável precisa concordar.',
    signInAgain: 'Por segurança, entre novamente na sua conta (com a sua senha ou o Google) para excluí-la.',
  },
  dataExport: {
    about:
      'Todos os dados que o Fala Inglês guarda sobre você, exportados a seu pedido (LGPD, art. 18). Datas em UTC (ISO 8601). Cada coleção diz o que guarda e por quanto tempo.',
    keptForDays: (days: number) => `Apagado automaticamente ${days} ${days === 1 ? 'dia' : 'dias'} depois.`,
    keptWithAccount: 'Mantido enquanto a sua conta existir; apagado quando você a exclui.',
    keptUnlinked: 'A chave continua usada depois que a conta é excluída, sem nenhuma ligação com você.',
    collections: {
      users:
        'Sua conta: nome no ranking, e-mail, pontos de escrita e de fala, ativação, se aparece no ranking e o aceite da política de privacidade.',
      activationKeys: 'A chave de ativação da academia que você usou e quando.',
      keyRedemptions: 'O registro que faz a sua chave valer uma vez só.',
      keyAttempts: 'Tentativas de ativação em janelas de 15 minutos (limite contra adivinhação de chaves).',
      dailyUsage:
        'Seu uso em cada dia (horário de São Paulo): áudios ouvidos e devolvidos, respostas do tutor, reconhecimentos de voz, pontos.',
      practices: 'Cada prática: as frases sorteadas, o nível, os áudios e os pontos salvos.',
      learning: 'Seu nível e sua lista de revisão em cada prática (escrita e fala).',
      conversations:
        'Cada conversa com o tutor: o cenário, tudo o que você disse ou escreveu, as respostas do tutor e suas traduções, as correções, as palavras do cenário que você usou, a correção trazida de volta e os pontos.',
      conversationTurns: 'Quantas falas com o tutor você começou e terminou (uma de cada vez).',
      weeklyPoints: 'Seus pontos em cada semana da academia (ranking semanal).',
      progress: 'Os pontos que você ganhou em cada dia (sequência e gráfico do perfil).',
      classes: 'As turmas da academia em que você é professor (o seu identificador na turma).',
      teacherInvites:
        'Convites para ser professor de uma turma, feitos ao seu e-mail antes de você confirmá-lo (a turma, o e-mail e a data).',
      weeklyActivity:
        'Sua atividade em cada semana da academia: práticas terminadas, áudios e minutos de conversa (página da turma).',
      assignmentProgress:
        'Seu andamento em cada tarefa da turma: as frases (ou os cenários de conversa) que você já fez em cada prática e quando.',
    } as Record<string, string>,
  },
  /** `npm run admin` (src/cli/admin.ts): read by whoever runs it, in the academy's language. */
  adminTool: {
    unverifiedEmail: (email: string) =>
      `Recusado: ${email} ainda não confirmou o endereço de e-mail, então não há como saber se a conta é de quem deve ser administrador (alguém pode ter criado a conta com o e-mail de outra pessoa). Peça que a pessoa abra o app, vá em "Meu perfil" e confirme o e-mail pelo link enviado; depois rode este comando de novo. Se você tem certeza de que a conta é dela, rode de novo com --unverified-email-ok.`,
  },
  academy: {
    notStaff: 'Esta área é só para a equipe da academia (administradores e professores).',
    adminOnly: 'Só um administrador da academia pode fazer isso.',
    notYourClass: 'Você não é professor desta turma.',
    unknownClass: 'Turma não encontrada.',
    nameTaken: 'Já existe uma turma com este nome. Escolha outro nome.',
    unknownKey: 'Chave não encontrada.',
    keyUsed: 'Esta chave já foi usada e não pode ser revogada.',
    unknownLearner: 'Este aluno não está nesta turma.',
    invalidClassName: `O nome da turma precisa ter letras ou números (até ${MAX_CLASS_NAME_CHARACTERS} caracteres). Digite outro nome.`,
    invalidDailyAudios: `A cota diária de áudios da turma precisa ser um número inteiro de 1 a ${MAX_CLASS_DAILY_AUDIOS}.`,
    unknownTeacher: 'Esta pessoa não é professora desta turma.',
    busy: 'A turma está sendo alterada por outra pessoa agora. Tente novamente.',
    linkTooFewSeats: (taken: number) =>
      `Este link já tem ${taken} ${taken === 1 ? 'vaga ocupada' : 'vagas ocupadas'}: as vagas não podem ser menos que isso.`,
    noOpenLink: 'Esta turma não tem link aberto.',
    deletedAccount: 'conta excluída',
    learnersCsvHeaders: [
      'Nome',
      'E-mail',
      'Ativação',
      'Último dia de prática',
      `Sem praticar nos últimos ${INACTIVE_AFTER_DAYS} dias`,
      'Práticas na semana',
      'Áudios na semana',
      'Minutos de conversa na semana',
      'Pontos na semana',
      'Pontos no total',
      'Sequência (dias)',
      'Nível na escrita',
      'Nível na fala',
    ],
    levels: { beginner: 'Iniciante', intermediate: 'Intermediário', advanced: 'Avançado' },
    never: 'Nunca',
    keysCsvHeaders: ['Chave', 'Situação', 'Criada em', 'Usada por', 'Usada em', 'Revogada em'],
    keyStates: { free: 'livre', used: 'usada', revoked: 'revogada' },
    yes: 'sim',
    no: 'não',
  },
  // The academy's phrase lists (syllabus/): who may, and each line a save refuses.
  lists: {
    academyWide:
      'Só um administrador pode criar uma lista para a academia toda. Escolha pelo menos uma das suas turmas.',
    notYourClass: 'Você só pode criar e alterar listas das turmas em que é professor.',
    notYourList: 'Esta lista é de turmas em que você não é professor.',
    unknownList: 'Lista não encontrada. Ela pode ter sido excluída.',
    unknownClass: 'Uma das turmas escolhidas não existe. Recarregue a página e escolha as turmas de novo.',
    empty:
      'A lista não tem nenhuma frase. Escreva uma frase por linha ou escolha um arquivo CSV com as frases na primeira coluna.',
    refused: (lines: number) =>
      `A lista não foi salva: ${lines === 1 ? '1 linha precisa' : `${lines} linhas precisam`} de correção. Nada foi gravado.`,
    reasons: {
      noPhrase: 'Tem significado, mas falta a frase em inglês na primeira coluna.',
      extraCells: 'Tem mais de duas colunas: deixe a frase na primeira e o significado na segunda.',
      emoji: 'Tem emoji, e o áudio não lê emojis. Tire o emoji.',
      link: 'Tem um endereço de site, e o áudio não lê endereços. Tire o endereço.',
      digits: (number: string) =>
        `Tem número (${number}): escreva os números por extenso, como "two" em vez de "2".`,
      accented: (letter: string) =>
        `Tem letra acentuada (${letter}): parece português na coluna do inglês. Escreva a frase em inglês e o significado na segunda coluna.`,
      notLatin: (letter: string) =>
        `Tem uma letra que não é do inglês (${letter}). Escreva a frase em inglês.`,
      symbol: (symbol: string) =>
        `Tem um símbolo que o áudio não lê ou lê de mais de um jeito (${symbol}). Escreva por extenso, como "and" em vez de "&", ou tire o símbolo.`,
      noWords: 'Não tem nenhuma palavra em inglês.',
      tooLong: (characters: number) =>
        `É longa demais: tem ${characters} caracteres, e o máximo é ${MAX_LIST_PHRASE_CHARACTERS}. Divida em duas frases.`,
      tooManyWords: (words: number) =>
        `Tem ${words} palavras, e o máximo é ${MAX_LIST_PHRASE_WORDS}. Divida em duas frases.`,
      meaningTooLong: (characters: number) =>
        `O significado é longo demais: tem ${characters} caracteres, e o máximo é ${MAX_LIST_MEANING_CHARACTERS}.`,
      repeats: (line: number) => `Repete a frase da linha ${line}.`,
      tooManyPhrases: `A lista passou de ${MAX_LIST_PHRASES} frases a partir desta linha. Divida as frases em duas listas.`,
      unclosedQuote:
        'Umas aspas abertas nesta linha não se fecham. Feche as aspas ou salve o arquivo de novo no Excel como "CSV UTF-8".',
      misplacedQuote:
        'Tem aspas fora do lugar. Tire as aspas ou salve o arquivo de novo no Excel como "CSV UTF-8".',
    },
  },
  practices: {
    idTaken: 'Esta prática já foi iniciada de outra forma. Volte ao início e comece uma nova prática.',
    /** A practice started with none of the day's audios left: it would have no phrase. */
    noAudioLeft: dailyLimitReached('áudios', 'praticar de novo'),
  },
  // The academy's assignments (staff calls, and the learner's "Tarefas da turma").
  assignments: {
    unknownAssignment: 'Tarefa não encontrada nesta turma.',
    unknownList: 'Lista de frases não encontrada.',
    listNotForClass: 'Esta lista é de outras turmas. Escolha uma lista desta turma ou de toda a academia.',
    listNeeded:
      'Uma tarefa de lista precisa da lista e de pelo menos uma prática (escrita ou fala), sem cenários.',
    scenariosNeeded: 'Uma tarefa de conversa precisa de pelo menos um cenário, sem lista nem práticas.',
    unknownScenario: 'Um dos cenários escolhidos não existe. Escolha cenários da lista.',
    tooManyPhrases: (size: number) => `Esta lista tem ${size} frases: peça no máximo ${size}.`,
    tooManyScenarios: (count: number) => `A tarefa tem ${count} cenários: peça no máximo ${count} conversas.`,
    invalidDay: 'Data inválida: use um dia do calendário no formato AAAA-MM-DD.',
    dueBeforeStart: 'A data de entrega precisa ser o dia do início ou depois dele.',
    dueInPast: 'A data de entrega já passou. Escolha hoje ou um dia depois.',
    tooLong: `Uma tarefa dura no máximo ${MAX_ASSIGNMENT_DAYS} dias, do início à entrega.`,
    /** The title of an assignment whose list was deleted since. */
    deletedList: 'Lista excluída',
    /** A learner's result in an assignment (the CSV; the class page says the same). */
    results: {
      done: 'Concluída',
      doneLate: 'Concluída com atraso',
      inProgress: 'Em andamento',
      notStarted: 'Não começou',
    },
    /** An unfinished result once the due day ended. */
    overdueResults: { inProgress: 'Atrasada (em andamento)', notStarted: 'Atrasada (não começou)' },
    /** The results CSV's columns: the learner, then what each practice asked has done, then when done. */
    resultsCsvLearner: ['Aluno', 'E-mail', 'Situação'],
    resultsCsvPractice: {
      writing: (target: number) => `Escrita (feitas de ${target})`,
      speaking: (target: number) => `Fala (feitas de ${target})`,
      conversation: (target: number) => `Conversas (feitas de ${target})`,
    },
    resultsCsvDoneAt: 'Concluída em',
  },
  // The guided conversation and the kept lessons ("Conversas anteriores").
  keptConversations: {
    unknownScenario: 'Este cenário de conversa não existe. Escolha um cenário da lista ou a conversa livre.',
    notFound: 'Conversa não encontrada. Veja a lista das suas conversas anteriores.',
  },
} as const;
