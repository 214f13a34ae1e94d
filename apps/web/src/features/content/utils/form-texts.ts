import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INVALID_EMAIL_MESSAGE } from '@snap/domain';

/** The domain's e-mail rule message, as the chip-card alert form shows it in the active language
 * (the ZIP message is in the site's DOMAIN_TEXTS). form-texts.spec.ts holds it equal to the domain's. */
export const FORM_TEXTS: Record<string, MessageDescriptor> = {
  [INVALID_EMAIL_MESSAGE]: msg`Please enter a valid email address`,
};
