// Entry of the self-hosted GraphiQL IDE (graphiql.html, served by the API at GET /graphql
// to browsers). Everything is bundled: no CDN, no inline script, so it works offline and
// under the strict CSP of api/src/graphql/ide.ts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import './graphiql.css';
import { exampleTabs } from './examples';
import { fetchGraphQL } from './fetcher';

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetchGraphQL}
      defaultTabs={exampleTabs}
      isHeadersEditorEnabled
      defaultEditorToolsVisibility="headers"
    />
  </StrictMode>,
);
