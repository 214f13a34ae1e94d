import { randomUUID } from 'node:crypto';
import { Mongoose } from 'mongoose';
import pino from 'pino';
import { MongoDocumentStore } from '@snap/platform-documents';
import { runStateRulesRepositoryContract } from '../testing/state-rules-repository.contract';

const BASE_URI = process.env['MONGODB_URI'] ?? 'mongodb://127.0.0.1:27017/snap';
// Each harness gets its own database (wt_state_rules prefix), dropped afterwards.
const RUN = `wt_state_rules_${randomUUID().slice(0, 8)}`;
let databases = 0;

function databaseUri(base: string, database: string): string {
  return base.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${database}`);
}

runStateRulesRepositoryContract('MongoDB', async () => {
  const uri = databaseUri(BASE_URI, `${RUN}_${++databases}`);
  const store = new MongoDocumentStore({ uri, logger: pino({ level: 'warn' }) });
  return {
    store,
    async cleanup() {
      await store.close();
      const connection = await new Mongoose()
        .createConnection(uri, { serverSelectionTimeoutMS: 5_000 })
        .asPromise();
      try {
        await connection.dropDatabase();
      } finally {
        await connection.close();
      }
    },
  };
});
