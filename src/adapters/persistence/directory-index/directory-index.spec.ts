import { Bitset } from './bitset';
import { DirectoryIndex, type IndexedCompany, type SearchTiers } from './directory-index';
import { matchShortlist } from './match-shortlist';
import { NameSearch, trigramsOf, withinEdits } from './name-search';
import { parseTextQuery, TextQuerySyntaxError, wantedLexemes } from './text-query';
import { rankMatches } from '../../../domain/matching/rank-matches';
import { criteriaMet, criterionTests } from '../../../domain/matching/project-fit';
import { PROJECT_TYPES } from '../../../domain/matching/project-requirements';
import { COMPANY_TYPES, REGIONS, SERVICES, type CompanyType } from '../../../domain/directory/taxonomy';

const unranked = { overall: null, technicalExpertise: null, projectManagement: null, communication: null, timeline: null, pricing: null, changeOrders: null, contractNegotiation: null, regulatoryCompliance: null };

function company(id: string, facts: Partial<IndexedCompany> = {}): IndexedCompany {
  return {
    id,
    name: id,
    type: 'CRO',
    country: 'Germany',
    size: null,
    globalPresence: null,
    regions: ['Europe'],
    services: [],
    serviceLocations: [],
    serviceCategories: [],
    therapeuticAreas: [],
    moleculeTypes: [],
    developmentPhases: [],
    nameKey: id.toLowerCase(),
    nameVariants: [id.toLowerCase()],
    nameWords: id.toLowerCase().split(' '),
    searchLexemes: [],
    reviewCount: 0,
    lastReviewAt: null,
    ranks: { ...unranked },
    ...facts,
  };
}

describe(Bitset.name, () => {
  it('counts, intersects and unites positions across word boundaries', () => {
    const a = Bitset.of(70, [0, 31, 32, 69]);
    const b = Bitset.of(70, [31, 32, 33]);
    expect(a.count()).toBe(4);
    expect(a.and(b).count()).toBe(2);
    expect(a.countAnd(b)).toBe(2);
    expect(a.or(b).count()).toBe(5);
    expect(Bitset.full(70).count()).toBe(70);
    expect(a.has(69)).toBe(true);
    expect(a.has(68)).toBe(false);
    const visited: number[] = [];
    a.forEach((position) => visited.push(position));
    expect(visited).toEqual([0, 31, 32, 69]);
  });

  it('keeps the positions of a base that are in some set of every group, and none when a group has no set', () => {
    const base = Bitset.of(70, [0, 1, 31, 32, 33, 69]);
    const types = [Bitset.of(70, [0, 31, 32, 69])];
    const regions = [Bitset.of(70, [1, 31]), Bitset.of(70, [32, 40])];
    const within = Bitset.within(base, [types, regions]);
    const visited: number[] = [];
    within.forEach((position) => visited.push(position));
    expect(visited).toEqual([31, 32]);
    expect(base.count()).toBe(6);
    expect(Bitset.within(base, [types, []]).count()).toBe(0);
    expect(Bitset.within(base, []).count()).toBe(6);
  });

  it('reads back its lowest positions in ascending order, as many as asked', () => {
    const set = Bitset.of(100, [99, 64, 3, 31, 32]);
    expect(set.first(3)).toEqual([3, 31, 32]);
    expect(set.first(10)).toEqual([3, 31, 32, 64, 99]);
    expect(set.first(0)).toEqual([]);
  });

  it('splits a base by how many of some sets hold each position, across word boundaries', () => {
    const base = Bitset.of(70, [0, 1, 2, 33, 40, 69]);
    const sets = [Bitset.of(70, [0, 1, 33, 50]), Bitset.of(70, [0, 33, 69]), Bitset.of(70, [0, 2, 33])];
    const positions = (set: Bitset) => set.first(70);
    expect(Bitset.byCount(base, sets).map(positions)).toEqual([[40], [1, 2, 69], [], [0, 33]]);
    expect(Bitset.byCount(base, []).map(positions)).toEqual([[0, 1, 2, 33, 40, 69]]);
    expect(positions(base)).toEqual([0, 1, 2, 33, 40, 69]);
  });
});

