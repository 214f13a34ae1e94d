// One readiness check of an engine through the protocol its clients speak; exit 0 when ready.
// Used by engines.sh, which retries it until its own timeout.
//   node deploy/native/probe.mjs kafka|ferretdb
import kafkajs from 'kafkajs';
import mongoose from 'mongoose';

const { Kafka, logLevel } = kafkajs;
const kafkaBrokers = (
  process.env.KAFKA_BROKERS ?? `127.0.0.1:${process.env.KAFKA_PORT ?? 9092}`
).split(',');
const mongoUri =
  process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${process.env.FERRETDB_PORT ?? 27017}/snap`;

const probes = {
  // Metadata answered by a registered broker: the controller has elected and the broker is serving.
  async kafka() {
    const admin = new Kafka({
      clientId: 'snap-native-probe',
      brokers: kafkaBrokers,
      connectionTimeout: 1000,
      requestTimeout: 2000,
      retry: { retries: 0 },
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      const cluster = await admin.describeCluster();
      if (cluster.brokers.length === 0 || cluster.controller === null)
        throw new Error('no broker registered yet');
      return `brokers=${cluster.brokers.length} controller=${cluster.controller}`;
    } finally {
      await admin.disconnect();
    }
  },
  // A ping answered over the MongoDB wire protocol (FerretDB needs PostgreSQL to answer it).
  async ferretdb() {
    const connection = await mongoose
      .createConnection(mongoUri, { serverSelectionTimeoutMS: 2000 })
      .asPromise();
    try {
      await connection.db.admin().ping();
      const { version } = await connection.db.admin().serverInfo();
      return `ping ok, version ${version}`;
    } finally {
      await connection.close();
    }
  },
};

const name = process.argv[2];
if (!probes[name]) {
  console.error(`usage: probe.mjs ${Object.keys(probes).join('|')}`);
  process.exit(2);
}
const timer = setTimeout(() => {
  console.error(`${name}: probe timed out`);
  process.exit(1);
}, 5000);
try {
  console.log(`${name}: ${await probes[name]()}`);
  clearTimeout(timer);
  process.exit(0);
} catch (error) {
  console.error(`${name}: ${error.message}`);
  process.exit(1);
}
