/**
 * Every sentence of the academy's own screens (/academia: classes, keys, a class's learners, the
 * printable sheet of keys and the phrase lists), in Portuguese (pt-BR). Loaded by features/academy alone, apart
 * from ./index.ts so that only those screens download them: no learner's route loads this module.
 */
import {
  CORRECTION_SESSIONS_PER_LEARNER,
  DAILY_AUDIO_LIMIT,
  INACTIVE_AFTER_DAYS,
  MAX_CLASS_DAILY_AUDIOS,
  MAX_CLASS_NAME_CHARACTERS,
  MAX_KEYS_PER_MINT,
  MAX_LIST_NAME_CHARACTERS,
  MAX_LIST_PHRASES,
} from '@shared/rules';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** YYYY-MM-DD or an ISO instant as dd/mm/aaaa (an instant in São Paulo's calendar). */
export function brDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return instant.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
}

export const academyMessages = {
  area: 'Área da academia',
  loading: 'Carregando…',
  back: 'Voltar',
  roles: { admin: 'Coordenação', teacher: 'Professor(a)' },
  signedOut: {
    lead: 'Entre com a conta que a academia cadastrou para ver as turmas.',
    signIn: 'Entrar',
  },
  notStaff: {
    lead: 'Esta página é só para a equipe da academia: coordenação e professores.',
    learner: 'Se você é aluno, suas práticas, seus pontos e sua turma estão no app de sempre.',
    home: 'Ir para o início',
    justGiven: 'Acabou de receber acesso da coordenação?',
    checkAgain: 'Verificar meu acesso de novo',
    checking: 'Verificando…',
  },
  loadError: 'Não foi possível carregar esta página.',
  classes: {
    title: 'Turmas',
    lead: 'As turmas da academia, suas chaves de ativação e quem está praticando.',
    leadTeacher: 'As turmas em que você é professor(a): quem está praticando e o que a turma mais erra.',
    listLabel: 'Turmas da academia',
    count: (count: number) => plural(count, 'turma', 'turmas'),
    empty: 'Nenhuma turma ainda.',
    emptyAdmin: 'Crie a primeira turma acima e depois as chaves de ativação dos alunos.',
    emptyTeacher: 'A coordenação ainda não adicionou você a uma turma.',
    columns: {
      name: 'Turma',
      learners: 'Alunos',
      free: 'Chaves livres',
      used: 'Chaves usadas',
      revoked: 'Chaves revogadas',
      dailyAudios: 'Áudios por dia',
      teachers: 'Professores',
      endDate: 'Término',
      actions: 'Ações',
    },
    archived: 'Arquivada',
    noTeachers: 'Nenhum',
    /** An invited teacher whose address is not confirmed yet, in the list's cell. */
    invitedTeacher: (email: string) => `${email} (aguardando confirmação do e-mail)`,
    noEndDate: '—',
    open: (name: string) => `Abrir ${name}`,
    keys: 'Chaves',
    keysOf: (name: string) => `Chaves da ${name}`,
    create: {
      title: 'Nova turma',
      name: 'Nome da turma',
      nameHint: `Como a academia a chama, por exemplo “Turma B - noite”. Até ${MAX_CLASS_NAME_CHARACTERS} caracteres.`,
      endDate: 'Término do curso (opcional)',
      submit: 'Criar turma',
      submitting: 'Criando…',
      emptyName: 'Informe o nome da turma.',
      created: (name: string) => `Turma “${name}” criada. Agora crie as chaves de ativação dos alunos.`,
    },
  },
  classPage: {
    summary: (learners: number, free: number, used: number, revoked: number) =>
      `${plural(learners, 'aluno', 'alunos')} · ${plural(free, 'chave livre', 'chaves livres')} · ${plural(used, 'usada', 'usadas')} · ${plural(revoked, 'revogada', 'revogadas')}`,
    endDate: (day: string) => `Término: ${brDate(day)}`,
    dailyAudios: (audios: number) => `${plural(audios, 'áudio', 'áudios')} por dia para cada aluno`,
    week: (monday: string) => `Números desta semana, desde segunda-feira, ${brDate(monday)}.`,
    keys: 'Chaves da turma',
    download: 'Baixar planilha dos alunos (CSV)',
    downloading: 'Preparando a planilha…',
    downloaded: 'Pronto: a planilha foi baixada.',
    learnersTitle: 'Alunos',
    learnersLabel: 'Alunos da turma',
    noLearners: 'Nenhum aluno nesta turma ainda.',
    /** How learners join, on an empty class: the admin makes the keys, a teacher hands them out. */
    howToJoin: {
      admin:
        'Os alunos entram na turma quando ativam a conta com uma chave dela. Crie as chaves e entregue a folha impressa ou o link de cada chave.',
      teacher:
        'Os alunos entram na turma quando ativam a conta com uma chave dela. A coordenação cria as chaves; entregue aos alunos a folha impressa ou o link de cada chave.',
    },
    toKeys: 'Ver as chaves desta turma',
    columns: {
      nameAndEmail: 'Aluno e e-mail',
      activatedAt: 'Ativação',
      lastPractised: 'Último dia de prática',
      practices: 'Práticas na semana',
      audios: 'Áudios na semana',
      minutes: 'Minutos de conversa na semana',
      weekPoints: 'Pontos na semana',
      totalPoints: 'Pontos no total',
      streak: 'Sequência',
      level: 'Nível',
      actions: 'Ações',
    },
    never: 'Nunca',
    noEmail: '—',
    streakDays: (days: number) => plural(days, 'dia', 'dias'),
    levels: { beginner: 'Iniciante', intermediate: 'Intermediário', advanced: 'Avançado' },
    levelOf: (writing: string | null, speaking: string | null) =>
      `Escrita: ${writing ?? '—'} · Fala: ${speaking ?? '—'}`,
    inactiveBadge: `Sem praticar há ${INACTIVE_AFTER_DAYS} dias`,
    neverPractisedBadge: 'Ainda não praticou',
    inactiveTitle: `Sem praticar nos últimos ${INACTIVE_AFTER_DAYS} dias`,
    inactiveLead: 'Uma mensagem pronta para cada um: copie ou envie pelo WhatsApp.',
    noneInactive: `Todos os alunos praticaram nos últimos ${INACTIVE_AFTER_DAYS} dias.`,
    lastPractised: (day: string | null) => (day ? `Última prática em ${brDate(day)}` : 'Ainda não praticou'),
    /**
     * What the academy sends a learner who stopped practising, or never started: greeted by their
     * first name, or plainly when they chose none (nobody is called 'Usuário').
     */
    nudge: (name: string, ownName: boolean, practised: boolean, appUrl: string) =>
      `${ownName ? `Oi, ${name.split(/\s+/)[0] || name}!` : 'Oi!'} ${
        practised
          ? 'Sentimos sua falta no Fala Inglês. Que tal uma prática rápida hoje? Bastam alguns minutos para o seu inglês não esfriar:'
          : 'Sua conta no Fala Inglês já está ativa. Que tal fazer a primeira prática hoje? Bastam alguns minutos:'
      } ${appUrl}`,
    copy: 'Copiar mensagem',
    copied: (name: string) => `Mensagem para ${name} copiada.`,
    copyFailed: 'Não foi possível copiar. Selecione o texto da mensagem e copie.',
    whatsapp: 'Enviar pelo WhatsApp',
    whatsappTo: (name: string) => `Enviar a mensagem para ${name} pelo WhatsApp (abre em outra aba)`,
    missedTitle: 'Frases que a turma mais errou nesta semana',
    missedLead:
      'Cada resposta conta como uma tentativa, e cada resposta errada como um erro. Uma frase que só tocou, sem resposta, não conta. Bom material para a próxima aula.',
    missedIn: { writing: 'Na escrita', speaking: 'Na fala' },
    missedLabel: { writing: 'Frases mais erradas na escrita', speaking: 'Frases mais erradas na fala' },
    missed: (wrong: number, tries: number, learners: number) =>
      `${plural(wrong, 'erro', 'erros')} em ${plural(tries, 'tentativa', 'tentativas')}; ${learners === 1 ? '1 aluno errou' : `${learners} alunos erraram`}`,
    noMissed: {
      writing: 'Nenhum erro na escrita nesta semana.',
      speaking: 'Nenhum erro na fala nesta semana.',
    },
    correctionsTitle: 'Correções do tutor que mais se repetiram nesta semana',
    correctionsLead: `Das conversas com o tutor começadas nesta semana (as ${CORRECTION_SESSIONS_PER_LEARNER} mais recentes de cada aluno), sem dizer de quem: assunto para a próxima aula.`,
    correctionsLabel: 'Correções mais frequentes',
    correctionCount: (conversations: number, learners: number) =>
      `em ${plural(conversations, 'conversa', 'conversas')} de ${plural(learners, 'aluno', 'alunos')}`,
    noCorrections: 'Nenhuma correção do tutor nas conversas desta semana.',
    replace: 'Substituir conta',
    replaceOf: (name: string) => `Substituir a conta de ${name}`,
  },
  replace: {
    title: (name: string) => `Substituir a conta de ${name}?`,
    lead: 'Para um aluno que perdeu o acesso à conta: a conta antiga sai da turma e perde a ativação, e uma nova chave desta turma é criada para a nova conta do aluno.',
    confirm: 'Substituir e criar nova chave',
    confirming: 'Substituindo…',
    cancel: 'Cancelar',
    done: (name: string) =>
      `Pronto: a conta antiga de ${name} saiu da turma. Entregue a nova chave ao aluno:`,
    link: 'Link de ativação',
    close: 'Fechar',
  },
  manage: {
    title: 'Gerenciar turma',
    name: 'Nome da turma',
    endDate: 'Término do curso (opcional)',
    dailyAudios: 'Áudios por dia de cada aluno',
    dailyAudiosHint: `De 1 a ${MAX_CLASS_DAILY_AUDIOS} (o padrão é ${DAILY_AUDIO_LIMIT}), para escrita e fala juntas. Vale na hora para os próximos áudios; os já ouvidos hoje continuam contados.`,
    dailyAudiosInvalid: `Informe um número inteiro de 1 a ${MAX_CLASS_DAILY_AUDIOS}.`,
    save: 'Salvar',
    saving: 'Salvando…',
    saved: 'Alterações salvas.',
    archive: 'Arquivar turma',
    unarchive: 'Trazer a turma de volta',
    archiveHint: 'Uma turma arquivada vai para o fim da lista. Os alunos continuam praticando normalmente.',
    archived: 'Turma arquivada.',
    unarchived: 'A turma voltou para a lista.',
    teachersTitle: 'Professores',
    noTeachers: 'Nenhum professor nesta turma.',
    remove: 'Remover',
    removeTeacher: (who: string) => `Remover ${who} da turma`,
    removed: (who: string) => `${who} não é mais professor(a) desta turma.`,
    teacherEmail: 'E-mail do professor',
    teacherHint:
      'A pessoa vira professor(a) quando tiver uma conta no app com este e-mail e o e-mail estiver confirmado.',
    addTeacher: 'Adicionar professor',
    adding: 'Adicionando…',
    added: (email: string) => `${email} agora é professor(a) desta turma.`,
    awaitingConfirmation: 'aguardando confirmação do e-mail',
    invited: (email: string) =>
      `${email} foi convidado(a), aguardando confirmação do e-mail. Peça que a pessoa entre no app com este e-mail (ou crie a conta) e, em “Meu perfil”, confirme o e-mail pelo link; depois disso a turma aparece para ela.`,
    withdrawInvite: (email: string) => `Cancelar o convite de ${email}`,
    withdrawn: (email: string) => `O convite de ${email} foi cancelado.`,
    emptyEmail: 'Informe o e-mail do professor.',
  },
  keys: {
    title: (name: string) => `Chaves da ${name}`,
    lead: 'Cada aluno ativa a conta com uma chave. Entregue a folha impressa ou envie o link de cada chave.',
    summary: (free: number, used: number, revoked: number) =>
      `${plural(free, 'livre', 'livres')} · ${plural(used, 'usada', 'usadas')} · ${plural(revoked, 'revogada', 'revogadas')}`,
    mintTitle: 'Criar chaves',
    mintCount: 'Quantas chaves?',
    mintHint: `De 1 a ${MAX_KEYS_PER_MINT} de uma vez.`,
    mintInvalid: `Informe um número de 1 a ${MAX_KEYS_PER_MINT}.`,
    mint: 'Criar chaves',
    minting: 'Criando…',
    minted: (count: number) =>
      `${plural(count, 'chave criada', 'chaves criadas')}. Elas estão no topo da lista.`,
    download: 'Baixar chaves (CSV)',
    downloading: 'Preparando a planilha…',
    downloaded: 'Pronto: a planilha de chaves foi baixada.',
    sheet: 'Folha para imprimir',
    listLabel: 'Chaves da turma',
    empty: 'Nenhuma chave nesta turma ainda.',
    columns: { key: 'Chave', state: 'Situação', createdAt: 'Criada em', actions: 'Ações' },
    free: 'livre',
    usedBy: (name: string | null, at: string | null) =>
      `usada por ${name ?? 'aluno'}${at ? ` em ${brDate(at)}` : ''}`,
    revoked: (at: string | null) => (at ? `revogada em ${brDate(at)}` : 'revogada'),
    revoke: 'Revogar',
    revokeKey: (key: string) => `Revogar a chave ${key}`,
    revokeTitle: (key: string) => `Revogar a chave ${key}?`,
    revokeLead: 'Ninguém poderá ativar uma conta com ela. Isso não pode ser desfeito.',
    revokeConfirm: 'Revogar chave',
    revoking: 'Revogando…',
    revokeCancel: 'Cancelar',
    revokedDone: (key: string) => `Chave ${key} revogada.`,
  },
  /** The keys page's "Link da turma": one link (and QR code) for the whole class, with seats. */
  classLink: {
    title: 'Link da turma',
    lead: 'Um só link (e QR code) para a turma toda: cada aluno que abre o link e cria a conta ocupa uma vaga. As chaves individuais continuam valendo.',
    none: 'Esta turma ainda não tem link.',
    closedAt: (at: string | null, taken: number, seats: number) =>
      `O último link foi fechado${at ? ` em ${brDate(at)}` : ''}, com ${taken} de ${plural(seats, 'vaga ocupada', 'vagas ocupadas')}. Ele não funciona mais.`,
    seatsLabel: 'Vagas',
    seatsHint: `Quantos alunos podem entrar pelo link: de 1 a ${MAX_KEYS_PER_MINT}.`,
    seatsInvalid: `Informe um número de 1 a ${MAX_KEYS_PER_MINT}.`,
    open: 'Abrir link',
    opening: 'Abrindo…',
    opened: 'Link aberto. Envie o link ou mostre o QR code para a turma.',
    saveSeats: 'Mudar vagas',
    savingSeats: 'Salvando…',
    seatsSaved: (seats: number) => `Agora o link tem ${plural(seats, 'vaga', 'vagas')}.`,
    seats: (taken: number, seats: number) =>
      `${taken} de ${plural(seats, 'vaga ocupada', 'vagas ocupadas')} · ${plural(Math.max(0, seats - taken), 'livre', 'livres')}`,
    full: 'Todas as vagas foram ocupadas: aumente as vagas para mais alunos entrarem.',
    linkLabel: 'Link para os alunos',
    copy: 'Copiar link',
    copied: 'Link copiado.',
    copyFailed: 'Não foi possível copiar. Selecione o link e copie.',
    qr: 'QR code do link da turma',
    close: 'Fechar link',
    closing: 'Fechando…',
    closed: 'Link fechado. Ninguém mais entra na turma por ele.',
  },
  sheet: {
    title: (name: string) => `Folha de chaves da ${name}`,
    lead: 'Uma chave livre por linha. O aluno aponta a câmera do celular para o código ou abre o link, e a chave já vem preenchida.',
    print: 'Imprimir',
    freeCount: (count: number) => plural(count, 'chave livre', 'chaves livres'),
    empty: 'Nenhuma chave livre nesta turma. Crie chaves na página de chaves.',
    listLabel: 'Chaves livres',
    howTo: 'Para ativar: entre no app, comece uma prática e use esta chave.',
    qr: (key: string) => `Código QR que abre o app com a chave ${key}`,
    backToKeys: 'Voltar para as chaves',
  },
  lists: {
    title: 'Listas de frases',
    lead: 'As frases do curso da academia, ao lado das frases do app: cada lista tem um nível e é para algumas turmas ou para toda a academia.',
    leadTeacher:
      'As listas das suas turmas e as de toda a academia. Você cria e muda as listas das suas turmas.',
    /** The link from the classes' page. */
    open: 'Listas de frases',
    backToClasses: 'Turmas',
    newList: 'Nova lista',
    listLabel: 'Listas da academia',
    count: (count: number) => plural(count, 'lista', 'listas'),
    empty: 'Nenhuma lista ainda.',
    emptyLead: 'Crie a primeira lista com as frases de uma unidade do curso.',
    columns: {
      name: 'Lista',
      level: 'Nível',
      classes: 'Turmas',
      phrases: 'Frases',
      updatedAt: 'Última alteração',
    },
    wholeAcademy: 'Toda a academia',
    /** Classes of the list the caller does not have (another teacher's). */
    otherClasses: (count: number) => (count === 1 ? '1 outra turma' : `${count} outras turmas`),
    readOnly: 'Só leitura',
    saved: (name: string) => `Lista “${name}” salva.`,
    deleted: (name: string) => `Lista “${name}” excluída.`,
  },
  listEditor: {
    newTitle: 'Nova lista',
    back: 'Listas de frases',
    updatedAt: (at: string) => `Última alteração em ${brDate(at)}.`,
    name: 'Nome da lista',
    nameHint: `Por exemplo “Unidade 4 - Restaurante”. Até ${MAX_LIST_NAME_CHARACTERS} caracteres.`,
    emptyName: 'Informe o nome da lista.',
    level: 'Nível das frases',
    classes: 'Para quais turmas',
    wholeAcademy: 'Toda a academia',
    wholeAcademyHint: 'Todas as turmas, também as que forem criadas depois.',
    archived: 'arquivada',
    noClasses: 'Escolha pelo menos uma turma.',
    noClassesYet: 'Você ainda não é professor(a) de nenhuma turma: a coordenação adiciona você a uma turma.',
    phrases: 'Frases',
    phrasesHint: `Uma frase em inglês por linha, até ${MAX_LIST_PHRASES}. O significado em português é opcional: escreva depois de um ponto e vírgula (;) ou cole as duas colunas de uma planilha.`,
    example: 'Exemplo:',
    exampleLines: [
      'I’d like a table for two.; Eu gostaria de uma mesa para dois.',
      'Could I have the bill, please?',
    ],
    emptyPhrases: 'Escreva pelo menos uma frase ou importe um arquivo CSV.',
    csvTitle: 'Ou importe uma planilha',
    csvHint:
      'Um arquivo CSV com a frase na coluna A e o significado (opcional) na coluna B. No Excel, use Arquivo > Salvar como > “CSV UTF-8 (delimitado por vírgulas)”.',
    csvChoose: 'Importar CSV',
    csvLoaded: (file: string, lines: number) => `${file}: ${plural(lines, 'linha', 'linhas')}.`,
    csvWillBeRead: 'As frases serão lidas deste arquivo ao salvar. O texto da caixa não é enviado.',
    csvRemove: 'Usar o texto digitado',
    notUtf8: (file: string) =>
      `O arquivo “${file}” não está em UTF-8, e os acentos sairiam errados. No Excel, abra a planilha, vá em Arquivo > Salvar como, escolha o tipo “CSV UTF-8 (delimitado por vírgulas)” e importe o novo arquivo.`,
    emptyFile: (file: string) => `O arquivo “${file}” está vazio.`,
    tooBig: (file: string) =>
      `O arquivo “${file}” é grande demais para uma lista de até ${MAX_LIST_PHRASES} frases.`,
    unreadable: (file: string) => `Não foi possível ler o arquivo “${file}”. Escolha o arquivo de novo.`,
    problemLine: (line: number) => `Linha ${line}`,
    create: 'Criar lista',
    save: 'Salvar alterações',
    saving: 'Salvando…',
    cancel: 'Cancelar',
    delete: 'Excluir lista',
    deleteTitle: (name: string) => `Excluir a lista “${name}”?`,
    deleteLead: 'A lista deixa de ser oferecida às turmas. Isso não pode ser desfeito.',
    deleteConfirm: 'Excluir lista',
    deleting: 'Excluindo…',
    readOnlyLead:
      'Você pode ver esta lista, mas não mudá-la: ela é de toda a academia ou também de turmas que não são suas.',
    phrasesLabel: 'Frases da lista',
    columns: { text: 'Frase', meaning: 'Significado' },
    noMeaning: '—',
  },
};
