// The persistent complete-profile dialog (spec sections 4 and 5), behind FEATURE_PROFILE_COMPLETION: the layout sends
// every page of a user whose profile is incomplete here, with the way back in `redirectTo`.
import type { MetaFunction } from "@remix-run/node";
import { completeProfile, completeProfilePage } from "~/domains/venues/profiles.server";
import { CompleteProfileDialog } from "~/domains/account/complete-profile-dialog";

export const loader = completeProfilePage;
export const action = completeProfile;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];
export default CompleteProfileDialog;
