import { describe, expect, it } from 'vitest';
import { cssForPage, requiredClasses } from './css-subset.ts';

const CSS = [
  '@layer properties{@supports (x:y){*,:before{--tw-a:0}}}',
  ':root,:host{--color-x:red}',
  '@layer base{html{color:red}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}',
  '.sm\\:grid-cols-3{@media (min-width:40rem){grid-template-columns:repeat(3,1fr)}}',
  '.\\[\\&\\>article\\]\\:flex-1>article{flex:1}',
  '.hover\\:bg-x{&:hover{@media (hover:hover){background:red}}}',
  '.space-y-2{:where(&>:not(:last-child)){margin:0}}',
  '.group-hover\\:x:is(:where(.group):hover *){color:red}}',
  '@media (min-width:40rem){.unused{color:red}}',
  '.legal-agreed #notice{display:none}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

describe('cssForPage', () => {
  it('keeps the rules whose classes the page uses, the class-free ones, and drops the rest', () => {
    const html =
      '<div class="flex sm:grid-cols-3 [&amp;&gt;article]:flex-1 hover:bg-x space-y-2 group-hover:x"></div>' +
      '<script>document.documentElement.classList.add("legal-agreed")</script>';
    const out = cssForPage(CSS, html);
    for (const kept of [
      '--tw-a:0',
      'html{color:red}',
      '.flex{display:flex}',
      '.sm\\:grid-cols-3{',
      '>article{flex:1}',
      '.hover\\:bg-x{',
      '.space-y-2{',
      '.group-hover\\:x',
      '.legal-agreed #notice',
      '@keyframes spin',
    ])
      expect(out).toContain(kept);
    expect(out).not.toContain('.grid{');
    expect(out).not.toContain('.unused');
    // An emptied @media is left out altogether.
    expect(out).not.toMatch(/@media \(min-width:40rem\)\{\}/);
  });

  it('leaves out the variables and @property rules nothing reads', () => {
    const css =
      ':root,:host{--a:1;--b:2;--c:3}@property --x{syntax:"*";inherits:false}@property --y{syntax:"*";inherits:false}.k{color:var(--a);--x:0;width:var(--x)}';
    const out = cssForPage(css, '<p class="k" style="height:var(--c)"></p>');
    expect(out).toContain('--a:1');
    expect(out).toContain('--c:3');
    expect(out).not.toContain('--b:2');
    expect(out).toContain('@property --x');
    expect(out).not.toContain('@property --y');
  });

  it('reads escaped class names, and not the classes inside parentheses', () => {
    expect(requiredClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(requiredClasses('.a:not(.b) .c')).toEqual(['a', 'c']);
  });
});
