import { Mongoose, Schema } from 'mongoose';
import { DocumentValidationError } from '../documents.port';
import { SchemaValidator } from './schema-validator';

// A flat schema shaped like the store catalog's: every kind of path and built-in validator it uses.
const placeSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, trim: true, minlength: 1 },
    email: { type: String, lowercase: true, trim: true, default: null },
    state: { type: String, required: true, match: /^[A-Z]{2}$/ },
    kind: { type: String, required: true, enum: ['Supermarket', 'Farmers Market'] },
    latitude: { type: Number, required: true, min: -90, max: 90 },
    rating: {
      type: Number,
      default: null,
      min: [1, 'Rating is required'],
      max: [5, 'Rating must be between 1-5'],
    },
    approximate: { type: Boolean, default: false },
    seenAt: { type: Date, default: () => new Date(0) },
    hours: { type: Schema.Types.Mixed, default: null },
  },
  { versionKey: false, minimize: false },
);

const nestedSchema = new Schema(
  { _id: { type: String, required: true }, tags: { type: [String], default: [] } },
  { versionKey: false },
);

const mongoose = new Mongoose();
const places = mongoose.model('places', placeSchema, 'places');
const flat = new SchemaValidator('places', places, placeSchema);
// The reference: the same schema checked through a hydrated mongoose document.
const throughDocument = Object.assign(new SchemaValidator('places', places, placeSchema), {
  paths: null,
});

const place = {
  _id: 'p1',
  name: ' Fresh Market ',
  state: 'GA',
  kind: 'Supermarket',
  latitude: '33.75',
  hours: { mon: ['8-5'] },
  unknown: 'dropped',
};

async function outcome(validator: SchemaValidator, doc: Record<string, unknown>) {
  try {
    return { ok: await validator.validate(doc) };
  } catch (error) {
    return { error: error instanceof DocumentValidationError ? error.message : error };
  }
}

describe('SchemaValidator', () => {
  it('checks a flat schema path by path, and a schema with arrays or subdocuments through mongoose', () => {
    expect(flat.flat).toBe(true);
    expect(
      new SchemaValidator('tagged', mongoose.model('tagged', nestedSchema, 'tagged'), nestedSchema)
        .flat,
    ).toBe(false);
  });

  it('casts, trims, fills defaults and drops unknown fields exactly as a mongoose document does', async () => {
    const result = await outcome(flat, place);
    expect(result).toEqual({
      ok: {
        _id: 'p1',
        name: 'Fresh Market',
        email: null,
        state: 'GA',
        kind: 'Supermarket',
        latitude: 33.75,
        rating: null,
        approximate: false,
        seenAt: new Date(0),
        hours: { mon: ['8-5'] },
      },
    });
    // Same values and the same field order (writes compare documents by their JSON).
    expect(JSON.stringify(result)).toBe(JSON.stringify(await outcome(throughDocument, place)));
    expect(flat.validateFlat({ ...place, email: ' Ana@Example.org ' }).email).toBe(
      'ana@example.org',
    );
  });

  it.each([
    ['a missing required field and a blank one', { ...place, name: '   ', kind: undefined }],
    [
      'an enum, a pattern and a range',
      { ...place, kind: 'Bakery', state: 'ga', latitude: 91, rating: 9 },
    ],
    ['values that cannot be cast', { ...place, latitude: 'north', seenAt: 'yesterday' }],
    ['a cast error beside a validator error', { ...place, latitude: {}, state: 'Georgia' }],
  ])('rejects %s with the messages a mongoose document gives', async (_case, doc) => {
    const expected = await outcome(throughDocument, doc);
    expect(expected).toHaveProperty('error');
    expect(await outcome(flat, doc)).toEqual(expected);
    expect(() => flat.validateFlat(doc)).toThrow(DocumentValidationError);
  });

  it('names each invalid field in the error', () => {
    expect(() => flat.validateFlat({ ...place, rating: 0 })).toThrow(
      expect.objectContaining({ fields: { rating: 'Rating is required' } }),
    );
  });
});
