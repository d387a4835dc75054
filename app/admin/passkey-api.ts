/**
 * The passkey exchanges between the owner's browser and the server, written
 * once for both: the resource route (app/routes/admin.passkey.ts) and the
 * browser's side (./passkey.ts).
 */
export const PASSKEY_API = "/admin/passkey";

export type PasskeyIntent = "sign-in-options" | "sign-in" | "register-options" | "register";

export interface PasskeyRequest {
  intent: PasskeyIntent;
  /** The browser's answer (SimpleWebAuthn's JSON), for "sign-in" and "register". */
  response?: unknown;
  /** The device's name, for "register". */
  label?: string;
}

export type PasskeyAnswer = { ok: true; options?: unknown } | { ok: false; reason: "invalid" | "limited" };
