// The password change of spec sections 5 and 7: old password, new password under the rules, confirmation.
import { changePassword, changePasswordPage } from "~/domains/venues/profiles.server";
import { ChangePasswordPage } from "~/domains/account/change-password-page";
import { sectionMeta } from "~/ui/shell/section-page";
import { retryAfterHeaders } from "~/core/http/retry-after";

export const loader = changePasswordPage;
export const action = changePassword;
export const meta = sectionMeta;
export const headers = retryAfterHeaders;
export default ChangePasswordPage;
