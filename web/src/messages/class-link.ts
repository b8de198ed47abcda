/**
 * The class link's page (`/turma/<token>`), in Portuguese (pt-BR): where a learner takes one of a
 * class's seats. Apart from ./account.ts so that only that page downloads it.
 */
export const classLinkMessages = {
  pageTitle: 'Link da turma',
  lead: 'A academia enviou este link para a turma entrar no app. Cada aluno ocupa uma vaga.',
  seatsLeft: (count: number) => (count === 1 ? 'Resta 1 vaga.' : `Restam ${count} vagas.`),
  full: 'As vagas deste link acabaram. Peça uma vaga ou uma chave de ativação à academia.',
  closed: 'Este link foi fechado pela academia. Peça um novo link ou uma chave de ativação.',
  signedOut: 'Crie sua conta (ou entre, se já tem uma) e volte para cá para ocupar sua vaga.',
  signUp: 'Criar conta',
  signIn: 'Já tenho conta',
  join: 'Entrar na turma',
  joining: 'Entrando…',
  home: 'Ir para o início',
  unknown: '❌ Este link de turma não existe. Confira o link com a academia.',
};
