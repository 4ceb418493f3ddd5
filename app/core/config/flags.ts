// Build flags of spec section 9, all off by default. Read on the server and handed to the UI through loaders. The
// spec's public site and token refresh are not built here, so they have no flag.
export type Flags = {
  devMenu: boolean;
  facebookLogin: boolean;
  profileCompletion: boolean;
  loginDialog: boolean;
};
