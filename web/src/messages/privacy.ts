/**
 * The privacy notice (/privacidade), in Portuguese (pt-BR), loaded by features/privacy alone,
 * apart from ./index.ts because only its own screen shows it. The periods are the code's own
 * (RETENTION_DAYS, applied by Firestore's TTL policies: docs/security.md); its version is
 * PRIVACY_NOTICE_VERSION, which sign-up records. Change the text, change the version.
 */
import {
  ADULT_AGE,
  HISTORY_DAYS,
  LEARNER_CORRECTION_SESSIONS,
  PRIVACY_NOTICE_VERSION,
  RETENTION_DAYS,
} from '@shared/rules';

const days = (count: number) => (count === 1 ? '1 dia' : `${count} dias`);
/** YYYY-MM-DD as DD/MM/YYYY. */
const brazilianDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export interface NoticeSection {
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export const privacyNotice = {
  title: 'Aviso de privacidade',
  version: `Versão de ${brazilianDate(PRIVACY_NOTICE_VERSION)}`,
  intro:
    'O Fala Inglês é o app de prática de inglês que a sua academia oferece aos alunos. Este aviso explica, em palavras simples, quais dados seus o app guarda, para quê, por quanto tempo, quem trata esses dados e como você usa os seus direitos previstos na Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).',
  sections: [
    {
      title: 'Quem cuida dos seus dados',
      paragraphs: [
        'A sua academia de inglês, que oferece o app, decide sobre o uso destes dados (é a controladora). Os serviços da lista “Quem processa os dados” trabalham para ela.',
      ],
    },
    {
      title: 'O que o app guarda',
      items: [
        'Sua conta: o e-mail, o nome que aparece no ranking, se você aparece no ranking, a data de criação da conta, a chave de ativação usada e quando ela foi usada. A senha fica com o serviço de login (Firebase Authentication), que guarda só um resumo protegido dela (hash): ninguém da academia a vê.',
        'O que você aceitou: a versão deste aviso, quando, se você disse ter 18 anos ou mais e, se não, a concordância do seu responsável.',
        'Seus pontos: o total de escrita e de fala, os pontos de cada dia e os de cada semana (para o ranking semanal).',
        'Seu aprendizado: o seu nível em cada prática, as frases que voltam para revisão, as frases das últimas práticas (para não repeti-las) e, na fala, quantas vezes o treinador de pronúncia ouviu cada troca de som (mostrado aos seus professores).',
        'Suas práticas: as frases sorteadas e os pontos de cada prática.',
        'Sua turma: a turma da chave que você usou e, em cada semana, quantas práticas você terminou, quantos áudios ouviu, quantos minutos conversou com o tutor e quais frases você já errou na semana (para contar você uma vez só). Suas respostas a cada frase (tentativas e erros) entram na soma da turma, sem o seu nome. Se você é professor de uma turma, o app guarda em quais turmas você é professor; se a coordenação convidou o seu e-mail antes de você confirmá-lo, guarda um convite para ser professor (a turma, o e-mail e a data).',
        'Suas tarefas da turma: em cada tarefa que a academia passou para a sua turma, as frases (ou os cenários de conversa) que você já fez em cada prática e quando, para mostrar o que falta e se a tarefa foi feita no prazo. Os administradores e os professores da sua turma veem esse andamento.',
        `Suas conversas com o tutor: cada conversa inteira (o que você disse ou escreveu, as respostas do tutor e as traduções delas), as correções do tutor, o cenário escolhido, as palavras do cenário que você usou, a correção da conversa anterior trazida de volta (e se você acertou) e os pontos ganhos. Elas aparecem em “Conversas anteriores”. As correções do tutor também entram, sem o seu nome, na lista das mais frequentes da sua turma na semana, que a coordenação e os professores da turma veem; as das suas ${LEARNER_CORRECTION_SESSIONS} conversas mais recentes aparecem, com o seu nome, na sua página da turma.`,
        'Contadores de uso de cada dia (áudios, palavras ouvidas sozinhas, respostas do tutor, reconhecimentos de voz) e as tentativas de chave de ativação. Das tentativas com chave errada, o app guarda o endereço de internet (IP) só embaralhado (um resumo que não se desfaz), para barrar quem tenta adivinhar chaves.',
        'No seu aparelho (no navegador), para o app abrir rápido e não perder nada: quem está conectado e se a conta já foi ativada, os pontos que ainda não chegaram ao servidor (até chegarem), a prática em andamento e a última tela final do dia (valem só no mesmo dia) e a chave de ativação de um link, até ela ser usada. Excluir a conta apaga deste aparelho os pontos que esperavam e a prática guardada.',
        'Sua voz não é guardada: quando o navegador não reconhece a fala, a gravação vai ao servidor só para virar texto e é descartada em seguida. Na prática de fala, mesmo quando o navegador reconhece a fala, a gravação também vai ao servidor, só para avaliar os sons de cada palavra: conta como um dos reconhecimentos de voz do dia e também é descartada em seguida. No aparelho, a gravação fica só na memória do app enquanto a frase está na tela, para você ouvi-la, e some quando você passa para a próxima ou sai.',
        'Registros técnicos do servidor: cada chamada ao servidor deixa uma linha com o endereço chamado, a resposta, o tempo que levou e o código da sua conta (não o nome nem o e-mail), para achar e corrigir erros.',
      ],
    },
    {
      title: 'Para quê',
      items: [
        'Para você praticar: sortear frases do seu nível, trazer de volta as que você errou, mostrar seu progresso e conversar com o tutor.',
        'Para o ranking da academia, se você escolher aparecer nele, e o ranking da sua turma.',
        'Para a academia acompanhar a sua turma: os administradores e os professores da sua turma veem seu nome, e-mail, data de ativação, atividade da semana, pontos, sequência e nível; na sua página da turma, também as suas práticas recentes, as frases da sua revisão, as trocas de som que o treinador de pronúncia ouviu, as correções do tutor nas suas conversas mais recentes e o andamento das suas tarefas; e, somadas sem nomes, as frases que a turma mais errou e as correções do tutor que mais se repetiram nas conversas da turma.',
        'Para aplicar os limites de cada dia e proteger o app contra abuso (por exemplo, quem tenta adivinhar chaves de ativação).',
        'Para responder às suas dúvidas e às da academia sobre pontos e práticas recentes.',
      ],
    },
    {
      title: 'Por quanto tempo',
      items: [
        `Contadores do dia, práticas e conversas: ${days(RETENTION_DAYS.activity)} depois do dia, da última atividade da prática ou do início da conversa.`,
        `Conversas com o tutor: “Conversas anteriores” mostra as dos últimos ${days(HISTORY_DAYS)}; cada conversa é apagada ${days(RETENTION_DAYS.activity)} depois do seu início.`,
        `Pontos e atividade de cada semana (e a soma da turma por frase): ${days(RETENTION_DAYS.weeks)} depois da segunda-feira da semana.`,
        `O andamento das tarefas da turma: ${days(RETENTION_DAYS.weeks)} depois da última frase ou conversa feita em cada tarefa, ou até a academia excluir a tarefa.`,
        `Tentativas de chave de ativação: ${days(RETENTION_DAYS.keyAttempts)}.`,
        `Registros técnicos de cada gravação de pontos e de cada atualização da revisão: ${days(RETENTION_DAYS.saveLog)}.`,
        'Esses prazos são aplicados automaticamente pelo banco de dados, que apaga cada registro em geral até um dia depois do prazo.',
        'Sua conta, seus pontos de cada dia, seu nível e sua lista de revisão ficam enquanto a sua conta existir. Quando você exclui a conta, tudo isso é apagado na hora.',
        'A chave de ativação que você usou continua marcada como usada, para não valer de novo, mas sem nada que identifique você.',
        'Um convite para ser professor fica até você confirmar o e-mail (então você entra na turma e o convite é apagado) ou até a coordenação cancelá-lo.',
        'Os registros técnicos do servidor ficam no Google Cloud Logging pelo prazo padrão dele, 30 dias, e somem sozinhos: não são apagados antes quando você exclui a conta.',
      ],
    },
    {
      title: 'Quem processa os dados',
      items: [
        'Google, com o Firebase e o Google Cloud: o login (Firebase Authentication), o banco de dados (Cloud Firestore, na região de São Paulo), o servidor do app (Cloud Functions) e a hospedagem do site (Firebase Hosting).',
        'Google Cloud Text-to-Speech: cria o áudio das frases e das respostas do tutor. Recebe só o texto em inglês, nada sobre você.',
        'Google Cloud Speech-to-Text: transforma em texto a gravação da sua fala, quando o navegador não faz isso sozinho.',
        'Gemini, do Google: é o tutor da conversa. Recebe o que você diz ou escreve na conversa, as falas anteriores dela, o cenário escolhido e o seu nível, para responder.',
        'O reconhecimento de voz do seu navegador, quando ele existe, é um serviço do próprio navegador (no Chrome, do Google; no Safari, da Apple).',
        'Esses serviços podem tratar os dados fora do Brasil, nas condições de proteção de dados do Google.',
      ],
    },
    {
      title: 'O ranking',
      paragraphs: [
        'O ranking é público: quem abre o app vê o nome e os pontos de quem aparece nele. Por isso, uma conta do Google aparece por padrão só com o primeiro nome e a inicial do sobrenome (por exemplo, “Ana S.”). No seu perfil você muda esse nome ou sai do ranking quando quiser; seus pontos continuam contando.',
      ],
    },
    {
      title: 'Seus direitos e como usá-los no app',
      paragraphs: [
        'A LGPD (art. 18) garante a você estes direitos. No app, eles ficam no seu perfil (Meu perfil):',
      ],
      items: [
        'Confirmar e ver o que guardamos: o seu perfil mostra seus dados principais, e “Baixar meus dados” entrega um arquivo com tudo o que o app guarda sobre você.',
        'Levar seus dados: o mesmo arquivo, em um formato aberto (JSON), que outros programas leem.',
        'Corrigir: mude o nome do ranking no seu perfil. Para corrigir outro dado, fale com a academia.',
        'Excluir: “Excluir minha conta” apaga a conta e todos os dados acima, de uma vez.',
        'Retirar a concordância: excluir a conta encerra todo uso dos seus dados; para só sair do ranking, desligue “Aparecer no ranking”.',
        'Saber com quem os dados são compartilhados: a lista “Quem processa os dados”, acima.',
        'Para qualquer outro pedido (por exemplo, uma dúvida, anonimização ou oposição a algum uso), escreva para a academia no contato abaixo. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      title: `Menores de ${ADULT_AGE} anos`,
      paragraphs: [
        `Quem tem menos de ${ADULT_AGE} anos só cria a conta com a concordância do pai, da mãe ou de um responsável, que deve ler este aviso. O responsável pode usar os mesmos direitos acima em nome do aluno.`,
      ],
    },
    {
      title: 'Mudanças neste aviso',
      paragraphs: ['Quando este aviso mudar, o app pede que você o leia e confirme de novo.'],
    },
  ] satisfies NoticeSection[],
  contactTitle: 'Contato da academia',
  contact: 'Para pedidos sobre os seus dados, escreva para:',
  contactUnset: 'Para pedidos sobre os seus dados, fale com a secretaria da sua academia.',
  toProfile: 'Ir para o meu perfil',
} as const;
