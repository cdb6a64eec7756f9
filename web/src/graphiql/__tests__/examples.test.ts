import fs from 'node:fs';
import path from 'node:path';
import { Kind, buildSchema, parse, validate, type OperationDefinitionNode } from 'graphql';
import { EXAMPLE_FILES, exampleTab, exampleTabs } from '../examples';
import { GRAPHQL_URL, fetchGraphQL } from '../fetcher';

const repoRoot = path.resolve(__dirname, '../../../..');
const examplesDir = path.join(repoRoot, 'docs/api-examples');
const schema = buildSchema(fs.readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));

const operationOf = (query: string) =>
  parse(query).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;

describe('GraphiQL example tabs', () => {
  it('has one tab per file in docs/api-examples, in the listed order, with its text', () => {
    const onDisk = fs.readdirSync(examplesDir).filter((name) => name.endsWith('.graphql'));
    expect(EXAMPLE_FILES.map(([name]) => name).sort()).toEqual(onDisk.sort());
    expect(exampleTabs).toHaveLength(onDisk.length);
    EXAMPLE_FILES.forEach(([name], i) => {
      expect(exampleTabs[i].query).toBe(fs.readFileSync(path.join(examplesDir, name), 'utf8'));
    });
    expect(exampleTabs.map((tab) => operationOf(tab.query).name?.value)).toEqual([
      'Viewer',
      'LogIn',
      'BookWithIssues',
      'Search',
      'CataloguePage',
    ]);
  });

  it.each(EXAMPLE_FILES.map(([name], i) => [name, exampleTabs[i]] as const))(
    '%s is valid against schema.graphql and its variables cover the required ones',
    (_name, tab) => {
      expect(validate(schema, parse(tab.query)).map((e) => e.message)).toEqual([]);
      const variables = tab.variables ? (JSON.parse(tab.variables) as object) : {};
      const required = (operationOf(tab.query).variableDefinitions ?? [])
        .filter((v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue)
        .map((v) => v.variable.name.value);
      for (const name of required) expect(variables).toHaveProperty(name);
    },
  );

  it('fills the variables editor from the "# variables:" line', () => {
    const book = exampleTabs[EXAMPLE_FILES.findIndex(([n]) => n === 'book-with-issues.graphql')];
    expect(JSON.parse(book.variables!)).toEqual({ id: 1 });
    expect(exampleTab('x.graphql', '{ me { id } }')).toEqual({
      query: '{ me { id } }',
      variables: null,
    });
    expect(() => exampleTab('bad.graphql', '# variables: {id: 1}\n{ me { id } }')).toThrow(
      'bad.graphql: the "# variables:" line is not one line of JSON',
    );
  });
});

describe('GraphiQL fetcher', () => {
  const realFetch = globalThis.fetch;
  // jsdom has no Response: the fetcher only reads status and text().
  const answer = (status: number, body: string) => ({ status, text: async () => body });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('POSTs JSON to /graphql on this origin with the headers editor’s headers', async () => {
    const fetchMock = jest.fn(async () => answer(200, '{"data":{"me":null}}'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const result = await fetchGraphQL(
      { query: '{ me { id } }', operationName: null },
      { headers: { Authorization: 'Bearer abc' } },
    );
    expect(result).toEqual({ data: { me: null } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(GRAPHQL_URL);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      Authorization: 'Bearer abc',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      query: '{ me { id } }',
      operationName: null,
    });
  });

  it('turns a non-JSON answer into an error with its status', async () => {
    globalThis.fetch = jest.fn(async () =>
      answer(429, 'Too many requests'),
    ) as unknown as typeof fetch;
    await expect(fetchGraphQL({ query: '{ me { id } }' })).rejects.toThrow(
      'HTTP 429: Too many requests',
    );
  });
});