describe(DirectoryIndex.name, () => {
  const listed = [
    company('Alpha', { type: 'CRO', therapeuticAreas: ['Oncology'], reviewCount: 14, ranks: { ...unranked, overall: 8.75, timeline: 9 } }),
    company('Beta', { type: 'CDMO', country: 'Spain', therapeuticAreas: ['Oncology', 'Dermatology'], reviewCount: 1, ranks: { ...unranked, overall: 7.92, timeline: 9.5 } }),
    company('Gamma', { type: 'CRO', regions: ['Asia'], country: 'India', globalPresence: true }),
    company('Delta', { type: 'CMO', therapeuticAreas: ['Dermatology'], reviewCount: 3, ranks: { ...unranked, overall: 7.92 } }),
  ];
  const index = DirectoryIndex.build(listed, { companies: '7', ratings: '3' });

  it('orders by rank score, then review count, name and id, unrated last', () => {
    expect(index.page({}, 'rating', 10, 0).ids).toEqual(['Alpha', 'Delta', 'Beta', 'Gamma']);
    expect(index.page({}, 'timeline', 10, 0).ids).toEqual(['Beta', 'Alpha', 'Delta', 'Gamma']);
    expect(index.page({}, 'name', 2, 1)).toEqual({ ids: ['Beta', 'Delta'], total: 4 });
  });

  it('combines filters with AND and the values of one filter with OR, counting before paging', () => {
    expect(index.page({ therapeuticAreas: ['Oncology', 'Dermatology'], type: 'CRO' }, 'name', 10, 0)).toEqual({ ids: ['Alpha'], total: 1 });
    expect(index.page({ global: true }, 'name', 10, 0).ids).toEqual(['Gamma']);
    expect(index.page({ country: 'Atlantis' }, 'name', 10, 0)).toEqual({ ids: [], total: 0 });
    expect(index.page({ ids: ['Delta', 'Alpha', 'nope'] }, 'name', 10, 0).ids).toEqual(['Alpha', 'Delta']);
  });

  it('counts each facet under every other filter: a facet ignores its own', () => {
    const facets = index.facets({ type: 'CRO', therapeuticAreas: ['Oncology'] });
    expect(facets.type).toEqual({ CRO: 1, CDMO: 1 });
    expect(facets.therapeuticAreas).toEqual({ Oncology: 1 });
    expect(facets.location).toEqual({ Europe: 1 });
  });

  it('keeps a search in its tiers, ties in the chosen order, and counts facets within it', () => {
    // Delta lists the searched area (a term), Alpha mentions it in its description, Gamma neither.
    const lexemes = new Map([['Dermatology', ['dermatolog', 'skin']]]);
    const companies = [...listed, company('Skin Lab', { therapeuticAreas: [] })].map((indexed) =>
      indexed.id === 'Alpha' ? { ...indexed, therapeuticAreas: ['Oncology'], searchLexemes: ['dermatolog', 'alpha'] } : indexed,
    );
    const searchable = DirectoryIndex.build(companies, { companies: '8', ratings: '3' }, lexemes);
    const tiers = searchable.search('dermatology', parseTextQuery("'dermatolog'"));
    expect(searchable.page({}, 'rating', 10, 0, tiers)).toEqual({ ids: ['Delta', 'Beta', 'Alpha'], total: 3 });
    expect(searchable.facets({}, tiers).type).toEqual({ CRO: 1, CDMO: 1, CMO: 1 });
    // A name beats any text match: exact, then prefix, then another name match.
    const skin = searchable.search('skin', parseTextQuery("'skin'"));
    expect(searchable.page({}, 'name', 10, 0, skin).ids).toEqual(['Skin Lab', 'Beta', 'Delta']);
    // Not, and or: the query's operators.
    expect(searchable.page({}, 'name', 10, 0, searchable.search('x', parseTextQuery("'dermatolog' & !'alpha'"))).ids).toEqual(['Beta', 'Delta']);
    expect(searchable.page({}, 'name', 10, 0, searchable.search('x', parseTextQuery("'alpha' | 'nothing'"))).ids).toEqual(['Alpha']);
    expect(searchable.search('the', null).matched.count()).toBe(0);
  });

  it('finds words that few companies use as well as words that most use (kept as postings and as bitsets)', () => {
    const many = Array.from({ length: 300 }, (_, i) => company(`Common Lab ${i}`, { searchLexemes: ['lab'] }));
    const directory = DirectoryIndex.build([...many, company('Rare Works', { searchLexemes: ['lab', 'gene'] })], { companies: '1', ratings: '1' });
    const matching = (search: SearchTiers) => directory.page({}, 'name', 500, 0, search).ids;
    expect(matching(directory.search('rare', null))).toEqual(['Rare Works']);
    const twelve = ['Common Lab 12', ...Array.from({ length: 10 }, (_, i) => `Common Lab 12${i}`)];
    expect(matching(directory.search('common lab 12', null))).toEqual(twelve);
    expect(matching(directory.search('x', parseTextQuery("'gene'")))).toEqual(['Rare Works']);
    expect(matching(directory.search('x', parseTextQuery("'lab' & 'gene'")))).toEqual(['Rare Works']);
    // Most companies match: the page walks the name order instead of marking each match's place.
    const common = directory.search('x', parseTextQuery("'lab' & !'gene'"));
    expect(matching(common)).toEqual(many.map((lab) => lab.id).sort());
    const paged = Array.from({ length: 43 }, (_, page) => directory.page({}, 'name', 7, page * 7, common).ids).flat();
    expect(paged).toEqual(matching(common));
  });

  it('pages a search across its tiers as slices of one order, whatever the page size', () => {
    // Tier 0 "Gene", tier 1 "Gene 1".."Gene 5" by name, tier 2 "Alpha Gene" and "Beta Gene", then text matches.
    const names = ['Beta Gene', 'Gene 3', 'Gene', 'Gene 1', 'Alpha Gene', 'Gene 5', 'Gene 2', 'Gene 4', 'Cloning Lab', 'Vector Lab'];
    const genetic = DirectoryIndex.build(
      names.map((name) => company(name, { searchLexemes: name.endsWith('Lab') ? ['gene'] : [] })),
      { companies: '1', ratings: '1' },
    );
    const tiers = genetic.search('gene', parseTextQuery("'gene'"));
    const whole = genetic.page({}, 'name', 100, 0, tiers);
    expect(whole.ids).toEqual(['Gene', 'Gene 1', 'Gene 2', 'Gene 3', 'Gene 4', 'Gene 5', 'Alpha Gene', 'Beta Gene', 'Cloning Lab', 'Vector Lab']);
    for (const limit of [1, 3, 4]) {
      const paged: string[] = [];
      for (let offset = 0; offset < whole.total; offset += limit) paged.push(...genetic.page({}, 'name', limit, offset, tiers).ids);
      expect(paged).toEqual(whole.ids);
    }
  });

  it('takes new ratings without rereading facts: orders follow, filters stay', () => {
    const rated = index.withRatings(new Map([['Gamma', { reviewCount: 40, lastReviewAt: 1, ranks: { ...unranked, overall: 9.9 } }]]), '4');
    expect(rated.version).toEqual({ companies: '7', ratings: '4' });
    expect(rated.page({}, 'rating', 10, 0).ids).toEqual(['Gamma', 'Alpha', 'Beta', 'Delta']);
    expect(rated.page({ type: 'CRO' }, 'reviews', 10, 0).ids).toEqual(['Gamma', 'Alpha']);
    expect(index.page({}, 'rating', 1, 0).ids).toEqual(['Alpha']);
  });
});

