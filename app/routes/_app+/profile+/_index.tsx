// The signed-in user's own profile (every role): username, picture, name, surname, phone; saved with PUT /users/me.
import { profilePage, saveProfile } from "~/domains/venues/profiles.server";
import { ProfilePage } from "~/domains/venues/profile-page";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = profilePage;
export const action = saveProfile;
export const meta = sectionMeta;
export default ProfilePage;
