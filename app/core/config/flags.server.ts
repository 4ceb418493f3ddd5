import { env } from "./env.server";
import type { Flags } from "./flags";

export const flags: Flags = {
  devMenu: env.FEATURE_DEV_MENU === "1",
  facebookLogin: env.FEATURE_FACEBOOK_LOGIN === "1",
  profileCompletion: env.FEATURE_PROFILE_COMPLETION === "1",
  loginDialog: env.FEATURE_LOGIN_DIALOG === "1",
  // The public site and token refresh are off in this product (spec section 9); kept as constants so code reads them by name.
  publicSite: false,
  tokenRefresh: false,
};