describe(parseTextQuery.name, () => {
  it('reads what websearch_to_tsquery prints, with its precedence: not, phrase, and, or', () => {
    expect(parseTextQuery("'a' | 'b' & !'c'")).toEqual({
      kind: 'or',
      left: { kind: 'lexeme', lexeme: 'a' },
      right: { kind: 'and', left: { kind: 'lexeme', lexeme: 'b' }, right: { kind: 'not', operand: { kind: 'lexeme', lexeme: 'c' } } },
    });
    expect(parseTextQuery("'cell' <-> 'therapi' & ( 'o''brien' | 'x' )")).toEqual({
      kind: 'and',
      left: { kind: 'phrase', left: { kind: 'lexeme', lexeme: 'cell' }, right: { kind: 'lexeme', lexeme: 'therapi' } },
      right: { kind: 'or', left: { kind: 'lexeme', lexeme: "o'brien" }, right: { kind: 'lexeme', lexeme: 'x' } },
    });
    expect(parseTextQuery('')).toBeNull();
    expect(() => parseTextQuery("'a' &")).toThrow(TextQuerySyntaxError);
    expect(wantedLexemes(parseTextQuery("'a' & !'b' | 'c'"))).toEqual(['a', 'c']);
  });
});

describe(NameSearch.name, () => {
  const named = [
    { nameVariants: ['lonza biologics'], nameWords: ['lonza', 'biologics'] },
    { nameVariants: ['patheon', 'thermo fisher'], nameWords: ['patheon', 'thermo', 'fisher'] },
    { nameVariants: ['lonza'], nameWords: ['lonza'] },
    { nameVariants: ['biologics lonza partners'], nameWords: ['biologics', 'lonza', 'partners'] },
  ];
  const names = new NameSearch(named);
  const tiersOf = (text: string) => {
    const groups = names.groups(text);
    return [0, 1, 2, 3].map((position) => groups.findIndex((group) => group.has(position)));
  };

  it('ranks the exact name first, then names starting with the text, then other names with every word', () => {
    expect(tiersOf('Lonza')).toEqual([1, -1, 0, 2]);
    expect(tiersOf('lonza bio')).toEqual([1, -1, -1, 2]);
  });

  it('finds an alias, and names despite a typo, a swapped letter or a missing one', () => {
    expect(tiersOf('Thermo Fisher')).toEqual([-1, 0, -1, -1]);
    expect(tiersOf('Biologcs')).toEqual([2, -1, -1, 2]);
    expect(tiersOf('Pathoen')).toEqual([-1, 2, -1, -1]);
    expect(tiersOf('Lonzo')).toEqual([2, -1, 2, 2]);
    expect(tiersOf('toxicology')).toEqual([-1, -1, -1, -1]);
  });

  it('lets one letter stand only for itself', () => {
    expect(tiersOf('l')).toEqual([1, -1, 1, -1]);
    expect(tiersOf('p')).toEqual([-1, 1, -1, -1]);
  });

  it('knows when a directory carries the same names', () => {
    expect(NameSearch.of(named.map((company) => ({ nameVariants: [...company.nameVariants], nameWords: [...company.nameWords] })), names)).toBe(names);
    expect(NameSearch.of([{ nameVariants: ['x'], nameWords: ['x'] }], names)).not.toBe(names);
    expect(NameSearch.of([named[2], named[1], named[0], named[3]], names)).not.toBe(names);
    expect(NameSearch.of([...named.slice(0, 3), { nameVariants: ['biologics lonza partners'], nameWords: ['biologics', 'lonza'] }], names)).not.toBe(names);
    // The same words, split differently between a company's word list and its variants.
    expect(NameSearch.of([...named.slice(0, 2), { nameVariants: [], nameWords: ['lonza', 'lonza'] }, named[3]], names)).not.toBe(names);
  });
});

