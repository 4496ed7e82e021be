import type { CompanyFilters, DirectorySort } from '../../../domain/directory/company-query';
import { FACET_DIMENSIONS, FACET_FILTER, type FacetCounts } from '../../../domain/directory/facet-counts';
import type { CriterionTest, FitFact, ListedFitFact } from '../../../domain/matching/project-fit';
import type { ScoredDimension } from '../../../domain/reviews/rank-score';
import { Bitset } from './bitset';
import { categoryRankMatrix } from './match-shortlist';
import { NameSearch } from './name-search';
import { evaluateTextQuery, wantedLexemes, type TextQuery } from './text-query';

/** What the index keeps of a listed company's facts: its filters, name order and search words. */
export interface IndexedFacts {
  id: string;
  name: string;
  type: string;
  country: string;
  size: string | null;
  globalPresence: boolean | null;
  regions: readonly string[];
  services: readonly string[];
  serviceLocations: readonly string[];
  serviceCategories: readonly string[];
  therapeuticAreas: readonly string[];
  moleculeTypes: readonly string[];
  developmentPhases: readonly string[];
  /** lower(name): the name order, by code point (as PostgreSQL's "C" collation). */
  nameKey: string;
  /** Lower-cased name and aliases (the exact-name and name-prefix ranks of search). */
  nameVariants: readonly string[];
  /** Every word of the name, aliases and parent company, lower-cased (what search words match). */
  nameWords: readonly string[];
  /** The stems of the names and the description (the search document's full-text lexemes besides its terms). */
  searchLexemes: readonly string[];
}

/** What the index keeps of a company's rating aggregate: its sort keys. */
export interface IndexedRatings {
  reviewCount: number;
  /** Epoch milliseconds of the latest approved review; null without one. */
  lastReviewAt: number | null;
  /** Evidence-weighted averages, out of 10 (rank_* of the aggregate); null where unrated. */
  ranks: Record<ScoredDimension, number | null>;
}

/** A listed company as the index is built from it. */
export type IndexedCompany = IndexedFacts & IndexedRatings;

/**
 * What the index keeps of each company once built: its id and name, its name order and its rating sort keys.
 * The facts live on only in the index's sets: keeping every company's lists of values and words held about 1.5 kB
 * per company of arrays (150 MB at a hundred thousand companies) for the collector to trace on every full
 * collection.
 */
export type KeptCompany = Pick<IndexedFacts, 'id' | 'name' | 'nameKey'> & IndexedRatings;

const keptOf = ({ id, name, nameKey, reviewCount, lastReviewAt, ranks }: IndexedCompany): KeptCompany => ({
  id,
  name,
  nameKey,
  reviewCount,
  lastReviewAt,
  ranks,
});

/** A company without an approved review. */
export const NO_RATINGS: IndexedRatings = {
  reviewCount: 0,
  lastReviewAt: null,
  ranks: { overall: null, technicalExpertise: null, projectManagement: null, communication: null, timeline: null, pricing: null, changeOrders: null, contractNegotiation: null, regulatoryCompliance: null },
};

/** The database versions an index was read at: of the companies, and of their rating aggregates (bigints as text). */
export interface DirectoryVersion {
  companies: string;
  ratings: string;
}

/**
 * A search's result over the index: every matching company position, and the matches split into tiers that
 * order them (DECISIONS §12), best first: the exact name or an alias, a name or alias starting with the text,
 * another name match, then text matches by relevance (more of the text's lexemes among the company's services,
 * areas, modalities and phases first). Tiers are disjoint; their union is `matched`.
 */
export interface SearchTiers {
  matched: Bitset;
  tiers: readonly Bitset[];
}

/** The filters the index narrows by: the directory's, and an internal list of ids (a shortlist). */
export type IndexFilters = Omit<CompanyFilters, 'search'> & { ids?: readonly string[] };

