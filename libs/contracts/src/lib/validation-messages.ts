import {
  CATEGORIES,
  defineMessages,
  PROGRAM_KINDS,
  SEARCH_LIMITS,
  SUBMISSION_STATUSES,
} from '@snap/domain';

/**
 * The messages of the validation rules of the contracts and of the gateway's arguments, each with its
 * id, used as the rules' `message:` so a refusal is translated by id. A rule's values (a maximum, the
 * choices) are written into its message: each is a constant, found by its English wherever the rule
 * refused. A list of choices kept in a contract file is written out here (that file imports this one);
 * validation-messages.spec.ts checks it against the list.
 */
export const VALIDATION_MESSAGES = defineMessages('validation', {
  latitude: 'lat must be a latitude between -90 and 90',
  longitude: 'lng must be a longitude between -180 and 180',
  radiusMiles: `radiusMiles must be one of: ${SEARCH_LIMITS.radiusChoices.join(', ')}`,
  limitAtMost100: 'limit must not be greater than 100',
  limitAtMost200: 'limit must not be greater than 200',
  limitAtMost2000: 'limit must not be greater than 2000',
  stateCode: 'state must be a two-letter state code',
  category: `category must be one of: ${CATEGORIES.map((category) => category.id).join(', ')}`,
  photoReference: 'photo reference must be letters, digits, - or _',
  stagingKey: 'stagingKey must be a staging key',
  storeId: 'storeId must be a store id',
  storeIdsAtMost200: 'storeIds must contain no more than 200 elements',
  noticeId: 'id must be a notice id',
  reportOrClaimId: 'id must be a report or claim id',
  postId: 'id must be a post id',
  entryId: 'id must be an entry id',
  clickId: 'clickId must be a UUID',
  itemType: 'itemType must be review, tip or photo',
  submissionStatus: `status must be one of: ${SUBMISSION_STATUSES.join(', ')}`,
  moderationStatus: 'status must be one of: open, hidden, removed',
  ebtRefusalStatus: 'status must be one of: open, marked',
  storeStatus: 'status must be active or closed',
  programKind: `kind must be one of: ${PROGRAM_KINDS.join(', ')}`,
  auditAction:
    'action must be one of: role.assigned, role.removed, moderation.decided, catalog.imported, catalog.closings-confirmed, store.edited, store.closed, store.reopened, store.override-cleared, budget.limit-set, blog.changed, program-text.changed, ebt-help.changed, second-factor.enrolled, second-factor.removed, second-factor.reset, second-factor.token-enrolled, second-factor.recovery-code-used',
  date: 'The date must be written YYYY-MM-DD.',
  stateCodes: 'Each state must be a two-letter code.',
  dailyLimitRange: 'The daily limit must be between 0 and 1,000,000',
  dailyLimitWhole: 'The daily limit must be a whole number',
  period: 'The period must be 7, 30 or 90 days',
  route: 'route must be a route label',
  path: 'path must start with /',
});
