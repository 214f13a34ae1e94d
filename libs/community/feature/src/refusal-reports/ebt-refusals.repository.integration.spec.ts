import { randomUUID } from 'node:crypto';
import { Mongoose } from 'mongoose';
import pino from 'pino';
import { MongoDocumentStore } from '@snap/platform-documents';
import { runEbtRefusalsRepositoryContract } from '../testing/ebt-refusals-repository.contract';

const BASE_URI = process.env['MONGODB_URI'] ?? 'mongodb://127.0.0.1:27017/snap';
// Each harness gets its own database, dropped afterwards.
const RUN = `wt_refusals_repo_${randomUUID().slice(0, 8)}`;
let databases = 0;

function databaseUri(base: string, database: string): string {
  return base.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${database}`);
}

runEbtRefusalsRepositoryContract('MongoDB', async () => {
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
