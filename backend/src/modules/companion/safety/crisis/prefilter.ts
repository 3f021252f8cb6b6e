import { parseRegExpLiteral, type AST } from '@eslint-community/regexpp';

/**
 * Hundreds of patterns read every message, in nine languages, and most of them cannot
 * match it: each needs some word the message does not contain. This finds, for each
 * pattern, a few strings one of which any text it matches must contain (its needles), and
 * reads a text once for all needles at the same time (Aho-Corasick), so only the patterns
 * that could match are run. A pattern whose needles cannot be worked out is always run:
 * the prefilter may only save work, never change an answer.
 */

// Past this many strings a set is no longer worth carrying as exact alternatives.
const CAP = 128;

interface Reading {
  /** Every string the node can match, when there are few; null when unknown or too many. */
  exact: Set<string> | null;
  /** Strings one of which any text the node matches in must contain; null when unknown. */
  needs: Set<string> | null;
}

const UNKNOWN: Reading = { exact: null, needs: null };
const EMPTY: Reading = { exact: new Set(['']), needs: null };

// The better of two needle sets: the one whose shortest needle is longest (fewer false
// candidates), then the smaller one.
function better(a: Set<string> | null, b: Set<string> | null): Set<string> | null {
  const worth = (set: Set<string> | null) => (set ? Math.min(...[...set].map((s) => s.length)) : 0);
  if (worth(a) === 0) return worth(b) > 0 ? b : null;
  if (worth(b) === 0) return a;
  if (worth(a) !== worth(b)) return worth(a) > worth(b) ? a : b;
  return a!.size <= b!.size ? a : b;
}

function concat(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > CAP) return null;
  const out = new Set<string>();
  for (const left of a) for (const right of b) out.add(left + right);
  return out;
}

function union(readings: Reading[]): Reading {
  let exact: Set<string> | null = new Set();
  let needs: Set<string> | null = new Set();
  for (const reading of readings) {
    if (exact && reading.exact && exact.size + reading.exact.size <= CAP) reading.exact.forEach((s) => exact!.add(s));
    else exact = null;
    const own = better(reading.needs, reading.exact);
    if (needs && own) own.forEach((s) => needs!.add(s));
    else needs = null;
  }
  return { exact, needs };
}

function sequence(elements: AST.Element[], lower: boolean): Reading {
  let needs: Set<string> | null = null;
  let run: Set<string> | null = new Set(['']);
  let whole = true;
  for (const element of elements) {
    const reading = read(element, lower);
    needs = better(needs, reading.needs);
    const joined: Set<string> | null = run && reading.exact ? concat(run, reading.exact) : null;
    if (joined) {
      run = joined;
    } else {
      // The run so far is one contiguous piece of any match: one of its strings is in the text.
      needs = better(needs, run);
      run = reading.exact ? new Set(reading.exact) : null;
      whole = false;
    }
  }
  needs = better(needs, run);
  return { exact: whole ? run : null, needs };
}

function characters(node: AST.CharacterClass, lower: boolean): Set<string> | null {
  if (node.negate) return null;
  const out = new Set<string>();
  for (const element of node.elements) {
    if (element.type === 'Character') out.add(text(element.value, lower));
    else if (element.type === 'CharacterClassRange' && element.max.value - element.min.value < 26) {
      for (let code = element.min.value; code <= element.max.value; code += 1) out.add(text(code, lower));
    } else return null;
  }
  return out;
}

const text = (code: number, lower: boolean) => {
  const char = String.fromCodePoint(code);
  return lower ? char.toLowerCase() : char;
};

function read(node: AST.Element | AST.Pattern | AST.Group | AST.CapturingGroup, lower: boolean): Reading {
  switch (node.type) {
    case 'Character':
      return { exact: new Set([text(node.value, lower)]), needs: null };
    case 'CharacterClass': {
      const exact = characters(node, lower);
      return { exact, needs: null };
    }
    case 'Pattern':
    case 'CapturingGroup':
      return union(node.alternatives.map((alternative) => sequence(alternative.elements, lower)));
    case 'Group':
      // Inline flags change what literals mean: not worth reading.
      if (node.modifiers) return UNKNOWN;
      return union(node.alternatives.map((alternative) => sequence(alternative.elements, lower)));
    case 'Assertion':
      // Zero-width: nothing of the match, but a positive lookaround's text must be there.
      if (node.kind === 'lookahead' || node.kind === 'lookbehind') {
        if (node.negate) return EMPTY;
        const inner = union(node.alternatives.map((alternative) => sequence(alternative.elements, lower)));
        return { exact: new Set(['']), needs: better(inner.needs, inner.exact) };
      }
      return EMPTY;
    case 'Quantifier': {
      const inner = read(node.element, lower);
      if (node.min === 0) {
        return node.max === 1 && inner.exact ? { exact: new Set(['', ...inner.exact]), needs: null } : UNKNOWN;
      }
      const needs = better(inner.needs, inner.exact);
      if (node.min === node.max && inner.exact && node.min <= 3) {
        let exact: Set<string> | null = new Set(['']);
        for (let round = 0; round < node.min && exact; round += 1) exact = concat(exact, inner.exact);
        return { exact, needs };
      }
      return { exact: null, needs };
    }
    default:
      return UNKNOWN;
  }
}

