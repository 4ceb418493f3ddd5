export function serverRouterFile(): string;
export function serverRenderFiles(): { remixServer: string; staticRouter: string; reactRouter: string };
export function missingRouterPatches(): string[];
export function routerPatchLive(): boolean;
