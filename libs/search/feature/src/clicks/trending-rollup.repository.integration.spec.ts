import { randomUUID } from 'node:crypto';
import { Mongoose } from 'mongoose';
import pino from 'pino';
import { MongoDocumentStore } from '@snap/platform-documents';
import { runTrendingRollupContract } from './trending-rollup.contract';

const BASE_URI = process.env['MONGODB_URI'] ?? 'mongodb://127.0.0.1:27017/snap';
const logger = pino({ level: 'warn' });
let databases = 0;

// Each test gets its own database (tr_ prefix), dropped afterwards. Fewer property runs than on the
// embedded store: each run is a few dozen round trips to the engine.
runTrendingRollupContract(
  'MongoDB/FerretDB',
  async () => {
    const uri = BASE_URI.replace(
      /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/,
      `$1/tr_trending_rollup_${randomUUID().slice(0, 8)}_${++databases}`,
    );
    const store = new MongoDocumentStore({ uri, logger });
    return {
      store,
      async close() {
        await store.close();
        const connection = await new Mongoose().createConnection(uri).asPromise();
        await connection.dropDatabase();
        await connection.close();
      },
    };
  },
  { runs: 25 },
);
