import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

export interface PrerenderOptions {
  /** The module, relative to the app root, exporting prerenderPage(path) → { html, styleElement }. */
  entry: string;
  /** The route rendered into the page, e.g. '/'. */
  path: string;
  /** The built page that carries it, beside index.html, e.g. 'home.html'. */
  fileName: string;
}

interface PrerenderModule {
  prerenderPage(path: string): Promise<{ html: string; styleElement: string }>;
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
      const template = String((page as Rollup.OutputAsset).source);
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
        const { html, styleElement } = await module.prerenderPage(options.path);
        if (!template.includes('<div id="root"></div>'))
          this.error('prerender: index.html has no empty <div id="root"></div>');
        this.emitFile({
          type: 'asset',
          fileName: options.fileName,
          source: template
            .replace('</head>', () => `  ${styleElement}\n  </head>`)
            .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`),
        });
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
