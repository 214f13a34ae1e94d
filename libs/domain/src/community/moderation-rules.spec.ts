import {
  MODERATION_MESSAGES,
  moderationNotice,
  statusAfter,
  validateDecision,
  validateFlag,
} from './moderation-rules';

describe('moderation rules', () => {
  it('needs one of the listed reasons for a flag and keeps a note of at most 500 characters', () => {
    expect(validateFlag({ reason: 'spam', note: '  an advert ' })).toEqual({
      value: { reason: 'spam', note: 'an advert' },
      errors: [],
    });
    expect(validateFlag({ reason: 'spam', note: '   ' }).value.note).toBeNull();
    expect(validateFlag({ reason: 'spam', note: 'x'.repeat(500) }).errors).toEqual([]);
    expect(validateFlag({ reason: 'boring', note: 'x'.repeat(501) }).errors).toEqual([
      'Please choose a reason',
      'Note must be 500 characters or less',
    ]);
    expect(validateFlag({}).errors).toEqual([MODERATION_MESSAGES.reasonRequired]);
  });

  it('asks hide and remove for the reason the author reads, not restore', () => {
    expect(validateDecision({ decision: 'hide', reason: ' ' }).errors).toEqual([
      'Please give a reason the author will see',
    ]);
    expect(validateDecision({ decision: 'remove', reason: 'x'.repeat(501) }).errors).toEqual([
      'Reason must be 500 characters or less',
    ]);
    expect(validateDecision({ decision: 'restore' })).toEqual({
      value: { decision: 'restore', reason: null },
      errors: [],
    });
    expect(validateDecision({ decision: 'ban', reason: 'x' }).errors).toEqual([
      'Choose hide, remove or restore.',
    ]);
  });

  it('names the status after each decision and the notice the author reads', () => {
    expect(['hide', 'remove', 'restore'].map((d) => statusAfter(d as 'hide'))).toEqual([
      'hidden',
      'removed',
      'visible',
    ]);
    expect(moderationNotice('hidden', 'Spam')).toBe('Hidden by a moderator: Spam');
    expect(moderationNotice('removed', 'Spam')).toBe('Removed by a moderator: Spam');
    expect(moderationNotice('visible', null)).toBeNull();
    expect(MODERATION_MESSAGES.ownItem('photo')).toBe('You cannot flag your own photo.');
  });
});
