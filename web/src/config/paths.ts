/** The product's routes (spec §2), written once for links, redirects and the router. */
export const paths = {
  home: '/',
  writing: '/listening-writing',
  speaking: '/listening-speaking',
  talking: '/talking',
  ranking: '/ranking',
  profile: '/user',
  auth: '/auth',
  writingFinal: '/tela-final-writing',
  speakingFinal: '/tela-final-speaking',
} as const;

/** Navigation state a practice hands to its final screen: `navigate(path, { state })`. */
export interface WritingFinalState {
  pointsWriting: number;
}

export interface SpeakingFinalState {
  pointsSpeaking: number;
}

/** Navigation state /auth reads to send the learner back where they came from. */
export interface AuthRedirectState {
  from: string;
}
