import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import { boundingBox, type LatLng, SEARCH_LIMITS, type TrendingClick } from '@snap/domain';
import { geoCellOf, geoCellsCovering } from '../catalog/geo-cells';
import {
  type TrendingCellDayDocument,
  trendingCellDaySchema,
  type TrendingRollupNoteDocument,
  trendingRollupNoteSchema,
} from './trending-cell-day.schema';

const DAY_MS = 86_400_000;
/** Cells are chosen for a slightly larger box than the 25 miles, so no cell holding a click within
 * 25 miles is ever left out (the distance itself is checked on each click's own position). */
const CELL_MARGIN_MILES = 1;
/** Clicks stamped up to a day ahead of this server's clock (another service's clock) still count. */
const DAYS_AHEAD = 1;
const BACKFILLED = 'clicks-rolled-up';

/** A click as the rollup keeps it: trending counts a person's clicks, so the person is known. */
export interface RolledUpClick {
  storeId: string;
  userId: string;
  lat: number;
  lng: number;
  clickedAt: Date;
}

/** UTC day number of a time. */
export const dayOf = (date: Date): number => Math.floor(date.getTime() / DAY_MS);

// Field names may not hold '.' (a path) or start with '$': every part is URI-encoded, dots included,
// and '|' (encoded inside a part) separates them. Numbers print and parse back to the same double.
const encodePart = (part: string) => encodeURIComponent(part).replace(/\./g, '%2E');

/** The rollup's key of a click: one entry per person, store and position in a cell and day. */
export function trendingRollupKey(click: Omit<RolledUpClick, 'clickedAt'>): string {
  return [click.userId, click.storeId, String(click.lat), String(click.lng)]
    .map(encodePart)
    .join('|');
}

function decodeKey(key: string): Omit<RolledUpClick, 'clickedAt'> {
  const [userId, storeId, lat, lng] = key.split('|').map(decodeURIComponent);
  return { userId, storeId, lat: Number(lat), lng: Number(lng) };
}

const cellDayOf = (click: RolledUpClick) => {
  const cell = geoCellOf(click.lat, click.lng);
  const day = dayOf(click.clickedAt);
  return { _id: `${cell}/${day}`, cell, day };
};

/**
 * Trending's rollup of the clicks: one document per grid cell and UTC day holding, per person, store
 * and position, their newest click's time, written with `$max` and upserts only (FerretDB has no
 * transactions). It answers exactly what the clicks answer (trendingScores counts a person's newest
 * click on a store among those within 25 miles; every click at one position is equally far, and the
 * newest of them weighs most), and a trending request reads only the cells around the person.
 */
@Injectable()
export class TrendingRollupRepository {
  private readonly days: DocumentCollection<TrendingCellDayDocument>;
  private readonly notes: DocumentCollection<TrendingRollupNoteDocument>;
  private complete = false;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.days = documents.collection<TrendingCellDayDocument>(
      'trending_cell_days',
      trendingCellDaySchema,
    );
    this.notes = documents.collection<TrendingRollupNoteDocument>(
      'trending_rollup_notes',
      trendingRollupNoteSchema,
    );
  }

  /** True once the clicks stored before the rollup existed are in it; until then trending reads the
   * clicks themselves. */
  get ready(): boolean {
    return this.complete;
  }

  /** Adds clicks: one `$max` upsert per cell and day, whatever the number of clicks in it. Adding a
   * click again changes nothing. */
  async add(clicks: readonly RolledUpClick[]): Promise<void> {
    const byCellDay = new Map<string, { cell: string; day: number; max: Record<string, number> }>();
    for (const click of clicks) {
      const { _id, cell, day } = cellDayOf(click);
      const entry = byCellDay.get(_id) ?? { cell, day, max: {} };
      const field = `latest.${trendingRollupKey(click)}`;
      entry.max[field] = Math.max(entry.max[field] ?? -Infinity, click.clickedAt.getTime());
      byCellDay.set(_id, entry);
    }
    for (const [_id, { cell, day, max }] of byCellDay) {
      try {
        await this.days.updateOne(
          { _id },
          { $max: max, $setOnInsert: { cell, day } },
          { upsert: true },
        );
      } catch (error) {
        // Two first clicks of a cell and day at once: the one refused counts into the other's document.
        if (!(error instanceof DuplicateKeyError)) throw error;
        await this.days.updateOne({ _id }, { $max: max });
      }
    }
  }

  /**
   * The rolled-up clicks of the cells within 25 miles of the person, on the days of the window, or
   * null where the cells cannot be listed (a box across the antimeridian or a pole): the caller then
   * reads the clicks themselves.
   */
  async near(user: LatLng, now: Date): Promise<TrendingClick[] | null> {
    const cells = geoCellsCovering(
      boundingBox(user, SEARCH_LIMITS.trendingRadiusMiles + CELL_MARGIN_MILES),
    );
    if (!cells) return null;
    const first = dayOf(new Date(now.getTime() - SEARCH_LIMITS.trendingWindowDays * DAY_MS));
    const last = dayOf(now) + DAYS_AHEAD;
    const ids: string[] = [];
    for (const cell of cells) for (let day = first; day <= last; day++) ids.push(`${cell}/${day}`);
    const clicks: TrendingClick[] = [];
    for (const doc of await this.days.findByIds(ids))
      for (const [key, at] of Object.entries(doc.latest ?? {}))
        clicks.push({ ...decodeKey(key), clickedAt: new Date(at) });
    return clicks;
  }

  /** Takes these clicks out (a deleted account's): their entries go from their cells and days. */
  async forget(clicks: readonly RolledUpClick[]): Promise<void> {
    const byCellDay = new Map<string, Record<string, ''>>();
    for (const click of clicks) {
      const { _id } = cellDayOf(click);
      byCellDay.set(_id, { ...byCellDay.get(_id), [`latest.${trendingRollupKey(click)}`]: '' });
    }
    for (const [_id, unset] of byCellDay) await this.days.updateOne({ _id }, { $unset: unset });
  }

  /** Whether the clicks stored before the rollup existed were rolled up (then it is ready). */
  async backfilled(): Promise<boolean> {
    this.complete ||= (await this.notes.findOne({ _id: BACKFILLED })) !== null;
    return this.complete;
  }

  /** Notes that the stored clicks are rolled up; trending reads the rollup from now on. */
  async noteBackfilled(at: Date): Promise<void> {
    try {
      await this.notes.updateOne(
        { _id: BACKFILLED },
        { $setOnInsert: { at: at.toISOString() } },
        { upsert: true },
      );
    } catch (error) {
      // Another instance noted it at the same moment.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    this.complete = true;
  }
}
