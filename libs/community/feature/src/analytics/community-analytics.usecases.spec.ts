import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { CommunityAnalyticsRepository } from './community-analytics.repository';
import { CommunityAnalyticsUseCases } from './community-analytics.usecases';

describe('community analytics', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let analytics: CommunityAnalyticsUseCases;
  const admin = { userId: 'ada', roles: ['admin'] };
  const now = new Date('2026-03-10T12:00:00Z');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-community-analytics-'));
    documents = new EmbeddedDocumentStore(dir);
    analytics = new CommunityAnalyticsUseCases(
      new CommunityAnalyticsRepository(documents),
      pino({ level: 'silent' }),
    );
  });
  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts a page-view event once however often it is delivered, and never a view older than a week', async () => {
    const today = new Date('2026-03-10T08:00:00Z');
    await analytics.pageViewed('view-1', '/', today, now);
    await analytics.pageViewed('view-1', '/', today, now);
    await analytics.pageViewed('view-2', '/search', today, now);
    await analytics.pageViewed('view-old', '/', new Date('2026-03-01T08:00:00Z'), now);

    const summary = await analytics.summary(30, admin, now);
    expect(summary.days.find((d) => d.date === '2026-03-10')?.pageViews).toBe(2);
    expect(summary.days.find((d) => d.date === '2026-03-01')?.pageViews).toBe(0);
    expect(summary.pageViewsByRoute).toEqual([
      { key: '/', count: 1 },
      { key: '/search', count: 1 },
    ]);
  });

  it('forgets the ids of views older than a week, on the first view of a day', async () => {
    const repository = new CommunityAnalyticsRepository(documents);
    await repository.countPageViewOnce('old-view', '2026-03-01', '/');
    await analytics.pageViewed('new-view', '/', new Date('2026-03-10T08:00:00Z'), now);
    // The old id is gone: counting it again is possible (and the use case refuses views that old).
    expect(await repository.countPageViewOnce('old-view', '2026-03-01', '/')).toBe(true);
    expect(await repository.countPageViewOnce('new-view', '2026-03-10', '/')).toBe(false);
  });

  it('counts page views per route, store clicks, and ledger lines as reviews, photos or contributions per UTC day', async () => {
    const today = new Date('2026-03-10T08:00:00Z');
    const yesterday = new Date('2026-03-09T23:30:00Z');
    await analytics.pageViewed('view-1', '/', today, now);
    await analytics.pageViewed('view-2', '/', today, now);
    await analytics.pageViewed('view-3', '/:citySlug', yesterday, now);
    await analytics.storeClicked(today);
    await analytics.contributed('store_review', today);
    await analytics.contributed('store_photo', yesterday);
    await analytics.contributed('store_hours', today);
    await analytics.contributed('contact_info', today);

    const summary = await analytics.summary(7, admin, now);
    expect(summary.days).toHaveLength(7);
    expect(summary.days.slice(-2)).toEqual([
      { date: '2026-03-09', pageViews: 1, storeClicks: 0, reviews: 0, photos: 1, contributions: 0 },
      { date: '2026-03-10', pageViews: 2, storeClicks: 1, reviews: 1, photos: 0, contributions: 2 },
    ]);
    expect(summary.days[0]).toEqual({
      date: '2026-03-04',
      pageViews: 0,
      storeClicks: 0,
      reviews: 0,
      photos: 0,
      contributions: 0,
    });
    expect(summary.pageViewsByRoute).toEqual([
      { key: '/', count: 2 },
      { key: '/:citySlug', count: 1 },
    ]);
    // Older days fall out of a shorter period.
    expect(
      (await analytics.summary(7, admin, new Date('2026-03-20T00:00:00Z'))).pageViewsByRoute,
    ).toEqual([]);
  });

  it('answers only admins', async () => {
    await expect(
      analytics.summary(30, { userId: 'mo', roles: ['moderator'] }, now),
    ).rejects.toMatchObject({
      message: 'You do not have permission to do this.',
    });
    await expect(analytics.summary(30, {}, now)).rejects.toMatchObject({
      message: 'User not authenticated',
    });
  });

  it('never fails the action it counts when counting fails', async () => {
    const broken = new CommunityAnalyticsUseCases(
      {
        count: () => Promise.reject(new Error('disk full')),
      } as unknown as CommunityAnalyticsRepository,
      pino({ level: 'silent' }),
    );
    await expect(broken.storeClicked(now)).resolves.toBeUndefined();
    await expect(broken.contributed('store_review', now)).resolves.toBeUndefined();
  });
});
