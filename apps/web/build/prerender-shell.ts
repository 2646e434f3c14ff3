import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss';
import { createServer, type Plugin } from 'vite';
import { SHELL_NAMESPACES } from '../../../packages/contract/src/first-screens.ts';
import type { PaintedScreen } from '../../../packages/contract/src/first-screens.ts';

/** What the server reads to send each first screen's painted shell (apps/api platform/first-load.ts). */
export const PAINTED_SHELL_FILE = '.vite/painted-shell.json';
/** Where index.html's `#root` takes the painted shell; the server puts in the one of the path and language. */
export const PAINTED_SHELL_MARK = '<!--painted-shell-->';

const SCREENS: readonly PaintedScreen[] = ['numbers', 'documents', 'generic'];

export interface PaintedShells {
  /** `<title>` per language */
  titles: Record<string, string>;
  /** the rendered shell per `screen:language` */
  shells: Record<string, string>;
}

interface EntryModule {
  renderPaintedShell(screen: PaintedScreen, language: string, resources: object): string;
  themeVariablesCss(): string;
}

/**
 * decision 015 (round three): index.html carries the shell rendered at build time — the app's own
 * `ShellSkeleton` (header, tabs' place, the first screen's blocks) through `renderToString`, for
 * every first screen and language — and, inline, only the rules of the built stylesheet its
 * markup uses, with the theme's variables those rules read. The stylesheet itself no longer holds
 * the first paint (the server sends it as a preload), and there is no hand-written copy of the
 * shell's CSS to keep alike.
 */
export function prerenderShell(): Plugin {
  let root = '';
  return {
    name: 'kabinet-prerender-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(
        (m) => bundle[m[1]!],
      );
      const builtCss = styles.map((s) => (s?.type === 'asset' ? String(s.source) : '')).join('\n');

      const { shells, titles, variablesCss } = await renderShells(root);
      const used = new Set(
        Object.values(shells).flatMap((markup) =>
          [...markup.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/)),
        ),
      );
      const css = shellCss(builtCss, variablesCss, used);
      if (!html.includes(`<div id="root">${PAINTED_SHELL_MARK}</div>`))
        this.error(`index.html has no <div id="root">${PAINTED_SHELL_MARK}</div> for the painted shell`);
      index.source = html.replace('</head>', `<style data-painted-shell>${css}</style></head>`);
      this.emitFile({
        type: 'asset',
        fileName: PAINTED_SHELL_FILE,
        source: JSON.stringify({ titles, shells } satisfies PaintedShells),
      });
    },
  };
}

/** Renders the skeleton per screen and language with Vite's SSR loader (the same CSS modules). */
async function renderShells(root: string) {
  const server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule(
      path.join(root, 'build/painted-shell-entry.tsx'),
    )) as EntryModule;
    const localesDir = path.join(root, 'src/locales');
    const languages = fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const shells: Record<string, string> = {};
    const titles: Record<string, string> = {};
    for (const language of languages) {
      const catalogs = Object.fromEntries(
        SHELL_NAMESPACES.map((ns) => [
          ns,
          JSON.parse(fs.readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8')) as object,
        ]),
      );
      titles[language] = String((catalogs.common as Record<string, unknown>).appName);
      for (const screen of SCREENS)
        shells[`${screen}:${language}`] = entry.renderPaintedShell(screen, language, {
          [language]: catalogs,
        });
    }
    return { shells, titles, variablesCss: entry.themeVariablesCss() };
  } finally {
    await server.close();
  }
}

/** A selector's classes, or null for a selector of the page's own elements (html, body, `*`). */
function classesOf(selector: string): string[] | null {
  const classes = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
  if (classes.length > 0) return classes;
  const bare = selector.replace(/::?[\w-]+(\([^)]*\))?/g, '').trim();
  return /^(html|body|\*)$/.test(bare) ? [] : null;
}

/** `:root` (or the light scheme's, which the app sets at start: the painted page is light, index.html) */
const isRootSelector = (selector: string) =>
  /^(:root|:host|html)(\[data-mantine-color-scheme=["']?light["']?\])?$|^:host\(\[data-mantine-color-scheme=["']?light["']?\]\)$/.test(
    selector.trim(),
  );

/**
 * The rules of `builtCss` the painted markup needs — those whose every class it uses, and the
 * page's own (html, body, `*`) — inside their media queries, and `:root` with just the custom
 * properties those rules read (from the theme's variables, else the stylesheet's defaults).
 */
export function shellCss(builtCss: string, variablesCss: string, used: Set<string>): string {
  const ast = postcss.parse(builtCss);
  const variables = new Map<string, string>();
  const collectVariables = (css: Root) =>
    css.walkRules((rule) => {
      if (!rule.selectors.every(isRootSelector)) return;
      rule.walkDecls(/^--/, (decl) => void variables.set(decl.prop, decl.value));
    });
  collectVariables(ast);
  collectVariables(postcss.parse(variablesCss));

  const kept = postcss.root();
  const covered = new Set<string>();
  const keep = (node: ChildNode): ChildNode | null => {
    if (node.type === 'rule') {
      const selectors = (node as Rule).selectors.filter((s) => {
        const classes = classesOf(s);
        return classes !== null && classes.every((c) => used.has(c));
      });
      if (selectors.length === 0) return null;
      for (const s of selectors) for (const c of classesOf(s) ?? []) covered.add(c);
      return (node as Rule).clone({ selectors });
    }
    if (node.type === 'atrule' && (node as AtRule).name === 'media') {
      const children = ((node as AtRule).nodes ?? []).map(keep).filter((n) => n !== null);
      if (children.length === 0) return null;
      return (node as AtRule).clone({ nodes: children });
    }
    return null;
  };
  for (const node of ast.nodes) {
    const copy = keep(node);
    if (copy) kept.append(copy);
  }
  const missing = [...used].filter((c) => !covered.has(c));
  if (missing.length > 0)
    throw new Error(
      `the painted shell uses classes the built stylesheet has no rule for: ${missing.join(', ')}`,
    );

  // the custom properties the kept rules read, and those their values read in turn
  const needed = new Set<string>();
  const visit = (value: string) => {
    for (const [, name] of value.matchAll(/var\((--[\w-]+)/g)) {
      if (needed.has(name!)) continue;
      needed.add(name!);
      const definition = variables.get(name!);
      if (definition) visit(definition);
    }
  };
  kept.walkDecls((decl) => visit(decl.value));
  const declarations = [...needed]
    .filter((name) => variables.has(name))
    .map((name) => `${name}:${variables.get(name)}`);
  const minified = kept
    .toString()
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1');
  return `:root{${declarations.join(';')}}${minified}`;
}
