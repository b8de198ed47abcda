/**
 * Every sentence the web app shows, in Portuguese (pt-BR), in one place so it can be reviewed
 * in one read. Texts quoted by the product specification are kept word for word.
 */
export const messages = {
  brand: 'Fala Inglês',
  tagline: 'A nova maneira de aprender inglês',
  nav: {
    label: 'Navegação principal',
    home: 'Início',
    writing: 'Ouvir e escrever',
    speaking: 'Ouvir e falar',
    talking: 'Conversar',
    ranking: 'Ranking',
    profile: 'Meu perfil',
    login: 'Entrar',
  },
  practices: {
    writing: {
      title: 'Ouvir e escrever',
      description: 'Ouça uma frase em inglês falada por IA e escreva exatamente o que ouviu.',
    },
    speaking: {
      title: 'Ouvir e falar',
      description: 'Ouça a frase, repita em voz alta e o reconhecimento de voz confere sua pronúncia.',
    },
    talking: {
      title: 'Conversar',
      description: 'Converse livremente por voz com um tutor de IA por até 30 minutos.',
    },
  },
  ranking: { title: 'Ranking' },
  profile: { title: 'Meu perfil' },
  auth: { title: 'Entrar ou criar conta' },
  finalScreen: {
    notFinished: 'Ainda não concluiu',
    backToStart: 'Voltar ao início',
  },
  notFound: {
    title: 'Página não encontrada',
    back: 'Voltar ao início',
  },
  comingSoon: 'Em construção.',
  errors: {
    network: 'Não foi possível falar com o servidor. Verifique sua conexão.',
    unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
    notSignedIn: '❌ Você precisa estar logado!',
  },
} as const;
