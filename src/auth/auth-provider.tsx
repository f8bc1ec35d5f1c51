import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { forgetSharedValues } from '../domain/shared-values';
import { setPerson } from '../lib/personal-store';
import { type AuthSnapshot, personOf } from './auth-state';
import { appSession } from './browser-session';
import type { Session } from './session';

export type AuthValue = AuthSnapshot & {
  signIn(returnTo: string): Promise<void>;
  signOut(): Promise<void>;
  signInWithPersonalToken(token: string): void;
  completeCallback: Session['completeCallback'];
  settleCallback: Session['settleCallback'];
  promptOnPage: boolean;
  registerPrompt(): () => void;
};

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({
  children,
  session = appSession(),
}: {
  children: ReactNode;
  session?: Session;
}) {
  const snapshot = useSyncExternalStore(session.subscribe, session.snapshot);
  const queryClient = useQueryClient();
  const [prompts, setPrompts] = useState(0);
  const registerPrompt = useCallback(() => {
    setPrompts((count) => count + 1);
    return () => setPrompts((count) => count - 1);
  }, []);

  useEffect(() => {
    session.startDueSignIn();
  }, [session]);

  const person = personOf(snapshot);
  // Before the first paint: a star clicked on the first frame must land in this person's things.
  useLayoutEffect(() => setPerson(person), [person]);

  useEffect(() => {
    // One person's lists must never show to the next one who signs in in this tab.
    if (snapshot.status !== 'signed-out') return;
    queryClient.clear();
    forgetSharedValues();
  }, [snapshot.status, queryClient]);

  const value = useMemo(
    () => ({
      ...snapshot,
      signIn: (returnTo: string) => session.signIn(returnTo),
      signOut: session.signOut,
      signInWithPersonalToken: session.signInWithPersonalToken,
      completeCallback: session.completeCallback,
      settleCallback: session.settleCallback,
      promptOnPage: prompts > 0,
      registerPrompt,
    }),
    [snapshot, session, prompts, registerPrompt],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it');
  return value;
}