describe('matchShortlist', () => {
  const weights = { technicalExpertise: 5, projectManagement: 1, communication: 1, timeline: 3, pricing: 1, changeOrders: 1, contractNegotiation: 1, regulatoryCompliance: 1 };
  const ranked = (overall: number, timeline: number | null = overall) => ({ ...unranked, overall, technicalExpertise: overall, timeline });
  const listed = [
    company('Unreviewed', { services: ['Clinical Research'], ranks: ranked(9) }),
    company('Strong', { services: ['Clinical Research'], reviewCount: 4, ranks: ranked(8.6) }),
    company('Stronger', { services: ['Monitoring'], reviewCount: 2, ranks: ranked(9.1) }),
    company('Manufacturer', { type: 'CMO', services: ['Manufacturing'], reviewCount: 9, ranks: ranked(9.9) }),
    company('Unknown services', { reviewCount: 3, ranks: ranked(9.5) }),
    company('Oncology', { services: ['Clinical Research'], therapeuticAreas: ['Oncology'], reviewCount: 1, ranks: ranked(6) }),
    company('Cardiology', { services: ['Clinical Research'], therapeuticAreas: ['Cardiology'], reviewCount: 8, ranks: ranked(9.8) }),
    company('Tied A', { services: ['Clinical Research'], reviewCount: 4, ranks: ranked(8.6) }),
  ];
  const companies = DirectoryIndex.build(listed, { companies: '1', ratings: '1' });

  it('ranks the directory as rankMatches does: criteria met, match score, review count, name; contradicted and unreviewed left out', () => {
    const trial = { projectType: 'Clinical Trial' as const, weights };
    expect(matchShortlist(companies, trial, 10)).toEqual(['Cardiology', 'Stronger', 'Strong', 'Tied A', 'Oncology', 'Unknown services']);
    const candidates = listed.map((indexed) => ({ ...indexed, type: indexed.type as 'CRO', averageRatings: indexed.ranks, rankScores: indexed.ranks }));
    expect(matchShortlist(companies, trial, 10)).toEqual(rankMatches(candidates, trial, 10).map((match) => match.company.id));
    const oncology = { ...trial, therapeuticArea: 'Oncology' as const };
    expect(matchShortlist(companies, oncology, 10)).toEqual(['Oncology', 'Stronger', 'Strong', 'Tied A', 'Unknown services']);
    expect(matchShortlist(companies, oncology, 2)).toEqual(['Oncology', 'Stronger']);
  });
});

