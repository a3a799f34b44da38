/**
 * Merges the server's style rules that Emotion wrote twice or more under different class names with the same body
 * (Chakra's recipes are written once per class that uses them: a product page held some 22 KB of such copies).
 *
 * `.css-a{…}` … `.css-b{…}` with the same body and the same selector around the class becomes `.css-a,.css-b{…}` at
 * the first one's place. Moving a rule earlier can only change the page where a rule it moves past sets a property it
 * sets too, in the same cascade layer (order decides only between declarations of one layer); so a rule is merged
 * only when no rule between the two, in its layer, touches a property of the same family (`margin` and
 * `margin-top`, `font` and `line-height`, `inset` and `top`...), and a rule this code cannot read stops every merge
 * across it. The selectors merged differ only in their Emotion class names, so a browser that cannot read one cannot
 * read the other either: a selector list is dropped whole when one of its selectors is unknown.
 */

/** One top-level rule of Emotion's output: its at-rule wrappers, its selector and declarations, or unreadable. */
interface Rule {
  text: string;
  /** The `@media`/`@supports`/`@layer` preludes around the style rule, outermost first; null when unreadable. */
  wrappers: string[] | null;
  selector: string;
  body: string;
  /** The cascade layer the rule is in ('' for none). */
  layer: string;
  families: Set<string>;
  /** What each selector of the rule styles. */
  subjects: Subject[];
  /** Each selector's specificity, as `a,b,c`. */
  specificities: Set<string>;
}

const EMOTION_CLASS = /\.css-[a-z0-9]+/g;
const HAS_EMOTION_CLASS = /\.css-[a-z0-9]+/;

/** Top-level blocks of a style sheet (`prelude{…}`), quotes and nesting respected; null if it does not parse. */
function topLevelBlocks(css: string): string[] | null {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '{') depth++;
    else if (char === '}') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) {
        blocks.push(css.slice(start, i + 1));
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      // A statement (`@layer a,b;`, `@import`): kept as a block of its own, which no merge crosses.
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (depth !== 0 || quote) return null;
  const rest = css.slice(start);
  if (rest.trim()) blocks.push(rest);
  return blocks;
}

/** Declarations of a body, split at the `;`s outside parentheses and quotes. */
function declarations(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ';' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Properties that set one another although their names do not start alike. */
const FAMILY_OF: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  width: 'size',
  height: 'size',
  inline: 'size',
  block: 'size',
  min: 'size',
  max: 'size',
  'line-height': 'font',
  gap: 'grid',
  'row-gap': 'grid',
  'column-gap': 'grid',
  place: 'align',
  justify: 'align',
  word: 'overflow',
  white: 'text',
  columns: 'column',
};

/** The family of a property: the properties a shorthand or an alias of it may set, by a name's first word. */
export function propertyFamily(property: string): string {
  const name = property.trim().toLowerCase();
  if (name.startsWith('--')) return name;
  const bare = name.replace(/^-(?:webkit|moz|ms|o)-/, '');
  if (bare === 'all') return '*';
  const first = bare.split('-')[0] ?? bare;
  return FAMILY_OF[bare] ?? FAMILY_OF[first] ?? first;
}

const UNREADABLE = (text: string): Rule => ({
  text,
  wrappers: null,
  selector: '',
  body: '',
  layer: '',
  families: new Set(['*']),
  subjects: [{ emotionClass: null, pseudoElement: '' }],
  specificities: new Set(),
});

/**
 * A top-level block read as style rules with the at-rules around each (`@layer a{.x{}.y{}}` is `@layer a{.x{}}`
 * followed by `@layer a{.y{}}`, as the cascade reads it); one unreadable rule for anything else.
 */
