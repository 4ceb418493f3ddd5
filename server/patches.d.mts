export function serverRouterFile(): string;
export function serverRenderFiles(): { remixServer: string; staticRouter: string };
export function routeDiscoveryFiles(): string[];
export function missingPatches(): string[];
