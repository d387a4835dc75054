/**
 * The browser's side of passkeys: SimpleWebAuthn's browser package, loaded
 * only when the owner presses the button, talking to the resource route.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { PASSKEY_API, type PasskeyAnswer, type PasskeyRequest } from "./passkey-api";

async function post(body: PasskeyRequest): Promise<PasskeyAnswer> {
  const response = await fetch(PASSKEY_API, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!response.ok && response.status !== 400 && response.status !== 429) return { ok: false, reason: "invalid" };
  return (await response.json()) as PasskeyAnswer;
}

export async function passkeysSupported() {
  const { browserSupportsWebAuthn } = await import("@simplewebauthn/browser");
  return browserSupportsWebAuthn();
}

/** Signs in with a passkey this device holds; "ok", "limited" or "failed". */
export async function signInWithPasskey(): Promise<"ok" | "limited" | "failed"> {
  try {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    const options = await post({ intent: "sign-in-options" });
    if (!options.ok) return options.reason === "limited" ? "limited" : "failed";
    const response = await startAuthentication({ optionsJSON: options.options as PublicKeyCredentialRequestOptionsJSON });
    const result = await post({ intent: "sign-in", response });
    return result.ok ? "ok" : result.reason === "limited" ? "limited" : "failed";
  } catch {
    return "failed";
  }
}

/** Makes a new passkey on this device for the signed-in user. */
export async function registerPasskey(label: string): Promise<boolean> {
  try {
    const { startRegistration } = await import("@simplewebauthn/browser");
    const options = await post({ intent: "register-options" });
    if (!options.ok) return false;
    const response = await startRegistration({ optionsJSON: options.options as PublicKeyCredentialCreationOptionsJSON });
    return (await post({ intent: "register", response, label })).ok;
  } catch {
    return false;
  }
}
