/** The beginner (A1-A2) scenarios' cards, in the order the intro shows them (./scenario-card.ts). */
import type { ScenarioCard } from './scenario-card';

export const BEGINNER_CARDS: readonly ScenarioCard[] = [
  {
    id: 'apresentar-se',
    level: 'beginner',
    title: 'Apresentar-se',
    line: 'Diga seu nome, de onde você é e o que faz.',
    goal: 'Diga seu nome, sua cidade e o que você faz.',
    targets: ['my name is', 'I am from', 'I work', 'nice to meet you'],
  },
  {
    id: 'pedir-comida',
    level: 'beginner',
    title: 'Pedir comida num restaurante',
    line: 'Peça um prato e uma bebida ao garçom.',
    goal: 'Peça um prato e uma bebida e pergunte o preço.',
    targets: ['I would like', 'please', 'water', 'how much', 'the check'],
  },
  {
    id: 'cafeteria',
    level: 'beginner',
    title: 'Pedir um café',
    line: 'Escolha um café e um lanche na cafeteria.',
    goal: 'Peça uma bebida e um lanche, e diga se é para viagem.',
    targets: ['a coffee', 'small', 'to go', 'thank you'],
  },
  {
    id: 'rotina',
    level: 'beginner',
    title: 'Falar da sua rotina',
    line: 'Conte o que você faz num dia normal.',
    goal: 'Diga a que horas acorda, o que faz de manhã e à noite.',
    targets: ['I wake up', 'every day', 'in the morning', 'at night', 'I go to'],
  },
  {
    id: 'familia',
    level: 'beginner',
    title: 'Falar da sua família',
    line: 'Apresente as pessoas da sua família.',
    goal: 'Diga quem é da sua família e um pouco sobre cada um.',
    targets: ['my mother', 'my father', 'brother', 'sister', 'I have'],
  },
  {
    id: 'compras-roupa',
    level: 'beginner',
    title: 'Comprar roupa',
    line: 'Procure uma peça de roupa numa loja.',
    goal: 'Diga o que procura, o tamanho e a cor, e pergunte o preço.',
    targets: ['I am looking for', 'size', 'color', 'how much', 'can I try'],
  },
  {
    id: 'pedir-informacoes',
    level: 'beginner',
    title: 'Pedir informações na rua',
    line: 'Pergunte como chegar a um lugar da cidade.',
    goal: 'Pergunte onde fica um lugar e entenda o caminho.',
    targets: ['excuse me', 'where is', 'turn left', 'turn right', 'near'],
  },
  {
    id: 'fim-de-semana',
    level: 'beginner',
    title: 'Planejar o fim de semana',
    line: 'Combine um passeio com um amigo.',
    goal: 'Sugira um lugar, um dia e um horário para sair.',
    targets: ['let’s go', 'on Saturday', 'what time', 'I like', 'see you'],
  },
];
