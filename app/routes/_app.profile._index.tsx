// The signed-in user's own profile (every role): username, picture, name, surname, phone; saved with PUT /users/me.
import { profilePage, saveProfile } from "~/lib/profiles.server";
import { ProfilePage } from "~/ui/profile-pages";
import { sectionMeta } from "~/ui/section-page";

export const loader = profilePage;
export const action = saveProfile;
export const meta = sectionMeta;
export default ProfilePage;
