// The IDE's preloaded tabs: one per example operation in docs/api-examples/, the same
// files the API guide links to. A file's optional `# variables: {...}` comment line
// (one line of JSON) fills the tab's variables editor.
import bookWithIssues from '../../../docs/api-examples/book-with-issues.graphql?raw';
import cataloguePage from '../../../docs/api-examples/catalogue-page.graphql?raw';
import logIn from '../../../docs/api-examples/log-in.graphql?raw';
import search from '../../../docs/api-examples/search.graphql?raw';
import viewer from '../../../docs/api-examples/viewer.graphql?raw';

export interface ExampleTab {
  query: string;
  variables: string | null;
}

/** The example files in tab order (file name, contents). */
export const EXAMPLE_FILES: readonly (readonly [string, string])[] = [
  ['viewer.graphql', viewer],
  ['log-in.graphql', logIn],
  ['book-with-issues.graphql', bookWithIssues],
  ['search.graphql', search],
  ['catalogue-page.graphql', cataloguePage],
];

const VARIABLES_LINE = /^#\s*variables:\s*(.+)$/im;

/** One tab from an example file; a `# variables:` line that is not JSON is an error. */
export function exampleTab(name: string, source: string): ExampleTab {
  const match = VARIABLES_LINE.exec(source);
  if (!match) return { query: source, variables: null };
  try {
    return { query: source, variables: JSON.stringify(JSON.parse(match[1]), null, 2) };
  } catch {
    throw new Error(`${name}: the "# variables:" line is not one line of JSON`);
  }
}

export const exampleTabs: ExampleTab[] = EXAMPLE_FILES.map(([name, source]) =>
  exampleTab(name, source),
);
