/**
 * A signed-in device as the owner recognises it („Chrome на Android“), from
 * the browser's User-Agent header, which is kept with the session. Only the
 * common browsers and systems are named; anything else is shown as it came,
 * shortened, so that nothing is hidden.
 */
import { adminAccount } from "~/content/admin";

/** Checked in order: the first match names it (Edge and Opera also say „Chrome“, every iPhone browser says „Safari“). */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Headless)?(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

/** Longer than this, an unrecognised header is shortened. */
const SHOWN = 80;

export function deviceName(userAgent: string): string {
  const header = userAgent.trim();
  if (!header) return adminAccount.unknownDevice;
  const browser = browsers.find(([pattern]) => pattern.test(header))?.[1];
  const system = systems.find(([pattern]) => pattern.test(header))?.[1];
  if (browser && system) return adminAccount.device(browser, system);
  return header.length > SHOWN ? `${header.slice(0, SHOWN - 1)}…` : header;
}