/** The filters that select by one or several values of a fact, and where the fact is kept. */
const VALUE_FILTERS = {
  type: (c: IndexedFacts) => [c.type],
  country: (c: IndexedFacts) => [c.country],
  size: (c: IndexedFacts) => (c.size ? [c.size] : []),
  location: (c: IndexedFacts) => c.regions,
  serviceCategories: (c: IndexedFacts) => c.serviceCategories,
  therapeuticAreas: (c: IndexedFacts) => c.therapeuticAreas,
  moleculeTypes: (c: IndexedFacts) => c.moleculeTypes,
  developmentPhases: (c: IndexedFacts) => c.developmentPhases,
  global: (c: IndexedFacts) => (c.globalPresence === null ? [] : [String(c.globalPresence)]),
} as const;
type ValueFilter = keyof typeof VALUE_FILTERS;

/** The list facts fitting reads (FitFacts); an empty one is a fact not published. */
const LISTED_FIT_FACTS: readonly ListedFitFact[] = ['services', 'therapeuticAreas', 'moleculeTypes', 'developmentPhases', 'serviceLocations'];
/** The facts fitting reads that no filter keeps per value already (type, country, areas, modalities and phases are filters). */
const FIT_ONLY_FACTS = ['services', 'serviceLocations'] as const satisfies readonly ListedFitFact[];
const isFilterFact = (fact: FitFact): fact is FitFact & ValueFilter => fact in VALUE_FILTERS;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The part of the index that changes only with the companies: positions, a bitset per filter value, the name
 * search and the full-text postings (per stem, the companies having it in names, description or terms).
 */
class DirectoryFacts {
  readonly positions = new Map<string, number>();
  readonly values = new Map<ValueFilter, Map<string, Bitset>>();
  readonly all: Bitset;
  readonly names: NameSearch;
  private readonly postings = new Map<string, number[]>();
  /** Stems in more than 1 document in 64 ("clinic", "develop"), kept as bitsets: cheaper to combine than to rebuild per search. */
  private readonly densePostings = new Map<string, Bitset>();
  /** Per stem of a service, area, modality or phase (with its vocabulary), the companies listing one carrying it. */
  readonly termCarriers = new Map<string, Bitset>();
  /** Per fact fitting reads that is no filter (FIT_ONLY_FACTS), per value, the companies listing it. */
  private readonly fitValues = new Map<FitFact, Map<string, Bitset>>();
  /** Per list fact, the companies listing nothing (the fact is not published). */
  readonly unlisted = new Map<ListedFitFact, Bitset>();

  constructor(companies: readonly IndexedFacts[], termLexemes: ReadonlyMap<string, readonly string[]>, previous?: DirectoryFacts) {
    this.names = NameSearch.of(companies, previous?.names);
    const size = companies.length;
    this.all = Bitset.full(size);
    for (const filter of Object.keys(VALUE_FILTERS) as ValueFilter[]) this.values.set(filter, new Map());
    for (const fact of FIT_ONLY_FACTS) this.fitValues.set(fact, new Map());
    for (const fact of LISTED_FIT_FACTS) this.unlisted.set(fact, Bitset.empty(size));
    const terms = new Map<string, Bitset>();
    companies.forEach((company, position) => {
      this.positions.set(company.id, position);
      for (const value of [...company.services, ...company.therapeuticAreas, ...company.moleculeTypes, ...company.developmentPhases]) {
        let set = terms.get(value);
        if (!set) terms.set(value, (set = Bitset.empty(size)));
        set.add(position);
      }
      for (const lexeme of company.searchLexemes) {
        const list = this.postings.get(lexeme);
        if (list) list.push(position);
        else this.postings.set(lexeme, [position]);
      }
      for (const fact of FIT_ONLY_FACTS) {
        const byValue = this.fitValues.get(fact)!;
        for (const listed of company[fact]) {
          let set = byValue.get(listed);
          if (!set) byValue.set(listed, (set = Bitset.empty(size)));
          set.add(position);
        }
      }
      for (const fact of LISTED_FIT_FACTS) if (company[fact].length === 0) this.unlisted.get(fact)!.add(position);
      for (const [filter, factOf] of Object.entries(VALUE_FILTERS) as [ValueFilter, (c: IndexedFacts) => readonly string[]][]) {
        const byValue = this.values.get(filter)!;
        for (const value of factOf(company)) {
          let set = byValue.get(value);
          if (!set) byValue.set(value, (set = Bitset.empty(size)));
          set.add(position);
        }
      }
    });
    for (const [lexeme, positions] of this.postings) {
      if (positions.length * 64 > size) this.densePostings.set(lexeme, Bitset.of(size, positions));
    }
    for (const [value, companiesListing] of terms) {
      for (const lexeme of new Set(termLexemes.get(value) ?? [])) {
        const carriers = this.termCarriers.get(lexeme);
        this.termCarriers.set(lexeme, carriers ? carriers.or(companiesListing) : companiesListing);
      }
    }
  }

