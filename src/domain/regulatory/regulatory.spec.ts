import { isDistinctiveKey, matchingNamesOf, proposeCandidates, recipientParts, type MatchableCompany } from './candidate-matching';
import { oneMonthAfter } from './refresh-schedule.port';
import { newestFirst, noEventSentence, widenedWindow, type RegulatoryEvent } from './regulatory-record';
import { letterUrlOf, listingDay, warningLetterOf } from './warning-letter';

const company = (id: string, name: string, more: Partial<MatchableCompany> = {}): MatchableCompany => ({
  id,
  name,
  aliases: [],
  formerNames: [],
  parentCompany: null,
  ...more,
});
const letter = (recipient: string, url = `https://www.fda.gov/x/${recipient.length}`) => ({ url, recipient });

describe('Candidate matching of warning letters and companies', () => {
  const directory = [
    company('catalent', 'Catalent'),
    company('fareva', 'Fareva'),
    company('labcorp', 'Labcorp', { formerNames: ['Covance'] }),
    company('fortrea', 'Fortrea', { formerNames: ['Covance'] }),
    company('ppd', 'PPD', { parentCompany: 'Thermo Fisher Scientific' }),
    company('inc', 'INC Research'),
    company('formula', 'Formula GmbH'),
    company('kymos', 'Kymos Group'),
    company('evotec', 'Evotec', { aliases: ['Aptuit'] }),
  ];
  const matched = (recipient: string) => proposeCandidates([letter(recipient)], directory).map((c) => [c.companyId, c.matchedName]);

  it('proposes a site of a company: the name followed by more words, under the name key', () => {
    expect(matched('Catalent Indiana, LLC')).toEqual([['catalent', 'Catalent']]);
    expect(matched('CATALENT PHARMA SOLUTIONS INC.')).toEqual([['catalent', 'Catalent']]);
  });

  it('finds a long one-word name inside a part, and reads each part of "a/b" and "x dba y"', () => {
    expect(matched('Excelvision Fareva')).toEqual([['fareva', 'Fareva']]);
    expect(matched('Toxikon Corporation/Labcorp Bedford LLC')).toEqual([['labcorp', 'Labcorp']]);
    expect(matched('Acme Holdings LLC dba Aptuit Verona')).toEqual([['evotec', 'Aptuit']]);
  });

  it('proposes every company that carries a shared former name, for a person to tell them apart', () => {
    expect(matched('Covance Laboratories Inc.').sort()).toEqual([
      ['fortrea', 'Covance'],
      ['labcorp', 'Covance'],
    ]);
  });

  it("never proposes on a parent's name, a generic name or a word merely contained", () => {
    expect(matched('Thermo Fisher Scientific Inc.')).toEqual([]);
    expect(matched('Clinical Research Inc.')).toEqual([]);
    expect(matched('INC Research Associates')).toEqual([]);
    expect(matched('Nocatalentia SA')).toEqual([]);
    // "Kymos" keys to one word under six letters: it must start the part.
    expect(matched('Pharma Kymos Labs')).toEqual([]);
    expect(matched('Kymos Pharma Services SL')).toEqual([['kymos', 'Kymos Group']]);
  });

  it('proposes a longer word found inside a part, which a person may well reject', () => {
    // The shipped mapping rejects this one: a pet-products seller, not the Berlin CRO.
    expect(matched('Veterinary Select Formula dba Allergic Pet')).toEqual([['formula', 'Formula GmbH']]);
  });

  it('splits recipients at slashes, semicolons, parentheses and trade-name words', () => {
    expect(recipientParts('Jane Doe, M.D./Acme Research (Site 2); X d/b/a Y aka Z')).toEqual(['Jane Doe, M.D.', 'Acme Research', 'Site 2', 'X', 'Y', 'Z']);
  });

  it("uses a company's names, aliases and former names, not its parent's, nor short or generic keys", () => {
    expect(isDistinctiveKey('ppd')).toBe(true);
    expect(isDistinctiveKey('ab')).toBe(false);
    expect(isDistinctiveKey('clinical research')).toBe(false);
    expect(
      matchingNamesOf(company('x', 'Yposkesi', { aliases: ['SK pharmteco', 'Yposkesi SAS'], parentCompany: 'SK pharmteco', formerNames: ['Généthon Bioprod'] })).map(
        (n) => n.name,
      ),
    ).toEqual(['Yposkesi', 'Généthon Bioprod']);
  });
});

describe("Warning letters from FDA's listing", () => {
  const row = {
    url: '/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/acme-1-01302026',
    posted_date: '02/03/2026',
    letter_date: '01/30/2026',
    company: ' Acme Labs, Inc. ',
    issuing_office: 'Center for Drug Evaluation and Research (CDER)',
    subject: 'CGMP/Finished Pharmaceuticals/Adulterated',
  };

  it('reads a row: the page on fda.gov, both days, and the trimmed text', () => {
    expect(warningLetterOf(row)).toEqual({
      letter: {
        url: 'https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/acme-1-01302026',
        postedDate: '2026-02-03',
        letterDate: '2026-01-30',
        recipient: 'Acme Labs, Inc.',
        issuingOffice: 'Center for Drug Evaluation and Research (CDER)',
        subject: 'CGMP/Finished Pharmaceuticals/Adulterated',
      },
    });
  });

  it('says what is wrong with a row that is not a letter', () => {
    expect(warningLetterOf({ ...row, url: 'https://example.com/x' })).toEqual({ problem: expect.stringMatching(/^url must be/) });
    expect(warningLetterOf({ ...row, posted_date: '2026-02-03' })).toEqual({ problem: 'posted_date must be a date MM/DD/YYYY' });
    expect(warningLetterOf({ ...row, letter_date: '02/30/2026' })).toEqual({ problem: 'letter_date must be a date MM/DD/YYYY' });
    expect(warningLetterOf({ ...row, company: ' ' })).toEqual({ problem: 'company is required' });
    expect(listingDay('2/3/2026')).toBe('2026-02-03');
    expect(letterUrlOf('https://www.fda.gov/a b')).toBeNull();
  });
});

describe('The regulatory record', () => {
  const event = (date: string, url: string): RegulatoryEvent => ({ kind: 'fda_warning_letter', date, url, subject: 's', issuingOffice: 'o', recipient: 'r' });

  it('orders letters newest first and widens a window, never narrows it', () => {
    expect(newestFirst([event('2024-01-01', 'a'), event('2026-01-01', 'b'), event('2024-01-01', '0')]).map((e) => e.url)).toEqual(['b', '0', 'a']);
    const window = widenedWindow(null, '2021-01-05', '2026-03-23');
    expect(widenedWindow(window, '2026-03-01', '2026-04-20')).toEqual({ source: 'fda_warning_letters', from: '2021-01-05', to: '2026-04-20' });
    expect(widenedWindow(window, '2022-01-01', '2023-01-01')).toEqual(window);
  });

  it('states an empty record as a fact about the covered window', () => {
    expect(noEventSentence({ source: 'fda_warning_letters', from: '2021-01-05', to: '2026-03-23' })).toBe(
      'No FDA warning letter found between January 5, 2021 and March 23, 2026.',
    );
  });

  it("runs the refresh one calendar month apart, the 31st becoming the month's last day", () => {
    expect(oneMonthAfter(new Date('2026-04-20T09:00:00Z')).toISOString()).toBe('2026-05-20T09:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-01-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});
