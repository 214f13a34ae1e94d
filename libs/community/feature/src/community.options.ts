/** What the community service is configured with at start-up (validated by the app's env class). */
export interface CommunityOptions {
  /** Where issue reports and business claims are announced. */
  supportEmail: string;
  /** How old a confirmed account must be for its "not accepting EBT" report to count toward the
   * public mark (EBT_REFUSAL_ACCOUNT_MIN_AGE_HOURS; product rule "EBT refusal reports"): 24 unless a
   * test installation lowers it. */
  ebtRefusalAccountMinAgeHours?: number;
}

export const COMMUNITY_OPTIONS = Symbol('COMMUNITY_OPTIONS');

/** For a service booted without configuration (specs, tools): the installation's own support box. */
export const DEFAULT_COMMUNITY_OPTIONS: CommunityOptions = {
  supportEmail: 'support@snapfinder.local',
};
