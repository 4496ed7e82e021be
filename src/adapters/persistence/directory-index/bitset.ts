/**
 * A fixed-size set of positions 0..size-1 as 32-bit words: intersections, unions and counts over a hundred
 * thousand companies are a few thousand word operations.
 */
export class Bitset {
  private constructor(
    readonly size: number,
    private readonly words: Uint32Array,
  ) {}

  /**
   * A new set: the positions of `base` that are, for every group, in at least one of its sets (a group without
   * sets allows none). Directory filters are such groups (AND over filters, OR within one), and building the
   * answer in one array, with no set per union or intersection, matters: each new set allocates a buffer.
   */
  static within(base: Bitset, groups: readonly (readonly Bitset[])[]): Bitset {
    const result = base.words.slice();
    for (const group of groups) {
      if (group.length === 0) result.fill(0);
      else if (group.length === 1) {
        const words = group[0].words;
        for (let i = 0; i < result.length; i++) result[i] &= words[i];
      } else {
        for (let i = 0; i < result.length; i++) {
          let any = 0;
          for (const set of group) any |= set.words[i];
          result[i] &= any;
        }
      }
    }
    return new Bitset(base.size, result);
  }

  /**
   * The positions of `base` split by how many of `sets` hold them: entry v holds those in exactly v of the sets
   * (v from 0 to sets.length). Counted word by word ("in at least v" sets, raised one set at a time), so a search's
   * relevance tiers cost a few passes over the words instead of a test per match and set.
   */
  static byCount(base: Bitset, sets: readonly Bitset[]): Bitset[] {
    const atLeast = [base.words.slice(), ...sets.map(() => new Uint32Array(base.words.length))];
    sets.forEach((set, j) => {
      for (let v = j + 1; v >= 1; v--) {
        const fewer = atLeast[v - 1];
        const here = atLeast[v];
        for (let i = 0; i < here.length; i++) here[i] |= fewer[i] & set.words[i];
      }
    });
    return atLeast.map((words, v) => {
      const more = atLeast[v + 1];
      if (more) for (let i = 0; i < words.length; i++) words[i] &= ~more[i];
      return new Bitset(base.size, words);
    });
  }

  /** No position. */
  static empty(size: number): Bitset {
    return new Bitset(size, new Uint32Array(Math.ceil(size / 32)));
  }

  /** Every position. */
  static full(size: number): Bitset {
    const set = Bitset.empty(size);
    set.words.fill(0xffffffff);
    const tail = size % 32;
    if (tail !== 0) set.words[set.words.length - 1] = (1 << tail) - 1;
    return set;
  }

  /** The positions given. */
  static of(size: number, positions: Iterable<number>): Bitset {
    const set = Bitset.empty(size);
    set.addAll(positions);
    return set;
  }

  /**
   * Adds every position given. Arrays and typed arrays (postings of a hundred thousand companies) are walked by
   * index: an iterator per call costs more than the bit operations themselves.
   */
  addAll(positions: Iterable<number> | ArrayLike<number>): void {
    if (Array.isArray(positions) || ArrayBuffer.isView(positions)) {
      const list = positions as ArrayLike<number>;
      for (let i = 0; i < list.length; i++) this.words[list[i] >>> 5] |= 1 << (list[i] & 31);
    } else {
      for (const position of positions as Iterable<number>) this.add(position);
    }
  }

  add(position: number): void {
    this.words[position >>> 5] |= 1 << (position & 31);
  }

  has(position: number): boolean {
    return (this.words[position >>> 5] & (1 << (position & 31))) !== 0;
  }

  /** A new set: positions in both. */
  and(other: Bitset): Bitset {
    const result = new Uint32Array(this.words.length);
    for (let i = 0; i < result.length; i++) result[i] = this.words[i] & other.words[i];
    return new Bitset(this.size, result);
  }

  /** A new set: positions in this set and not in `other`. */
  andNot(other: Bitset): Bitset {
    const result = new Uint32Array(this.words.length);
    for (let i = 0; i < result.length; i++) result[i] = this.words[i] & ~other.words[i];
    return new Bitset(this.size, result);
  }

  /** Adds every position of `other` to this set (no new set: for unions built up word by word). */
  addSet(other: Bitset): void {
    for (let i = 0; i < this.words.length; i++) this.words[i] |= other.words[i];
  }

  /** A new set: positions in either. */
  or(other: Bitset): Bitset {
    const result = new Uint32Array(this.words.length);
    for (let i = 0; i < result.length; i++) result[i] = this.words[i] | other.words[i];
    return new Bitset(this.size, result);
  }

  /** How many positions are in both, without building the intersection. */
  countAnd(other: Bitset): number {
    let count = 0;
    for (let i = 0; i < this.words.length; i++) count += popcount(this.words[i] & other.words[i]);
    return count;
  }

  /** Calls `visit` with every position in the set, in ascending order. */
  forEach(visit: (position: number) => void): void {
    for (let i = 0; i < this.words.length; i++) {
      let word = this.words[i];
      while (word !== 0) {
        const low = word & -word;
        visit(i * 32 + (31 - Math.clz32(low)));
        word ^= low;
      }
    }
  }

  /** The `limit` lowest positions of the set, ascending. */
  first(limit: number): number[] {
    const found: number[] = [];
    for (let i = 0; i < this.words.length && found.length < limit; i++) {
      let word = this.words[i];
      while (word !== 0 && found.length < limit) {
        const low = word & -word;
        found.push(i * 32 + (31 - Math.clz32(low)));
        word ^= low;
      }
    }
    return found;
  }

  /** How many positions are in the set. */
  count(): number {
    let count = 0;
    for (let i = 0; i < this.words.length; i++) count += popcount(this.words[i]);
    return count;
  }
}

/** Set bits of a 32-bit word (SWAR). */
function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
