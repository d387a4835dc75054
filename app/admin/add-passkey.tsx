/** „Добавете ключ за достъп“: a new passkey on this device for the signed-in user (the account page, the question after a sign-in by link). */
import KeyRound from "lucide-react/icons/key-round";
import { useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { adminAccount } from "~/content/admin";
import { useHydrated } from "~/lib/use-hydrated";
import { Notice } from "./shell";
import { inputClass, labelClass } from "./ui";

/** Shown once the page's script runs: a passkey needs it (decision 0012: no dead controls). */
export function AddPasskey({ onAdded }: { onAdded?: () => void }) {
  const hydrated = useHydrated();
  const [label, setLabel] = useState<string>(adminAccount.passkeyLabelDefault);
  const [result, setResult] = useState<"added" | "failed" | null>(null);
  if (!hydrated) return null;
  async function add() {
    const { registerPasskey } = await import("./passkey");
    const ok = await registerPasskey(label);
    setResult(ok ? "added" : "failed");
    if (ok) onAdded?.();
  }
  return (
    <div className="mt-4 space-y-3">
      <div>
        <label htmlFor="passkey-label" className={labelClass}>
          {adminAccount.passkeyLabel}
        </label>
        <input id="passkey-label" value={label} onChange={(event) => setLabel(event.target.value)} maxLength={60} className={inputClass} />
      </div>
      <button type="button" onClick={add} className={buttonVariants()}>
        <KeyRound aria-hidden="true" />
        {adminAccount.addPasskey}
      </button>
      <div aria-live="polite">
        {result === "added" ? <Notice tone="success">{adminAccount.passkeyAdded}</Notice> : null}
        {result === "failed" ? <Notice tone="danger">{adminAccount.passkeyFailed}</Notice> : null}
      </div>
    </div>
  );
}
