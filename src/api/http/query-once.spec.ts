import express from 'express';
import request from 'supertest';
import { parseQueryOnce } from './query-once';

describe(parseQueryOnce.name, () => {
  it('gives every reader of a request the same parsed query', async () => {
    const app = express();
    app.use(parseQueryOnce());
    app.get('/', (req, res) => {
      const first = req.query;
      res.json({ same: req.query === first, query: req.query });
    });
    await request(app)
      .get('/?type=CRO&limit=5&type=CMO')
      .expect(200, { same: true, query: { type: ['CRO', 'CMO'], limit: '5' } });
  });
});
