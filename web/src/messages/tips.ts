/**
 * The speaking practice's word help, in Portuguese (pt-BR): the pronunciation tips (one table,
 * each with its examples, keyed by the ids whose rules are @shared/pronunciation-tips) and the
 * words' states. Loaded by features/practice/speaking/word-help.tsx alone, apart from ./index.ts:
 * only the word help's chunk, loaded once the learner has spoken, downloads them.
 */
import type { SoundTipId } from '@shared/sound-habits';
import type { WordState } from '@shared/word-states';

export interface PronunciationTip {
  /** The sound, as the learner reads it in the tip's heading. */
  sound: string;
  tip: string;
  /** English words with the sound (a pair where the tip is about a pair). */
  examples: string[];
}

/** By spelling (@shared/pronunciation-tips) and, for the last four, by the sound heard (@shared/sound-habits). */
export const pronunciationTips: Record<SoundTipId, PronunciationTip> = {
  th: {
    sound: 'th',
    tip: 'Ponha a ponta da língua entre os dentes e sopre: não é “t”, “d”, “f” nem “s”. Sem voz em think, com voz em this.',
    examples: ['think', 'this', 'the', 'three'],
  },
  'ed-id': {
    sound: '-ed depois de t ou d',
    tip: 'Depois de t ou d, o -ed vira uma sílaba a mais: wanted é “uón-tid”.',
    examples: ['wanted', 'needed', 'decided'],
  },
  'ed-t': {
    sound: '-ed com som de t',
    tip: 'Aqui o -ed soa só como “t”, sem sílaba a mais: worked é “uôrkt”, não “uôr-ked”.',
    examples: ['worked', 'stopped', 'watched'],
  },
  'ed-d': {
    sound: '-ed com som de d',
    tip: 'Aqui o -ed soa só como “d”, sem sílaba a mais: played é “plêid”, não “plêi-ed”.',
    examples: ['played', 'called', 'loved'],
  },
  'initial-r': {
    sound: 'r no começo',
    tip: 'Não é o “rr” de “rato”: curve a ponta da língua para trás, sem tocar o céu da boca, como o r caipira de “porta”.',
    examples: ['red', 'right', 'write'],
  },
  'initial-h': {
    sound: 'h no começo',
    tip: 'O h se pronuncia: um sopro leve, como o “rr” de “rato” bem suave. Não o deixe mudo: house não é “ause”.',
    examples: ['house', 'happy', 'who'],
  },
  'es-syllable': {
    sound: '-es depois de s, x, ch, sh',
    tip: 'Depois de s, x, z, ch, sh ou som de “dj”, o -es é uma sílaba a mais: watches é “uó-tchiz”.',
    examples: ['watches', 'boxes', 'changes'],
  },
  'final-s': {
    sound: 's final',
    tip: 'Diga o s colado na consoante, sem vogal entre elas e sem engolir o s: works é “uôrks”, não “uôr-kis”.',
    examples: ['works', 'cats', 'needs'],
  },
  'short-i': {
    sound: 'i curto (ship)',
    tip: 'I curto e relaxado, quase um “ê” fechado e rápido: ship não é sheep. Não estique.',
    examples: ['ship / sheep', 'live / leave', 'it / eat'],
  },
  'long-ee': {
    sound: 'i longo (sheep)',
    tip: 'I longo, com os lábios esticados como num sorriso: sheep dura mais que ship.',
    examples: ['sheep / ship', 'eat / it', 'leave / live'],
  },
  'short-u': {
    sound: 'u curto (full)',
    tip: 'U curto e relaxado, quase sem bico: full não é fool.',
    examples: ['full / fool', 'pull / pool', 'good / food'],
  },
  'long-oo': {
    sound: 'u longo (fool)',
    tip: 'U longo, com os lábios em bico: fool dura mais que full.',
    examples: ['fool / full', 'pool / pull', 'school'],
  },
  'final-consonant': {
    sound: 'consoante final',
    tip: 'Termine na consoante, sem acrescentar vogal: big é “big”, não “bi-gui”; Facebook, não “Facebooki”.',
    examples: ['big', 'Facebook', 'good'],
  },
  's-cluster': {
    sound: 's + consoante no começo',
    tip: 'Comece direto no s, sem “i” ou “e” antes: school é “skul”, não “iskul”; speak, não “ispik”.',
    examples: ['school', 'speak', 'start', 'small'],
  },
  'final-l': {
    sound: 'l final',
    tip: 'No fim da palavra, o l não vira “u”: encoste a ponta da língua atrás dos dentes de cima. Tool não é “tuu”.',
    examples: ['tool', 'small', 'feel', 'control'],
  },
  'ti-di': {
    sound: 't e d antes de i',
    tip: 'Antes de i, t e d continuam t e d: não diga “tchi” nem “dji”. Team é “tiim”, different é “dífrent”.',
    examples: ['team', 'tip', 'different', 'decide'],
  },
  'final-m-n': {
    sound: 'm e n finais',
    tip: 'Feche o som no fim: lábios juntos no m, língua no céu da boca no n. Time termina em “m”, não em “ãi”.',
    examples: ['time', 'them', 'learn', 'clean'],
  },
};

