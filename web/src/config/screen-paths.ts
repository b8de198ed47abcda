/** The product's screen paths (docs/product.md, 'Screens'), written once for links, redirects and the router. */
export const screenPaths = {
  home: '/',
  writing: '/listening-writing',
  speaking: '/listening-speaking',
  conversation: '/talking',
  ranking: '/ranking',
  profile: '/user',
  auth: '/auth',
  /** Where the links of Firebase Auth's e-mails land: a new password, a confirmed e-mail. */
  authAction: '/auth/acao',
  privacy: '/privacidade',
  writingFinal: '/tela-final-writing',
  speakingFinal: '/tela-final-speaking',
} as const;
