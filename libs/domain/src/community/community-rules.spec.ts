import {
  badgeProgress,
  CONTRIBUTION_POINTS,
  defaultWeeklyHours,
  pointsEarnedMessage,
  pointsFor,
  reviewErrorMessage,
  reviewStats,
  validatePhone,
  validateReview,
  validateTip,
  validateWeeklyHours,
} from '../index';

describe('community rules', () => {
  it('awards the points per contribution type, 10 for anything else (product rule Points)', () => {
    expect(CONTRIBUTION_POINTS).toEqual({
      store_review: 15,
      store_photo: 10,
      store_hours: 20,
      store_tag: 5,
      contact_info: 15,
      report_incorrect_info: 10,
      verify_info: 25,
    });
    expect(pointsFor('store_hours')).toBe(20);
    expect(pointsFor('something_new')).toBe(10);
    expect(pointsEarnedMessage(15)).toBe('+15 points earned!');
  });

  it("shows 'Almost there!' from 80% of a badge's contributions until it is earned", () => {
    expect(badgeProgress(3, 5)).toMatchObject({
      current: 3,
      ratio: 0.6,
      earned: false,
      almostThere: false,
    });
    expect(badgeProgress(4, 5)).toMatchObject({
      current: 4,
      ratio: 0.8,
      earned: false,
      almostThere: true,
    });
    expect(badgeProgress(5, 5)).toMatchObject({
      current: 5,
      ratio: 1,
      earned: true,
      almostThere: false,
    });
    expect(badgeProgress(12, 5)).toMatchObject({ current: 5, ratio: 1, earned: true });
  });

  it('validates a review: rating 1-5, text trimmed and otherwise as typed, at most 1000, empty is null', () => {
    expect(
      validateReview({
        rating: 4,
        review_text: '  Great <b>"fresh"</b> produce & friendly staff  ',
      }),
    ).toEqual({
      value: { rating: 4, review_text: 'Great <b>"fresh"</b> produce & friendly staff' },
      errors: [],
    });
    // Issue 43, finding 5: these were saved as "didnt" and "bno problem/b".
    expect(validateReview({ rating: 5, review_text: "didn't" }).value.review_text).toBe("didn't");
    expect(validateReview({ rating: 5, review_text: '<b>no problem</b>' }).value.review_text).toBe(
      '<b>no problem</b>',
    );
    expect(validateReview({ rating: 5, review_text: '   ' }).value.review_text).toBeNull();
    expect(validateReview({ rating: 5, review_text: `<>'"&` }).value.review_text).toBe(`<>'"&`);
    expect(validateReview({ rating: 5 }).value.review_text).toBeNull();
    expect(validateReview({ rating: 0 }).errors).toEqual(['Rating is required']);
    expect(validateReview({ rating: null }).errors).toEqual(['Rating is required']);
    expect(validateReview({ rating: 6, review_text: 'x'.repeat(1001) }).errors).toEqual([
      'Rating must be between 1-5',
      'Review must be less than 1000 characters',
    ]);
    expect(validateReview({ rating: 1, review_text: ` ${'x'.repeat(1000)} ` }).errors).toEqual([]);
    expect(
      reviewErrorMessage(['Rating is required', 'Review must be less than 1000 characters']),
    ).toBe('Rating is required, Review must be less than 1000 characters');
  });

  it('computes review stats: average to two decimals and count, null average without reviews', () => {
    expect(reviewStats([])).toEqual({ average_rating: null, review_count: 0 });
    expect(reviewStats([5, 4, 4])).toEqual({ average_rating: 4.33, review_count: 3 });
  });

  it('validates a tip: trimmed, 1 to 500 characters', () => {
    expect(validateTip('  Use the side entrance  ')).toEqual({
      value: 'Use the side entrance',
      errors: [],
    });
    expect(validateTip('   ').errors).toEqual(['Comment cannot be empty']);
    expect(validateTip('x'.repeat(501)).errors).toEqual([
      'Comment must be less than 500 characters',
    ]);
    expect(validateTip('x'.repeat(500)).errors).toEqual([]);
  });

  it('needs a non-blank phone number that looks like one', () => {
    expect(validatePhone(' (404) 555-0134 ')).toEqual({ value: '(404) 555-0134', errors: [] });
    expect(validatePhone('  ').errors).toEqual(['Please enter a phone number']);
    expect(validatePhone('call us').errors).toEqual(['Please enter a valid phone number']);
  });

  it("takes weekly hours for every day as 24-hour HH:MM, with the form's defaults", () => {
    const defaults = defaultWeeklyHours();
    expect(defaults.Monday).toEqual({ open: '09:00', close: '18:00', closed: false });
    expect(defaults.Saturday).toEqual({ open: '09:00', close: '18:00', closed: false });
    expect(defaults.Sunday).toEqual({ open: '10:00', close: '17:00', closed: false });
    expect(validateWeeklyHours(defaults)).toEqual({ value: defaults, errors: [] });
    const { Sunday: _sunday, ...withoutSunday } = defaults;
    expect(
      validateWeeklyHours({
        ...withoutSunday,
        Monday: { open: '9am', close: '24:00', closed: false },
        Funday: defaults.Monday,
      }).errors,
    ).toEqual([
      'Funday is not a day of the week',
      'Monday: times must be 24-hour HH:MM',
      'Sunday: opening hours are required',
    ]);
  });
});
