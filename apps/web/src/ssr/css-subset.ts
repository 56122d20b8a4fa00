// Server only: the stylesheet a page carries inline, cut to the rules its HTML can use (issue 30). The
// whole built stylesheet (~62 KB, every class of every page) was inlined into every page; most of it
// styles other pages. A rule stays when each class its selector names (outside parentheses: :not(),
// :where() … are not required) is in the page: in a class attribute or in an inline script (the legal
// gate sets html.legal-agreed before paint). Rules without classes (base styles, variables, keyframes,
// @property) always stay. What the client draws later with other classes (menus, dialogs, toasts) is
// styled by the full stylesheet, linked at the end of the body: cached, and not in the way of the
// first paint (document.ts).

type Node =
  | { kind: 'raw'; text: string }
  /** `needs`: per comma part of the selector, the classes it requires (worked out once per stylesheet). */
  | { kind: 'rule'; needs: string[][]; text: string }
  | { kind: 'group'; prelude: string; children: Node[] };

/** At-rules whose block holds rules to filter; any other at-rule (@keyframes, @property…) stays whole. */
const GROUPING = /^@(media|supports|layer|container|scope)\b/;

/** Index of the '}' closing the block opened at `open`, skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = skipString(css, i);
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1 || css.length;
    } else if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

function skipString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length - 1;
}

export function parseCss(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    // The prelude: up to the next '{' or ';' at this level.
    let j = i;
    while (j < css.length && css[j] !== '{' && css[j] !== ';' && css[j] !== '}') {
      if (css[j] === '"' || css[j] === "'") j = skipString(css, j);
      else if (css[j] === '\\') j++;
      j++;
    }
    const prelude = css.slice(i, j).trim();
    if (j >= css.length || css[j] !== '{') {
      if (prelude) nodes.push({ kind: 'raw', text: `${prelude};` });
      i = j + 1;
      continue;
    }
    const end = blockEnd(css, j);
    const text = css.slice(i, end + 1).trim();
    if (GROUPING.test(prelude))
      nodes.push({ kind: 'group', prelude, children: parseCss(css.slice(j + 1, end)) });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'raw', text });
    else nodes.push({ kind: 'rule', needs: selectorParts(prelude).map(requiredClasses), text });
    i = end + 1;
  }
  return nodes;
}

const unescapeCss = (s: string) =>
  s.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, e: string) =>
    /^[0-9a-fA-F]/.test(e) && e.trim().length > 0 && /^[0-9a-fA-F]+\s?$/.test(e)
      ? String.fromCodePoint(parseInt(e.trim(), 16))
      : e,
  );

/** Top-level comma parts of a selector list. */
function selectorParts(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

/** The classes a selector requires: those outside parentheses and attribute brackets. */
export function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '\\') {
      if (depth === 0) outside += c + (selector[i + 1] ?? '');
      i++;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) outside += c;
  }
  return [...outside.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map((m) => unescapeCss(m[1]!));
}

function keep(nodes: Node[], has: (cls: string) => boolean): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'raw') out += node.text;
    else if (node.kind === 'rule') {
      if (node.needs.some((classes) => classes.every(has))) out += node.text;
    } else {
      const inner = keep(node.children, has);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ENTITIES[e]!);

/** Every class name the page's HTML can use: class attributes, and words of its inline scripts. */
export function pageClassNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decode(m[1]!).split(/\s+/)) if (name) names.add(name);
  for (const m of html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g))
    for (const word of m[1]!.split(/[^\w-]+/)) if (word) names.add(word);
  return names;
}

const parsed = new Map<string, Node[]>();

/** The rules of `css` the page can use, in their order. */
export function cssForPage(css: string, html: string): string {
  let nodes = parsed.get(css);
  if (!nodes) {
    nodes = parseCss(css);
    parsed.clear(); // one stylesheet per build
    parsed.set(css, nodes);
  }
  const names = pageClassNames(html);
  return withoutUnusedVariables(
    keep(nodes, (cls) => names.has(cls)),
    html,
  );
}

/** Where Tailwind declares its variables: the theme (:root,:host) and the @property fallback block. */
const VARIABLE_BLOCKS = /(:root,:host|\*,:before,:after,::backdrop)\{([^{}]*)\}/g;

/**
 * The theme's variables and @property rules nothing reads (var(--x) in a kept rule or in the page's own
 * style attributes) are left out too: they are a third of a page's rules otherwise.
 */
export function withoutUnusedVariables(css: string, html = ''): string {
  const read = new Set([...`${css}${html}`.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
  return css
    .replace(/@property (--[\w-]+)\{[^{}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ''))
    .replace(VARIABLE_BLOCKS, (_, selector: string, body: string) => {
      const kept = body
        .split(';')
        .filter((decl) => {
          const name = /^\s*(--[\w-]+)\s*:/.exec(decl)?.[1];
          return decl.trim() !== '' && (!name || read.has(name));
        })
        .join(';');
      return `${selector}{${kept}}`;
    });
}