function readRules(text: string, wrappers: string[] = []): Rule[] {
  const open = text.indexOf('{');
  if (open < 0 || !text.endsWith('}')) return [UNREADABLE(text)];
  const prelude = text.slice(0, open);
  const content = text.slice(open + 1, -1);
  if (prelude.startsWith('@')) {
    const blocks = /^@(?:media|supports|layer|container)\b/.test(prelude) ? topLevelBlocks(content) : null;
    if (!blocks || blocks.some((block) => !block.endsWith('}'))) return [UNREADABLE(text)];
    const inner = blocks.flatMap((block) => readRules(block, [...wrappers, prelude]));
    return inner.some((rule) => rule.wrappers === null) ? [UNREADABLE(text)] : inner;
  }
  if (content.includes('{') || content.includes('}')) return [UNREADABLE(text)];
  const properties = declarations(content).map((declaration) => declaration.split(':')[0] ?? declaration);
  const selectors = splitTopLevel(prelude, (char) => char === ',').map((selector) => selector.trim());
  const layers = wrappers.filter((wrapper) => wrapper.startsWith('@layer')).map((wrapper) => wrapper.slice(6).trim());
  return [
    {
      text: wrappers.reduceRight((inner, wrapper) => `${wrapper}{${inner}}`, text),
      wrappers,
      selector: prelude,
      body: content,
      layer: layers.join('.'),
      families: new Set(properties.map(propertyFamily)),
      subjects: selectors.map(subjectOf),
      specificities: new Set(selectors.map((selector) => specificity(selector).join(','))),
    },
  ];
}

/** The rules written back, consecutive ones under the same at-rule inside one block of it. */
function writeRules(rules: Rule[], depth = 0): string {
  let css = '';
  for (let i = 0; i < rules.length; ) {
    const rule = rules[i] as Rule;
    const wrapper = rule.wrappers?.[depth];
    if (rule.wrappers === null || wrapper === undefined) {
      css += rule.wrappers === null ? rule.text : `${rule.selector}{${rule.body}}`;
      i++;
      continue;
    }
    let end = i + 1;
    while (end < rules.length && rules[end]?.wrappers?.[depth] === wrapper) end++;
    css += `${wrapper}{${writeRules(rules.slice(i, end), depth + 1)}}`;
    i = end;
  }
  return css;
}

