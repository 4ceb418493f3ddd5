// A signed-in device in plain words, from its browser's User-Agent (decision 046): "Chrome on Android", "Safari on
// iPhone". The browser and system names are proper names, the same in every language; the sentence around them and
// "unknown" come from the locale files. Only the few browsers and systems a venue's staff use are told apart.

export type DeviceWords = { browser: string | null; system: string | null };

const browsers: [RegExp, string][] = [
  [/\bEdg(A|iOS|e)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function deviceWords(userAgent: string): DeviceWords {
  return {
    browser: browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
    system: systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
  };
}
