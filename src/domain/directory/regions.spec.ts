import { COUNTRIES, countryNamed, regionNamed, regionsOf } from './regions';

describe('regionsOf', () => {
  it('places a company in the region of its headquarters', () => {
    expect(regionsOf('United States', [])).toEqual(['North America']);
    expect(regionsOf('Switzerland', [])).toEqual(['Europe']);
    expect(regionsOf('United Kingdom', [])).toEqual(['Europe']);
    expect(regionsOf('South Korea', [])).toEqual(['Asia']);
    expect(regionsOf('Brazil', [])).toEqual(['Latin America']);
    expect(regionsOf('Israel', [])).toEqual(['Middle East']);
    expect(regionsOf('South Africa', [])).toEqual(['Africa']);
  });

  it('places a country of two regions in both', () => {
    expect(regionsOf('Mexico', [])).toEqual(['North America', 'Latin America']);
    expect(regionsOf('Egypt', [])).toEqual(['Middle East', 'Africa']);
  });

  it('adds the regions its service locations name, Asia Pacific counting as Asia', () => {
    expect(regionsOf('Germany', ['North America', 'Asia Pacific', 'Middle East'])).toEqual(['North America', 'Europe', 'Asia', 'Middle East']);
  });

  it('does not count Australia as Asia by its headquarters', () => {
    expect(regionsOf('Australia', [])).toEqual([]);
    expect(regionsOf('Australia', ['Asia Pacific'])).toEqual(['Asia']);
  });
});

describe('regionNamed', () => {
  it('reads a region, or the service location an earlier client sent for it', () => {
    expect(regionNamed('Europe')).toBe('Europe');
    expect(regionNamed('Asia Pacific')).toBe('Asia');
    expect(regionNamed('Oceania')).toBeNull();
  });
});

describe('countryNamed', () => {
  it('matches a country case-insensitively and knows countries outside every region', () => {
    expect(countryNamed('germany')).toBe('Germany');
    expect(countryNamed(' NEW ZEALAND ')).toBe('New Zealand');
    expect(countryNamed('Atlantis')).toBeNull();
    expect(COUNTRIES).toContain('Australia');
  });
});
