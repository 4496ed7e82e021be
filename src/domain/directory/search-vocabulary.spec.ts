import { SEARCH_VOCABULARY, searchDocumentOf, searchWords } from './search-vocabulary';
import { DEVELOPMENT_PHASES, MOLECULE_TYPES, SERVICES, THERAPEUTIC_AREAS } from './taxonomy';

describe('searchDocumentOf', () => {
  const patheon = searchDocumentOf({
    name: 'Patheon',
    aliases: ['Thermo Fisher Scientific Pharma Services'],
    parentCompany: 'Thermo Fisher Scientific',
    services: ['Manufacturing', 'Fill-Finish'],
    therapeuticAreas: [],
    moleculeTypes: ['Antibody-Drug Conjugates'],
    developmentPhases: ['Commercial'],
  });

  it('puts the name, aliases and parent in the names part, so "Thermo Fisher" finds Patheon', () => {
    expect(patheon.names).toContain('Patheon');
    expect(patheon.names).toContain('Thermo Fisher Scientific');
    expect(patheon.nameVariants).toEqual(['patheon', 'thermo fisher scientific pharma services']);
  });

  it('adds the trade vocabulary of every listed value to the terms part', () => {
    expect(patheon.terms).toContain('ADC');
    expect(patheon.terms).toContain('aseptic');
    expect(patheon.terms).not.toContain('toxicology');
  });

  it('only names taxonomy values in the vocabulary', () => {
    const values: readonly string[] = [...SERVICES, ...MOLECULE_TYPES, ...THERAPEUTIC_AREAS, ...DEVELOPMENT_PHASES];
    expect(Object.keys(SEARCH_VOCABULARY).filter((key) => !values.includes(key))).toEqual([]);
  });
});

describe('searchWords', () => {
  it('splits on punctuation, lower-cases, de-duplicates and keeps at most eight words', () => {
    expect(searchWords('  Lonza   Biologics ')).toEqual(['lonza', 'biologics']);
    expect(searchWords('Charles-River, charles')).toEqual(['charles', 'river']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
