import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/** The id of the <template> holding a page's other preloads (its language's catalogs). */
export const PAGE_PRELOADS_ID = 'page-preloads';
type OutputChunk = Rollup.OutputChunk;

/**
 * Lets the first screen's route code download alongside the app's chunk instead of after it has run:
 * production builds get a small inline script in index.html defining `snapPreloadPage()`, which, for the
 * path being opened, adds `<link rel="modulepreload">` for that route's lazy chunk and the chunks it
 * imports statically. Only the opened route is preloaded, and only once the app starts, so a phone on a
 * data cap downloads nothing its first screen does not use.
 *
 * `routes`: a path pattern (a RegExp source tested against location.pathname) → the lazy modules that page
 * loads first, relative to the app root, e.g. `{ '^/$': ['src/app/routes/home.tsx'] }`.
 */
export function routePreload(routes: Record<string, string[]>): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const entry = Object.values(bundle).find(
          (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
        );
        const loadedByEntry = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const table: Record<string, string[]> = {};
        for (const [pattern, modules] of Object.entries(routes)) {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunkOf(bundle, module);
            if (!chunk) throw new Error(`route-preload: no chunk for ${module}`);
            for (const file of [chunk.fileName, ...staticImports(bundle, chunk)])
              if (!loadedByEntry.has(file)) files.add(file);
          }
          table[pattern] = [...files].map((file) => `/${file}`);
        }
        // Defined, not run: the page's first script (apps/web/src/boot.ts) calls it when it starts the
        // app, so a page nobody touches downloads none of this. The language's catalogs come from the
        // page's own #page-preloads template (tools/vite/prerender-plugin.ts writes it per language).
        const script = `window.snapPreloadPage=function(){var t=${JSON.stringify(table)},p=location.pathname,d=document;for(var r in t)if(new RegExp(r).test(p)){t[r].forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});break}var c=d.getElementById('${PAGE_PRELOADS_ID}');if(c)d.head.appendChild(c.content.cloneNode(true))}`;
        return html.replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}

function chunkOf(bundle: OutputBundle, module: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' &&
      // The route module may share its chunk with others (then it is not the chunk's facade).
      output.moduleIds.some((id) => id.endsWith(`/${module}`)),
  );
}

/** Every chunk a chunk imports statically, transitively (what the browser fetches before running it). */
function staticImports(
  bundle: OutputBundle,
  chunk: OutputChunk,
  seen = new Set<string>(),
): string[] {
  for (const file of chunk.imports) {
    if (seen.has(file)) continue;
    seen.add(file);
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticImports(bundle, imported, seen);
  }
  return [...seen];
}
