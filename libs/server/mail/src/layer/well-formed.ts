/**
 * A small check that HTML is well-formed (for the mail tests): every element closed in order,
 * void elements excepted, attributes quoted. Not a validator; it catches a broken template.
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const body = html.replace(/<!DOCTYPE[^>]*>/i, '').replace(/<!--[\s\S]*?-->/g, '');
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>|<[^>]*>?/g)) {
    const [whole, closing, name, , selfClosing] = match;
    if (name === undefined) {
      problems.push(`not a tag: ${whole.slice(0, 40)}`);
      continue;
    }
    const tag = name.toLowerCase();
    if (closing) {
      const open = stack.pop();
      if (open !== tag) problems.push(`</${tag}> closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing && !VOID.has(tag)) {
      stack.push(tag);
    }
  }
  if (stack.length > 0) problems.push(`not closed: ${stack.join(', ')}`);
  return problems;
}
