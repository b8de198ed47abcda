// Which folder may import which (`npm run depcheck`, a step of `npm test`). The README's
// architecture section explains the layout; this file is what holds it.
//
// functions/src, lowest first:
//   shared/    the HTTP contract and the rules both sides know: imports nothing of ours
//   content/   the teaching content, what is taught (not how it is served): only shared/
//   data/      what several components share (the write-once primitive, retention, the
//              calendar, the learner's record, points, progress and day): only shared/ and content/
//   services/  one folder per external service (port.ts, create.ts, adapters); http/ the
//              backbone: neither imports a component or data/
//   components account, activation, practice, ranking, conversation, speech, academy, syllabus: each owns
//              its routes, its calls and its store; one imports another only through a public
//              module (PUBLIC below). routes.ts only parses and answers: no store, no Firestore
//   *-rules.ts plain rules, wherever they live: only shared/, content/, other rules and the calendar
//   app.ts, index.ts, cli/: the top, imported by nothing but index.ts
//   recognizer/ the engine service, a program of its own (Cloud Run): imported by nothing
// web/src: shared code (lib, components, config, messages) -> features -> app.

const COMPONENTS = '(account|activation|practice|ranking|conversation|speech|academy|syllabus)';
const SRC = '^functions/src/';
/** The modules a component lets others import, each with who reads it. */
const PUBLIC = [
  // account/read-progress.ts: the profile's practice figures
  `${SRC}practice/profile-figures\\.ts$`,
  // syllabus/academy-phrase.ts: a pool phrase is found with no read, before the lists' index
  `${SRC}practice/pool/pool-phrase\\.ts$`,
  // practice/audio/, speech/recognize-speech.ts: only a pool or list phrase is spoken or expected
  `${SRC}syllabus/academy-phrase\\.ts$`,
  // syllabus/assignment-calls.ts: a class's assignments are checked as its page is
  `${SRC}academy/class-access\\.ts$`,
  // syllabus/assignment-results.ts, syllabus/routes.ts: an assignment's results are a CSV file as
  // the academy's others are (Excel in Portuguese), sent the same way
  `${SRC}academy/csv\\.ts$`,
  // practice/draw/start-practice.ts: a practice draws its class's assignment phrases first
  `${SRC}syllabus/learner-assignments\\.ts$`,
  // practice/saves/save-store.ts, conversation/conversation-store.ts: a final save or a scenario's
  // conversation counts in its assignments
  `${SRC}syllabus/assignment-counting\\.ts$`,
  // academy/: a class's keys are the activation's keys
  `${SRC}activation/key-rules\\.ts$`,
  // academy/: the activation owns activationKeys; a class's keys are minted, listed, revoked and adopted there
  `${SRC}activation/class-key-store\\.ts$`,
  // academy/: a class's link with seats, whose seats are the activation's keys, is opened and closed there
  `${SRC}activation/class-link-store\\.ts$`,
  // speech/recognize-speech.ts: the sound habits the coach heard count on the learner's speaking learning
  `${SRC}practice/sounds-heard\\.ts$`,
  // conversation/take-turn.ts: the tutor speaks at the learner's speaking level
  `${SRC}practice/learner-level\\.ts$`,
  // academy/: a class's page shows the tutor's most frequent corrections of the week
  `${SRC}conversation/class-corrections\\.ts$`,
  // account/routes.ts: reading one's account applies the class invites to a confirmed address
  `${SRC}academy/teacher-invites\\.ts$`,
];
const PURE = `${SRC}.+-rules\\.ts$|${SRC}data/calendar\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle makes both modules load in an order nobody chose; split out what they share.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      severity: 'error',
      comment:
        'functions/src/shared is bundled into the web app: it may import only itself (its tests, never bundled, may read test fixtures).',
      from: { path: `${SRC}shared/`, pathNot: '\\.test\\.ts$' },
      to: { path: '^(functions|web)/', pathNot: `${SRC}shared/` },
    },
    {
      name: 'rules-are-pure',
      severity: 'error',
      comment:
        'A rule knows nothing of Express, Firestore or the components: only shared/, content/, other rules and the calendar.',
      from: { path: PURE, pathNot: '\\.test\\.ts$' },
      to: { path: '^(functions|web)/|node_modules/', pathNot: [PURE, `${SRC}(shared|content)/`] },
    },
    {
      name: 'content-imports-only-shared',
      severity: 'error',
      comment: 'content/ is what is taught, read by every layer: it may import only itself and shared/.',
      from: { path: `${SRC}content/`, pathNot: '\\.test\\.ts$' },
      to: { path: '^(functions|web)/|node_modules/', pathNot: `${SRC}(content|shared)/` },
    },
    {
      name: 'data-imports-nothing-above-it',
      severity: 'error',
      comment: 'data/ is what several components share: it may import only itself, content/ and shared/.',
      from: { path: `${SRC}data/` },
      to: { path: '^(functions|web)/', pathNot: `${SRC}(data|content|shared)/` },
    },
    {
      name: 'backbone-imports-no-component',
      severity: 'error',
      comment:
        'services/ and http/ serve the components; they import neither a component, data/ nor the top.',
      from: { path: `${SRC}(services|http)/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: `${SRC}(data|cli|${COMPONENTS})/|${SRC}[^/]+$`,
        pathNot: `${SRC}(messages|config)\\.ts$`,
      },
    },
    {
      name: 'components-meet-through-public-modules',
      severity: 'error',
      comment: 'A component imports another only through a module that one names public (PUBLIC above).',
      from: { path: `${SRC}${COMPONENTS}/` },
      to: { path: `${SRC}${COMPONENTS}/`, pathNot: [`${SRC}$1/`, ...PUBLIC] },
    },
    {
      name: 'routes-only-speak-http',
      severity: 'error',
      comment:
        'Routes parse input and map results to HTTP; the store and Firestore are for the call beside them.',
      from: { path: `${SRC}${COMPONENTS}/routes\\.ts$` },
      to: {
        path: `${SRC}data/|-store\\.ts$|node_modules/(firebase-admin/lib/firestore|@google-cloud/firestore)/`,
      },
    },
    {
      name: 'the-engine-service-is-its-own-program',
      severity: 'error',
      comment:
        'functions/src/recognizer is built and deployed apart (functions/recognizer/): the function reaches it over HTTP only.',
      from: { path: SRC, pathNot: `${SRC}recognizer/|\\.test\\.ts$` },
      to: { path: `${SRC}recognizer/` },
    },
    {
      name: 'only-the-entry-imports-the-top',
      severity: 'error',
      comment: 'app.ts is loaded by index.ts alone (lazily), and nothing but the admin tools imports them.',
      from: { path: SRC, pathNot: `${SRC}(index\\.ts$|cli/)|\\.test\\.ts$` },
      to: { path: `${SRC}(app\\.ts$|cli/)` },
    },
    {
      name: 'web-sees-only-the-shared-contract',
      severity: 'error',
      comment:
        'The web app may import functions/src/shared (the @shared alias) and the types of content/ (@content), nothing else of the API.',
      from: { path: '^web/src/' },
      to: { path: '^functions/', pathNot: `${SRC}(shared|content)/` },
    },
    {
      name: 'web-reads-only-the-types-of-content',
      severity: 'error',
      comment:
        "A scenario's content holds the tutor's part: the web app gets its cards from virtual:scenario-cards-* (web/build/scenario-cards.ts).",
      from: { path: '^web/src/' },
      to: { path: `${SRC}content/`, dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'web-never-touches-firestore',
      severity: 'error',
      comment: 'The browser talks only to Firebase Auth and /api; firestore.rules deny every client access.',
      from: { path: '^web/src/' },
      to: { path: 'node_modules/(firebase/firestore|@firebase/firestore)' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      comment: 'lib/, components/, config/ and messages/ serve the features and the app, not the reverse.',
      from: { path: '^web/src/(lib|components|config|testing|messages)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-features-do-not-import-each-other-or-the-app',
      severity: 'error',
      comment: 'A feature stands alone: what two features need goes to lib/ or components/.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/(features/|app/)', pathNot: '^web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^functions/lib/|^web/dist/' },
    tsPreCompilationDeps: true,
    // For the web app's `@shared/*` and `@content/*` aliases; its baseUrl makes the alias resolve from web/.
    tsConfig: { fileName: require('node:path').join(__dirname, 'web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