export const wordHelpMessages = {
  title: 'Palavra por palavra',
  hint: 'Toque numa palavra para ouvi-la devagar.',
  /** Shown and read beside each word: not by colour alone. */
  states: {
    heard: { icon: '✓', label: 'ouvida' },
    unclear: { icon: '?', label: 'pouco clara' },
    missed: { icon: '✗', label: 'não ouvida' },
  } satisfies Record<WordState, { icon: string; label: string }>,
  tipsTitle: 'Dicas de pronúncia',
  tipFor: (word: string, sound: string) => `“${word}” (${sound}):`,
  examples: 'Exemplos:',
  loading: 'Carregando o áudio…',
};

/** The coach: the word help when the engine scored the attempt's sounds. */
export const coachMessages = {
  title: 'Como você falou',
  /** The attempt's score, kind at every level: a learner who tried is never told "ruim". */
  score: (label: string, score: number) => `${label}: ${score} de 100`,
  scoreBands: { good: 'Muito bom', fair: 'Quase lá', poor: 'Bom começo' },
  scoreWhat: 'A nota diz como saíram os sons da frase.',
  praiseWords: (words: string[]) => `Você disse bem: ${words.map((word) => `“${word}”`).join(', ')}.`,
  praiseTry: 'Boa tentativa! Cada vez que você fala, fica mais fácil.',
  rightWithFix: 'A frase está certa! Para soar ainda melhor, treine:',
  toFix: 'Para treinar:',
  /** The engine misses many sounds: never "perfeito" from finding nothing. */
  nothingFound:
    'Desta vez não achamos um som para treinar. O treinador não percebe tudo: compare a sua voz com o modelo.',
  phraseNotHeard: 'Não ouvimos as palavras desta frase: ouça o áudio de novo e repita a mesma frase.',
  hint: 'Toque numa palavra para ver os sons dela.',
  /** Shown and read beside each word: not by colour alone. */
  bands: {
    good: { icon: '✓', label: 'bem dita' },
    fair: { icon: '~', label: 'quase' },
    poor: { icon: '!', label: 'para treinar' },
    omitted: { icon: '✗', label: 'não ouvida' },
    inserted: { icon: '+', label: 'dita a mais' },
  },
  wordScore: (label: string, score: number) => `${label} (${score} de 100)`,
  soundsTitle: 'Sons da palavra',
  soundToFix: 'som para treinar',
  saidInstead: (heard: string, expected: string, word: string) =>
    `Você disse ${heard} no lugar de ${expected} em “${word}”.`,
  dropped: (expected: string, word: string) => `Você não disse o ${expected} de “${word}”.`,
  addedAfter: (added: string, after: string, word: string) =>
    `Você acrescentou ${added} depois do ${after} em “${word}”.`,
  addedBefore: (added: string, before: string, word: string) =>
    `Você acrescentou ${added} antes do ${before} em “${word}”.`,
  unclear: (expected: string, word: string) => `O ${expected} de “${word}” saiu pouco claro.`,
  notHeard: (word: string) => `Não ouvimos “${word}”.`,
  tipFor: (sound: string) => `Dica para ${sound}:`,
  listenModel: 'Ouvir o modelo',
  listenYou: 'Ouvir você',
  recordingFailed: 'Não foi possível tocar a sua gravação.',
};
