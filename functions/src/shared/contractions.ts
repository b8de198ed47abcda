/**
 * English contractions a speech recognizer may write either contracted or expanded (the speaking
 * check, ./spoken-answer.ts). Keys are lower case with a straight apostrophe. Ambiguous forms list every
 * expansion they can stand for, so either one is accepted.
 */

/** Whole words whose expansion does not follow from their ending. */
export const irregularContractions: Readonly<Record<string, readonly string[]>> = {
  "can't": ['can not'],
  "won't": ['will not'],
  "shan't": ['shall not'],
  "ain't": ['am not', 'is not', 'are not', 'has not', 'have not'],
  "let's": ['let us'],
  "y'all": ['you all'],
};

/** Regular endings: "don't" is "do not", "we're" is "we are", "it's" is "it is" or "it has". */
export const contractionEndings: readonly (readonly [ending: string, expansions: readonly string[]])[] = [
  ["n't", ['not']],
  ["'re", ['are']],
  ["'ve", ['have']],
  ["'ll", ['will']],
  ["'m", ['am']],
  ["'d", ['would', 'had']],
  // Possessive 's keeps its own reading too: every token may also stand for itself.
  ["'s", ['is', 'has']],
];

/**
 * Contractions a recognizer sometimes writes without the apostrophe. Only spellings that are not
 * English words of their own: "were", "well", "its", "cant", "wont", "ill" and "id" are left out.
 */
export const contractionsWithoutApostrophe: Readonly<Record<string, string>> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  couldnt: "couldn't",
  mustnt: "mustn't",
  im: "i'm",
  youre: "you're",
  theyre: "they're",
  ive: "i've",
  youve: "you've",
  weve: "we've",
  theyve: "they've",
  youll: "you'll",
  theyll: "they'll",
  youd: "you'd",
  theyd: "they'd",
  thats: "that's",
  whats: "what's",
  theres: "there's",
  heres: "here's",
  itll: "it'll",
};
