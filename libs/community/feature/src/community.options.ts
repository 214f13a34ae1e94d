/** What the community service is configured with at start-up (validated by the app's env class). */
export interface CommunityOptions {
  /** Where issue reports and business claims are announced. */
  supportEmail: string;
}

export const COMMUNITY_OPTIONS = Symbol('COMMUNITY_OPTIONS');

/** For a service booted without configuration (specs, tools): the installation's own support box. */
export const DEFAULT_COMMUNITY_OPTIONS: CommunityOptions = {
  supportEmail: 'support@snapfinder.local',
};