/** Strings one of which any text the pattern matches must contain; null when none can be said. */
export function needlesOf(pattern: RegExp): string[] | null {
  const literal = parseRegExpLiteral(pattern);
  const lower = literal.flags.ignoreCase;
  const reading = read(literal.pattern, lower);
  const needs = better(reading.needs, reading.exact);
  return needs ? [...needs] : null;
}

/**
 * An Aho-Corasick automaton over a set of strings: which of them a text contains, in one
 * pass. Built as a full transition table over the strings' own characters (anything else
 * is one "other" symbol), so reading a text is one table lookup per UTF-16 code unit.
 */
export class Needles {
  private readonly symbols = new Map<number, number>();
  private readonly ascii = new Uint8Array(128);
  private readonly width: number;
  private readonly table: Int32Array;
  private readonly found: number[][];

  constructor(strings: string[]) {
    for (const string of strings) {
      for (let index = 0; index < string.length; index += 1) {
        const unit = string.charCodeAt(index);
        if (!this.symbols.has(unit)) this.symbols.set(unit, this.symbols.size + 1);
      }
    }
    for (const [unit, symbol] of this.symbols) if (unit < 128) this.ascii[unit] = symbol;
    // Symbol 0 is every character no string holds.
    this.width = this.symbols.size + 1;

    // The trie, then the fail links breadth first, then every missing move filled from them.
    const next: Map<number, number>[] = [new Map()];
    const found: number[][] = [[]];
    strings.forEach((string, id) => {
      let state = 0;
      for (let index = 0; index < string.length; index += 1) {
        const symbol = this.symbolOf(string.charCodeAt(index));
        let to = next[state].get(symbol);
        if (to === undefined) {
          to = next.push(new Map()) - 1;
          found.push([]);
          next[state].set(symbol, to);
        }
        state = to;
      }
      found[state].push(id);
    });
    const table = new Int32Array(next.length * this.width);
    const fail = new Int32Array(next.length);
    const queue: number[] = [];
    for (const [symbol, to] of next[0]) {
      table[symbol] = to;
      queue.push(to);
    }
    for (let at = 0; at < queue.length; at += 1) {
      const state = queue[at];
      found[state] = [...found[state], ...found[fail[state]]];
      for (let symbol = 0; symbol < this.width; symbol += 1) {
        const to = next[state].get(symbol);
        const fallback = table[fail[state] * this.width + symbol];
        if (to === undefined) {
          table[state * this.width + symbol] = fallback;
        } else {
          table[state * this.width + symbol] = to;
          fail[to] = fallback;
          queue.push(to);
        }
      }
    }
    this.table = table;
    this.found = found;
  }

  private symbolOf(unit: number): number {
    return unit < 128 ? this.ascii[unit] : (this.symbols.get(unit) ?? 0);
  }

  /** Calls `each` with the id of every string the text contains (an id may come more than once). */
  scan(text: string, each: (id: number) => void): void {
    let state = 0;
    for (let index = 0; index < text.length; index += 1) {
      state = this.table[state * this.width + this.symbolOf(text.charCodeAt(index))];
      const ids = this.found[state];
      for (let at = 0; at < ids.length; at += 1) each(ids[at]);
    }
  }
}

/**
 * Patterns indexed by their needles: `candidates(text)` answers, in their order, the
 * patterns that could match somewhere in the text (and every pattern that cannot be indexed).
 */
export class PatternIndex<T> {
  private readonly needles: Needles;
  private readonly owners: number[][] = [];
  private readonly always: number[] = [];
  private readonly marks: Int32Array;
  private stamp = 0;

  constructor(
    private readonly items: T[],
    patternOf: (item: T) => RegExp,
  ) {
    const strings: string[] = [];
    const ids = new Map<string, number>();
    items.forEach((item, index) => {
      const needles = needlesOf(patternOf(item));
      if (!needles) {
        this.always.push(index);
        return;
      }
      for (const needle of needles) {
        let id = ids.get(needle);
        if (id === undefined) {
          id = strings.push(needle) - 1;
          ids.set(needle, id);
          this.owners.push([]);
        }
        this.owners[id].push(index);
      }
    });
    this.needles = new Needles(strings);
    this.marks = new Int32Array(items.length);
  }

  /** How many patterns are always run, for tests that keep the index useful. */
  get unindexed(): number {
    return this.always.length;
  }

  candidates(text: string): T[] {
    // A fresh stamp marks this call's choices, so the marks never need clearing.
    const stamp = (this.stamp = (this.stamp + 1) | 0 || 1);
    const chosen = [...this.always];
    for (const index of chosen) this.marks[index] = stamp;
    this.needles.scan(text, (id) => {
      for (const index of this.owners[id]) {
        if (this.marks[index] !== stamp) {
          this.marks[index] = stamp;
          chosen.push(index);
        }
      }
    });
    return chosen.sort((a, b) => a - b).map((index) => this.items[index]);
  }
}
