import type { Model, Schema, SchemaType } from 'mongoose';
import { DocumentValidationError } from '../documents.port';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models here only validate documents of any collection
type AnyModel = Model<any>;
type Doc = Record<string, unknown>;
type Errors = { cast: Record<string, string> | null; invalid: Record<string, string> | null };

/** What this module reads of a mongoose SchemaType beyond its public typings. */
interface PathType {
  path: string;
  instance: string;
  options: { set?: unknown; get?: unknown };
  validators: Array<{ type?: string; validator?: unknown }>;
  originalRequiredValue?: unknown;
  defaultValue?: unknown;
  applySetters(value: unknown, scope: unknown, init?: boolean): unknown;
  getDefault(scope: unknown, init?: boolean): unknown;
  doValidateSync(value: unknown, scope: unknown): { message: string } | null;
}

const SCALARS = new Set(['String', 'Number', 'Boolean', 'Date', 'Mixed']);
// Validators mongoose builds from schema options; they read only the value, never the document.
const BUILT_IN_VALIDATORS = new Set([
  'required',
  'min',
  'max',
  'enum',
  'regexp',
  'minlength',
  'maxlength',
]);

/**
 * Casts, fills defaults and validates documents with a collection's mongoose schema, and returns them
 * as plain objects. For flat schemas (top-level strings, numbers, booleans, dates and mixed values,
 * with the built-in validators) each path is checked with the schema's own caster, setters, default
 * and validators, without building a hydrated mongoose document per row — that construction was the
 * largest cost of a 300,000-row import. Any other schema goes through a mongoose document.
 */
export class SchemaValidator {
  private readonly paths: PathType[] | null;

  constructor(
    private readonly collection: string,
    private readonly model: AnyModel,
    schema: Schema,
  ) {
    this.paths = flatPaths(schema);
  }

  /** Whether documents are checked path by path (synchronously) rather than through a mongoose document. */
  get flat(): boolean {
    return this.paths !== null;
  }

  /** The validated plain document; rejects with DocumentValidationError naming each invalid field. */
  async validate<T extends Doc>(doc: T): Promise<T> {
    return (
      this.paths ? this.validatePaths(doc, this.paths) : await this.validateDocument(doc)
    ) as T;
  }

  /** For flat schemas: the same check without a promise per document (bulk inserts). */
  validateFlat<T extends Doc>(doc: T): T {
    if (!this.paths) throw new Error(`${this.collection}: the schema is not flat`);
    return this.validatePaths(doc, this.paths) as T;
  }

  private validatePaths(doc: Doc, paths: PathType[]): Doc {
    const result: Doc = {};
    const errors: Errors = { cast: null, invalid: null };
    let later: PathType[] | null = null;
    for (const type of paths) {
      const raw = doc[type.path];
      // Like mongoose: function defaults are filled after every given value, so they come last.
      if (raw === undefined && typeof type.defaultValue === 'function') (later ??= []).push(type);
      else this.check(type, raw, result, errors);
    }
    if (later) for (const type of later) this.check(type, undefined, result, errors);
    // mongoose reports cast errors (met while setting) before validator errors.
    if (errors.cast || errors.invalid)
      throw new DocumentValidationError(this.collection, { ...errors.cast, ...errors.invalid });
    return result;
  }

  /** Casts (or defaults) one path's value into `result` and validates it, recording what fails. */
  private check(type: PathType, raw: unknown, result: Doc, errors: Errors): void {
    let value: unknown;
    try {
      value = raw === undefined ? type.getDefault(result) : type.applySetters(raw, result);
    } catch (error) {
      // Worded as a mongoose document words it (the cast error names the model).
      (error as { setModel?: (model: AnyModel) => void }).setModel?.(this.model);
      (errors.cast ??= {})[type.path] = (error as Error).message;
      return;
    }
    const error = type.doValidateSync(value, result);
    if (error) (errors.invalid ??= {})[type.path] = error.message;
    if (value !== undefined) result[type.path] = value;
  }

  private async validateDocument(doc: Doc): Promise<Doc> {
    const instance = new this.model(doc);
    try {
      await instance.validate();
    } catch (error) {
      const errors = (error as { errors?: Record<string, { message: string }> }).errors ?? {};
      throw new DocumentValidationError(
        this.collection,
        Object.fromEntries(Object.entries(errors).map(([path, e]) => [path, e.message])),
      );
    }
    return instance.toObject({ versionKey: false, depopulate: true }) as Doc;
  }
}

/** The schema's paths when every one can be checked on its own, or null. */
function flatPaths(schema: Schema): PathType[] | null {
  const options = schema.options as {
    strict?: unknown;
    minimize?: boolean;
    toObject?: unknown;
    timestamps?: unknown;
  };
  if ((options.strict ?? true) !== true || options.toObject || options.timestamps) return null;
  // Hooks and nested schemas run against a document; keep those on mongoose's own path.
  const hooks = (
    schema as unknown as {
      s: { hooks: { _pres: Map<string, unknown[]>; _posts: Map<string, unknown[]> } };
    }
  ).s.hooks;
  if (hooks._pres.get('validate')?.length || hooks._posts.get('validate')?.length) return null;
  if (schema.childSchemas.length) return null;
  const paths = Object.values(schema.paths as Record<string, SchemaType>) as unknown as PathType[];
  for (const type of paths) {
    if (type.path.includes('.') || !SCALARS.has(type.instance)) return null;
    // mongoose drops empty objects from mixed values unless the schema says `minimize: false`.
    if (type.instance === 'Mixed' && options.minimize !== false) return null;
    if (type.options.set || type.options.get || typeof type.originalRequiredValue === 'function')
      return null;
    // A default function declared with `function` may read the document through `this`; arrows and built-ins cannot.
    if (typeof type.defaultValue === 'function' && type.defaultValue.prototype !== undefined)
      return null;
    if (type.validators.some((v) => !BUILT_IN_VALIDATORS.has(v.type ?? ''))) return null;
  }
  return paths;
}
