// Smoke checks of the running native engines through the clients the services use.
// Each check writes something and reads it back, then cleans up after itself.
//   source deploy/native/env.sh && node deploy/native/smoke.mjs [redis kafka elasticsearch ferretdb minio chromium]
import { randomUUID } from 'node:crypto';
import { Client as ElasticsearchClient } from '@elastic/elasticsearch';
import { Redis } from 'ioredis';
import kafkajs from 'kafkajs';
import * as Minio from 'minio';
import mongoose from 'mongoose';
import { chromium } from 'playwright-core';

const { Kafka, Partitioners, logLevel } = kafkajs;
const env = (name, fallback) => process.env[name] ?? fallback;
const run = randomUUID();

function assertEqual(actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

const checks = {
  async redis() {
    const redis = new Redis(env('REDIS_URL', 'redis://127.0.0.1:6379'), {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null, // fail the check at once instead of reconnecting forever
    });
    let lastError;
    redis.on('error', (error) => {
      lastError = error; // reported below instead of ioredis' "Connection is closed."
    });
    await redis.connect().catch((error) => {
      throw lastError ?? error;
    });
    try {
      const key = `snap:native-smoke:${run}`;
      await redis.set(key, 'ebt-ok', 'EX', 60);
      assertEqual(await redis.get(key), 'ebt-ok', 'GET after SET');
      await redis.del(key);
      return 'SET/GET round trip';
    } finally {
      redis.disconnect();
    }
  },

  async kafka() {
    const kafka = new Kafka({
      clientId: 'snap-native-smoke',
      brokers: env('KAFKA_BROKERS', '127.0.0.1:9092').split(','),
      logLevel: logLevel.WARN,
    });
    const topic = 'snap.native-smoke.v1';
    const admin = kafka.admin();
    await admin.connect();
    if (!(await admin.listTopics()).includes(topic)) {
      await admin.createTopics({
        topics: [{ topic, numPartitions: 1, replicationFactor: 1 }],
        waitForLeaders: true,
      });
    }
    await admin.disconnect();

    const consumer = kafka.consumer({ groupId: `snap-native-smoke-${run}` });
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    try {
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      const received = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('message not consumed within 30 s')),
          30_000,
        );
        consumer.run({
          eachMessage: async ({ message }) => {
            if (message.key?.toString() === run) {
              clearTimeout(timer);
              resolve(JSON.parse(message.value.toString()));
            }
          },
        });
      });
      await producer.connect();
      await producer.send({
        topic,
        messages: [{ key: run, value: JSON.stringify({ storeId: 'smoke-1', run }) }],
      });
      assertEqual(await received, { storeId: 'smoke-1', run }, 'consumed message');
      return `produced and consumed one message on ${topic}`;
    } finally {
      await producer.disconnect();
      await consumer.disconnect();
    }
  },

  async elasticsearch() {
    const es = new ElasticsearchClient({ node: env('ELASTICSEARCH_URL', 'http://127.0.0.1:9200') });
    const index = `snap-native-smoke-${run}`;
    try {
      await es.indices.create({
        index,
        mappings: { properties: { name: { type: 'text' }, location: { type: 'geo_point' } } },
      });
      await es.index({
        index,
        id: 'store-1',
        document: { name: 'Walmart Supercenter', location: { lat: 38.8895, lon: -77.0353 } },
        refresh: true,
      });
      const result = await es.search({
        index,
        query: {
          bool: {
            must: { match: { name: { query: 'walmrt', fuzziness: 'AUTO' } } },
            filter: {
              geo_distance: { distance: '2km', location: { lat: 38.8977, lon: -77.0365 } },
            },
          },
        },
      });
      assertEqual(
        result.hits.hits.map((hit) => hit._id),
        ['store-1'],
        'fuzzy match within 2 km',
      );
      return 'indexed a geo_point document, found it by fuzzy name + geo_distance';
    } finally {
      await es.indices.delete({ index }, { ignore: [404] });
      await es.close();
    }
  },

  async ferretdb() {
    const connection = await mongoose
      .createConnection(env('MONGODB_URI', 'mongodb://127.0.0.1:27017/snap'), {
        serverSelectionTimeoutMS: 5000,
      })
      .asPromise();
    try {
      const Store = connection.model(
        'NativeSmokeStore',
        new mongoose.Schema({ run: String, name: String, zip: String }),
        'native_smoke_stores',
      );
      await Store.create({ run, name: 'Corner Market', zip: '20001' });
      const found = await Store.findOne({ run, zip: '20001' }).lean();
      assertEqual(found?.name, 'Corner Market', 'findOne after insert');
      await Store.deleteMany({ run });
      return 'inserted and found a document through mongoose';
    } finally {
      await connection.close();
    }
  },

  async minio() {
    const minio = new Minio.Client({
      endPoint: env('MINIO_ENDPOINT', '127.0.0.1'),
      port: Number(env('MINIO_PORT', '9000')),
      useSSL: env('MINIO_USE_SSL', 'false') === 'true',
      accessKey: env('MINIO_ACCESS_KEY', 'snapminio'),
      secretKey: env('MINIO_SECRET_KEY', 'snapminio-secret'),
    });
    const bucket = 'snap-native-smoke';
    if (!(await minio.bucketExists(bucket))) await minio.makeBucket(bucket);
    const name = `${run}.txt`;
    const body = `photo placeholder bytes ${run}`;
    await minio.putObject(bucket, name, Buffer.from(body), undefined, {
      'Content-Type': 'text/plain',
    });
    const chunks = [];
    for await (const chunk of await minio.getObject(bucket, name)) chunks.push(chunk);
    assertEqual(Buffer.concat(chunks).toString(), body, 'object read back');
    await minio.removeObject(bucket, name);
    return `put and got an object in bucket ${bucket}`;
  },

  // Not a server: the browser tests drive Debian's Chromium (a test tool's own download fails here).
  async chromium() {
    const executablePath = env('CHROMIUM_PATH', '/usr/bin/chromium');
    const browser = await chromium.launch({ executablePath });
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
      await page.setContent('<title>SNAP smoke</title><h1>Stores near you</h1>');
      assertEqual(await page.title(), 'SNAP smoke', 'page title');
      assertEqual(await page.textContent('h1'), 'Stores near you', 'heading text');
      return `rendered a page at 360 px with ${executablePath} (${browser.version()})`;
    } finally {
      await browser.close();
    }
  },
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(checks);
let failures = 0;
for (const name of names) {
  if (!checks[name]) {
    console.error(`unknown check '${name}' (known: ${Object.keys(checks).join(' ')})`);
    process.exit(2);
  }
  const start = performance.now();
  try {
    const detail = await checks[name]();
    console.log(
      `ok    ${name.padEnd(14)} ${((performance.now() - start) / 1000).toFixed(2)}s  ${detail}`,
    );
  } catch (error) {
    failures += 1;
    console.log(
      `FAIL  ${name.padEnd(14)} ${((performance.now() - start) / 1000).toFixed(2)}s  ${error.message}`,
    );
  }
}
process.exit(failures === 0 ? 0 : 1);
