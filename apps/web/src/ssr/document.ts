// The page around the rendered app: Vite's built index.html with the page's <head>, HTML and state.
import { cssForPage } from './css-subset.ts';

export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export type DocumentParts = {
  tenantId: string;
  /** The page's language tag for <html lang>, e.g. 'ta-IN'. */
  lang: string;
  /** Everything page-specific for <head> (title, description, Open Graph, JSON-LD, preloads). */
  head: string;
  /** The server-rendered app; empty for a page the browser renders (personal pages). */
  appHtml: string;
  /** The <script type="application/json"> with the query cache, or ''. */
  stateScript: string;
};

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/;
const TENANT_META = /<meta name="pataka-tenant" content="[^"]*"\s*\/?>/;
const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*"/;

const LANGUAGES_OF_THE_NOTICE = ['en', 'ta'] as const;
const noticeCopy = (language: string) =>
  new RegExp(`<!--legal-notice:${language}-->[\\s\\S]*?<!--/legal-notice:${language}-->`);

/**
 * The template as every page carries it, worked out once at start-up: without its comments (notes for
 * developers) and with each run of whitespace that holds a line break cut to that line break (the
 * indentation; HTML draws the two alike, and a script keeps its line ends). About 2 KB of every page.
 */
export function compactTemplate(template: string): string {
  return template.replace(/<!--(?!\/?legal-notice:)[\s\S]*?-->/g, '').replace(/\s*\n\s*/g, '\n');
}

/** Checks once, at start-up, that the template has every place a page is written into. */
export function checkTemplate(template: string): void {
  for (const language of LANGUAGES_OF_THE_NOTICE)
    if (!noticeCopy(language).test(template))
      throw new Error(`The storefront's index.html has no legal-notice:${language} copy of the notice`);
  for (const [name, re] of [
    ['<title>', TITLE],
    ['meta description', DESCRIPTION],
    ['meta pataka-tenant', TENANT_META],
    ['<html lang>', HTML_LANG],
  ] as const) {
    if (!re.test(template)) throw new Error(`The storefront's index.html has no ${name}`);
  }
  if (!template.includes(ROOT)) throw new Error(`The storefront's index.html has no ${ROOT}`);
  if (!template.includes('</head>')) throw new Error("The storefront's index.html has no </head>");
}

/** The stylesheet the server inlined (apps/api plugins/inline-assets.ts names its file in data-href). */
const INLINED_STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/;

/**
 * The template's legal notice in the page's language only: the other copy cannot show on this page (the
 * notice covers the language switch until agreed), and a copy is ~2.5 KB (Tamil ~4.5 KB) of HTML.
 */
function noticeInLanguage(template: string, lang: string): string {
  const keep = /^ta(-|$)/i.test(lang) ? 'ta' : 'en';
  let html = template;
  for (const language of LANGUAGES_OF_THE_NOTICE)
    html = html.replace(noticeCopy(language), (copy) =>
      language === keep ? copy.replace(/<!--\/?legal-notice:\w+-->/g, '') : '',
    );
  return html;
}

export function assembleDocument(template: string, parts: DocumentParts): string {
  const tenant = parts.tenantId.replace(/[^a-z0-9-]/g, '');
  const html = noticeInLanguage(template, parts.lang)
    .replace(HTML_LANG, () => `<html lang="${parts.lang.replace(/[^A-Za-z-]/g, '')}"`)
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace(TENANT_META, () => `<meta name="pataka-tenant" content="${tenant}" />`)
    .replace('</head>', () => `${parts.head}</head>`)
    .replace(ROOT, () => `<div id="root">${parts.appHtml}</div>${parts.stateScript}`);
  return parts.appHtml ? withPageCss(html) : html;
}

/**
 * A rendered page carries inline only the rules its HTML uses; the whole stylesheet follows at the end
 * of the body for what the client draws later (a menu, a dialog). A shell page (drawn by the client)
 * keeps the whole stylesheet inline.
 */
function withPageCss(html: string): string {
  const style = INLINED_STYLE.exec(html);
  if (!style) return html;
  const [tag, href, css] = style;
  const used = cssForPage(css!, html.replace(tag, ''));
  return html
    .replace(tag, () => `<style>${used}</style>`)
    .replace('</body>', () => `<link rel="stylesheet" href="${href}"></body>`);
}

/**
 * The chunks a page's route module needs, named for the page's start-up script (the API's
 * inline-assets.ts), which fetches them with the entry once the page has painted, instead of after the
 * entry asked for them. `skip` holds the files the template already loads.
 */
export function routePreloads(
  manifest: ViteManifest | null,
  sources: readonly string[],
  skip: ReadonlySet<string>,
) {
  if (!manifest) return '';
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  const urls = [...files].map((file) => `/${file}`).filter((url) => !skip.has(url));
  return urls.length ? `<meta name="pataka-page-chunks" content="${urls.join(' ')}">` : '';
}

/** The script URLs a template already loads: script tags, modulepreloads, a start-up script's import(). */
export function templateScripts(template: string): Set<string> {
  const urls = new Set<string>();
  for (const m of template.matchAll(/import\("([^"]+)"\)/g)) urls.add(m[1]!);
  for (const m of template.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of template.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  return urls;
}
