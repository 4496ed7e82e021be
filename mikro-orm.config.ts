// Configuration for the MikroORM CLI (e.g. `npm run migration:create` against DATABASE_URL).
import 'reflect-metadata';
import { mikroOrmOptions } from './src/adapters/persistence/mikro-orm-options';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL database the MikroORM CLI should use');

export default mikroOrmOptions(url);
