import type { ReactNode } from 'react';
import { Link } from 'react-router';

// A catalogue text with a little markup, so a translation can put the bold words and links where its
// own word order needs them: **bold**, _emphasis_ and [link text](key), the key naming one of `links`.
const MARKUP = /\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\((\w+)\)/g;

export function RichText({ text, links = {} }: { text: string; links?: Record<string, string> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    const [whole, bold, emphasis, label, key] = match;
    if (bold !== undefined) parts.push(<strong key={at}>{bold}</strong>);
    else if (emphasis !== undefined) parts.push(<em key={at}>{emphasis}</em>);
    else {
      const href = links[key!];
      parts.push(
        href === undefined ? (
          label
        ) : href.startsWith('mailto:') ? (
          <a key={at} href={href}>
            {label}
          </a>
        ) : (
          <Link key={at} to={href}>
            {label}
          </Link>
        ),
      );
    }
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
