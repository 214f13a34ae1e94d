import { defineMessages } from '@snap/domain';

/** What the gateway itself says to the public site: an unexpected failure, an upload with no photo. */
export const GATEWAY_MESSAGES = defineMessages('gateway', {
  unexpectedError: 'An unexpected error occurred. Please try again.',
  noPhotoChosen: 'Please choose at least one photo to upload.',
});
