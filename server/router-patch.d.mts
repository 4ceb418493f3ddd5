export function serverRouterFile(): string;
export function serverRenderFiles(): { remixServer: string; staticRouter: string };
export function missingRouterPatches(): string[];
export function routerPatchLive(): boolean;
