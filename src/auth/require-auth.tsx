import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/page-spinner';
import { useAuth } from './auth-provider';
import { safeReturnTo } from './return-to';

const SignInPrompt = lazy(() => import('./sign-in-prompt').then((m) => ({ default: m.SignInPrompt })));

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (status === 'signed-in') return children;
  if (status === 'signed-out')
    return <SignInPrompt returnTo={safeReturnTo(`${pathname}${search}${hash}`, window.location.origin)} />;
  return <PageSpinner />;
}
