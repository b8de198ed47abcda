/**
 * The rankings' page (`/ranking`: the academy or my class, this week or all time), in Portuguese (pt-BR). Apart
 * from ./index.ts so that only that page downloads it.
 */
export const rankingMessages = {
  title: 'Ranking',
  subtitle: {
    academia: 'Os alunos com mais pontos na academia.',
    turma: 'Os colegas da sua turma com mais pontos.',
  },
  scopesLabel: 'Quem aparece no ranking',
  scopes: { academia: 'Toda a academia', turma: 'Minha turma' },
  periodsLabel: 'Período do ranking',
  periods: { semana: 'Esta semana', geral: 'Geral' },
  /** `monday` is YYYY-MM-DD. */
  since: (monday: string) =>
    `Pontos feitos desde segunda-feira, ${monday.slice(8, 10)}/${monday.slice(5, 7)}. Toda segunda a disputa recomeça.`,
  listLabel: {
    academia: { semana: 'Classificação da semana', geral: 'Classificação dos alunos' },
    turma: { semana: 'Classificação da turma na semana', geral: 'Classificação da turma' },
  },
  classTitle: {
    semana: (name: string) => `Só entre os colegas da ${name}.`,
    geral: (name: string) => `Pontos de todos os tempos, só entre os colegas da ${name}.`,
  },
  noClass:
    'Você ainda não está em uma turma. Quando ativar sua conta com a chave que a academia entregou, seus colegas de turma aparecem aqui.',
  classSignIn: 'Entre na sua conta para ver a classificação da sua turma.',
  classSignInLink: 'Entrar',
  position: (place: number) => `${place}º lugar`,
  points: (points: number) => `${points} pts`,
  breakdown: (writing: number, speaking: number) => `Escrita ${writing} · Fala ${speaking}`,
  you: 'Você',
  empty: {
    academia: {
      semana: 'Ninguém pontuou nesta semana ainda. Pratique e seja o primeiro!',
      geral: 'Nenhum usuário no ranking ainda.',
    },
    turma: {
      semana: 'Ninguém da sua turma pontuou nesta semana ainda. Pratique e seja o primeiro!',
      geral: 'Ninguém da sua turma está no ranking ainda. Pratique e seja o primeiro!',
    },
  },
  error: 'Erro ao carregar ranking.',
  sorry: 'Desculpe, não conseguimos buscar a classificação agora. Tente de novo em instantes.',
};
