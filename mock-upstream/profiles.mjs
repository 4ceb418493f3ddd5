// Accounts of the profile pages' tests (decision 010): two whose password the browser tests change, one per mode
// (JavaScript on and off, run side by side), and one whose profile is incomplete (no username, nothing accepted) for
// the complete-profile dialog. Admins, so they touch no venue, collaborator or follower list; created long ago, so they
// sit at the end of the users list. Seeded after everything else: the earlier random draws stay as they were.
const profileAccounts = {
  passwordJs: "password.js@demo.test",
  passwordNojs: "password.nojs@demo.test",
  incomplete: "incomplete@demo.test",
};

/** `person(email, name, surname, role, extra)` and `stamp(daysAgo)` are the seed's own helpers. */
export function seedProfiles({ person, stamp }) {
  person(profileAccounts.passwordJs, "Irene", "Neri", "admin", stamp(900));
  person(profileAccounts.passwordNojs, "Paolo", "Verdi", "admin", stamp(901));
  person(profileAccounts.incomplete, "Nadia", "Ferri", "admin", {
    ...stamp(902),
    username: "",
    privacyPolicyAccepted: false,
    termsAndConditionsAccepted: false,
    profileCompleted: false,
  });
}
