import { Schema } from 'mongoose';

/** blog_categories */
export interface BlogCategoryRecord {
  _id: string;
  name: string;
  slug: string;
}

export const blogCategorySchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, maxlength: 100 },
    slug: { type: String, required: true, maxlength: 200 },
  },
  { versionKey: false },
);
// Categories are listed by name; a slug names one category.
blogCategorySchema.index({ name: 1 });
blogCategorySchema.index({ slug: 1 }, { unique: true });
