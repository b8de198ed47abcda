/** The product's screen paths (spec §2), written once for links, redirects and the router. */
export const screenPaths = {
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

/** One phrase of a finished practice, for the final screen's review. */
export interface ReviewedPhrase {
  phrase: string;
  outcome: 'right' | 'wrong' | 'skipped';
  answers: string[];
}

/** Navigation state a practice hands to its final screen: `navigate(path, { state })`. */
export interface WritingFinalState {
  pointsWriting: number;
  review?: ReviewedPhrase[];
}

export interface SpeakingFinalState {
  pointsSpeaking: number;
  review?: ReviewedPhrase[];
}

/** Navigation state /auth reads to send the learner back where they came from. */
export interface AuthRedirectState {
  from: string;
}
