/**
 * Every sentence of the account's screens, in Portuguese (pt-BR): sign-in and sign-up (/auth),
 * the first step after it (/primeiro-passo), the activation (wherever the key is asked: the
 * practices' modal, the first step, the home page's call), the links of Firebase Auth's e-mails
 * (/auth/acao) and the profile (/user). Loaded by features/auth, features/profile, the
 * activation's chunks and the consent fields, apart from ./index.ts (which loads with the first
 * screen of every route), so the practices never download them. The privacy notice's text is
 * ./privacy.ts.
 */
import { ADULT_AGE, MAX_NAME_CHARACTERS, MIN_NAME_CHARACTERS } from '@shared/rules';

const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/** What the learner types to confirm the deletion: a slip cannot type it. */
const DELETE_WORD = 'EXCLUIR';

export const accountMessages = {
  /** The name rule's sentence, word for word the server's (functions/src/messages.ts). */
  invalidName: `O nome deve ter de ${MIN_NAME_CHARACTERS} a ${MAX_NAME_CHARACTERS} caracteres, com pelo menos uma letra ou um número (sem emojis ou sinais sozinhos).`,
  profile: {
    title: 'Meu perfil',
    photoAlt: 'Sua foto',
    pointsTitle: 'Seus pontos',
    writing: 'Escrita',
    speaking: 'Fala',
    total: 'Total',
    pointsError: 'Erro ao carregar pontos. Tente novamente.',
    weekPoints: (points: number) => `Esta semana: ${points} ${points === 1 ? 'ponto' : 'pontos'}`,
    streakTitle: 'Sequência de dias',
    streakDays: (days: number) => (days === 1 ? '1 dia seguido' : `${days} dias seguidos`),
    streakBest: (days: number) => `Melhor sequência: ${days} ${days === 1 ? 'dia' : 'dias'}`,
    /** Practised today: what is still possible today, in one sentence with the audios left. */
    streakMore: (remaining: number, limit: number) =>
      `Você já praticou hoje e ainda tem ${remaining} de ${limit} áudios. Continue quando quiser!`,
    streakDone: (limit: number) =>
      `Você já praticou hoje e usou os ${limit} áudios do dia. Volte amanhã para continuar!`,
    streakKeep: 'Pratique hoje para manter sua sequência.',
    streakStart: 'Pratique hoje para começar uma sequência.',
    audiosLeft: (remaining: number, limit: number) => `Áudios restantes hoje: ${remaining} de ${limit}`,
    learningTitle: 'Frases para revisar',
    toReview: (count: number) =>
      count === 0
        ? 'Nenhuma frase para revisar.'
        : `${count} ${count === 1 ? 'frase para revisar' : 'frases para revisar'}`,
    toReviewByPractice: (writing: number, speaking: number) => `Escrita ${writing} · Fala ${speaking}`,
    learnedThisWeek: (count: number) =>
      `${count} ${count === 1 ? 'frase aprendida' : 'frases aprendidas'} nesta semana`,
    learningHint: 'Frases que você errou ou pulou voltam nas próximas práticas até você aprender.',
    chartTitle: 'Pontos nos últimos 14 dias',
    chartCaption: 'Pontos por dia, do mais antigo a hoje',
    chartDay: 'Dia',
    chartPoints: 'Pontos',
    /** `day` is YYYY-MM-DD. */
    dayOfMonth: (day: string) => day.slice(8, 10),
    dayName: (day: string) =>
      `${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]}, ${day.slice(8, 10)}/${day.slice(5, 7)}`,
    className: (name: string) => `Turma: ${name}`,
    staffLink: 'Área da academia (turmas, chaves e alunos)',
    accountTitle: 'Sua conta',
    accountError: 'Erro ao carregar sua conta. Tente novamente.',
    rankingName: 'Nome no ranking',
    rename: 'Mudar nome',
    nameLabel: 'Novo nome no ranking',
    nameHint: `De ${MIN_NAME_CHARACTERS} a ${MAX_NAME_CHARACTERS} caracteres.`,
    saveName: 'Salvar nome',
    saving: 'Salvando…',
    cancel: 'Cancelar',
    nameSaved: (name: string) => `Pronto: no ranking, agora você aparece como “${name}”.`,
    noOwnName:
      'Você ainda não escolheu um nome: é assim que os outros alunos veem você no ranking. Toque em Mudar nome para escolher o seu.',
    showOnRanking: 'Aparecer no ranking',
    showOnRankingHint:
      'O ranking é público. Desligado, seu nome e seus pontos saem dele; você continua ganhando pontos e pode voltar quando quiser.',
    rankingShown: 'Você aparece no ranking.',
    rankingHidden: 'Você não aparece no ranking.',
    emailLabel: 'E-mail',
    emailConfirmed: 'Confirmado',
    emailNotConfirmed: 'Ainda não confirmado',
    sendConfirmation: 'Enviar link de confirmação',
    sending: 'Enviando…',
    confirmationSent: (email: string) => `Enviamos um link para ${email}. Abra-o para confirmar seu e-mail.`,
    dataTitle: 'Seus dados',
    dataLead:
      'O aviso de privacidade explica o que o app guarda sobre você, por quanto tempo e seus direitos.',
    privacyLink: 'Ler o aviso de privacidade',
    download: 'Baixar meus dados',
    downloading: 'Preparando o arquivo…',
    downloadHint: 'Um arquivo (JSON) com tudo o que o app guarda sobre você.',
    downloaded: 'Pronto: o arquivo com os seus dados foi baixado.',
    deleteAccount: 'Excluir minha conta',
    noticeTitle: 'Aviso de privacidade',
    noticeNew:
      'Sua conta foi criada antes do nosso aviso de privacidade. Por favor, leia o aviso e confirme abaixo.',
    noticeChanged: 'Atualizamos o aviso de privacidade. Por favor, leia o aviso e confirme abaixo.',
    noticeAccept: 'Confirmar',
    noticeAccepted: 'Obrigado! Sua confirmação foi registrada.',
    signOut: 'Sair',
    signingOut: 'Saindo…',
    defaultName: 'Usuário',
  },
  auth: {
    title: 'Entrar ou criar conta',
    signInTitle: 'Entrar',
    signUpTitle: 'Criar conta',
    signInLead: 'Bem-vindo de volta! Entre para continuar praticando.',
    signUpLead: 'Crie sua conta para praticar e aparecer no ranking.',
    name: 'Nome (opcional)',
    nameHint: `É o nome do ranking: de ${MIN_NAME_CHARACTERS} a ${MAX_NAME_CHARACTERS} caracteres. Você pode mudá-lo no seu perfil.`,
    email: 'E-mail',
    password: 'Senha',
    submitSignIn: 'Entrar',
    submitSignUp: 'Criar conta',
    working: 'Aguarde…',
    toSignUp: 'Não tem conta? Criar conta',
    toSignIn: 'Já tem conta? Entrar',
    or: 'ou',
    google: 'Entrar com Google',
    emailRequired: 'Informe seu e-mail.',
    passwordRequired: 'Informe sua senha.',
    googleClosed: 'Você fechou a janela de login do Google.',
    googleFailed: 'Erro ao autenticar com Google.',
    firebasePrefix: 'Erro Firebase: ',
    /** Readable sentences for the identity provider's most common error codes. */
    firebaseCodes: {
      'auth/invalid-credential': 'e-mail ou senha incorretos.',
      'auth/invalid-login-credentials': 'e-mail ou senha incorretos.',
      'auth/wrong-password': 'senha incorreta.',
      'auth/user-not-found': 'não existe conta com este e-mail.',
      'auth/email-already-in-use': 'já existe uma conta com este e-mail.',
      'auth/weak-password': 'a senha é fraca demais; use pelo menos 6 caracteres.',
      'auth/invalid-email': 'o e-mail informado é inválido.',
      'auth/missing-email': 'informe o e-mail.',
      'auth/missing-password': 'informe a senha.',
      'auth/too-many-requests': 'muitas tentativas seguidas. Aguarde alguns minutos e tente de novo.',
      'auth/network-request-failed': 'sem conexão com o servidor de login. Verifique sua internet.',
      'auth/user-disabled': 'esta conta foi desativada.',
      'auth/operation-not-allowed': 'este método de login não está habilitado.',
      'auth/popup-blocked': 'o navegador bloqueou a janela de login. Permita pop-ups e tente de novo.',
      'auth/popup-closed-by-user': 'você fechou a janela de login do Google.',
      'auth/expired-action-code': 'este link expirou. Peça um novo.',
      'auth/invalid-action-code': 'este link não é válido ou já foi usado. Peça um novo.',
      'auth/user-mismatch': 'entre com a mesma conta do Google que você usa aqui.',
      'auth/user-token-expired': 'sua sessão expirou. Saia e entre de novo.',
      'auth/invalid-continue-uri': 'o endereço do app não é aceito pelo login.',
      'auth/unauthorized-continue-uri': 'o endereço do app não está autorizado no login.',
    } as Record<string, string>,
    unknownFirebase: 'não foi possível concluir o login.',
    retry: 'Tentar novamente',
    forgot: 'Esqueci minha senha',
    resetTitle: 'Nova senha',
    resetLead: 'Informe o e-mail da sua conta: enviaremos um link para você criar uma nova senha.',
    resetSubmit: 'Enviar link',
    resetSent: (email: string) =>
      `Se houver uma conta com ${email}, enviamos para lá um link para criar uma nova senha. Confira a caixa de entrada e o spam.`,
    toSignInAfterReset: 'Voltar para o login',
    googleStepTitle: 'Só mais um passo',
    googleStepLead: 'Para criar sua conta, leia o aviso de privacidade e confirme abaixo.',
    googleStepName: (name: string) =>
      `No ranking, você aparecerá como “${name}”. Dá para mudar no seu perfil.`,
    googleStepContinue: 'Criar minha conta',
    googleStepCancel: 'Cancelar',
    googleStepCancelled: 'Tudo bem: nenhuma conta foi criada.',
    /** The first step, right after sign-up (/primeiro-passo): a first name and the key, both skippable. */
    firstStepTitle: 'Boas-vindas ao Fala Inglês!',
    firstStepLead: 'Sua conta foi criada. Falta pouco para começar a praticar.',
    firstName: 'Seu primeiro nome (opcional)',
    firstNameHint: (shown: string) =>
      `É como você aparece no ranking da academia. Sem ele, você aparece como “${shown}”.`,
    firstStepContinue: 'Continuar',
    firstStepLater: 'Agora não',
    firstStepLaterHint:
      'Sem a chave agora? Você pode ativar depois, na página inicial ou ao começar uma prática.',
    privacyLink: 'Aviso de privacidade',
  },
  activation: {
    title: 'Ative sua conta',
    description:
      'Para praticar, informe a chave de ativação que você recebeu da academia. Você só precisa fazer isso uma vez.',
    keyLabel: 'Chave de ativação',
    keyHint: 'Exemplo: ABCDE-FGHJK-MNPQR-STVWX',
    activate: 'Ativar',
    activating: 'Ativando…',
    cancel: 'Cancelar',
    emptyKey: '❌ Insira uma chave válida!',
    wrongKey: '❌ Chave incorreta ou inválida.',
    network: '❌ Erro ao validar chave. Verifique sua conexão.',
    success: '✅ Sua conta foi ativada com sucesso!',
  },
  /** A key link (`/?chave=KEY`) on the home page. */
  keyLink: {
    kept: (key: string) =>
      `Recebemos sua chave de ativação (${key}). Crie sua conta ou entre: a chave já vai estar preenchida.`,
    signUp: 'Criar conta',
    signIn: 'Entrar',
    alreadyActive: 'Sua conta já está ativada. Você não precisa de outra chave: é só praticar!',
  },
  consent: {
    legend: 'Privacidade',
    readNotice: 'Ler o aviso de privacidade',
    newTab: '(abre em outra aba)',
    accept: 'Li e aceito o aviso de privacidade.',
    acceptRequired: 'Para continuar, aceite o aviso de privacidade.',
    ageLegend: 'Sua idade',
    adult: `Tenho ${ADULT_AGE} anos ou mais`,
    minor: `Tenho menos de ${ADULT_AGE} anos`,
    ageRequired: `Diga se você tem ${ADULT_AGE} anos ou mais.`,
    guardian:
      'Meu pai, minha mãe ou meu responsável leu o aviso de privacidade e concorda que eu use o Fala Inglês.',
    guardianRequired: `Quem tem menos de ${ADULT_AGE} anos precisa da concordância de um responsável.`,
  },
  action: {
    checking: 'Conferindo o link…',
    resetTitle: 'Criar uma nova senha',
    resetFor: (email: string) => `Para a conta ${email}.`,
    newPassword: 'Nova senha',
    newPasswordHint: 'Pelo menos 6 caracteres.',
    passwordRequired: 'Informe a nova senha.',
    save: 'Salvar e entrar',
    saving: 'Salvando…',
    resetExpiredTitle: 'Link expirado',
    resetExpired: 'Este link para criar uma nova senha expirou ou já foi usado.',
    askAgain: 'Pedir um novo link',
    verifiedTitle: 'E-mail confirmado',
    verified: 'Pronto! Seu e-mail foi confirmado.',
    verifyExpiredTitle: 'Link expirado',
    verifyExpired:
      'Este link de confirmação expirou ou já foi usado. Se o seu perfil ainda diz que o e-mail não foi confirmado, peça um novo link por lá.',
    toProfile: 'Ir para o meu perfil',
    invalidTitle: 'Link inválido',
    invalid: 'Este link não é válido. Confira se você abriu o link inteiro, do jeito que chegou no e-mail.',
    toHome: 'Voltar ao início',
    failedTitle: 'Não foi possível abrir o link',
  },
  deletion: {
    title: 'Excluir sua conta?',
    what: 'Sua conta, seus pontos, seu progresso, suas práticas e suas conversas serão apagados para sempre, e seu nome sai do ranking. Não dá para desfazer.',
    key: 'A chave de ativação que você usou continuará gasta: ela não vale para outra conta.',
    word: DELETE_WORD,
    typeLabel: `Para confirmar, digite ${DELETE_WORD}`,
    confirm: 'Excluir para sempre',
    deleting: 'Excluindo…',
    cancel: 'Cancelar',
    signInAgain: 'Por segurança, confirme que é você antes de excluir a conta.',
    password: 'Sua senha',
    passwordRequired: 'Informe sua senha.',
    withPassword: 'Confirmar e excluir',
    withGoogle: 'Entrar com Google e excluir',
  },
} as const;
