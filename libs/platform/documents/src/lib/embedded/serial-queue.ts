/** Runs tasks one after another: writes to one collection are checked (schema, unique indexes)
 * and applied without another write slipping in between, which makes `$inc` and upserts atomic. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
