import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { pdfText } from '../support/pdf-text';
import { startTestApp, type TestApp } from '../support/test-app';

const UNKNOWN = '7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e';

/** Collects a binary answer as a Buffer (supertest only buffers text by default). */
const binary = (res: NodeJS.ReadableStream & object, callback: (error: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/**
 * The cells a spreadsheet whose list separator is the semicolon (Excel in DE, FR or NL) makes of one line: text in
 * double quotes is grouped ("" is a quote), anything else runs to the next semicolon.
 */
function semicolonLocaleCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"' && quoted && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ';' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}

describe('Shortlist, compare and export (docs/deciding.md)', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let ids: Record<string, string>;
  let member: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    sut = await startTestApp();
    ids = await insertCompanies(sut.em(), [
      aCompany({ name: 'Aurora Clinical', website: 'https://aurora.example', services: ['Clinical Research', 'Monitoring'], therapeuticAreas: ['Oncology'] }),
      aCompany({ name: 'Borealis Bio', type: 'CDMO', location: 'Gdańsk', country: 'Poland', moleculeTypes: ['Biologics'] }),
      aCompany({ name: 'Cirrus Research', location: 'Basel', country: 'Switzerland' }),
      aCompany({ name: '=cmd Formula Labs' }),
      aCompany({ name: 'Semicolon Labs;=1+1;@SUM(2+2)', location: '-2+3 Town', services: ['@Risk analysis', '\tTabbed'] }),
      ...Array.from({ length: 47 }, (_, i) => aCompany({ name: `Filler Provider ${String(i).padStart(2, '0')}` })),
    ]);
    // Three reviews: the anonymity threshold, from which the category scores are public (and exported).
    await insertReviews(sut.em(), ids['Aurora Clinical'], [{ technicalExpertise: 8, pricing: 6 }, { technicalExpertise: 9, communication: 7 }, { communication: 9 }]);
    member = await signedInAgent(server(), (await insertMember(sut.em())).email);
  });
  afterAll(() => sut.close());

  describe('shortlist', () => {
    it('answers 401 signed out on every endpoint', async () => {
      await request(server()).get('/api/shortlist').expect(401);
      await request(server()).put(`/api/shortlist/${ids['Aurora Clinical']}`).expect(401);
      await request(server()).delete(`/api/shortlist/${ids['Aurora Clinical']}`).expect(401);
      await request(server()).get('/api/shortlist/export?format=csv').expect(401);
    });

    it('adds idempotently, lists directory cards in the order added, and removes', async () => {
      await member.put(`/api/shortlist/${ids['Cirrus Research']}`).expect(204);
      await member.put(`/api/shortlist/${ids['Aurora Clinical']}`).expect(204);
      await member.put(`/api/shortlist/${ids['Aurora Clinical']}`).expect(204);
      const list = await member.get('/api/shortlist').expect(200);
      expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Cirrus Research', 'Aurora Clinical']);
      // The same card as the directory's.
      const card = (await request(server()).get('/api/companies?search=Aurora%20Clinical').expect(200)).body[0];
      expect(list.body[1]).toEqual(card);
      await member.delete(`/api/shortlist/${ids['Cirrus Research']}`).expect(204);
      await member.delete(`/api/shortlist/${ids['Cirrus Research']}`).expect(204);
      expect((await member.get('/api/shortlist').expect(200)).body.map((c: { name: string }) => c.name)).toEqual(['Aurora Clinical']);
    });

    it('answers 404 for an unknown or malformed company', async () => {
      expect((await member.put(`/api/shortlist/${UNKNOWN}`).expect(404)).body.message).toBe('Company not found');
      await member.put('/api/shortlist/not-an-id').expect(404);
      await member.delete(`/api/shortlist/${UNKNOWN}`).expect(404);
    });

    it('keeps one list per member', async () => {
      const other = await signedInAgent(server(), (await insertMember(sut.em())).email);
      expect((await other.get('/api/shortlist').expect(200)).body).toEqual([]);
    });

    it('holds at most 50: the 51st answers 409 with a clear message, one already there still answers 204', async () => {
      const agent = await signedInAgent(server(), (await insertMember(sut.em())).email);
      const all = Object.values(ids);
      await Promise.all(all.slice(0, 50).map((id) => agent.put(`/api/shortlist/${id}`).expect(204)));
      const res = await agent.put(`/api/shortlist/${all[50]}`).expect(409);
      expect(res.body.message).toBe('Your shortlist already holds 50 companies. Remove one before adding another.');
      await agent.put(`/api/shortlist/${all[0]}`).expect(204);
      expect((await agent.get('/api/shortlist').expect(200)).body).toHaveLength(50);
    });
  });

  describe('compare', () => {
    it('answers the full profiles in the order given', async () => {
      const order = [ids['Cirrus Research'], ids['Aurora Clinical'], ids['Borealis Bio']];
      const res = await request(server())
        .get(`/api/companies/compare?ids=${order.join(',')}`)
        .expect(200);
      expect(res.body.map((c: { id: string }) => c.id)).toEqual(order);
      const detail = (await request(server()).get(`/api/companies/${ids['Aurora Clinical']}`).expect(200)).body;
      expect(res.body[1]).toEqual(detail);
    });

    it.each([
      ['one id', (i: Record<string, string>) => i['Aurora Clinical']],
      ['five ids', (i: Record<string, string>) => Object.values(i).slice(0, 5).join(',')],
      ['a repeated id', (i: Record<string, string>) => `${i['Aurora Clinical']},${i['Aurora Clinical']}`],
      ['no ids', () => ''],
    ])('answers 400 for %s', async (_label, idsOf) => {
      const res = await request(server())
        .get(`/api/companies/compare?ids=${idsOf(ids)}`)
        .expect(400);
      expect(res.body.message).toBe('ids must name 2 to 4 different companies, separated by commas');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      await request(server()).get(`/api/companies/compare?ids=${ids['Aurora Clinical']},${UNKNOWN}`).expect(404);
      await request(server()).get(`/api/companies/compare?ids=${ids['Aurora Clinical']},nope`).expect(404);
    });
  });

  describe('export', () => {
    let agent: ReturnType<typeof request.agent>;
    beforeAll(async () => {
      agent = await signedInAgent(server(), (await insertMember(sut.em())).email);
      for (const name of ['Borealis Bio', 'Aurora Clinical', '=cmd Formula Labs']) await agent.put(`/api/shortlist/${ids[name]}`).expect(204);
    });

    it('downloads a CSV that starts with its header row, one row per company, that parses back', async () => {
      const res = await agent.get('/api/shortlist/export?format=csv').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="biovetted-shortlist-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.text.startsWith('"Name","Type",')).toBe(true);
      const rows: string[][] = parse(res.text);
      const [header, ...companies] = rows;
      expect(header).toEqual(
        expect.arrayContaining([
          'Type',
          'Headquarters',
          'Country',
          'Website',
          'Reviews',
          'Overall',
          'Overall (n)',
          'Technical Expertise',
          'Technical Expertise (n)',
          'Regulatory Compliance (n)',
          'Services',
          'Therapeutic areas',
          'Molecule types',
        ]),
      );
      expect(companies.map((row) => row[0])).toEqual(['Borealis Bio', 'Aurora Clinical', "'=cmd Formula Labs"]);
      const aurora = Object.fromEntries(header.map((column, i) => [column, companies[1][i]]));
      expect(aurora).toMatchObject({
        Type: 'CRO',
        Website: 'https://aurora.example',
        Reviews: '3',
        'Technical Expertise': '8.5',
        'Technical Expertise (n)': '2',
        Pricing: '6.0',
        'Change Orders': '',
        'Change Orders (n)': '0',
        Services: 'Clinical Research; Monitoring',
        'Therapeutic areas': 'Oncology',
      });
      expect(Object.fromEntries(header.map((column, i) => [column, companies[0][i]]))).toMatchObject({
        Headquarters: 'Gdańsk',
        Country: 'Poland',
        'Molecule types': 'Biologics',
      });
    });

    it('quotes every text cell and neutralises formula-like text, also after a semicolon where Excel in a DE, FR or NL locale would split the cell', async () => {
      await agent.put(`/api/shortlist/${ids['Semicolon Labs;=1+1;@SUM(2+2)']}`).expect(204);
      try {
        const res = await agent.get('/api/shortlist/export?format=csv').expect(200);
        const lines = res.text
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .filter((line) => line !== '');
        // Each line is fields joined by commas, each field empty or wholly in double quotes ("" inside).
        for (const line of lines) expect(line).toMatch(/^(?:"(?:[^"]|"")*")?(?:,(?:"(?:[^"]|"")*")?)*$/);
        const byComma: string[][] = parse(res.text, { bom: true, relax_column_count: true });
        const header = byComma.find((row) => row[0] === 'Name')!;
        const row = Object.fromEntries(header.map((column, i) => [column, byComma.find((r) => r[0].includes('Semicolon Labs'))![i]]));
        expect(row).toMatchObject({ Name: "'Semicolon Labs;=1+1;@SUM(2+2)", Headquarters: "'-2+3 Town", Services: "'@Risk analysis; \tTabbed" });
        // Read as Excel in a semicolon locale reads it (semicolons separate, quotes group): no cell starts a formula.
        const cells = lines.flatMap(semicolonLocaleCells);
        expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
        expect(cells.some((cell) => cell.startsWith("'Semicolon Labs;=1+1;@SUM(2+2)"))).toBe(true);
      } finally {
        await agent.delete(`/api/shortlist/${ids['Semicolon Labs;=1+1;@SUM(2+2)']}`).expect(204);
      }
    });

    it('downloads a PDF that names every company', async () => {
      const res = await agent
        .get('/api/shortlist/export?format=pdf')
        .buffer(true)
        .parse(binary as never)
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="biovetted-shortlist-\d{4}-\d{2}-\d{2}\.pdf"$/);
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      for (const name of ['Borealis Bio', 'Aurora Clinical', '=cmd Formula Labs', 'BioVetted shortlist', 'Gdansk, Poland']) expect(text).toContain(name);
      expect(text).toMatch(/Generated \d{4}-\d{2}-\d{2}/);
      expect(text).toMatch(/anonymous reviews by verified industry professionals/);
    });

    it('refuses a missing or unknown format', async () => {
      expect((await agent.get('/api/shortlist/export?format=xlsx').expect(400)).body.message).toBe('format must be csv or pdf');
      await agent.get('/api/shortlist/export').expect(400);
    });

    it('loses a company from every shortlist when it leaves the directory', async () => {
      const [extra] = Object.values(await insertCompanies(sut.em(), [aCompany({ name: 'Short Lived Ltd' })]));
      await agent.put(`/api/shortlist/${extra}`).expect(204);
      await knexOf(sut.em())('companies').where('id', extra).delete();
      expect((await agent.get('/api/shortlist').expect(200)).body.map((c: { name: string }) => c.name)).not.toContain('Short Lived Ltd');
    });
  });
});
