import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { PAGE_PRELOADS_ID } from './route-preload';

export interface PrerenderOptions {
  /** The module, relative to the app root, exporting prerenderPage(path) → { html, styleElement }. */
  entry: string;
  /** The route rendered into the page, e.g. '/'. */
  path: string;
  /** The built page that carries it, beside index.html, e.g. 'home.html'. */
  fileName: string;
  /** The module, relative to the app root, exporting renderPage (the server's per-request render),
   * built self-contained for Node into `serverOutDir`. */
  serverEntry?: string;
  /** Where the server entry is built, relative to the app root (beside the web build, never inside it:
   * nothing of the server's is served). */
  serverOutDir?: string;
  /** The site's languages: each gets its own pre-rendered page and shell (the default language's are
   * index.html and `fileName`; another's are in its `folder`: es/index.html, es/home.html), each
   * preloading the module holding its catalog (`catalog`, relative to the app root). */
  languages: PrerenderLanguage[];
}

export interface PrerenderLanguage {
  language: string;
  /** Folder of this language's pages; none for the default language. */
  folder?: string;
  /** The module holding the catalog of the shell and the home page's first screen. */
  catalog: string;
  /** The module holding the catalog of every other page (preloaded by the shell, not the home page). */
  pagesCatalog: string;
}

interface PageHead {
  title: string;
  description: string;
  noscript: string;
}

interface PrerenderModule {
  prerenderPage(path: string, language: string): Promise<{ html: string; styleElement: string }>;
  pageHead(language: string): Promise<PageHead>;
  /** `<link rel="alternate" hreflang>` elements naming the page in every language. */
  alternateLinks(path: string): string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html as a language's shell: its lang, title, description and no-script line, and preloads of
 * its catalogs' chunks (which the app would otherwise only request once it runs), in a template the
 * page's first script adds to the head when it starts the app (route-preload.ts). */
function localizedShell(
  template: string,
  language: string,
  head: PageHead,
  catalogFiles: string[],
) {
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_whole, start: string, end: string) => `${start}${escapeHtml(head.description)}${end}`,
    )
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${escapeHtml(head.noscript)}</noscript>`,
    )
    .replace(
      '</head>',
      () =>
        `  <template id="${PAGE_PRELOADS_ID}">${catalogFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}</template>\n  </head>`,
    );
}

/**
 * Pre-renders one route's first screen at build time so the browser paints it before any JavaScript
 * runs (the client then hydrates it, see apps/web/src/main.tsx): the entry is built for Node with the
 * app's own Vite config (Vite's SSR build), its markup goes into #root and its emotion CSS into <head>
 * of a copy of the built index.html written as `fileName`. index.html itself stays empty: it is the page
 * every other route is served (deep links must not show the home page first), and the server sends
 * `fileName` only for `path` (libs/gateway/feature/src/delivery/compressed-delivery.ts).
 *
 * No inline script is added: the page keeps index.html's scripts, which the CSP allows by hash.
 */
export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    // The client build only: the nested SSR build below loads the same config and must not recurse.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_output, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') this.error('prerender: the build has no index.html');
      const indexPage = page as Rollup.OutputAsset;
      const template = String(indexPage.source);
      const catalogFile = (catalog: string) => {
        const chunk = Object.values(bundle).find(
          (output): output is Rollup.OutputChunk =>
            output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(`/${catalog}`)),
        );
        if (!chunk) this.error(`prerender: no chunk holds the catalog module ${catalog}`);
        return (chunk as Rollup.OutputChunk).fileName;
      };
      // Under the workspace (not the OS temp folder): the built module imports React, MUI and emotion
      // from node_modules, which Node resolves from the module's own location.
      const outDir = resolve(
        config.root,
        '../../tmp/prerender',
        config.root.split('/').pop() ?? 'app',
      );
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: resolve(config.root, options.entry),
          outDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs', format: 'es' } },
        },
      });
      try {
        const module = (await import(
          `${pathToFileURL(resolve(outDir, 'prerender.mjs')).href}?t=${Date.now()}`
        )) as PrerenderModule;
        if (!template.includes('<div id="root"></div>'))
          this.error('prerender: index.html has no empty <div id="root"></div>');
        for (const { language, folder, catalog, pagesCatalog } of options.languages) {
          const head = await module.pageHead(language);
          const shell = localizedShell(template, language, head, [
            catalogFile(catalog),
            catalogFile(pagesCatalog),
          ]);
          const homeShell = localizedShell(template, language, head, [catalogFile(catalog)]);
          const prefix = folder ? `${folder}/` : '';
          if (folder)
            this.emitFile({ type: 'asset', fileName: `${prefix}index.html`, source: shell });
          else indexPage.source = shell;
          const { html, styleElement } = await module.prerenderPage(options.path, language);
          this.emitFile({
            type: 'asset',
            fileName: `${prefix}${options.fileName}`,
            source: homeShell
              .replace('</head>', () => `  ${module.alternateLinks(options.path)}\n  </head>`)
              .replace('</head>', () => `  ${styleElement}\n  </head>`)
              .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`),
          });
        }
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
      if (options.serverEntry && options.serverOutDir) await buildServerEntry(config, options);
    },
  };
}

/** The per-request renderer: one ES module with every dependency inside (the gateway's image keeps only
 * the packages its own bundle imports), React's production build. */
async function buildServerEntry(config: ResolvedConfig, options: PrerenderOptions): Promise<void> {
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: resolve(config.root, options.serverEntry as string),
      outDir: resolve(config.root, options.serverOutDir as string),
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rollupOptions: {
        // Pages and the pieces they load later stay apart (chunks/): the map, for one, needs a window.
        output: {
          entryFileNames: 'render-page.mjs',
          chunkFileNames: 'chunks/[name]-[hash].mjs',
          format: 'es',
        },
      },
    },
  });
}
