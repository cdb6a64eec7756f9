// `npm run deps:check` (a step of `npm test`): the import rules of api/src and web/src.
// docs/decisions.md says why ("Transports import modules, never the other way round").

// A module's transport adapters: they live beside the module and may use graphql/ and rest/.
const TRANSPORT = '\\.(resolver|routes|fields|types)\\.ts$';
const TESTS = '(^|/)(__tests__|test)/';
// A table's entity may live with the transport that owns the table (graphql/'s persisted
// queries); db/entities.ts registers every entity.
const ENTITY = '\\.entity\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: split the shared piece out (a type the two files need goes where ' +
        'its owner is, or the caller passes what it needs).',
      from: { path: '^(api|web)/src/', pathNot: ENTITY },
      to: { circular: true },
    },
    {
      name: 'no-circular-entities',
      severity: 'error',
      comment:
        'ORM entities point at each other (a book has issues, an issue a book): the back ' +
        'reference is an `import type` and the decorator names the entity by a thunk, so no ' +
        'circle exists at run time. Any other circle between entities is an error.',
      from: { path: ENTITY },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'module-core-not-on-transports',
      severity: 'error',
      comment:
        "A module's services, queries, loaders, policies and jobs serve every transport: they " +
        'never import graphql/ or rest/, nor a resolver, routes or fields file. (They may use a ' +
        '`*.types.ts` shape: the GraphQL object types double as the service results.)',
      from: { path: '^api/src/modules/', pathNot: [TRANSPORT, TESTS] },
      to: {
        path: ['^api/src/(graphql|rest)/', '^api/src/modules/.+\\.(resolver|routes|fields)\\.ts$'],
        pathNot: ENTITY,
      },
    },
    {
      name: 'infrastructure-not-on-transports',
      severity: 'error',
      comment:
        'shared/, db/, config/ and the request scope sit under every module and transport: ' +
        'they never import graphql/, rest/ or a transport adapter.',
      from: { path: '^api/src/(shared|db|config|scope)/', pathNot: TESTS },
      to: {
        path: ['^api/src/(graphql|rest)/', `^api/src/modules/.+${TRANSPORT}`],
        pathNot: ENTITY,
      },
    },
  ],
  options: {
    includeOnly: '^(api|web)/src/',
    doNotFollow: { path: 'node_modules' },
    // Count `import type` too: a type-only circle is still a circle for a reader.
    tsPreCompilationDeps: true,
  },
};
