import { useEffect, useRef, useState } from 'react';
import { HomeScreen } from './home-screen.js';
import { Failure } from './section.js';
import { SignInScreen } from './sign-in-screen.js';
import { StaffRequestError, staffApi } from './staff-api.js';
import type { Me } from './staff-types.js';

type AppState =
  | { kind: 'loading' }
  | { kind: 'signed-out'; notice?: string | undefined }
  | { kind: 'signed-in'; me: Me }
  | { kind: 'failed'; error: unknown };

const EXPIRED_LINK = 'This sign-in link has expired or was already used. Ask for a new one below.';

/**
 * The staff app: a link's token (if the page was opened from one) is spent for a session first;
 * otherwise the session cookie, if any, says who this is. Either way the address bar ends at
 * `/staff` once signed in, and at `/staff/sign-in` when signed out.
 */
export function StaffApp({ token }: { token: string | null }) {
  const [state, setState] = useState<AppState>({ kind: 'loading' });
  // A link's token is spent once: React's development double run of effects must not try twice.
  const started = useRef(false);

  const settle = async () => {
    if (token) {
      try {
        const { staff } = await staffApi.signIn(token);
        showAt('/staff');
        setState({ kind: 'signed-in', me: staff });
      } catch (caught) {
        showAt('/staff/sign-in');
        setState(
          caught instanceof StaffRequestError && caught.status === 401
            ? { kind: 'signed-out', notice: EXPIRED_LINK }
            : { kind: 'failed', error: caught },
        );
      }
      return;
    }
    try {
      setState({ kind: 'signed-in', me: await staffApi.me() });
      showAt('/staff');
    } catch (caught) {
      if (caught instanceof StaffRequestError && caught.isSignedOut) {
        showAt('/staff/sign-in');
        setState({ kind: 'signed-out' });
      } else setState({ kind: 'failed', error: caught });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: settles once, for the page's first load.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void settle();
  }, []);

  switch (state.kind) {
    case 'loading':
      return (
        <main className="page page-narrow" id="main">
          <h1 className="visually-hidden">Shiftbook</h1>
          <p className="muted" role="status">
            {token ? 'Signing you in…' : 'Loading…'}
          </p>
        </main>
      );
    case 'failed':
      return (
        <main className="page page-narrow" id="main">
          <h1>Shiftbook</h1>
          <Failure error={state.error} retry={() => window.location.reload()} />
        </main>
      );
    case 'signed-out':
      return <SignInScreen notice={state.notice} />;
    case 'signed-in':
      return (
        <HomeScreen
          me={state.me}
          onSignedOut={(notice) => {
            showAt('/staff/sign-in');
            setState({ kind: 'signed-out', notice });
          }}
        />
      );
  }
}

function showAt(path: string) {
  if (window.location.pathname !== path) window.history.replaceState(null, '', path);
}
