import { STAFF_LANDING_PATH, type UserInfo } from '@spina/domain';
import { safeRedirect } from './redirect';

/**
 * Where a user goes once signed in: back to the page they wanted (spec 1 §4.3), else staff to their page
 * and everyone else home. POS Academy users are handed off to e-learning instead (see LoginPage).
 */
export function landingPath(user: Pick<UserInfo, 'isStaff'>, wanted: string | null): string {
  return safeRedirect(wanted) ?? (user.isStaff ? STAFF_LANDING_PATH : '/');
}