  /** The companies whose fact (as fitting reads it, project-fit.ts) is or lists `value`; undefined when none does. */
  withFact(fact: FitFact, value: string): Bitset | undefined {
    return (isFilterFact(fact) ? this.values.get(fact) : this.fitValues.get(fact))!.get(value);
  }

  /**
   * The companies whose search document has a stem: in names or description, or in the terms of what they list.
   * The set may be one the index keeps: callers combine it into new sets and never add to it.
   */
  having(lexeme: string): Bitset {
    const set = this.densePostings.get(lexeme) ?? Bitset.of(this.all.size, this.postings.get(lexeme) ?? []);
    const carriers = this.termCarriers.get(lexeme);
    return carriers ? set.or(carriers) : set;
  }
}
/** Descending with nulls after every value. */
const descNullsLast = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);

/**
 * The directory's filter facts and sort orders in memory (docs/decisions/0027-directory-index.md): selecting, counting, faceting
 * and paging a hundred thousand companies are word operations on bitsets instead of scans of the companies
 * table. Immutable: a change to the directory builds a new index (DirectoryIndexProvider). The orders repeat
 * the SQL of DECISIONS §5/§12: `rating` and the category sorts by their evidence-weighted averages, unrated last,
 * then review count, name and id.
 */
export class DirectoryIndex {
  private readonly orders = new Map<DirectorySort, Int32Array>();
  private readonly places = new Map<DirectorySort, Int32Array>();
  private rankMatrix: Float64Array | null = null;
  private reviewCountList: Int32Array | null = null;
  private nameList: string[] | null = null;

  private constructor(
    readonly companies: readonly KeptCompany[],
    readonly version: DirectoryVersion,
    private readonly facts: DirectoryFacts,
  ) {}

  /**
   * The index of `companies`, read at `version`. `termLexemes`: the stems of each service, area, modality and
   * phase with its search vocabulary (as the search document's terms part stores them); `previous`: an older
   * index whose name search is kept when the names are the same.
   */
  static build(
    companies: readonly IndexedCompany[],
    version: DirectoryVersion,
    termLexemes: ReadonlyMap<string, readonly string[]> = new Map(),
    previous?: DirectoryIndex,
  ): DirectoryIndex {
    return new DirectoryIndex(companies.map(keptOf), version, new DirectoryFacts(companies, termLexemes, previous?.facts));
  }

  /**
   * This index with other ratings (read at `ratingsVersion`), keeping its facts: what an approval changes.
   * Companies absent from `ratings` have none.
   */
  withRatings(ratings: ReadonlyMap<string, IndexedRatings>, ratingsVersion: string): DirectoryIndex {
    const companies = this.companies.map((company) => ({ ...company, ...(ratings.get(company.id) ?? NO_RATINGS) }));
    return new DirectoryIndex(companies, { companies: this.version.companies, ratings: ratingsVersion }, this.facts);
  }

  /** The companies' categoryRankMatrix, computed once per index (new ratings make a new index). */
  categoryRanks(): Float64Array {
    return (this.rankMatrix ??= categoryRankMatrix(this.companies));
  }

  /** Every company's approved-review count, by position, computed once per index. */
  reviewCounts(): Int32Array {
    return (this.reviewCountList ??= Int32Array.from(this.companies, (company) => company.reviewCount));
  }

  /** Every company's name, by position: a loop over the directory reads a flat list, not a hundred thousand objects. */
  names(): readonly string[] {
    return (this.nameList ??= this.companies.map((company) => company.name));
  }

