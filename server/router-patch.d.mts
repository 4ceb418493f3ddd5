export function serverRouterFile(): string;
export function routerPatchLive(): boolean;
