/** The host list of a MongoDB connection string, without credentials, for messages and logs
 * (`mongodb://user:secret@db1:27017,db2/snap` gives `db1:27017,db2`). */
export function mongoAddress(uri: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/(?:[^@/?]*@)?([^/?]+)/.exec(uri);
  // The URI itself is not repeated: it may hold a password.
  if (!match)
    throw new Error(
      'Invalid MongoDB URI: expected mongodb://host:port/database or mongodb+srv://host/database',
    );
  return match[1];
}
