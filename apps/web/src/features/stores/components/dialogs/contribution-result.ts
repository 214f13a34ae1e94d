import { pointsEarnedText } from '../../utils/store-texts';

/** What a contribution earned, when the server says so. */
export interface ContributionResult {
  pointsEarned?: number | null;
}

export function toastPoints(
  toast: (message: string) => void,
  result: ContributionResult | void,
): void {
  if (result && typeof result.pointsEarned === 'number' && result.pointsEarned > 0)
    toast(pointsEarnedText(result.pointsEarned));
}
