/**
 * A full-text query as PostgreSQL prints a `tsquery` (the output of `websearch_to_tsquery`): lexemes in quotes,
 * `!` (not), `<->` or `<N>` (followed by), `&` (and), `|` (or) in that order of precedence, and parentheses.
 */
export type TextQuery =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: 'not'; operand: TextQuery }
  | { kind: 'and' | 'or' | 'phrase'; left: TextQuery; right: TextQuery };

/** Thrown for a text that is not a printed tsquery (never expected from PostgreSQL). */
export class TextQuerySyntaxError extends Error {}

/**
 * Parses a printed tsquery, e.g. `'toxicolog' & ( 'rat' | 'mous' )`. Returns null for the empty query (a text
 * of stop words only), which matches nothing. Weight and prefix marks (`:AB`, `:*`) are read and ignored:
 * websearch_to_tsquery writes neither. Throws TextQuerySyntaxError on anything else.
 */
export function parseTextQuery(printed: string): TextQuery | null {
  const tokens = printed.match(/'(?:[^']|'')*'(?::[*A-D]+)?|<->|<\d+>|[!&|()]|\S/g) ?? [];
  if (tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++];
  const binary = (kind: 'and' | 'or' | 'phrase', matches: (token: string | undefined) => boolean, operand: () => TextQuery) => (): TextQuery => {
    let left = operand();
    while (matches(peek())) {
      take();
      left = { kind, left, right: operand() };
    }
    return left;
  };
  const unary = (): TextQuery => {
    const token = take();
    if (token === '!') return { kind: 'not', operand: unary() };
    if (token === '(') {
      const inner = or();
      if (take() !== ')') throw new TextQuerySyntaxError(`Unbalanced parenthesis in ${printed}`);
      return inner;
    }
    if (token?.startsWith("'")) return { kind: 'lexeme', lexeme: token.slice(1, token.lastIndexOf("'")).replace(/''/g, "'") };
    throw new TextQuerySyntaxError(`Unexpected ${token ?? 'end'} in ${printed}`);
  };
  const phrase = binary('phrase', (token) => token === '<->' || /^<\d+>$/.test(token ?? ''), unary);
  const and = binary('and', (token) => token === '&', phrase);
  const or = binary('or', (token) => token === '|', and);
  const query = or();
  if (at !== tokens.length) throw new TextQuerySyntaxError(`Unexpected ${peek()} in ${printed}`);
  return query;
}

/** The lexemes a query asks for (under any operator but `not`), each once. */
export function wantedLexemes(query: TextQuery | null): string[] {
  const found = new Set<string>();
  const visit = (node: TextQuery): void => {
    if (node.kind === 'lexeme') found.add(node.lexeme);
    else if (node.kind !== 'not') {
      visit(node.left);
      visit(node.right);
    }
  };
  if (query) visit(query);
  return [...found];
}

/**
 * Evaluates a query over sets: `having(lexeme)` gives the set having a lexeme, `all` every element (for `not`).
 * A phrase (`<->`) is taken as both words anywhere: the index keeps no word positions, so "cell therapy" in
 * quotes also finds a document with "cell" and "therapy" apart.
 */
export function evaluateTextQuery<S>(
  query: TextQuery,
  sets: { having(lexeme: string): S; and(a: S, b: S): S; or(a: S, b: S): S; not(a: S): S },
): S {
  switch (query.kind) {
    case 'lexeme':
      return sets.having(query.lexeme);
    case 'not':
      return sets.not(evaluateTextQuery(query.operand, sets));
    case 'or':
      return sets.or(evaluateTextQuery(query.left, sets), evaluateTextQuery(query.right, sets));
    default:
      return sets.and(evaluateTextQuery(query.left, sets), evaluateTextQuery(query.right, sets));
  }
}
