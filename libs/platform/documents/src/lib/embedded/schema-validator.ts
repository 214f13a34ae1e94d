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
  setters: Array<(value: unknown, prior: unknown, type: PathType) => unknown>;
  _castFunction?: unknown;
  constructor: { cast?: () => unknown };
  cast(value: unknown, scope: unknown): unknown;
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
  private readonly paths: CompiledPath[] | null;

  constructor(
    private readonly collection: string,
    private readonly model: AnyModel,
    schema: Schema,
  ) {
    this.paths = flatPaths(schema)?.map(compilePath) ?? null;
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

  private validatePaths(doc: Doc, paths: CompiledPath[]): Doc {
    const result: Doc = {};
    const errors: Errors = { cast: null, invalid: null };
    let later: CompiledPath[] | null = null;
    for (const path of paths) {
      const raw = doc[path.type.path];
      // Like mongoose: function defaults are filled after every given value, so they come last.
      if (raw === undefined && path.defaultsByFunction) (later ??= []).push(path);
      else if (raw === undefined || !path.checkGiven(raw, result))
        this.check(path.type, raw, result, errors);
    }
    if (later) for (const path of later) this.check(path.type, undefined, result, errors);
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

/** One path's check, worked out once per schema rather than re-read from the SchemaType per document. */
interface CompiledPath {
  type: PathType;
  defaultsByFunction: boolean;
  /** Casts and validates a given value into `result` when it passes; false (nothing written) when it
   * fails or is unusual, so the caller reruns mongoose's own check for its exact error. */
  checkGiven(raw: unknown, result: Doc): boolean;
}

/** typeof of the values each caster returns unchanged for the common case (a string for a String path). */
const PRIMITIVE_OF: Record<string, string> = {
  String: 'string',
  Number: 'number',
  Boolean: 'boolean',
};

/**
 * The same steps as SchemaType.applySetters and doValidateSync, resolved once: the setters in mongoose's
 * order, the type's caster called directly for a primitive of its own type, and each validator function
 * called directly (doValidateSync copies the validator's properties per call, which is most of its cost).
 */
function compilePath(type: PathType): CompiledPath {
  const setters = type.setters ?? [];
  const primitive = PRIMITIVE_OF[type.instance];
  const resolvedCast =
    typeof type._castFunction === 'function'
      ? type._castFunction
      : typeof type.constructor.cast === 'function'
        ? type.constructor.cast()
        : null;
  const castPrimitive =
    primitive && typeof resolvedCast === 'function'
      ? (resolvedCast as (value: unknown) => unknown)
      : null;
  const validators: Array<(value: unknown, scope: Doc) => boolean> = [];
  let compilable = true;
  for (const v of type.validators) {
    if (v === null || typeof v !== 'object') continue;
    const validator = v.validator;
    if (validator instanceof RegExp) {
      // A global or sticky pattern keeps state between calls: leave it to mongoose.
      if (validator.global || validator.sticky) compilable = false;
      else validators.push((value) => validator.test(value as string));
    } else if (typeof validator === 'function') {
      if (validator.constructor.name === 'AsyncFunction') continue; // mongoose skips these too
      if ((v as { propsParameter?: boolean }).propsParameter) compilable = false;
      const run = validator as (this: Doc, value: unknown) => unknown;
      validators.push((value, scope) => {
        const ok = run.call(scope, value);
        // As mongoose's _validate: only a defined falsy answer fails; a promise is not waited for.
        return ok === undefined || !!ok;
      });
    }
  }
  return {
    type,
    defaultsByFunction: typeof type.defaultValue === 'function',
    checkGiven: compilable
      ? (raw, result) => {
          let value: unknown;
          try {
            value = raw;
            for (let i = setters.length - 1; i >= 0; i--)
              value = setters[i].call(result, value, undefined, type);
            if (value != null)
              value =
                castPrimitive && typeof value === primitive
                  ? castPrimitive(value)
                  : type.cast(value, result);
            for (const passes of validators) if (!passes(value, result)) return false;
          } catch {
            return false;
          }
          if (value !== undefined) result[type.path] = value;
          return true;
        }
      : () => false,
  };
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
