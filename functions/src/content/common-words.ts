/**
 * About 450 of the most frequent English words, the vocabulary of a first year of English
 * (function words, everyday verbs, nouns and adjectives), lower case. ./phrase-difficulty.ts counts
 * the words of a phrase that are not here: the fewer, the easier the phrase. A data table.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `a about after again all always am an and any are around as ask at away back bad be because
  been before begin best better big book both boy bring but buy by call can car change child
  children city class close come could day did different do does done door down during each early
  easy eat else end english enough even every everyone everything eye face fall family far fast
  feel few find fine first food for free friend from full fun game get girl give go good great
  grow had hand happy hard has have he head hear help her here high him his home hope hour house
  how i idea if important in into is it its just keep kind know language last late learn leave
  left less let life like listen little live long look lose lot love make man many may me mean
  minute moment money more morning most mother move much music must my name need never new next
  nice night no not nothing now number of off often old on once one only open or other our out
  over own page part people person place plan play please point practice problem put question
  quick quickly read ready real really remember rest right room run same say school see seem
  sentence she should show simple sing sleep slow slowly small so some someone something sometimes
  soon speak start stay step still stop story strong study sure take talk teacher tell than thank
  that the their them then there these they thing think this those time to today together
  tomorrow too try turn two under understand until up us use very wait walk want was watch water
  way we week well were what when where which while who why will with without woman word work
  world would write wrong year yes yesterday yet you young your yourself always answer also
  another anything bed between body called car care city come done ever fear find friends game
  goal help job kind laugh learned learning lesson letter love makes making mistake mistakes
  nobody only paper proud reading school share short smile speaking talking teach test tests
  tired together trying voice writing code`.split(/\s+/),
);
