/**
 * The offline tutor's scripts for the advanced scenarios (B2-C1): natural, richer English, open
 * questions that invite reasons and examples, in the order the scene moves towards its goal.
 * Shape: ./offline-scenario-script.ts.
 */
import type { ScenarioScript } from './offline-scenario-script';

export const ADVANCED_SCRIPTS: readonly ScenarioScript[] = [
  {
    id: 'entrevista-emprego',
    topics: ['work', 'study'],
    scene: { en: 'the interview', pt: 'a entrevista' },
    steps: [
      {
        ask: {
          en: 'What does your current role involve on a typical day?',
          pt: 'O que a sua função atual envolve num dia típico?',
        },
      },
      {
        ask: {
          en: 'What were you responsible for in your last position?',
          pt: 'Pelo que você era responsável no seu último cargo?',
        },
      },
      {
        ask: {
          en: 'Could you tell me about an achievement you’re particularly proud of?',
          pt: 'Você poderia me contar sobre uma conquista da qual se orgulha especialmente?',
        },
      },
      {
        ask: {
          en: 'How did you measure the result of that work?',
          pt: 'Como você mediu o resultado desse trabalho?',
        },
      },
      {
        ask: {
          en: 'What would you say are your main strengths?',
          pt: 'Quais você diria que são os seus principais pontos fortes?',
        },
      },
      {
        ask: {
          en: 'And is there an area you’re still working to improve?',
          pt: 'E há alguma área que você ainda está trabalhando para melhorar?',
        },
      },
      {
        ask: {
          en: 'How do you usually handle disagreements within a team?',
          pt: 'Como você costuma lidar com discordâncias dentro de uma equipe?',
        },
      },
      {
        ask: {
          en: 'Tell me about a time you had to meet a tight deadline, how did you manage it?',
          pt: 'Conte-me sobre uma vez em que você teve um prazo apertado, como você lidou com isso?',
        },
      },
      {
        ask: {
          en: 'Why are you interested in this position in particular?',
          pt: 'Por que você se interessa por esta vaga em particular?',
        },
      },
      {
        ask: {
          en: 'Where do you see yourself professionally in five years?',
          pt: 'Onde você se vê profissionalmente daqui a cinco anos?',
        },
      },
      {
        ask: {
          en: 'What kind of team culture helps you do your best work?',
          pt: 'Que tipo de cultura de equipe ajuda você a fazer o seu melhor trabalho?',
        },
      },
      {
        ask: {
          en: 'Before we wrap up, is there anything you’d like to ask me about the role?',
          pt: 'Antes de terminarmos, há algo que você gostaria de me perguntar sobre a vaga?',
        },
      },
    ],
  },
  {
    id: 'reuniao-trabalho',
    topics: ['work'],
    scene: { en: 'the project update', pt: 'a atualização do projeto' },
    steps: [
      {
        ask: {
          en: 'What have you managed to finish so far this week?',
          pt: 'O que você conseguiu terminar até agora nesta semana?',
        },
      },
      { ask: { en: 'Are we still on track for the deadline?', pt: 'Ainda estamos dentro do prazo?' } },
      {
        ask: {
          en: 'What’s the main issue slowing things down at the moment?',
          pt: 'Qual é o principal problema que está atrasando as coisas no momento?',
        },
      },
      {
        ask: {
          en: 'How is that affecting the rest of the team?',
          pt: 'Como isso está afetando o resto da equipe?',
        },
      },
      { ask: { en: 'What do you suggest we do about it?', pt: 'O que você sugere que façamos a respeito?' } },
      {
        ask: {
          en: 'Do you need any extra resources or support from me?',
          pt: 'Você precisa de algum recurso extra ou apoio meu?',
        },
      },
      {
        ask: {
          en: 'Has the client given any feedback since our last meeting?',
          pt: 'O cliente deu algum retorno desde a nossa última reunião?',
        },
      },
      {
        ask: {
          en: 'Are there any risks we should flag to management now?',
          pt: 'Há algum risco que deveríamos sinalizar à diretoria agora?',
        },
      },
      {
        ask: {
          en: 'What’s the next step, and who will own it?',
          pt: 'Qual é o próximo passo, e quem vai ficar responsável por ele?',
        },
      },
      {
        ask: {
          en: 'How confident are you about the new timeline?',
          pt: 'Quão confiante você está com o novo cronograma?',
        },
      },
      {
        ask: {
          en: 'Is there anything we should stop doing to save time?',
          pt: 'Há algo que deveríamos parar de fazer para ganhar tempo?',
        },
      },
      {
        ask: {
          en: 'Shall we review progress again on Thursday?',
          pt: 'Vamos revisar o andamento de novo na quinta-feira?',
        },
      },
    ],
  },
  {
    id: 'negociar-preco',
    topics: ['work'],
    scene: { en: 'the proposal', pt: 'a proposta' },
    steps: [
      {
        ask: {
          en: 'Which part of the price concerns you the most?',
          pt: 'Qual parte do preço mais preocupa você?',
        },
      },
      {
        ask: {
          en: 'What budget did you have in mind for this project?',
          pt: 'Que orçamento você tinha em mente para este projeto?',
        },
      },
      {
        ask: {
          en: 'What kind of discount would make this work for you?',
          pt: 'Que tipo de desconto faria isso funcionar para você?',
        },
        answers: [
          {
            heard: /\b(\d{1,2}\s?(?:%|percent))/i,
            ack: {
              en: '{heard} is quite a lot, to be honest.',
              pt: '"{heard}" é bastante, para ser sincero.',
            },
          },
        ],
      },
      {
        ask: {
          en: 'Why do you think that discount is justified?',
          pt: 'Por que você acha que esse desconto se justifica?',
        },
      },
      {
        ask: {
          en: 'Have you received better offers from our competitors?',
          pt: 'Você recebeu ofertas melhores dos nossos concorrentes?',
        },
      },
      {
        ask: {
          en: 'If I can offer five percent, could you commit to a two-year contract?',
          pt: 'Se eu puder oferecer cinco por cento, você poderia se comprometer com um contrato de dois anos?',
        },
      },
      {
        ask: {
          en: 'How would a longer contract fit your plans in the long term?',
          pt: 'Como um contrato mais longo se encaixaria nos seus planos a longo prazo?',
        },
      },
      {
        ask: {
          en: 'Would paying up front be possible on your side?',
          pt: 'Pagar adiantado seria possível do seu lado?',
        },
      },
      {
        ask: {
          en: 'What if we reduced the scope slightly instead of the price?',
          pt: 'E se reduzíssemos um pouco o escopo em vez do preço?',
        },
      },
      {
        ask: {
          en: 'Which services are essential for you, and which could we drop?',
          pt: 'Quais serviços são essenciais para você, e quais poderíamos retirar?',
        },
      },
      {
        ask: {
          en: 'So, do we have a deal at seven percent off with a two-year term?',
          pt: 'Então, temos um acordo com sete por cento de desconto e prazo de dois anos?',
        },
      },
      {
        ask: {
          en: 'Shall I send you the revised proposal by Friday?',
          pt: 'Posso enviar a proposta revisada até sexta-feira?',
        },
      },
    ],
  },
  {
    id: 'dar-opiniao',
    topics: ['work', 'family', 'city-home', 'feelings'],
    scene: { en: 'our debate on remote work', pt: 'o nosso debate sobre trabalho remoto' },
    steps: [
      {
        ask: {
          en: 'What’s the main reason you see it that way?',
          pt: 'Qual é o principal motivo de você ver dessa forma?',
        },
      },
      {
        ask: {
          en: 'Could you give me an example from your own experience?',
          pt: 'Você poderia me dar um exemplo da sua própria experiência?',
        },
      },
      {
        ask: {
          en: 'On the other hand, don’t you think people feel more isolated at home?',
          pt: 'Por outro lado, você não acha que as pessoas se sentem mais isoladas em casa?',
        },
      },
      {
        ask: {
          en: 'How do you think remote work affects teamwork and creativity?',
          pt: 'Como você acha que o trabalho remoto afeta o trabalho em equipe e a criatividade?',
        },
      },
      {
        ask: {
          en: 'What about the time people save by not commuting?',
          pt: 'E quanto ao tempo que as pessoas economizam por não se deslocarem?',
        },
      },
      {
        ask: {
          en: 'Do you think it works equally well for junior and senior employees?',
          pt: 'Você acha que funciona igualmente bem para funcionários juniores e seniores?',
        },
      },
      {
        ask: {
          en: 'Is a hybrid model the best of both worlds, in your opinion?',
          pt: 'Na sua opinião, o modelo híbrido é o melhor dos dois mundos?',
        },
      },
      {
        ask: {
          en: 'How should companies measure productivity when people work from home?',
          pt: 'Como as empresas deveriam medir a produtividade quando as pessoas trabalham de casa?',
        },
      },
      {
        ask: {
          en: 'What would change your mind on this?',
          pt: 'O que faria você mudar de opinião sobre isso?',
        },
      },
      {
        ask: {
          en: 'Is there any point of mine you agree with, at least partly?',
          pt: 'Há algum ponto meu com o qual você concorda, pelo menos em parte?',
        },
      },
      {
        ask: {
          en: 'How do you think offices will look ten years from now?',
          pt: 'Como você acha que os escritórios serão daqui a dez anos?',
        },
      },
      {
        ask: {
          en: 'If you ran a company, what policy would you choose?',
          pt: 'Se você dirigisse uma empresa, que política escolheria?',
        },
      },
    ],
  },
  {
    id: 'resolver-problema',
    topics: ['work'],
    scene: { en: 'your computer problem', pt: 'o problema do seu computador' },
    steps: [
      { ask: { en: 'When exactly did the problem start?', pt: 'Quando exatamente o problema começou?' } },
      {
        ask: {
          en: 'Does it happen all the time, or only when you do something specific?',
          pt: 'Acontece o tempo todo, ou só quando você faz algo específico?',
        },
      },
      {
        ask: {
          en: 'Are you seeing any error message on the screen?',
          pt: 'Você está vendo alguma mensagem de erro na tela?',
        },
      },
      {
        ask: {
          en: 'Could you read me the exact words of the message?',
          pt: 'Você poderia ler para mim as palavras exatas da mensagem?',
        },
      },
      { ask: { en: 'What have you already tried to fix it?', pt: 'O que você já tentou para resolver?' } },
      {
        ask: {
          en: 'Have you installed any new software or updates recently?',
          pt: 'Você instalou algum programa novo ou atualização recentemente?',
        },
      },
      {
        ask: {
          en: 'Could you restart the computer now and tell me what happens?',
          pt: 'Você poderia reiniciar o computador agora e me dizer o que acontece?',
        },
      },
      {
        ask: {
          en: 'Is anyone else in your team having the same issue?',
          pt: 'Mais alguém da sua equipe está com o mesmo problema?',
        },
      },
      {
        ask: {
          en: 'Would you allow me to connect to your computer remotely?',
          pt: 'Você me permitiria conectar ao seu computador remotamente?',
        },
      },
      {
        ask: {
          en: 'Is there any important work you haven’t saved yet?',
          pt: 'Há algum trabalho importante que você ainda não salvou?',
        },
      },
      {
        ask: {
          en: 'How urgent is this for you, do you need it fixed as soon as possible?',
          pt: 'Quão urgente é isso para você, precisa que seja resolvido o quanto antes?',
        },
      },
      {
        ask: {
          en: 'Shall I open a ticket and call you back within the hour?',
          pt: 'Posso abrir um chamado e ligar de volta para você dentro de uma hora?',
        },
      },
    ],
  },
  {
    id: 'pequena-conversa',
    topics: ['work', 'travel', 'city-home', 'hobbies'],
    scene: { en: 'our chat here at the event', pt: 'a nossa conversa aqui no evento' },
    opening: [
      { heard: 'name', ack: { en: 'Nice to meet you, {heard}.', pt: 'Prazer em conhecer você, {heard}.' } },
    ],
    steps: [
      { ask: { en: 'So, what brings you to this event?', pt: 'Então, o que traz você a este evento?' } },
      { ask: { en: 'What field do you work in?', pt: 'Em que área você trabalha?' } },
      {
        ask: { en: 'How long have you been doing that?', pt: 'Há quanto tempo você faz isso?' },
        answers: [
          {
            heard: 'number',
            ack: { en: '{heard}, that’s quite a while.', pt: '"{heard}", é bastante tempo.' },
          },
        ],
      },
      {
        ask: { en: 'What do you enjoy most about your work?', pt: 'Do que você mais gosta no seu trabalho?' },
      },
      { ask: { en: 'Have you seen any good talks today?', pt: 'Você assistiu a alguma palestra boa hoje?' } },
      {
        ask: {
          en: 'Is this your first time at this conference?',
          pt: 'É a sua primeira vez nesta conferência?',
        },
      },
      {
        ask: {
          en: 'What’s the biggest challenge in your industry right now?',
          pt: 'Qual é o maior desafio do seu setor agora?',
        },
      },
      {
        ask: {
          en: 'Are you working on anything exciting at the moment?',
          pt: 'Você está trabalhando em algo empolgante no momento?',
        },
      },
      {
        ask: {
          en: 'Do you know many people here, or are you on your own?',
          pt: 'Você conhece muita gente aqui, ou veio sozinho?',
        },
      },
      {
        ask: {
          en: 'Would you like me to introduce you to a colleague of mine?',
          pt: 'Você gostaria que eu apresentasse você a um colega meu?',
        },
      },
      {
        ask: {
          en: 'Are you on LinkedIn, so we can keep in touch?',
          pt: 'Você está no LinkedIn, para mantermos contato?',
        },
      },
      {
        ask: {
          en: 'Shall we grab a coffee before the next session?',
          pt: 'Vamos tomar um café antes da próxima sessão?',
        },
      },
    ],
  },
  {
    id: 'apresentar-ideia',
    topics: ['work'],
    scene: { en: 'your idea', pt: 'a sua ideia' },
    opening: [{ heard: 'yes', ack: { en: 'Okay, I’m listening.', pt: 'Certo, estou ouvindo.' } }],
    steps: [
      {
        ask: {
          en: 'So what’s the idea, in one or two sentences?',
          pt: 'Então, qual é a ideia, em uma ou duas frases?',
        },
      },
      { ask: { en: 'What problem does it solve for us?', pt: 'Que problema ela resolve para nós?' } },
      {
        ask: {
          en: 'What’s the main benefit for the team or our customers?',
          pt: 'Qual é o principal benefício para a equipe ou para os nossos clientes?',
        },
      },
      { ask: { en: 'How much would it cost, roughly?', pt: 'Quanto custaria, mais ou menos?' } },
      { ask: { en: 'How long would it take to set up?', pt: 'Quanto tempo levaria para implementar?' } },
      { ask: { en: 'Who would need to be involved?', pt: 'Quem precisaria estar envolvido?' } },
      {
        ask: {
          en: 'What are the risks, and how would we reduce them?',
          pt: 'Quais são os riscos, e como os reduziríamos?',
        },
      },
      { ask: { en: 'How would we measure whether it works?', pt: 'Como mediríamos se funciona?' } },
      {
        ask: {
          en: 'Could we try it as a small pilot first?',
          pt: 'Poderíamos testar primeiro como um pequeno piloto?',
        },
      },
      { ask: { en: 'Has anyone else done something similar?', pt: 'Alguém já fez algo parecido?' } },
      {
        ask: {
          en: 'What would you need from me to get started?',
          pt: 'Do que você precisaria de mim para começar?',
        },
      },
      {
        ask: {
          en: 'Can you send me a one-page summary by Monday?',
          pt: 'Você pode me mandar um resumo de uma página até segunda-feira?',
        },
      },
    ],
  },
  {
    id: 'mudar-de-pais',
    topics: ['travel', 'family', 'food', 'weather', 'work', 'city-home'],
    scene: { en: 'living abroad', pt: 'morar fora' },
    opening: [
      { heard: 'place', ack: { en: '{heard}, interesting choice!', pt: '"{heard}", escolha interessante!' } },
    ],
    steps: [
      { ask: { en: 'What attracts you most about that place?', pt: 'O que mais atrai você nesse lugar?' } },
      {
        ask: {
          en: 'If you moved there, what kind of work would you look for?',
          pt: 'Se você se mudasse para lá, que tipo de trabalho procuraria?',
        },
      },
      {
        ask: {
          en: 'What would you miss most about Brazil?',
          pt: 'Do que você mais sentiria falta do Brasil?',
        },
      },
      {
        ask: {
          en: 'What do you think the main difference in culture would be?',
          pt: 'Qual você acha que seria a principal diferença de cultura?',
        },
      },
      {
        ask: {
          en: 'How would you deal with the language at first?',
          pt: 'Como você lidaria com o idioma no começo?',
        },
      },
      {
        ask: {
          en: 'Would you go alone, or with family or friends?',
          pt: 'Você iria sozinho, ou com família ou amigos?',
        },
      },
      {
        ask: {
          en: 'How do you think the cost of living would compare?',
          pt: 'Como você acha que o custo de vida se compararia?',
        },
      },
      {
        ask: {
          en: 'What would be the hardest part of the first year?',
          pt: 'Qual seria a parte mais difícil do primeiro ano?',
        },
      },
      {
        ask: {
          en: 'Is there anything about Brazil you’d happily leave behind?',
          pt: 'Há algo do Brasil que você deixaria para trás com prazer?',
        },
      },
      {
        ask: {
          en: 'Do you think you would stay for good, or come back one day?',
          pt: 'Você acha que ficaria para sempre, ou voltaria um dia?',
        },
      },
      {
        ask: {
          en: 'What advice would you give a friend who wants to move abroad?',
          pt: 'Que conselho você daria a um amigo que quer se mudar para o exterior?',
        },
      },
      {
        ask: {
          en: 'If you could live anywhere for just one year, where would it be?',
          pt: 'Se você pudesse morar em qualquer lugar por apenas um ano, onde seria?',
        },
      },
    ],
  },
];
