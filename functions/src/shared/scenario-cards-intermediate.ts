/** The intermediate scenarios' cards, in the order the intro shows them (./scenario-card.ts). */
import type { ScenarioCard } from './scenario-card';

export const INTERMEDIATE_CARDS: readonly ScenarioCard[] = [
  {
    id: 'check-in-hotel',
    level: 'intermediate',
    title: 'Fazer check-in no hotel',
    line: 'Chegue ao hotel e resolva sua reserva.',
    goal: 'Dê o nome da reserva, confirme as noites e pergunte pelo café da manhã.',
    targets: ['reservation', 'check in', 'nights', 'breakfast', 'Wi-Fi'],
  },
  {
    id: 'marcar-consulta',
    level: 'intermediate',
    title: 'Marcar uma consulta',
    line: 'Ligue para o consultório e marque um horário.',
    goal: 'Explique o motivo, escolha dia e horário e confirme.',
    targets: ['appointment', 'available', 'on Monday', 'I feel', 'confirm'],
  },
  {
    id: 'aeroporto',
    level: 'intermediate',
    title: 'No aeroporto',
    line: 'Faça o check-in do seu voo no balcão.',
    goal: 'Mostre o passaporte, despache a mala e pergunte pelo portão.',
    targets: ['passport', 'boarding pass', 'luggage', 'aisle seat', 'gate'],
  },
  {
    id: 'alugar-apartamento',
    level: 'intermediate',
    title: 'Alugar um apartamento',
    line: 'Converse com o dono sobre um apartamento.',
    goal: 'Pergunte o aluguel, os quartos e quando pode se mudar.',
    targets: ['rent', 'bedroom', 'deposit', 'move in', 'furnished'],
  },
  {
    id: 'farmacia',
    level: 'intermediate',
    title: 'Na farmácia',
    line: 'Explique o que sente e peça um remédio.',
    goal: 'Descreva os sintomas e entenda como tomar o remédio.',
    targets: ['headache', 'since yesterday', 'medicine', 'twice a day', 'allergic'],
  },
  {
    id: 'reclamar-pedido',
    level: 'intermediate',
    title: 'Reclamar de um pedido',
    line: 'Sua compra chegou errada: resolva com a loja.',
    goal: 'Explique o problema e peça uma troca ou reembolso.',
    targets: ['order', 'wrong', 'refund', 'exchange', 'delivery'],
  },
  {
    id: 'viagem-ferias',
    level: 'intermediate',
    title: 'Contar sobre uma viagem',
    line: 'Fale de uma viagem que você fez.',
    goal: 'Diga aonde foi, com quem, e o que mais gostou.',
    targets: ['I went to', 'last year', 'we visited', 'the best part', 'I stayed'],
  },
  {
    id: 'restaurante-reserva',
    level: 'intermediate',
    title: 'Reservar uma mesa',
    line: 'Ligue para um restaurante e faça uma reserva.',
    goal: 'Diga o dia, o horário, quantas pessoas e um pedido especial.',
    targets: ['table for', 'tonight', 'at eight', 'outside', 'birthday'],
  },
];
