/**
 * Every sentence the web app shows, in Portuguese (pt-BR): this folder is the one home of the
 * web's texts, reviewed in one read. Texts quoted by the product specification are kept word for
 * word. This module (`messages`) loads with every route's first screen; the files beside it are
 * loaded only by the screens that show them, so a route downloads only its own texts:
 * ./account.ts (sign-in, first step, activation, profile), ./privacy.ts (the notice),
 * ./conversation.ts and ./history.ts (the conversation and its kept lessons), ./resume.ts (the
 * resume offer), ./tips.ts (the word help), ./ranking.ts (the rankings), ./class-link.ts (a class's
 * link) and ./academy.ts (the academy's screens).
 */
import {
  DAILY_CONVERSATION_POINTS,
  MIN_PROMPT_WORDS,
  PHRASES_PER_PRACTICE,
  POINTS_PER_ANSWER,
  POINTS_PER_REPLY,
  PRACTICES_TO_RISE,
  RIGHT_TO_FALL,
  RIGHT_TO_RISE,
  SESSION_SECONDS,
  TRIES_BEFORE_SKIP,
} from '@shared/rules';

/** Counts the texts write as words, before a feminine noun (palavras, práticas): a new count needs its word. */
export const FEMININE_COUNT = { 2: 'duas' } as const;
export const SESSION_MINUTES = SESSION_SECONDS / 60;

/**
 * The day's audios, shared by both phrase practices: the same words wherever they run out, with
 * the learner's number as the server says it (their class's allowance).
 */
const dayLimit = (limit: number) => `Você atingiu o limite de ${limit} áudios por dia.`;
const COME_BACK = 'Volte amanhã para praticar de novo.';
const SHARED_AUDIOS = `A prática tem até ${PHRASES_PER_PRACTICE} frases, uma por áudio. Os áudios do dia valem para escrita e fala juntas.`;

/** Where a checked answer first goes wrong: the same words for writing and speaking. */
export const firstWrong = (word: string, position: number) =>
  `O primeiro erro está na ${position}ª palavra: “${word}”.`;

