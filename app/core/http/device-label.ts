// A phone or computer named in words from its User-Agent ("iPhone · Safari", "Android · Chrome"), for whoever reads
// which device did something: the door's entries, the signed-in devices. Coarse on purpose: it tells devices apart
// at a glance, it is not a fingerprint.

const systems: readonly [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

// Order matters: Edge and Opera carry "Chrome" too, Chrome carries "Safari".
const browsers: readonly [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\//, "Opera"],
  [/SamsungBrowser/, "Samsung Internet"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/HeadlessChrome|Chrome\/|CriOS/, "Chrome"],
  [/Safari\//, "Safari"],
];

export function deviceLabel(userAgent: string | null | undefined): string {
  const agent = userAgent ?? "";
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  return [system, browser].filter(Boolean).join(" · ") || "?";
}