  /**
   * The verdicts of fitting tests (criterionTests of project-fit.ts) over the whole directory, as sets: the
   * companies no test finds a mismatch in, and per test the companies it finds a match in. The same conditions
   * testStatus reads for one company: `match` when any condition holds; `unknown` when the list is empty and
   * the extra condition holds; `mismatch` otherwise.
   */
  fitVerdicts(tests: readonly CriterionTest[]): { allowed: Bitset; matched: Bitset[] } {
    const size = this.companies.length;
    const holding = ({ fact, anyOf }: { fact: FitFact; anyOf: readonly string[] }) => {
      const set = Bitset.empty(size);
      for (const value of anyOf) {
        const listing = this.facts.withFact(fact, value);
        if (listing) set.addSet(listing);
      }
      return set;
    };
    let allowed = this.facts.all;
    const matched = tests.map((test) => {
      const met = Bitset.empty(size);
      for (const condition of test.matchWhen) met.addSet(holding(condition));
      const unpublished = this.facts.unlisted.get(test.unknownWhenUnlisted)!;
      const unknown = test.unknownAlsoNeeds ? unpublished.and(holding(test.unknownAlsoNeeds)) : unpublished;
      allowed = allowed.and(met.or(unknown));
      return met;
    });
    return { allowed, matched };
  }

  /** How many companies the index holds. */
  get size(): number {
    return this.companies.length;
  }

  /**
   * The tiers of a search over the directory (DECISIONS §12): name matches of `text` (NameSearch), then the
   * companies the full-text `query` (websearch_to_tsquery's, parsed) matches in their names, terms or
   * description, ranked by how many of its stems their services, areas, modalities and phases carry (names
   * weigh most, then these terms, then the description).
   */
  search(text: string, query: TextQuery | null): SearchTiers {
    const tiers: Bitset[] = this.facts.names.groups(text);
    // Every name match: the companies in any of the three name tiers.
    const named = Bitset.within(this.facts.all, [tiers]);
    if (!query) return { matched: named, tiers };
    const textOnly = evaluateTextQuery(query, {
      having: (lexeme) => this.facts.having(lexeme),
      and: (a, b) => a.and(b),
      or: (a, b) => a.or(b),
      not: (a) => this.facts.all.andNot(a),
    }).andNot(named);
    const carrying = wantedLexemes(query)
      .slice(0, 8)
      .map((lexeme) => this.facts.termCarriers.get(lexeme) ?? Bitset.empty(this.size));
    // Most carried lexemes first.
    tiers.push(...Bitset.byCount(textOnly, carrying).reverse());
    return { matched: named.or(textOnly), tiers };
  }

  /**
   * The ids of one page of the companies matching `filters` (and the search, in its tiers when given), in the
   * order of `sort` (within each tier), and how many match in all.
   */
  page(filters: IndexFilters, sort: DirectorySort, limit: number, offset: number, search?: SearchTiers): { ids: string[]; total: number } {
    const selected = Bitset.within(this.base(filters, search), [...this.filterGroups(filters).values()]);
    const positions = search ? this.searchOrder(selected, search, sort, offset + limit).slice(offset) : this.firstInOrder(selected, sort, offset, limit);
    return { ids: positions.map((position) => this.companies[position].id), total: selected.count() };
  }

  /**
   * The facet counts of DECISIONS §12: per facet and value, the companies matching every other active filter
   * (a facet ignores its own) and the search. Values no company has are absent.
   */
  facets(filters: IndexFilters, search?: SearchTiers): FacetCounts {
    const groups = this.filterGroups(filters);
    const base = this.base(filters, search);
    const counts = {} as FacetCounts;
    for (const dimension of FACET_DIMENSIONS) {
      const own = FACET_FILTER[dimension] as ValueFilter;
      const others = Bitset.within(base, [...groups].flatMap(([filter, sets]) => (filter === own ? [] : [sets])));
      counts[dimension] = {};
      for (const [value, set] of this.facts.values.get(own as ValueFilter)!) {
        const count = others.countAnd(set);
        if (count > 0) counts[dimension][value] = count;
      }
    }
    return counts;
  }

  /** The companies the search and the id list allow (every company without either). */
  private base(filters: IndexFilters, search?: SearchTiers): Bitset {
    let base = search?.matched ?? this.facts.all;
    if (filters.ids) base = base.and(this.setOf(filters.ids));
    return base;
  }