export const messages = {
  brand: 'Fala Inglês',
  academy: 'Uma prática da sua academia de inglês',
  tagline: 'A nova maneira de aprender inglês',
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  offline: {
    notice: 'Você está sem conexão. Para praticar, conecte-se à internet.',
  },
  update: {
    available: 'Nova versão disponível',
    reload: 'Atualizar',
    later: 'Agora não',
  },
  nav: {
    label: 'Navegação principal',
    home: 'Início',
    writing: 'Ouvir e escrever',
    speaking: 'Ouvir e falar',
    conversation: 'Conversar',
    ranking: 'Ranking',
    profile: 'Meu perfil',
    login: 'Entrar',
    /** Only for the academy's staff (admins and teachers). */
    academy: 'Academia',
  },
  home: {
    intro:
      'Frases em inglês faladas por inteligência artificial, para você ouvir, escrever, repetir e conversar. Cada acerto vale pontos no ranking da academia.',
    practicesTitle: 'Três formas de praticar',
    start: 'Começar',
    mobileActionsLabel: 'Escolha uma prática',
    privacy: 'Aviso de privacidade',
    accountDeleted: 'Sua conta foi excluída, com todos os seus dados. Obrigado por praticar com a gente!',
  },
  practices: {
    writing: {
      title: 'Ouvir e escrever',
      description: 'Ouça uma frase em inglês falada por IA e escreva exatamente o que ouviu.',
      rules: [
        'Ouça o áudio com atenção; você pode repeti-lo quantas vezes quiser.',
        'Escreva a frase e toque em Responder. Maiúsculas, acentos, espaços e pontuação não contam.',
        `Cada acerto soma ${POINTS_PER_ANSWER} pontos e avança ${100 / PHRASES_PER_PRACTICE}% na barra de progresso.`,
        `Depois de ${TRIES_BEFORE_SKIP} erros na mesma frase, você pode pular para a próxima.`,
        SHARED_AUDIOS,
      ],
    },
    speaking: {
      title: 'Ouvir e falar',
      description: 'Ouça a frase, repita em voz alta e o reconhecimento de voz confere sua pronúncia.',
      rules: [
        'Ouça o áudio e toque em Falar para repetir a frase em inglês.',
        'Permita o uso do microfone quando o navegador pedir.',
        `Cada frase dita corretamente soma ${POINTS_PER_ANSWER} pontos.`,
        `Depois de ${TRIES_BEFORE_SKIP} tentativas erradas, você pode pular para a próxima.`,
        SHARED_AUDIOS,
      ],
    },
    conversation: {
      title: 'Conversar',
      description: `Converse por voz com um tutor de IA, livre ou numa situação, por até ${SESSION_MINUTES} minutos.`,
      rules: [
        'Toque em Falar e diga o que quiser, em inglês; a IA responde por escrito e em áudio.',
        `A conversa dura até ${SESSION_MINUTES} minutos, com um cronômetro na tela.`,
        `Cada resposta da IA soma ${POINTS_PER_REPLY} pontos quando você usa pelo menos ${FEMININE_COUNT[MIN_PROMPT_WORDS]} palavras e não repete uma frase, até ${DAILY_CONVERSATION_POINTS} pontos de conversa por dia.`,
        'Toque em Encerrar quando quiser terminar: sua pontuação é salva.',
      ],
    },
  },
  intro: {
    rulesTitle: 'Como funciona',
    start: 'Começar prática',
    starting: 'Preparando…',
    mustSignIn: '❌ Você precisa estar logado para fazer as práticas.',
    signInLink: 'Entrar ou criar conta',
    levelLegend: 'Nível das frases',
    levels: { beginner: 'Iniciante', intermediate: 'Intermediário', advanced: 'Avançado' },
    yourLevel: '(seu nível)',
    levelHint: `Seu nível sobe depois de ${FEMININE_COUNT[PRACTICES_TO_RISE]} práticas seguidas com ${RIGHT_TO_RISE} acertos ou mais, e desce depois de uma com ${RIGHT_TO_FALL} ou menos.`,
  },
  practice: {
    /** Each of the learner's words, checked: said to screen readers beside it. */
    rightWord: 'certa',
    wrongWord: 'errada',
    progressLabel: 'Progresso',
    progress: (percent: number) => `Progresso: ${percent}% / 100%`,
    /** Counted in phrases: a new phrase always moves it, a writing skip too. */
    phrase: (phrase: number, phrases: number) => `Frase ${phrase} de ${phrases}`,
    score: (points: number) => `${points} pontos`,
    plusPoints: `+${POINTS_PER_ANSWER} pontos`,
    skip: 'Pular',
    stop: 'Encerrar',
    skippedPhrase: 'A frase era:',
    meaning: 'Significado:',
    reviewTag: 'Revisão',
    reviewHint: 'Você errou ou pulou esta frase antes: ela volta até você aprender.',
    /** A phrase drawn for a task of the learner's class (GET /api/assignments). */
    assignmentTag: 'Tarefa da turma',
    noAudioLeft: (limit: number) => `${dayLimit(limit)} ${COME_BACK}`,
    /** Today's audios left of the learner's daily ones, on a phrase practice's intro and final screen. */
    audiosLeft: (left: number, limit: number) => `Hoje você ainda tem ${left} de ${limit} áudios.`,
    shorter: (phrases: number) => `Esta prática terá só ${phrases} frase${phrases === 1 ? '' : 's'}.`,
    comeBack: COME_BACK,
    audio: {
      label: 'Áudio da frase',
      loading: 'Carregando o áudio…',
      replay: 'Ouvir de novo',
      slow: 'Ouvir devagar',
      shortcut: 'Atalho: Ctrl + Espaço ouve de novo.',
      failed: 'Não foi possível carregar o áudio.',
      retry: 'Carregar de novo',
    },
    finish: {
      title: 'Fim da prática',
      completedWriting: `Você finalizou a prática diária de ${PHRASES_PER_PRACTICE} áudios!`,
      completedSpeaking: `Você concluiu as ${PHRASES_PER_PRACTICE} frases da prática de fala!`,
      limitModal: dayLimit,
      limitAlert: '❌ Você atingiu o limite diário de geração de áudios.',
      stopped: 'Você encerrou a prática.',
      points: (points: number) => `Você fez ${points} pontos.`,
      saving: 'Salvando seus pontos…',
      saved: 'Pontos salvos! Abrindo o resultado…',
    },
    save: {
      notSignedIn: 'Você precisa estar logado para salvar seus pontos.',
      failed: 'Erro ao salvar os pontos. Tente novamente.',
      failedWith: (reason: string) => `Erro ao salvar os pontos: ${reason}`,
      speakingFailed: '❌ Erro ao salvar sua pontuação.',
      retry: 'Tentar novamente',
      leaveWithoutSaving: 'Sair sem salvar',
      leaveSendLater: 'Sair e enviar depois',
      keptOnDevice:
        'Seus pontos ficam guardados neste aparelho e serão enviados na próxima vez que você abrir o app.',
    },
    leave: {
      title: 'Sair da prática?',
      text: 'Se sair agora, a prática termina e os pontos que você já fez são salvos.',
      stay: 'Continuar praticando',
      go: 'Sair e salvar',
    },
    /**
     * A practice's 'Encerrar' asks first, in the words of the conversation's question
     * (./conversation.ts, `end`): the same title, text and buttons but for going on.
     */
    endNow: {
      title: 'Encerrar agora?',
      text: 'Seus pontos serão salvos.',
      stay: 'Continuar praticando',
      go: 'Encerrar',
    },
  },
  speaking: {
    speak: 'Falar',
    listening: 'Ouvindo...',
    youSaid: 'Você disse:',
    right: '✅ Correto!',
    wrong: '❌ Tente novamente.',
    recognitionError: 'Erro no reconhecimento de voz.',
    nothingHeard:
      'Erro no reconhecimento de voz. Não ouvimos nada: fale perto do microfone e toque em Falar de novo.',
    microphoneBlocked:
      '❌ O microfone está bloqueado para este site. Toque no cadeado ao lado do endereço, permita o microfone e toque em Falar de novo.',
    unsupported: 'Seu navegador não suporta reconhecimento de voz.',
    unsupportedHint:
      'Para praticar a fala, use o Google Chrome, o Microsoft Edge ou o Safari. Nenhum áudio do seu dia foi usado.',
    noMicrophone:
      'Não encontramos um microfone neste aparelho. Para praticar a fala, conecte um microfone ou use o celular. Nenhum áudio do seu dia foi usado.',
    stop: 'Parar',
    recognizing: 'Reconhecendo...',
    /** A right answer's sounds on their way (the browser heard it; the recording is being scored). */
    scoringSounds: 'Ouvindo os sons de cada palavra...',
    /** A right answer the coach has something to say about waits for this. */
    nextPhrase: 'Próxima frase',
    secondsLeft: (seconds: number) => `${seconds} s`,
    timeLeftLabel: 'Tempo restante para falar',
    levelLabel: 'Volume do microfone',
    microphoneWhy: 'Vamos pedir acesso ao microfone para ouvir você repetir a frase. Toque em Permitir.',
    /** A refused microphone, by browser: where that browser keeps the site's permission. */
    microphoneBlockedOn: {
      ios: '❌ O microfone está bloqueado para este site. No iPhone, abra Ajustes > Safari > Microfone (ou toque em “aA” ao lado do endereço > Ajustes do Site), escolha Permitir e toque em Falar de novo.',
      samsung:
        '❌ O microfone está bloqueado para este site. No Samsung Internet, toque em ☰ > Configurações > Sites e downloads > Permissões de sites > Microfone, permita este site e toque em Falar de novo.',
      firefox:
        '❌ O microfone está bloqueado para este site. No Firefox, toque no ícone ao lado do endereço, remova o bloqueio do microfone e toque em Falar de novo.',
      android:
        '❌ O microfone está bloqueado para este site. No Chrome, toque no ícone ao lado do endereço > Permissões > Microfone, escolha Permitir e toque em Falar de novo.',
      other:
        '❌ O microfone está bloqueado para este site. Clique no cadeado ao lado do endereço, permita o microfone e toque em Falar de novo.',
    },
    nothingWorks:
      'Este navegador não deixa o site usar o microfone, então a prática de fala não funciona aqui. Nenhum áudio do seu dia foi usado.',
    openElsewhere: 'Copie o link e abra no Chrome ou no Safari.',
    copyLink: 'Copiar link',
    linkCopied: 'Link copiado! Agora abra no Chrome ou no Safari.',
  },
  notFound: {
    title: 'Página não encontrada',
    back: 'Voltar ao início',
  },
  errors: {
    network: 'Não foi possível falar com o servidor. Verifique sua conexão.',
    unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
    notSignedIn: '❌ Você precisa estar logado!',
  },
} as const;
