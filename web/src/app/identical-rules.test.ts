import { describe, expect, it } from 'vitest';
import { joinSelectors, mergeIdenticalRules, propertyFamily, specificity } from './identical-rules';

describe('merging the rules Emotion wrote again under another class', () => {
  it('lists the copies’ classes at the first copy’s place, inside the same at-rules', () => {
    expect(
      mergeIdenticalRules(
        '@layer recipes{.css-a{display:flex;gap:1px}.css-a:is(:hover, [data-hover]){color:red}}.css-a{color:blue}' +
          '@layer recipes{.css-b{display:flex;gap:1px}.css-b:is(:hover, [data-hover]){color:red}}.css-b{color:green}',
      ),
    ).toBe(
      '@layer recipes{.css-a,.css-b{display:flex;gap:1px}:is(.css-a,.css-b):is(:hover, [data-hover]){color:red}}' +
        '.css-a{color:blue}.css-b{color:green}',
    );
  });

  it('writes the merged selectors once around their classes only where that matches the same elements', () => {
    expect(joinSelectors(['.css-a :where(svg)', '.css-b :where(svg)', '.css-c :where(svg)'])).toBe(
      ':is(.css-a,.css-b,.css-c) :where(svg)',
    );
    expect(joinSelectors(['.css-a::before', '.css-b::before'])).toBe(':is(.css-a,.css-b)::before');
    // Shorter as a list; a class inside parentheses (`:not(:is(a, b))` would match neither); another shape; a list.
    expect(joinSelectors(['.css-a', '.css-b'])).toBe('.css-a,.css-b');
    expect(joinSelectors(['p:not(.css-a) span', 'p:not(.css-b) span'])).toBe('p:not(.css-a) span,p:not(.css-b) span');
    expect(joinSelectors(['.css-a>img', '.css-b img'])).toBe('.css-a>img,.css-b img');
    expect(joinSelectors(['.css-a:hover,.css-a:focus', '.css-b:hover,.css-b:focus'])).toBe(
      '.css-a:hover,.css-a:focus,.css-b:hover,.css-b:focus',
    );
    expect(specificity(':is(.css-a,.css-b):is(:hover, [data-hover])')).toEqual(
      specificity('.css-a:is(:hover, [data-hover])'),
    );
  });

  it('moves a rule past another of its layer that may style the same element only where order cannot matter', () => {
    // `.css-z *` may be the element with .css-b, at the same specificity: order decides between them.
    const descendant = '.css-a{margin-top:1px}.css-z *{margin:0}.css-b{margin-top:1px}';
    expect(mergeIdenticalRules(descendant)).toBe(descendant);
    // Another family of properties, another layer, another specificity, or another element: order does not matter.
    expect(mergeIdenticalRules('.css-a{margin-top:1px}.css-z *{padding:0}.css-b{margin-top:1px}')).toBe(
      '.css-a,.css-b{margin-top:1px}.css-z *{padding:0}',
    );
    expect(
      mergeIdenticalRules('@layer r{.css-a{margin-top:1px}}.css-z *{margin:0}@layer r{.css-b{margin-top:1px}}'),
    ).toBe('@layer r{.css-a,.css-b{margin-top:1px}}.css-z *{margin:0}');
    expect(mergeIdenticalRules('.css-a{margin-top:1px}.css-z .x{margin:0}.css-b{margin-top:1px}')).toBe(
      '.css-a,.css-b{margin-top:1px}.css-z .x{margin:0}',
    );
    expect(
      mergeIdenticalRules('.css-a{margin-top:1px}.css-z{margin:0}.css-z::before{margin:0}.css-b{margin-top:1px}'),
    ).toBe('.css-a,.css-b{margin-top:1px}.css-z{margin:0}.css-z::before{margin:0}');
  });

  it('never moves a rule past one of its own element’s at the same specificity that sets the same property', () => {
    const own = '@media (min-width: 1px){.css-a{width:1px}}.css-b{width:2px}@media (min-width: 1px){.css-b{width:1px}}';
    expect(mergeIdenticalRules(own)).toBe(own);
  });

  it('merges nothing across a rule it cannot read, and leaves other selectors’ shapes apart', () => {
    const unread = '.css-a{color:red}@starting-style{.css-z{color:blue}}.css-b{color:red}';
    expect(mergeIdenticalRules(unread)).toBe(unread);
    const shapes = '.css-a>img{object-fit:cover}.css-b img{object-fit:cover}';
    expect(mergeIdenticalRules(shapes)).toBe(shapes);
    const braces = '.css-a{content:"}"}.css-b{content:"}"}';
    expect(mergeIdenticalRules(braces)).toBe(braces);
    expect(mergeIdenticalRules('.css-a{color:red')).toBe('.css-a{color:red');
  });

  it('reads shorthands, aliases and prefixes as the properties they set', () => {
    expect(['margin-top', 'margin-inline', 'margin'].map(propertyFamily)).toEqual(['margin', 'margin', 'margin']);
    expect(['line-height', 'font'].map(propertyFamily)).toEqual(['font', 'font']);
    expect(['top', 'inset-inline-start', 'inset'].map(propertyFamily)).toEqual(['inset', 'inset', 'inset']);
    expect(['-webkit-appearance', 'appearance'].map(propertyFamily)).toEqual(['appearance', 'appearance']);
    expect(['width', 'inline-size', 'min-height'].map(propertyFamily)).toEqual(['size', 'size', 'size']);
    expect(propertyFamily('all')).toBe('*');
  });

  it('counts specificity as the browser does for Emotion’s selectors', () => {
    expect(specificity('.css-a')).toEqual([0, 1, 0]);
    expect(specificity('.css-a:is(:focus-visible, [data-focus-visible])')).toEqual([0, 2, 0]);
    expect(specificity('.css-a :where(svg)')).toEqual([0, 1, 0]);
    expect(specificity('.css-a>*:not(style)')).toEqual([0, 1, 1]);
    expect(specificity('.css-a::before')).toEqual([0, 1, 1]);
    expect(specificity('#x .css-a:hover:not(.y, #z)')).toEqual([2, 2, 0]);
  });
});
