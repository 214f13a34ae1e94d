/// <reference types="vitest/config" />
import { getConfig as linguiConfigAt } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
// Build configuration, not app code: Vite loads it with Node before any path alias exists.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { precompress } from '../../tools/vite/precompress';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { prerender } from '../../tools/vite/prerender-plugin';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { routePreload } from '../../tools/vite/route-preload';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { answeredOverGet } from '../../libs/domain/src/site/reads-over-get';

const root = resolve(__dirname, '../..');
const api = 'http://127.0.0.1:3000';
const linguiConfigPath = resolve(__dirname, 'lingui.config.ts');
const generatedDocuments = resolve(root, 'libs/api-client/src/generated/graphql.ts');
const persistedDocuments = resolve(root, 'libs/api-client/src/generated/persisted-documents.json');

/** Production builds replace each graphql(`...`) call with the text of its generated document (named as
 * codegen names it: <Name>Document, <Name>FragmentDoc; fragments already spread in) and the id codegen
 * gave it. A chunk then carries only the operations it runs: the generated module holds every operation
 * and would otherwise sit whole in the entry chunk. The fetch client only calls toString() on a document
 * and reads its id (__meta__.hash) to send an anonymous query by GET. The build also ships codegen's
 * persisted-documents.json, the gateway's allow-list of those GETs. */
/** An operation's id in the address: the first 64 bits of codegen's sha256 of it, which tell the site's
 * operations apart (checked below) in a quarter of the characters, on every page's download. */
const operationId = (hash: string) => hash.replace(/^sha256:/, '').slice(0, 16);

function graphqlDocumentText(): Plugin {
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  const generated = /export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, (\{[^}]*\}))?\)/g;
  let texts = new Map<string, { text: string; meta: string | undefined }>();
  return {
    name: 'graphql-document-text',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      texts = new Map(
        [...readFileSync(generatedDocuments, 'utf8').matchAll(generated)].map((match) => [
          match[1],
          { text: match[2], meta: match[3] },
        ]),
      );
    },
    transform(code, id) {
      if (!/\/apps\/web\/src\/.*\.tsx?$/.test(id) || !code.includes('graphql(')) return null;
      let changed = false;
      const transformed = code.replace(call, (whole, source: string) => {
        const definition = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        const document =
          definition &&
          texts.get(`${definition[2]}${definition[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`);
        if (!document)
          this.error(`No generated document for graphql() in ${id}: run nx codegen api-client`);
        changed = true;
        // An id only for what the gateway answers over GET: anything else goes by POST at once.
        const hash =
          document.meta &&
          answeredOverGet(document.text) &&
          (JSON.parse(document.meta) as { hash?: string }).hash;
        return hash
          ? `Object.assign(new String(${JSON.stringify(document.text)}), { __meta__: { hash: ${JSON.stringify(operationId(hash))} } })`
          : JSON.stringify(document.text);
      });
      return changed ? { code: transformed, map: null } : null;
    },
    generateBundle() {
      const operations = JSON.parse(readFileSync(persistedDocuments, 'utf8')) as Record<
        string,
        string
      >;
      const byId: Record<string, string> = {};
      for (const [hash, operation] of Object.entries(operations)) {
        if (!answeredOverGet(operation)) continue;
        const id = operationId(hash);
        if (byId[id]) this.error(`Two operations share the id ${id}: lengthen operationId()`);
        byId[id] = operation;
      }
      this.emitFile({
        type: 'asset',
        fileName: 'persisted-documents.json',
        source: JSON.stringify(byId),
      });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: __dirname,
  base: '/',
  plugins: [
    graphqlDocumentText(),
    // Lingui's macros (Trans, t, msg, plural) become message ids at build time; the catalogs
    // (src/locales/*/messages.po) are compiled into one chunk per language.
    react({
      babel: {
        plugins: [
          [
            '@lingui/babel-plugin-lingui-macro',
            { linguiConfig: linguiConfigAt({ configPath: linguiConfigPath }) },
          ],
        ],
      },
    }),
    lingui({ configPath: linguiConfigPath }),
    // The pages people land on: their route code downloads alongside the entry chunk.
    routePreload({
      // Not the store card's chunks: the home page fetches them while the position is asked, and here they
      // would take bandwidth from the entry chunk, which is on the critical path.
      // (With the query cache's hydration: every page the server renders needs it before it hydrates.)
      '^(/es)?/?$': ['src/app/routes/home.tsx', 'src/lib/hydrate-query-cache.ts'],
      '^(/es)?/search$': ['src/app/routes/search.tsx', 'src/lib/hydrate-query-cache.ts'],
      '^(/es)?/store/[^/]+$': ['src/app/routes/store.tsx', 'src/lib/hydrate-query-cache.ts'],
    }),
    // The home page's first screen is in home.html, painted before any JavaScript runs.
    // Each language has its home page pre-rendered and its own shell for every other page
    // (es/home.html, es/index.html), each preloading only its language's catalog.
    prerender({
      entry: 'src/prerender.tsx',
      serverEntry: 'src/server/render-page.tsx',
      serverOutDir: '../../dist/apps/web-server',
      path: '/',
      fileName: 'home.html',
      languages: [
        {
          language: 'en',
          catalog: 'src/lib/i18n/english.ts',
          pagesCatalog: 'src/lib/i18n/english-pages.ts',
        },
        {
          language: 'es',
          folder: 'es',
          catalog: 'src/lib/i18n/spanish.ts',
          pagesCatalog: 'src/lib/i18n/spanish-pages.ts',
        },
      ],
    }),
    // Not for the pre-render's own Node build (tools/vite/prerender-plugin.ts), which is thrown away.
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  resolve: {
    alias: [
      { find: '@snap/domain', replacement: resolve(root, 'libs/domain/src/index.ts') },
      { find: '@snap/ui', replacement: resolve(root, 'libs/ui/src/index.ts') },
      { find: '@snap/api-client', replacement: resolve(root, 'libs/api-client/src/index.ts') },
      // react-router's package exports point at its development build; ship the production one.
      // (Not in the pre-render's Node build: there the page and StaticRouter must share Node's one copy.)
      ...(command === 'build' && !isSsrBuild
        ? [
            {
              find: /^react-router$/,
              replacement: resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: resolve(root, 'dist/apps/web'),
    emptyOutDir: true,
    // The bundle-size script reads the manifest to find what the home page loads first.
    manifest: true,
    target: 'es2020',
    // Phones on data caps: no source maps shipped.
    sourcemap: false,
    // Browsers without modulepreload (iOS before 17) only lose the early download; the polyfill would
    // be in the page's first script, which every page loads.
    modulePreload: { polyfill: false },
    rollupOptions: {
      treeshake: {
        // The shared libs are pure declarations (tables built with .map, generated document objects):
        // let Rollup drop what a chunk does not use, so the home page does not carry city ZIP lists
        // or every GraphQL document.
        moduleSideEffects: (id) => !/\/libs\/(domain|api-client)\//.test(id),
        // A message group (defineMessages) registers its ids for the reverse lookup; the web needs that
        // only for the groups it uses, so a group no chunk uses is dropped like a plain object.
        // (Services keep every group: the gateway finds a constant's id from its English.)
        manualPureFunctions: ['defineMessages'],
      },
    },
  },
  server: {
    port: 4200,
    host: '127.0.0.1',
    proxy: { '/graphql': api, '/api': api, '/health': api },
  },
  preview: { port: 4300, host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.tsx', 'src/**/*.spec.ts'],
    setupFiles: [resolve(__dirname, 'src/testing/setup-tests.ts')],
    restoreMocks: true,
  },
}));
