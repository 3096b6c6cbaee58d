import { type FormEvent, useState } from 'react';
import { sayError, staffApi } from './staff-api.js';

/**
 * Asking for a sign-in link. The answer is the same whether or not the address belongs to
 * someone at a shop (the server never tells), so the words say "if".
 */
export function SignInScreen({ notice }: { notice?: string | undefined }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      await staffApi.requestLink(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(sayError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page page-narrow" id="main">
      <header className="brand">
        <img src="/staff/icon-192.png" alt="" width="48" height="48" />
        <p className="brand-name">Shiftbook</p>
      </header>
      <h1>Sign in</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {sentTo ? (
        <div className="card" role="status">
          <h2>Check your email</h2>
          <p>
            If <b>{sentTo}</b> belongs to someone at a shop that uses Shiftbook, a sign-in link is on its way.
            Open it on this phone. It works once, for 15 minutes.
          </p>
          <button type="button" className="button button-quiet" onClick={() => setSentTo(undefined)}>
            Use another email
          </button>
        </div>
      ) : (
        <form className="card form" onSubmit={(event) => void submit(event)}>
          <p>See your shifts, hours and time off. We'll email you a link to sign in: no password needed.</p>
          <label className="field">
            <span>Your email</span>
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          {error && (
            <p className="notice notice-bad" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Sending…' : 'Email me a sign-in link'}
          </button>
        </form>
      )}
    </main>
  );
}
