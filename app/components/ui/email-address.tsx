/**
 * An e-mail address as text that may break after its „@“ on a narrow screen,
 * not inside a word (`break-all` wrote „…exampl“ and „e“); a part longer
 * than the line still wraps rather than overflow.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at)}@<wbr />
      {email.slice(at + 1)}
    </span>
  );
}
