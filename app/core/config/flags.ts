// Build flags of spec section 9, all off by default. Read on the server and handed to the UI through loaders.
export type Flags = {
  devMenu: boolean;
  facebookLogin: boolean;
  profileCompletion: boolean;
  loginDialog: boolean;
  publicSite: false;
  tokenRefresh: false;
};