describe('fitVerdicts', () => {
  it('judges every company as criteriaMet does, for every project type and geography', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
    const some = <T,>(values: readonly T[]) => values.filter(() => random() < 0.3);
    const companies = Array.from({ length: 400 }, (_, i) =>
      company(`Company ${i}`, {
        type: COMPANY_TYPES[i % COMPANY_TYPES.length],
        country: ['Germany', 'United States', 'India', 'Brazil', 'Australia'][i % 5],
        services: i % 3 === 0 ? [] : some(SERVICES),
        therapeuticAreas: some(['Oncology', 'Dermatology']),
        moleculeTypes: some(['Biologics', 'Peptides']),
        developmentPhases: some(['Phase I', 'Commercial']),
        serviceLocations: some(['Europe', 'Asia Pacific', 'North America', 'Latin America']),
      }),
    );
    const index = DirectoryIndex.build(companies, { companies: '1', ratings: '1' });
    let contradicted = 0;
    for (const projectType of PROJECT_TYPES) {
      for (const geography of [null, ...REGIONS]) {
        const criteria = { projectType, geography, therapeuticArea: 'Oncology' as const, moleculeType: random() < 0.5 ? ('Biologics' as const) : null };
        const { allowed, matched } = index.fitVerdicts(criterionTests(criteria));
        companies.forEach((facts, position) => {
          const expected = criteriaMet(criteria, { ...facts, type: facts.type as CompanyType });
          if (expected === null) contradicted += 1;
          expect(allowed.has(position) ? matched.filter((set) => set.has(position)).length : null).toBe(expected);
        });
      }
    }
    expect(contradicted).toBeGreaterThan(1000);
  });
});

describe('typo measures', () => {
  it('forms trigrams as pg_trgm does and counts edits', () => {
    expect(trigramsOf('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(withinEdits('pathoen', 'patheon', 2)).toBe(true);
    expect(withinEdits('rivr', 'river', 1)).toBe(true);
    expect(withinEdits('lonza', 'lanzo', 1)).toBe(false);
  });
});
