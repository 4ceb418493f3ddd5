import { env } from "./env.server";
import type { Flags } from "./flags";

export const flags: Flags = {
  devMenu: env.FEATURE_DEV_MENU === "1",
  facebookLogin: env.FEATURE_FACEBOOK_LOGIN === "1",
  profileCompletion: env.FEATURE_PROFILE_COMPLETION === "1",
  loginDialog: env.FEATURE_LOGIN_DIALOG === "1",
};