/** Splits at the top level (outside parentheses, brackets and quotes) where `at` says. */
function splitTopLevel(text: string, at: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && at(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const PSEUDO_ELEMENT =
  /::?(?:before|after|placeholder|marker|selection|backdrop|first-line|first-letter|file-selector-button)\b|::[a-z-]+/;

/** The element a selector styles: its Emotion class if its last compound names one, and its pseudo-element. */
interface Subject {
  emotionClass: string | null;
  pseudoElement: string;
}

/** A selector's arguments in parentheses blanked, so that what is left is what the element itself must be. */
const outsideParentheses = (text: string) => text.replace(/\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, '()');

/**
 * Emotion gives an element one class of its own at most (it merges the styles of every class it registered into a new
 * one), so two selectors whose last compounds name different Emotion classes never style the same element; nor do a
 * selector for a pseudo-element and one for an element, or for another pseudo-element.
 */
function subjectOf(selector: string): Subject {
  const compounds = splitTopLevel(selector, (char) => char === ' ' || char === '>' || char === '+' || char === '~');
  const subject = outsideParentheses(compounds[compounds.length - 1] ?? '');
  return {
    emotionClass: subject.match(EMOTION_CLASS)?.[0] ?? null,
    pseudoElement: PSEUDO_ELEMENT.exec(subject)?.[0].replace(/^::?/, '::') ?? '',
  };
}

const mayBeOneElement = (a: Subject, b: Subject) =>
  a.pseudoElement === b.pseudoElement &&
  (a.emotionClass === null || b.emotionClass === null || a.emotionClass === b.emotionClass);

/** A selector's specificity (ids, classes, types), `:is`/`:not`/`:has` counting their most specific argument. */
export function specificity(selector: string): [number, number, number] {
  const total: [number, number, number] = [0, 0, 0];
  const token =
    /(::?[a-zA-Z-]+)(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?|#[\w-]+|\.[\w\\.-]+|\[[^\]]*\]|[a-zA-Z][\w-]*|\*/g;
  for (const [match, name = '', args] of selector.matchAll(token)) {
    if (match.startsWith('#')) total[0]++;
    else if (match.startsWith('.') || match.startsWith('[')) total[1]++;
    else if (match.startsWith('::') || PSEUDO_ELEMENT.test(name)) total[2]++;
    else if (match.startsWith(':')) {
      if (name === ':where') continue;
      if (args && /^:(?:is|not|has|matches)$/.test(name)) {
        const most = splitTopLevel(args.slice(1, -1), (char) => char === ',')
          .map((argument) => specificity(argument.trim()))
          .reduce((a, b) => (compare(a, b) >= 0 ? a : b), [0, 0, 0]);
        total[0] += most[0];
        total[1] += most[1];
        total[2] += most[2];
      } else total[1]++;
    } else if (match !== '*') total[2]++;
  }
  return total;
}

const compare = (a: readonly number[], b: readonly number[]) =>
  (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);

/** A rule that does not touch a style (an animation's or a font's): other rules move past it freely. */
const isInert = (text: string) => /^@(?:keyframes|font-face)\b/.test(text);

const conflicts = (moved: Rule, passed: Rule): boolean => {
  if (isInert(passed.text)) return false;
  if (passed.wrappers === null || moved.wrappers === null) return true;
  if (passed.layer !== moved.layer) return false;
  if (!moved.subjects.some((a) => passed.subjects.some((b) => mayBeOneElement(a, b)))) return false;
  // Between declarations of one layer, order decides only at equal specificity.
  if (![...moved.specificities].some((value) => passed.specificities.has(value))) return false;
  if (passed.families.has('*') || moved.families.has('*')) return true;
  for (const family of moved.families) if (passed.families.has(family)) return true;
  return false;
};

/**
 * The selectors of rules merged into one, written once around their classes where that is shorter:
 * `.css-a:is(:hover),.css-b:is(:hover)` as `:is(.css-a,.css-b):is(:hover)` (Chakra's recipes repeat long state
 * selectors: some 4 KB of a product page). Each selector's one Emotion class must stand outside any parentheses, where
 * `:is()` of the classes matches what either selector did (inside `:not()` it would not), and `:is()` of classes counts
 * as one class, as each did.
 */
export function joinSelectors(selectors: readonly string[]): string {
  const listed = selectors.join(',');
  if (selectors.length < 2) return listed;
  let shape: string | null = null;
  const classes: string[] = [];
  for (const selector of selectors) {
    const found = selector.match(EMOTION_CLASS);
    const outside = outsideParentheses(selector).match(EMOTION_CLASS);
    if (found?.length !== 1 || outside?.length !== 1 || splitTopLevel(selector, (char) => char === ',').length > 1) {
      return listed;
    }
    const own = selector.replace(EMOTION_CLASS, '\u0000');
    if (shape !== null && own !== shape) return listed;
    shape = own;
    classes.push(found[0]);
  }
  const factored = (shape ?? '').replace('\u0000', `:is(${classes.join(',')})`);
  return factored.length < listed.length ? factored : listed;
}

/** The style sheet with identical rules merged where the cascade provably stays as it was (see above). */
export function mergeIdenticalRules(css: string): string {
  const blocks = topLevelBlocks(css);
  if (!blocks) return css;
  const rules = blocks.flatMap((block) => readRules(block));
  /** Each group's key to the index of its first rule, which gathers the selectors of the rules merged into it. */
  const groups = new Map<string, number>();
  const selectors: string[][] = rules.map((rule) => [rule.selector]);
  /** Rules merged into an earlier one: their index to its index. */
  const movedTo = new Map<number, number>();
  rules.forEach((rule, index) => {
    if (rule.wrappers === null || !HAS_EMOTION_CLASS.test(rule.selector)) return;
    const key = `${rule.wrappers.join('\u0000')}\u0001${rule.selector.replace(EMOTION_CLASS, '.css')}\u0001${rule.body}`;
    const first = groups.get(key);
    if (first === undefined) {
      groups.set(key, index);
      return;
    }
    // Every rule this one moves past as the page now stands: a rule merged up to this group's place or before it
    // is no longer between them, and keeps its order with this one.
    for (let between = first + 1; between < index; between++) {
      const passed = rules[between];
      if ((movedTo.get(between) ?? between) <= first) continue;
      if (passed && passed.body !== rule.body && conflicts(rule, passed)) {
        // Later copies would have to move past it too: the group starts again here.
        groups.set(key, index);
        return;
      }
    }
    selectors[first]?.push(rule.selector);
    movedTo.set(index, first);
  });
  return writeRules(
    rules
      .map((rule, index) => ({ ...rule, selector: joinSelectors(selectors[index] ?? [rule.selector]) }))
      .filter((_, index) => !movedTo.has(index)),
  );
}
