import { regionsOf } from './regions';

describe('regionsOf', () => {
  it('places a company in the region of its headquarters', () => {
    expect(regionsOf('United States', [])).toEqual(['North America']);
    expect(regionsOf('Switzerland', [])).toEqual(['Europe']);
    expect(regionsOf('United Kingdom', [])).toEqual(['Europe']);
    expect(regionsOf('South Korea', [])).toEqual(['Asia']);
  });

  it('adds the regions its service locations name, Asia Pacific counting as Asia', () => {
    expect(regionsOf('Germany', ['North America', 'Asia Pacific'])).toEqual(['North America', 'Europe', 'Asia']);
  });

  it('does not count Australia or Latin America as any of the three regions', () => {
    expect(regionsOf('Australia', [])).toEqual([]);
    expect(regionsOf('Brazil', ['Latin America'])).toEqual([]);
  });
});
