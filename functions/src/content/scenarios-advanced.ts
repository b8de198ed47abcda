/** The advanced scenarios, card and role together, in the order the intro shows them (./scenario.ts). */
import type { Scenario } from './scenario';

export const ADVANCED_SCENARIOS: readonly Scenario[] = [
  {
    id: 'entrevista-emprego',
    level: 'advanced',
    title: 'Entrevista de emprego',
    line: 'Apresente-se numa entrevista para uma vaga.',
    goal: 'Fale da sua experiência, de uma conquista e por que quer a vaga.',
    targets: ['experience', 'I was responsible for', 'strengths', 'team', 'I am looking for'],
    role: 'a hiring manager interviewing the learner for a job',
    keywords:
      /\b(?:experience|worked|work|job|position|role|company|team|manager|project|responsible|skills?|strengths?|weakness(?:es)?|salary|career|degree|university|studied|achievement|challenge|clients?|customers?|results?|hire|interview|looking for|opportunity|years)\b/i,
    opening: {
      en: 'Thank you for coming in today. Could you start by telling me a little about yourself?',
      pt: 'Obrigado por vir hoje. Você poderia começar me contando um pouco sobre você?',
    },
  },
  {
    id: 'reuniao-trabalho',
    level: 'advanced',
    title: 'Reunião de trabalho',
    line: 'Apresente o andamento de um projeto.',
    goal: 'Conte o que foi feito, um problema e o próximo passo.',
    targets: ['deadline', 'so far', 'the issue is', 'next step', 'I suggest'],
    role: 'a manager in a weekly project meeting',
    keywords:
      /\b(?:project|deadline|so far|issue|problem|next step|suggest|team|client|budget|task|tasks|delay|delayed|finished|done|progress|week|testing|launch|release|report|meeting|risk|plan|schedule|priority|resources|sprint|feature)\b/i,
    opening: {
      en: 'Okay, let’s get started. How is your project going this week?',
      pt: 'Certo, vamos começar. Como está indo o seu projeto nesta semana?',
    },
  },
  {
    id: 'negociar-preco',
    level: 'advanced',
    title: 'Negociar um preço',
    line: 'Negocie o valor de um serviço com um fornecedor.',
    goal: 'Peça um desconto, justifique e chegue a um acordo.',
    targets: ['discount', 'budget', 'in the long term', 'deal', 'I can offer'],
    role: 'a supplier discussing a price with a client',
    keywords:
      /\b(?:price|discount|budget|cost|deal|offer|proposal|contract|long term|volume|payment|terms|quote|expensive|cheaper|percent|%|competitors?|agree|months?|years?|service|quality|invoice|conditions|commitment)\b/i,
    opening: {
      en: 'Thanks for meeting me. So, what did you think of our proposal?',
      pt: 'Obrigado por se reunir comigo. Então, o que você achou da nossa proposta?',
    },
  },
  {
    id: 'dar-opiniao',
    level: 'advanced',
    title: 'Dar sua opinião',
    line: 'Discuta se o trabalho remoto é melhor.',
    goal: 'Dê sua opinião, um argumento e um exemplo.',
    targets: ['in my opinion', 'on the other hand', 'for example', 'I agree', 'however'],
    role: 'a colleague debating remote work with the learner',
    keywords:
      /\b(?:home|office|remote|work|working|commute|commuting|productive|productivity|colleagues|team|meetings?|opinion|think|believe|agree|disagree|however|example|balance|life|company|companies|hybrid|flexible|flexibility|lonely|isolation|distractions?|time)\b/i,
    opening: {
      en: 'Some people say working from home is better than the office. What do you think?',
      pt: 'Algumas pessoas dizem que trabalhar de casa é melhor do que no escritório. O que você acha?',
    },
  },
  {
    id: 'resolver-problema',
    level: 'advanced',
    title: 'Suporte técnico',
    line: 'Explique um problema no seu computador.',
    goal: 'Descreva o problema, o que já tentou e combine uma solução.',
    targets: ['it keeps', 'I have already tried', 'error message', 'restart', 'as soon as possible'],
    role: 'an IT support technician on a call',
    keywords:
      /\b(?:computer|laptop|pc|screen|keyboard|mouse|internet|wi-?fi|network|email|password|login|log in|error|message|crash(?:es|ed)?|freez(?:es|ing)|slow|restart(?:ed)?|update|install(?:ed)?|printer|software|app|program|files?|windows|mac|keeps|tried|already|working|broken|problem|issue)\b/i,
    opening: {
      en: 'IT support, this is Alex speaking. What seems to be the problem?',
      pt: 'Suporte de TI, aqui é o Alex. Qual parece ser o problema?',
    },
  },
  {
    id: 'pequena-conversa',
    level: 'advanced',
    title: 'Conversa num evento',
    line: 'Puxe conversa com alguém num evento de trabalho.',
    goal: 'Apresente-se, descubra o que a pessoa faz e troque contatos.',
    targets: ['what brings you', 'I work in', 'how long', 'keep in touch', 'LinkedIn'],
    role: 'a professional meeting the learner at a networking event',
    keywords:
      /\b(?:event|conference|talk|speaker|work in|job|company|industry|field|role|startup|team|clients?|how long|years|linkedin|email|card|contact|keep in touch|network|networking|name|city|project|marketing|sales|engineering|design|finance|coffee|first time|brings)\b/i,
    opening: {
      en: 'Hi, great event, isn’t it? I don’t think we have met. I am Jordan.',
      pt: 'Oi, ótimo evento, não é? Acho que ainda não nos conhecemos. Eu sou o Jordan.',
    },
  },
  {
    id: 'apresentar-ideia',
    level: 'advanced',
    title: 'Apresentar uma ideia',
    line: 'Convença seu chefe a testar uma ideia nova.',
    goal: 'Explique a ideia, o benefício e como medir o resultado.',
    targets: ['the idea is', 'benefit', 'it would help', 'cost', 'we could try'],
    role: 'a busy manager listening to the learner’s proposal',
    keywords:
      /\b(?:idea|benefit|help|cost|costs|try|trial|pilot|test|team|customers?|clients?|time|money|save|saving|results?|measure|data|process|tool|software|weeks?|months?|risk|budget|improve|efficiency|would|could|proposal|plan)\b/i,
    opening: {
      en: 'I have ten minutes. You said you have an idea for the team?',
      pt: 'Eu tenho dez minutos. Você disse que tem uma ideia para a equipe?',
    },
  },
  {
    id: 'mudar-de-pais',
    level: 'advanced',
    title: 'Morar fora',
    line: 'Converse sobre os prós e contras de morar em outro país.',
    goal: 'Compare o Brasil com outro país e diga o que faria.',
    targets: ['if I moved', 'I would', 'culture', 'I would miss', 'the main difference'],
    role: 'a friend who lived abroad talking about moving to another country',
    keywords:
      /\b(?:country|abroad|move|moved|moving|live|living|culture|language|brazil|family|friends|miss|food|weather|job|work|salary|cost of living|safety|visa|difference|different|portugal|canada|usa|united states|europe|germany|ireland|australia|japan|would|if)\b/i,
    opening: {
      en: 'Have you ever thought about living in another country? Where would you go?',
      pt: 'Você já pensou em morar em outro país? Para onde você iria?',
    },
  },
];
