/** The product's screen paths (docs/product.md, 'Screens'), written once for links, redirects and the router. */
export const screenPaths = {
  home: '/',
  writing: '/listening-writing',
  speaking: '/listening-speaking',
  conversation: '/talking',
  ranking: '/ranking',
  profile: '/user',
  auth: '/auth',
  writingFinal: '/tela-final-writing',
  speakingFinal: '/tela-final-speaking',
} as const;
