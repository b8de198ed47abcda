/** The product's screen paths (docs/product.md), written once for links, redirects and the router. */
export const screenPaths = {
  home: '/',
  writing: '/listening-writing',
  speaking: '/listening-speaking',
  conversation: '/talking',
  ranking: '/ranking',
  profile: '/user',
  auth: '/auth',
  /** Right after sign-up: a first name and the activation key, both skippable. */
  firstStep: '/primeiro-passo',
  /** Where the links of Firebase Auth's e-mails land: a new password, a confirmed e-mail. */
  authAction: '/auth/acao',
  privacy: '/privacidade',
  /** "Conversas anteriores": the kept conversations of the last 30 days, then one of them whole. */
  conversations: '/conversas',
  conversationSession: '/conversas/:sessionId',
  writingFinal: '/tela-final-writing',
  speakingFinal: '/tela-final-speaking',
  /** The academy's own screens (admins and teachers): its classes, then one class's learners, keys and printable sheet. */
  academy: '/academia',
  academyClass: '/academia/turmas/:classId',
  academyKeys: '/academia/turmas/:classId/chaves',
  academySheet: '/academia/turmas/:classId/folha',
  /** One learner of a class, drilled down from its page. */
  academyLearner: '/academia/turmas/:classId/alunos/:learnerId',
  /** A class's link: a learner who opens it and signs up takes one of the class's seats. */
  classLink: '/turma/:token',
  /**
   * The academy's phrase lists; with `listId`, one list's editor (read-only for who may not change
   * it), 'nova' a new one. One route, so the chunk every page loads carries one entry, not three.
   */
  academyLists: '/academia/listas/:listId?',
} as const;

/** `/auth?criar` opens the sign-in page on its sign-up form (the key link's 'Criar conta'). */
export const SIGN_UP_PARAM = 'criar';

/** The query parameter of a link that opens the app with an activation key filled in (`/?chave=KEY`). */
export const ACTIVATION_KEY_PARAM = 'chave';
