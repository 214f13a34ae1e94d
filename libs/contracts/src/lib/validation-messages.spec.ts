import { AUDIT_ACTIONS } from '../audit/audit.messages';
import { EBT_REFUSAL_QUEUE_FILTERS } from '../community/ebt-refusals.messages';
import { MODERATION_QUEUE_FILTERS } from '../community/moderation.messages';
import { VALIDATION_MESSAGES } from './validation-messages';

describe('VALIDATION_MESSAGES', () => {
  it('writes out the choices the contracts list', () => {
    expect(VALIDATION_MESSAGES.moderationStatus).toBe(
      `status must be one of: ${MODERATION_QUEUE_FILTERS.join(', ')}`,
    );
    expect(VALIDATION_MESSAGES.ebtRefusalStatus).toBe(
      `status must be one of: ${EBT_REFUSAL_QUEUE_FILTERS.join(', ')}`,
    );
    expect(VALIDATION_MESSAGES.auditAction).toBe(
      `action must be one of: ${AUDIT_ACTIONS.join(', ')}`,
    );
  });
});