  /** Per active filter, the sets of the companies having each chosen value (values no company has give none). */
  private filterGroups(filters: IndexFilters): Map<ValueFilter, Bitset[]> {
    const groups = new Map<ValueFilter, Bitset[]>();
    for (const filter of Object.keys(VALUE_FILTERS) as ValueFilter[]) {
      const chosen = filters[filter as keyof IndexFilters];
      if (chosen === undefined) continue;
      const wanted = Array.isArray(chosen) ? (chosen as string[]) : [String(chosen)];
      if (wanted.length === 0) continue;
      const byValue = this.facts.values.get(filter)!;
      groups.set(filter, wanted.flatMap((value) => byValue.get(value) ?? []));
    }
    return groups;
  }

  private setOf(ids: readonly string[]): Bitset {
    const set = Bitset.empty(this.size);
    for (const id of ids) {
      const position = this.facts.positions.get(id);
      if (position !== undefined) set.add(position);
    }
    return set;
  }

  /** Positions in the order of `sort`, computed once per index and sort. */
  private order(sort: DirectorySort): Int32Array {
    let order = this.orders.get(sort);
    if (!order) {
      order = Int32Array.from(this.companies.keys()).sort((a, b) => this.compare(sort, this.companies[a], this.companies[b]));
      this.orders.set(sort, order);
    }
    return order;
  }

  /** Each position's place in the order of `sort` (the inverse of order(sort)), computed once per index and sort. */
  private placeIn(sort: DirectorySort): Int32Array {
    let places = this.places.get(sort);
    if (!places) {
      const order = this.order(sort);
      places = new Int32Array(order.length);
      for (let i = 0; i < order.length; i++) places[order[i]] = i;
      this.places.set(sort, places);
    }
    return places;
  }

  /**
   * The positions of `selected` in the order of `sort`, `skip` of them left out, at most `limit`. Walked by index:
   * an iterator over the sort order (a hundred thousand positions when the page is deep) cost more than the
   * membership tests it feeds.
   */
  private firstInOrder(selected: Bitset, sort: DirectorySort, skip: number, limit: number): number[] {
    const order = this.order(sort);
    const found: number[] = [];
    let skipped = 0;
    for (let i = 0; i < order.length && found.length < limit; i++) {
      const position = order[i];
      if (!selected.has(position)) continue;
      if (skipped < skip) skipped += 1;
      else found.push(position);
    }
    return found;
  }

  /**
   * The first `needed` selected search matches, tier after tier, each tier in the order of `sort`. A tier whose
   * matches are dense is read by walking the order, which stops after about `needed × size / matches` steps; a
   * sparse one by marking each match's place in the order and reading the places back ascending, so a search
   * matching a few thousand companies of a hundred thousand never walks the whole order.
   */
  private searchOrder(selected: Bitset, search: SearchTiers, sort: DirectorySort, needed: number): number[] {
    const found: number[] = [];
    for (const tier of search.tiers) {
      if (found.length >= needed) break;
      const matches = tier.and(selected);
      const count = matches.count();
      if (count === 0) continue;
      const wanted = Math.min(needed - found.length, count);
      // Walking takes about wanted × size / count steps; marking, a step per match.
      const inTier = wanted * this.size <= count * count ? this.firstInOrder(matches, sort, 0, wanted) : this.markedInOrder(matches, sort, wanted);
      for (const position of inTier) found.push(position);
    }
    return found;
  }

  /** The first `limit` positions of `set` in the order of `sort`, found through their places (placeIn). */
  private markedInOrder(set: Bitset, sort: DirectorySort, limit: number): number[] {
    const places = this.placeIn(sort);
    const marked = Bitset.empty(this.size);
    set.forEach((position) => marked.add(places[position]));
    const order = this.order(sort);
    return marked.first(limit).map((place) => order[place]);
  }

  private compare(sort: DirectorySort, a: KeptCompany, b: KeptCompany): number {
    const byName = byCodePoint(a.nameKey, b.nameKey) || byCodePoint(a.id, b.id);
    const rank = descNullsLast(a.ranks.overall, b.ranks.overall);
    const reviews = b.reviewCount - a.reviewCount;
    switch (sort) {
      case 'rating':
        return rank || reviews || byName;
      case 'reviews':
        return reviews || rank || byName;
      case 'name':
        return byName;
      case 'recent':
        return descNullsLast(a.lastReviewAt, b.lastReviewAt) || byName;
      default:
        return descNullsLast(a.ranks[sort], b.ranks[sort]) || rank || reviews || byName;
    }
  }
}
