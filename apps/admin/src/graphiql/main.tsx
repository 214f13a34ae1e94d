// GraphiQL bundled with the back-office build and served by the gateway at /graphql: no CDN, so the
// API page works offline and under the site's Content-Security-Policy. Only this page loads it.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

createRoot(document.getElementById('graphiql') as HTMLElement).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={'{\n  health {\n    status\n  }\n}\n'} />
  </StrictMode>,
);
