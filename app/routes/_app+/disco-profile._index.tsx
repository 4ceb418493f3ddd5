// The venue's own profile (disco, format, structure): GET/PUT /discos/{venueId}; fees and card-provider status read-only.
import { saveVenueProfile, venueProfilePage } from "~/domains/venues/profiles.server";
import { VenueProfilePage } from "~/domains/venues/venue-profile-page";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = venueProfilePage;
export const action = saveVenueProfile;
export const meta = sectionMeta;
export default VenueProfilePage;
