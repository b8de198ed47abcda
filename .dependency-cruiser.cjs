// Which folder may import which (`npm run depcheck`, a step of `npm test`). The README's
// architecture section explains the direction; this file is what holds it.
//
// functions/src, lowest first: shared -> domain -> data -> features -> app.
//   shared/    the HTTP contract and pure code used by both sides: imports nothing of ours
//   domain/    pure rules (limits, calendar, key format): only shared/
//   data/      every Firestore read and write: only domain/ and shared/
//   services/  one module per external service: nothing above it
//   http/      the HTTP backbone: nothing above it
//   features   activation, audio-allowance, conversation, points, practices, progress, ranking,
//              speech-recognition, text-to-speech, users: any of the above, not each other
//              (conversation speaks its replies through text-to-speech/). Within a feature,
//              routes.ts and *-routes.ts only parse the request and send the answer: a service
//              beside them (redeem.ts, take-turn.ts...) does the call, and routes import neither
//              data/ nor Firestore
// web/src: shared code (lib, components, config, messages) -> features -> app.

const FEATURES =
  '(activation|audio-allowance|conversation|points|practices|progress|ranking|speech-recognition|text-to-speech|users)';
const SRC = '^functions/src/';

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
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'Domain rules know nothing of Express, Firestore or the features: only shared/.',
      from: { path: `${SRC}domain/` },
      to: { path: '^(functions|web)/', pathNot: `${SRC}(domain|shared)/` },
    },
    {
      name: 'data-imports-nothing-above-it',
      severity: 'error',
      comment: 'The data layer may import only domain/ and shared/ (move a rule it needs to domain/).',
      from: { path: `${SRC}data/` },
      to: { path: '^(functions|web)/', pathNot: `${SRC}(data|domain|shared)/` },
    },
    {
      name: 'backbone-imports-no-feature',
      severity: 'error',
      comment: 'services/ and http/ serve the features; they must not import them or the data layer.',
      from: { path: `${SRC}(services|http)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SRC}(data|cli|${FEATURES})/|${SRC}[^/]+$`, pathNot: `${SRC}messages\\.ts$` },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      comment: 'A rule two features need goes to domain/; a store they share goes to data/.',
      from: { path: `${SRC}${FEATURES}/` },
      to: {
        path: `${SRC}${FEATURES}/`,
        pathNot: [`${SRC}$1/`, `${SRC}text-to-speech/text-to-speech-service\\.ts$`],
      },
    },
    {
      name: 'routes-only-speak-http',
      severity: 'error',
      comment: 'Routes parse input and map results to HTTP; Firestore work lives in a service beside them.',
      from: { path: `${SRC}[^/]+/(routes|[^/]+-routes)\\.ts$` },
      to: { path: `${SRC}data/|node_modules/(firebase-admin/lib/firestore|@google-cloud/firestore)/` },
    },
    {
      name: 'only-conversation-uses-text-to-speech-service',
      severity: 'error',
      comment: 'The one allowed feature-to-feature import: the conversation speaks its replies.',
      from: { path: `${SRC}${FEATURES}/`, pathNot: `${SRC}(conversation|text-to-speech)/` },
      to: { path: `${SRC}text-to-speech/text-to-speech-service\\.ts$` },
    },
    {
      name: 'web-sees-only-the-shared-contract',
      severity: 'error',
      comment: 'The web app may import functions/src/shared (the @shared alias) and nothing else of the API.',
      from: { path: '^web/src/' },
      to: { path: '^functions/', pathNot: `${SRC}shared/` },
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
      comment: 'lib/, components/, config/ and messages.ts serve the features and the app, not the reverse.',
      from: { path: '^web/src/(lib|components|config|testing)/|^web/src/messages\\.ts$' },
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
    // For the web app's `@shared/*` alias; its baseUrl makes the alias resolve from web/.
    tsConfig: { fileName: require('node:path').join(__dirname, 'web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
