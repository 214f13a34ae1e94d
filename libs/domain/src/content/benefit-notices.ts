import { defineMessages } from '../i18n/message';
import { USDA_STATES } from '../stores/normalize';
import {
  checkHttpsUrl,
  checkSourceAndDay,
  checkText,
  parseDay,
  PURCHASE_RULE_MESSAGES,
} from './purchase-rules';
import { stateToday } from './state-time-zones';

/** A notice that benefits are late (national, or for some states), posted by an admin with its source:
 * the site never guesses it. Its dates are inclusive and read in each state's own time zone. */
export interface BenefitNotice {
  /** State codes, or [NATIONAL] for every state. */
  states: string[];
  startsOn: string;
  endsOn: string;
  textEn: string;
  textEs: string;
  source: string;
  checkedOn: string;
  /** https links: the state's SNAP agency, 211. */
  links: string[];
}

/** The states field of a national notice, shown everywhere. */
export const NATIONAL = 'ALL';

export const BENEFIT_NOTICE_LIMITS = { textMax: 500, linksMax: 5 } as const;

export const BENEFIT_NOTICE_MESSAGES = defineMessages('benefitNotice', {
  statesRequired: 'Please enter the states (two-letter codes), or ALL for a national notice',
  startsOnRequired: 'Please enter the start date (YYYY-MM-DD)',
  endsOnRequired: 'Please enter the end date (YYYY-MM-DD)',
  endBeforeStart: 'The end date cannot be before the start date',
  textEnRequired: 'Please enter the text in English',
  textEsRequired: 'Please enter the text in Spanish',
  textTooLong: `A text must be ${BENEFIT_NOTICE_LIMITS.textMax} characters or less`,
  linkInvalid: 'Links must be web addresses starting with https://',
  tooManyLinks: `A notice can have at most ${BENEFIT_NOTICE_LIMITS.linksMax} links`,
  noticeNotFound: 'This notice no longer exists.',
  notAdmin: PURCHASE_RULE_MESSAGES.notAdmin,
});

export interface BenefitNoticeInput {
  states?: readonly string[] | string | null;
  startsOn?: string | null;
  endsOn?: string | null;
  textEn?: string | null;
  textEs?: string | null;
  source?: string | null;
  checkedOn?: string | null;
  links?: readonly string[] | null;
}

function checkStates(input: BenefitNoticeInput['states'], errors: string[]): string[] {
  const codes = (typeof input === 'string' ? input.split(/[\s,]+/) : (input ?? []))
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0) {
    errors.push(BENEFIT_NOTICE_MESSAGES.statesRequired);
    return [];
  }
  if (codes.includes(NATIONAL)) return [NATIONAL];
  const unknown = codes.filter((code) => !Object.hasOwn(USDA_STATES, code));
  if (unknown.length > 0)
    errors.push(
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a state code' : 'are not state codes'} USDA uses (use two letters, such as GA, DC or PR)`,
    );
  return [...new Set(codes)].sort();
}

/** An admin's notice: states (or ALL), both dates (the end not before the start), the text in English
 * and Spanish, a source with its date and https links only. Every missing piece is named. */
export function validateBenefitNotice(
  input: BenefitNoticeInput,
  now = new Date(),
): { value: BenefitNotice; errors: string[] } {
  const errors: string[] = [];
  const states = checkStates(input.states, errors);
  const startsOn = parseDay(input.startsOn);
  if (!startsOn) errors.push(BENEFIT_NOTICE_MESSAGES.startsOnRequired);
  const endsOn = parseDay(input.endsOn);
  if (!endsOn) errors.push(BENEFIT_NOTICE_MESSAGES.endsOnRequired);
  if (startsOn && endsOn && endsOn < startsOn) errors.push(BENEFIT_NOTICE_MESSAGES.endBeforeStart);
  const tooLong = BENEFIT_NOTICE_MESSAGES.textTooLong;
  const max = BENEFIT_NOTICE_LIMITS.textMax;
  const textEn = checkText(
    input.textEn,
    max,
    { required: BENEFIT_NOTICE_MESSAGES.textEnRequired, tooLong },
    errors,
  );
  const textEs = checkText(
    input.textEs,
    max,
    { required: BENEFIT_NOTICE_MESSAGES.textEsRequired, tooLong },
    errors,
  );
  const dated = checkSourceAndDay(input, now, errors);
  const linkErrors: string[] = [];
  const links = (input.links ?? [])
    .map((link) => checkHttpsUrl(link, BENEFIT_NOTICE_MESSAGES.linkInvalid, linkErrors))
    .filter((link): link is string => link !== null);
  if (linkErrors.length > 0) errors.push(BENEFIT_NOTICE_MESSAGES.linkInvalid);
  if (links.length > BENEFIT_NOTICE_LIMITS.linksMax)
    errors.push(BENEFIT_NOTICE_MESSAGES.tooManyLinks);
  return {
    value: {
      states,
      startsOn: startsOn ?? '',
      endsOn: endsOn ?? '',
      textEn,
      textEs,
      ...dated,
      links,
    },
    errors,
  };
}

/** True while `now` falls between the notice's dates (both inclusive) in `state`'s time zone. A page
 * that knows no place shows only national notices, while their dates hold anywhere from Maine (the
 * first to start a day) to Hawaii (the last to end it). */
export function isNoticeActive(
  notice: Pick<BenefitNotice, 'states' | 'startsOn' | 'endsOn'>,
  state: string | null,
  now = new Date(),
): boolean {
  const national = notice.states.includes(NATIONAL);
  const inRange = (code: string) => {
    const today = stateToday(code, now);
    return notice.startsOn <= today && today <= notice.endsOn;
  };
  if (state) return (national || notice.states.includes(state)) && inRange(state);
  return national && ['ME', 'HI'].some(inRange);
}
